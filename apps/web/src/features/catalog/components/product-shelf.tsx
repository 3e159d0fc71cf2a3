import type { Product } from '@store/contract';
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { localePath } from '#web/lib/language';

// A shelf that failed to load is rare (the home page's shelves come with its HTML): its panel's code loads when one does.
const ErrorState = lazy(() => import('#web/components/ui/status-panels').then((m) => ({ default: m.ErrorState })));

interface ProductShelfProps {
  title: string;
  /** "View all" leads there. */
  viewAllTo?: To;
  products: readonly Product[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Shown when the list is empty; the shelf is left out when not given. */
  empty?: ReactNode;
  className?: string;
}

const cardWidth = 'w-[calc((100%-0.75rem)/2.15)] sm:w-[calc((100%-2.5rem)/3)] lg:w-[calc((100%-3.75rem)/4)] xl:w-[calc((100%-5rem)/5)]';

/**
 * A titled row of products that scrolls sideways (swipe on phones, arrow
 * buttons on wider screens), with a "View all" link. Used on the home page
 * and under a product.
 */
export function ProductShelf({ title, viewAllTo, products, loading, error, onRetry, empty, className }: ProductShelfProps) {
  const headingId = useId();
  const scroller = useRef<HTMLUListElement>(null);

  if (!loading && !error && products?.length === 0 && !empty) return null;

  const scrollBy = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    // Logical direction: in right-to-left pages the next cards lie to the left.
    const rtl = getComputedStyle(element).direction === 'rtl';
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * (rtl ? -1 : 1) * element.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };

  const showArrows = !loading && !error && (products?.length ?? 0) > 2;

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {title}
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          {viewAllTo ? (
            <Link to={typeof viewAllTo === 'string' ? localePath(viewAllTo) : viewAllTo} className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-accent hover:underline">
              {t('shelf.viewAll')}
              <span className="sr-only">: {title}</span>
              <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </Link>
          ) : null}
          {showArrows ? (
            <div className="hidden gap-1.5 sm:flex">
              <ShelfArrow label={t('shelf.previous', { title })} onClick={() => scrollBy(-1)}>
                <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
              </ShelfArrow>
              <ShelfArrow label={t('shelf.next', { title })} onClick={() => scrollBy(1)}>
                <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
              </ShelfArrow>
            </div>
          ) : null}
        </div>
      </div>

      {error ? (
        <Suspense fallback={null}>
          <ErrorState title={t('shelf.error')} onRetry={onRetry} className="py-8 sm:py-10" />
        </Suspense>
      ) : products?.length === 0 ? (
        empty
      ) : (
        <ul
          ref={scroller}
          aria-busy={loading || undefined}
          className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:scroll-px-0 sm:gap-5 sm:px-0 [scrollbar-width:thin]"
        >
          {loading || !products
            ? Array.from({ length: 5 }, (_, i) => (
                <li key={i} className={cn('shrink-0 snap-start', cardWidth)}>
                  <ProductCardSkeleton />
                </li>
              ))
            : products.map((product) => (
                <li key={product._id} className={cn('shrink-0 snap-start', cardWidth)}>
                  <ProductCard product={product} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

function ShelfArrow({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:border-slate-400 hover:bg-slate-50"
    >
      {children}
    </button>
  );
}
