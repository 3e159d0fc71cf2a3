import type { Product } from '@store/contract';
import { Link } from 'react-router';
import { ProductImage } from '#web/components/ui/product-image';
import { WishlistHeart } from '#web/components/wishlist-heart';
import { Skeleton } from '#web/components/ui/skeleton';
import { StarRating } from '#web/components/ui/star-rating';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { productPath } from '../paths';
import { priceView } from '../product-display';
import { ProductPrice, StockStatus } from './product-price';

/** The card's image width in each layout: 2 columns on phones, 3-4 on wider screens. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw';

interface ProductCardProps {
  product: Product;
  /** Above the fold: the image loads at once. */
  priority?: boolean;
  /** The heading level of the title in the page's outline. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * A product in a list (docs/store-rules.md#12-look-and-feel): square image on white, title on
 * two lines at most, brand, price in AED with the sale and saving, stock in
 * words. The whole card is one link to the product page.
 */
export function ProductCard({ product, priority = false, headingLevel: Heading = 'h3', className }: ProductCardProps) {
  const onSale = priceView(product).was !== null;
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow',
        'hover:shadow-md hover:ring-slate-300 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-ring',
        className,
      )}
    >
      <div className="relative border-b border-slate-100 p-3 sm:p-4">
        <ProductImage src={product.image} alt="" sizes={CARD_IMAGE_SIZES} priority={priority} fallbackWidth={320} />
        {onSale ? (
          <span className="absolute start-2 top-2 rounded-md bg-danger px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
            {t('price.saleBadge')}
          </span>
        ) : null}
        <WishlistHeart productId={product._id} className="absolute end-2 top-2" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="truncate text-xs font-semibold tracking-wide text-slate-500 uppercase">{product.brandName}</p>
        {/* A title takes the direction of its own words, so a Latin one cut short on an Arabic page loses its end, not its
            beginning, and keeps its inch marks and brackets in place; it stays aligned with the card. */}
        <Heading dir="auto" className="line-clamp-2 min-h-10 text-sm leading-5 font-medium text-slate-900 rtl:text-right">
          <Link
            to={productPath(product._id)}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-accent"
          >
            {product.title}
          </Link>
        </Heading>
        {product.rating ? (
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <StarRating average={product.rating.average} />
            <span>{t('rating.count', { count: product.rating.count })}</span>
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-1 pt-1">
          <ProductPrice product={product} />
          <StockStatus totalStock={product.totalStock} className="text-xs sm:text-sm" />
        </div>
      </div>
    </article>
  );
}

/** The shape of a card while its product loads. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200', className)}>
      <div className="border-b border-slate-100 p-3 sm:p-4">
        <Skeleton className="aspect-square w-full rounded-lg" />
      </div>
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-5 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}
