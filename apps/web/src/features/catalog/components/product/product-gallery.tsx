import { imageVariantUrl, type ProductWithGallery } from '@store/contract';
import { ChevronLeft, ChevronRight, ZoomIn } from 'lucide-react';
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { Dialog } from '#web/components/ui/dialog';
import { ProductImage } from '#web/components/ui/product-image';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { swipeStep } from '#web/lib/swipe-step';

const IMAGE_SIZES = '(min-width: 1280px) 592px, (min-width: 1024px) 45vw, calc(100vw - 2rem)';

/** The photos to show: the gallery, or the one image of a product written before galleries. */
export function galleryPhotos(product: Pick<ProductWithGallery, 'image' | 'images'>): string[] {
  if (product.images.length > 0) return product.images;
  return product.image ? [product.image] : [];
}

/** Whether the element sits on a right-to-left page (an Arabic page). */
const rightToLeft = (element: Element) => element.matches(':dir(rtl)');

/**
 * The product page's photos (docs/decisions/034): the main photo (the page's
 * largest image, rendered by the server and fetched first, as before),
 * thumbnails below it, a swipe on phones that follows the reading direction
 * (as the home page's carousel), and an enlarged view in a dialog where the
 * arrow keys turn the photos and Escape closes.
 */
export function ProductGallery({ product }: { product: ProductWithGallery }) {
  const photos = galleryPhotos(product);
  const count = photos.length;
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const shown = Math.min(current, Math.max(count - 1, 0));
  const photo = photos[shown] ?? null;

  const go = (index: number) => setCurrent((index + count) % count);

  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touch.current;
    const end = event.changedTouches[0];
    touch.current = null;
    if (!start || !end || count < 2) return;
    const step = swipeStep(end.clientX - start.x, end.clientY - start.y, rightToLeft(event.currentTarget));
    if (step !== 0) go(shown + step);
  };

  // In the enlarged view the arrow keys turn the photos, wherever the focus is in
  // the dialog: toward the reading end is the next one.
  useEffect(() => {
    if (!zoomed || count < 2) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      const towardRight = event.key === 'ArrowRight' ? 1 : -1;
      const reversed = zoomButton.current ? rightToLeft(zoomButton.current) : false;
      setCurrent((index) => (index + (reversed ? -towardRight : towardRight) + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [zoomed, count]);

  const label = (n: number) => t('product.gallery.photo', { n, count });

  return (
    <div className="flex flex-col gap-4">
      {photo ? (
        <button
          ref={zoomButton}
          type="button"
          className="group relative block w-full cursor-zoom-in rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
          aria-label={t('product.gallery.zoom', { n: shown + 1, count })}
          onClick={() => setZoomed(true)}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          {/* The first photo is the page's largest image: fetched early, at once (LCP). */}
          <ProductImage key={photo} src={photo} alt={product.title} sizes={IMAGE_SIZES} priority fallbackWidth={1280} />
          <span className="absolute end-2 bottom-2 rounded-full bg-white/90 p-2 text-slate-700 shadow-sm ring-1 ring-slate-200 group-hover:text-accent">
            <ZoomIn aria-hidden="true" className="size-5" />
          </span>
        </button>
      ) : (
        <ProductImage src={null} alt={product.title} sizes={IMAGE_SIZES} />
      )}
      {count > 1 ? (
        <ul aria-label={t('product.gallery.photos', { title: product.title })} className="flex flex-wrap gap-2">
          {photos.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                aria-label={label(index + 1)}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => setCurrent(index)}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg border-2 bg-white sm:size-20',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                  index === shown ? 'border-accent' : 'border-slate-200 hover:border-slate-400',
                )}
              >
                <ProductImage src={url} alt="" sizes="80px" fallbackWidth={320} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photo ? (
        <Dialog
          open={zoomed}
          onOpenChange={setZoomed}
          title={product.title}
          description={label(shown + 1)}
          returnFocusRef={zoomButton}
          // As large as the screen allows, up to the largest variant (1280 px): never smaller than the page's own photo.
          className="max-w-[min(64rem,calc(100vw-2rem))]!"
        >
          <div className="flex flex-col gap-3">
            <img
              src={imageVariantUrl(photo, 1280)}
              alt={product.title}
              width={1280}
              height={1280}
              className="mx-auto max-h-[calc(100dvh-12rem)] w-auto max-w-full object-contain"
              onTouchStart={onTouchStart}
              onTouchEnd={onTouchEnd}
            />
            {count > 1 ? (
              <div className="flex items-center justify-center gap-3">
                <button
                  type="button"
                  className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
                  aria-label={t('product.gallery.previous')}
                  onClick={() => go(shown - 1)}
                >
                  <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
                </button>
                <span aria-live="polite" className="min-w-24 text-center text-sm text-slate-600">
                  {label(shown + 1)}
                </span>
                <button
                  type="button"
                  className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
                  aria-label={t('product.gallery.next')}
                  onClick={() => go(shown + 1)}
                >
                  <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
                </button>
              </div>
            ) : null}
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
