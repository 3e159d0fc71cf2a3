import type { Product } from '@store/contract';
import { cn } from '#web/lib/cn';
import { ProductCard, ProductCardSkeleton } from './product-card';

const LAYOUTS = {
  /** The page's full width: 2 columns on phones, 3 on tablets, 4 on desktops. */
  full: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
  /** Beside the filter column of the listing. */
  sidebar: 'grid-cols-2 md:grid-cols-3 xl:grid-cols-4',
} as const;

interface ProductGridProps {
  products: readonly Product[] | undefined;
  /** Shows skeleton cards instead of the products. */
  loading?: boolean;
  skeletonCount?: number;
  /** How many of the first cards load their image at once (above the fold). */
  priorityCount?: number;
  layout?: keyof typeof LAYOUTS;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** Product cards in a responsive grid, or skeleton cards of the same size while they load. */
export function ProductGrid({
  products,
  loading = false,
  skeletonCount = 8,
  priorityCount = 0,
  layout = 'full',
  headingLevel,
  className,
}: ProductGridProps) {
  const grid = cn('grid gap-3 sm:gap-4 lg:gap-5', LAYOUTS[layout], className);
  if (loading || !products) {
    return (
      <ul aria-hidden="true" className={grid}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={grid}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
