import type { Product } from '@store/contract';
import { ChevronRight, PackageX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { EmptyState, ErrorState } from '#web/components/ui/status-panels';
import { TitledSection } from '#web/components/ui/titled-section';
import { t } from '#web/lib/i18n';
import type { ProductDetails as Details } from '#web/features/catalog/catalog-types';
import { listingPath } from '#web/features/catalog/paths';
import { ProductShelf } from '../product-shelf';
import { ProductGallery } from './product-gallery';
import { ProductSummary } from './product-summary';
import { SpecsTable, specTableRows } from './specs-table';
import { localePath } from '#web/lib/language';

interface ProductDetailsProps {
  details: Details;
  onAddToCart: (product: Product) => void;
  /** The route's "Notify me when it's back", shown while the product is out of stock. */
  stockAlert?: ReactNode;
}

/** /shop/product/:id: the product, its specifications, related products and some to discover. */
export function ProductDetails({ details, onAddToCart, stockAlert }: ProductDetailsProps) {
  const { product, relatedProducts, randomProducts } = details;
  return (
    <div className="flex flex-col gap-12 lg:gap-16">
      <div>
        <nav aria-label={t('product.breadcrumb')} className="mb-5 text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to={localePath('/shop/home')} className="hover:text-accent hover:underline">
                {t('nav.home')}
              </Link>
            </li>
            <Separator />
            <li>
              <Link to={listingPath('category', product.category)} className="hover:text-accent hover:underline">
                {product.categoryName}
              </Link>
            </li>
            <Separator />
            <li aria-current="page" dir="auto" className="max-w-[16rem] truncate font-medium text-slate-900 sm:max-w-md">
              {product.title}
            </li>
          </ol>
        </nav>
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <div className="self-start rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <ProductGallery product={product} />
          </div>
          <ProductSummary product={product} onAddToCart={onAddToCart} stockAlert={stockAlert} />
        </div>
      </div>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
        {product.description ? (
          <TitledSection headingId="description-heading" title={t('product.description')} titleClassName="text-xl font-bold tracking-tight text-slate-900">
            <p dir="auto" className="mt-4 text-base leading-relaxed whitespace-pre-line text-slate-700">
              {product.description}
            </p>
          </TitledSection>
        ) : null}
        <TitledSection headingId="specs-heading" title={t('product.specs')} titleClassName="text-xl font-bold tracking-tight text-slate-900">
          <div className="mt-4">
            {/* The SKU leads the rows: what a shopper quotes on the phone (docs/decisions/032). */}
            <SpecsTable
              specs={specTableRows(product, details.definitions, t('product.sku'))}
              caption={t('product.specsOf', { title: product.title })}
            />
          </div>
        </TitledSection>
      </div>

      <ProductShelf
        title={t('product.related')}
        viewAllTo={listingPath('category', product.category)}
        products={relatedProducts}
        loading={false}
        error={false}
        onRetry={noRetry}
      />
      <ProductShelf
        title={t('product.mayAlsoLike')}
        products={randomProducts}
        loading={false}
        error={false}
        onRetry={noRetry}
      />
    </div>
  );
}

function Separator() {
  return (
    <li aria-hidden="true">
      <ChevronRight className="size-4 text-slate-400 rtl:rotate-180" />
    </li>
  );
}

/** The shelves come with the product: they never fail on their own. */
const noRetry = () => undefined;

/** An unknown product, with a way back to the shop; or, with `failed`, a failed load the shopper can retry. */
export function ProductProblem({ failed }: { failed: boolean }) {
  const revalidator = useRevalidator();
  if (failed) {
    return (
      <ErrorState
        titleAs="h1"
        title={t('product.error')}
        description={t('listing.errorHint')}
        onRetry={() => void revalidator.revalidate()}
        retrying={revalidator.state === 'loading'}
      />
    );
  }
  return (
    <EmptyState
      icon={PackageX}
      titleAs="h1"
      title={t('product.notFound')}
      description={t('product.notFoundHint')}
      actions={
        <Link to={localePath('/shop/listing')} className={buttonClasses('primary')}>
          {t('listing.browseAll')}
        </Link>
      }
    />
  );
}
