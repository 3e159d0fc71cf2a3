import type { Product } from '@store/contract';
import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button';
import { PageHeading } from '#web/components/ui/page-heading';
import { ProductImage } from '#web/components/ui/product-image';
import { Spinner } from '#web/components/ui/spinner';
import { EmptyState, ErrorState } from '#web/components/ui/status-panels';
import { useToast } from '#web/components/ui/toast/use-toast';
import { t } from '#web/lib/i18n';
import { localePath } from '#web/lib/language';
import { loadWishlistProducts, toggleSaved } from '#web/lib/wishlist/wishlist-sync';
import { productPath } from '../paths';
import { ProductPrice, StockStatus } from './product-price';

interface WishlistViewProps {
  /** The list is the account's (on the server), else this browser's. */
  signedIn: boolean;
  /** Puts one of the product in the cart; resolves true when it is there. */
  onAddToCart: (product: Product) => Promise<boolean>;
}

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; products: Product[] };

/**
 * /shop/wishlist (issue 14 item 6): the saved products with today's price and
 * stock, each removable or moved to the cart (removed from the list once the
 * cart has it). Loaded in the browser: a guest's list is in local storage.
 */
export function WishlistView(props: WishlistViewProps) {
  // A retry starts the list afresh.
  const [attempt, setAttempt] = useState(0);
  return <WishlistList key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function WishlistList({ signedIn, onAddToCart, onRetry }: WishlistViewProps & { onRetry: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const toast = useToast();

  useEffect(() => {
    let live = true;
    loadWishlistProducts(signedIn).then(
      (products) => live && setLoaded({ state: 'ready', products }),
      (error: unknown) => live && setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [signedIn]);

  const drop = (productId: string) =>
    setLoaded((now) => (now.state === 'ready' ? { state: 'ready', products: now.products.filter((p) => p._id !== productId) } : now));

  const remove = async (product: Product, announce: boolean) => {
    try {
      const done = await toggleSaved(product._id, signedIn);
      drop(product._id);
      if (announce) toast({ tone: 'success', title: done.message });
    } catch (error) {
      toast({ tone: 'error', title: error instanceof Error ? error.message : String(error) });
    }
  };

  const moveToCart = async (product: Product) => {
    if (await onAddToCart(product)) await remove(product, false);
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeading title={t('page.wishlist.title')} description={t('page.wishlist.description')} />
      {loaded.state === 'loading' ? <Spinner className="size-8 self-center text-accent" /> : null}
      {loaded.state === 'failed' ? (
        <ErrorState title={loaded.message} onRetry={onRetry} />
      ) : null}
      {loaded.state === 'ready' && loaded.products.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={t('wishlist.empty.title')}
          description={t('wishlist.empty.description')}
          actions={
            <Link to={localePath('/shop/home')} className={buttonClasses('primary')}>
              {t('wishlist.browse')}
            </Link>
          }
        />
      ) : null}
      {loaded.state === 'ready' && loaded.products.length > 0 ? (
        <section aria-labelledby="wishlist-count" className="flex flex-col gap-3">
          <p id="wishlist-count" className="text-sm font-medium text-slate-600">
            {t('wishlist.count', { count: loaded.products.length })}
          </p>
          <ul className="flex flex-col gap-3">
            {loaded.products.map((product) => (
              <li key={product._id} className="flex gap-4 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4">
                <Link to={productPath(product._id)} className="w-20 shrink-0 sm:w-28" tabIndex={-1} aria-hidden="true">
                  <ProductImage src={product.image} alt="" sizes="112px" fallbackWidth={320} />
                </Link>
                <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-4">
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <p className="truncate text-xs font-semibold tracking-wide text-slate-500 uppercase">{product.brandName}</p>
                    <h2 dir="auto" className="line-clamp-2 text-sm font-medium text-slate-900 sm:text-base rtl:text-right">
                      <Link to={productPath(product._id)} className="hover:text-accent hover:underline">
                        {product.title}
                      </Link>
                    </h2>
                    <ProductPrice product={product} />
                    <StockStatus totalStock={product.totalStock} className="text-xs sm:text-sm" />
                  </div>
                  <div className="mt-2 flex flex-wrap gap-2 sm:mt-0 sm:flex-col sm:items-stretch">
                    <Button size="sm" disabled={product.totalStock <= 0} onClick={() => void moveToCart(product)}>
                      <ShoppingCart aria-hidden="true" className="size-4" />
                      {t('wishlist.moveToCart')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('wishlist.removeLabel', { title: product.title })}
                      onClick={() => void remove(product, true)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t('wishlist.remove')}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {loaded.state === 'ready' && !signedIn && loaded.products.length > 0 ? (
        <p className="text-sm text-slate-600">{t('wishlist.guestNote')}</p>
      ) : null}
    </div>
  );
}
