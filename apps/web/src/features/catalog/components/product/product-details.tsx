import type { Product } from '@store/contract';
import { ChevronRight, PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { ProductImage } from '../../../../components/ui/product-image';
import { Skeleton } from '../../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../../components/ui/status-panels';
import { t } from '../../../../lib/i18n';
import { listingPath } from '../../paths';
import { usePageMeta } from '../../../../lib/use-page-meta';
import { useGetProductDetailsQuery } from '../../api/catalog-api';
import { ProductShelf } from '../product-shelf';
import { ProductSummary } from './product-summary';
import { SpecsTable } from './specs-table';

const IMAGE_SIZES = '(min-width: 1280px) 592px, (min-width: 1024px) 45vw, calc(100vw - 2rem)';
const META_DESCRIPTION_LENGTH = 155;

/** The first sentence-sized part of the description, for the meta description. */
export function metaDescriptionOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= META_DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, META_DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

interface ProductDetailsProps {
  id: string;
  onAddToCart: (product: Product) => void;
}

/** /shop/product/:id: the product, its specifications, related products and some to discover. */
export function ProductDetails({ id, onAddToCart }: ProductDetailsProps) {
  const query = useGetProductDetailsQuery(id);
  const details = query.currentData;
  const notFound = query.isError && 'code' in query.error && query.error.code === 'PRODUCT_NOT_FOUND';

  usePageMeta(
    details ? details.product.title : notFound ? t('product.notFound') : t('page.product.title'),
    details ? metaDescriptionOf(details.product.description) || undefined : undefined,
  );

  if (notFound) {
    return (
      <EmptyState
        icon={PackageX}
        titleAs="h1"
        title={t('product.notFound')}
        description={t('product.notFoundHint')}
        actions={
          <Link to="/shop/listing" className={buttonClasses('primary')}>
            {t('listing.browseAll')}
          </Link>
        }
      />
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        titleAs="h1"
        title={t('product.error')}
        description={t('listing.errorHint')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!details) return <ProductDetailsSkeleton />;

  const { product, relatedProducts, randomProducts } = details;
  return (
    <div className="flex flex-col gap-12 lg:gap-16">
      <div>
        <nav aria-label={t('product.breadcrumb')} className="mb-5 text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to="/shop/home" className="hover:text-accent hover:underline">
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
            <li aria-current="page" className="max-w-[16rem] truncate font-medium text-slate-900 sm:max-w-md">
              {product.title}
            </li>
          </ol>
        </nav>
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <div className="self-start rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <ProductImage src={product.image} alt={product.title} sizes={IMAGE_SIZES} priority fallbackWidth={1280} />
          </div>
          <ProductSummary product={product} onAddToCart={onAddToCart} />
        </div>
      </div>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
        {product.description ? (
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="text-xl font-bold tracking-tight text-slate-900">
              {t('product.description')}
            </h2>
            <p className="mt-4 text-base leading-relaxed whitespace-pre-line text-slate-700">{product.description}</p>
          </section>
        ) : null}
        {product.specs.length > 0 ? (
          <section aria-labelledby="specs-heading">
            <h2 id="specs-heading" className="text-xl font-bold tracking-tight text-slate-900">
              {t('product.specs')}
            </h2>
            <div className="mt-4">
              <SpecsTable specs={product.specs} caption={t('product.specsOf', { title: product.title })} />
            </div>
          </section>
        ) : null}
      </div>

      <ProductShelf
        title={t('product.related')}
        viewAllTo={listingPath('category', product.category)}
        products={relatedProducts}
        loading={false}
        error={false}
        onRetry={() => void query.refetch()}
      />
      <ProductShelf
        title={t('product.mayAlsoLike')}
        products={randomProducts}
        loading={false}
        error={false}
        onRetry={() => void query.refetch()}
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

function ProductDetailsSkeleton() {
  return (
    <div aria-busy="true">
      <output className="sr-only">{t('common.loading')}</output>
      <Skeleton className="mb-5 h-4 w-64" />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-8">
          <Skeleton className="aspect-square w-full rounded-lg" />
        </div>
        <div className="flex flex-col gap-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="mt-6 h-9 w-48" />
          <Skeleton className="h-5 w-28" />
          <Skeleton className="mt-6 h-12 w-full sm:w-52" />
        </div>
      </div>
    </div>
  );
}
