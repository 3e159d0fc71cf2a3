import type { Product } from '@store/contract';
import { CreditCard, ShoppingCart, Truck, BadgePercent } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { WishlistHeart } from '#web/components/wishlist-heart';
import { t } from '#web/lib/i18n';
import { CompareButton } from '#web/features/catalog/compare/compare-button';
import { listingPath } from '#web/features/catalog/paths';
import { ProductPrice, StockStatus } from '../product-price';
import { GetQuoteButton } from './get-quote-button';

const PROMISES = [
  { icon: Truck, key: 'product.promise.delivery' },
  { icon: CreditCard, key: 'product.promise.payment' },
  { icon: BadgePercent, key: 'product.promise.vat' },
] as const;

interface ProductSummaryProps {
  product: Product;
  onAddToCart: (product: Product) => void;
  /** Shown under the buttons while the product is out of stock: the route's "Notify me" (docs/decisions/037). */
  stockAlert?: ReactNode;
}

/** Brand, title, category, price, stock and the buttons: the column beside the picture. */
export function ProductSummary({ product, onAddToCart, stockAlert }: ProductSummaryProps) {
  const outOfStock = product.totalStock <= 0;
  return (
    <div className="flex flex-col">
      <Link
        to={listingPath('brand', product.brand)}
        className="self-start rounded text-sm font-semibold tracking-wide text-accent uppercase hover:underline"
      >
        {product.brandName}
      </Link>
      <h1 className="mt-2 text-2xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
        <bdi>{product.title}</bdi>
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        {t('product.category')}{' '}
        <Link
          to={listingPath('category', product.category)}
          className="font-medium text-slate-800 underline-offset-2 hover:text-accent hover:underline"
        >
          {product.categoryName}
        </Link>
      </p>

      <div className="mt-6 border-t border-slate-200 pt-6">
        <ProductPrice product={product} size="lg" />
        <p className="mt-1 text-xs text-slate-500">{t('product.vatIncluded')}</p>
        <StockStatus totalStock={product.totalStock} className="mt-4" />
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" disabled={outOfStock} onClick={() => onAddToCart(product)} className="sm:min-w-52">
          <ShoppingCart aria-hidden="true" className="size-5" />
          {outOfStock ? t('stock.out') : t('product.addToCart')}
        </Button>
        {product.isQuoteAvailable ? <GetQuoteButton product={product} /> : null}
        <WishlistHeart productId={product._id} className="size-12 self-start" />
      </div>
      {product.isQuoteAvailable ? <p className="mt-3 text-sm text-slate-600">{t('product.quoteHint')}</p> : null}
      {outOfStock ? stockAlert : null}
      <CompareButton product={product} />

      <ul className="mt-8 flex flex-col gap-3 rounded-xl bg-slate-100/70 p-4 text-sm text-slate-700">
        {PROMISES.map(({ icon: Icon, key }) => (
          <li key={key} className="flex items-center gap-3">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
            {t(key)}
          </li>
        ))}
      </ul>
    </div>
  );
}
