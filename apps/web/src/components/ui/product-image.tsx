import { imageSrcSet, imageVariantUrl } from '@store/contract';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#web/lib/cn';

export interface ProductImageProps {
  /** The stored image URL (the 640 px WebP variant), or null. */
  src: string | null;
  /** '' when the image only repeats the text beside it (product cards). */
  alt: string;
  /** Which width the image is shown at, for the browser's choice in srcset. */
  sizes: string;
  /** Above the fold: load at once and early (the page's largest image). */
  priority?: boolean;
  /** The variant for browsers without srcset; the 640 one by default. */
  fallbackWidth?: 320 | 640 | 1280;
  className?: string;
}

/**
 * A product picture: square, contained on white, in the WebP variant that
 * fits the screen (docs/store-rules.md#12-look-and-feel). Width and height are set, so the
 * page does not jump when it arrives; a missing or broken image shows a
 * neutral placeholder instead.
 */
export function ProductImage({ src, alt, sizes, priority = false, fallbackWidth = 640, className }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = cn('flex aspect-square w-full items-center justify-center overflow-hidden bg-white', className);

  if (!src || failedSrc === src) {
    return (
      <span
        data-testid="image-placeholder"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn(box, 'bg-slate-100 text-slate-400')}
      >
        <ImageOff aria-hidden="true" className="size-1/4 max-h-16 max-w-16" strokeWidth={1.5} />
      </span>
    );
  }

  return (
    <span className={box}>
      <img
        src={imageVariantUrl(src, fallbackWidth)}
        srcSet={imageSrcSet(src)}
        sizes={sizes}
        alt={alt}
        width={640}
        height={640}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className="size-full object-contain"
      />
    </span>
  );
}
