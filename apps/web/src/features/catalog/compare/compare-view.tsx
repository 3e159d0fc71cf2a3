import type { AttributeDefinition, AttributeValue, Product } from '@store/contract';
import { Scale, ShoppingCart, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button';
import { PageHeading } from '#web/components/ui/page-heading';
import { ProductImage } from '#web/components/ui/product-image';
import { Spinner } from '#web/components/ui/spinner';
import { EmptyState } from '#web/components/ui/status-panels';
import { cn } from '#web/lib/cn';
import { useHydrated } from '#web/lib/use-hydrated';
import { attributeLabel, attributeValueText } from '#web/lib/attribute-text';
import { t } from '#web/lib/i18n';
import { productPath, productsByIdHref, type ProductsByIdAnswer } from '../paths';
import { ProductPrice, StockStatus } from '../components/product-price';
import { compareTable, type ComparedEntry } from './compare-rules';
import { loadComparison, saveComparison } from './compare-storage';

/** The table's least width: the label column and about 9rem a product, at most 46rem (four products). */
const tableMinRem = (products: number) => Math.min(46, 11 + products * 9);

/** The address's switch that hides the rows whose values are all the same: `?same=hide` (a link, so no script is needed). */
export const HIDE_SAME_PARAM = 'same';

/** A value as the page shows it (lib/attribute-text.ts): a choice's Arabic label on Arabic pages, a number with its unit, yes or no. */
export const formatAttributeValue = (definition: AttributeDefinition, value: AttributeValue) =>
  attributeValueText(definition, value, { yes: t('compare.yes'), no: t('compare.no') });

interface CompareViewProps {
  /** The cart's "add" (a guest's cart in the browser, a customer's on the server); true when it is in the cart. */
  onAddToCart: (product: Product) => Promise<boolean>;
}

/**
 * /shop/compare (issue 14 item 5, issue 24 item 7): the compared products'
 * typed attributes marked for compare, then the specification rows no
 * attribute stands for, side by side; rows whose values differ are
 * highlighted (and say so to screen readers), and `?same=hide` hides the
 * others. The comparison is kept in the browser, so its products (and their
 * category's attributes) are read after hydration, by a fetcher from the
 * resource route /shop/products (docs/decisions/047); one that is gone is left out.
 */
export function CompareView({ onAddToCart }: CompareViewProps) {
  const fetcher = useFetcher<ProductsByIdAnswer>();
  // The fetcher's `load` keeps its identity: the comparison's products are read once, after hydration.
  const { load } = fetcher;
  useEffect(() => {
    const stored = loadComparison();
    if (stored.length > 0) void load(productsByIdHref(stored.map((entry) => entry.id), true));
  }, [load]);
  // The comparison as kept in the browser: unknown in the server's render and the first one here.
  const [kept, setKept] = useState<ComparedEntry[] | null>(null);
  const hydrated = useHydrated();
  const entries = kept ?? (hydrated ? loadComparison() : null);

  const fetched = fetcher.data?.products;
  const products: Product[] | null =
    entries === null || (entries.length > 0 && !fetched)
      ? null
      : entries.flatMap((entry) => fetched?.filter((product) => product._id === entry.id) ?? []);

  const keep = (next: Product[]) => {
    const remaining = next.map((p) => ({ id: p._id, category: p.category }));
    saveComparison(remaining);
    setKept(remaining);
  };

  const params = new URLSearchParams(useLocation().search);
  const hideSame = params.get(HIDE_SAME_PARAM) === 'hide';
  const toggled = new URLSearchParams(params);
  if (hideSame) toggled.delete(HIDE_SAME_PARAM);
  else toggled.set(HIDE_SAME_PARAM, 'hide');
  const allRows = products ? compareTable(products, fetcher.data?.definitions ?? [], attributeLabel, formatAttributeValue) : [];
  const rows = hideSame ? allRows.filter((row) => row.differs) : allRows;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('page.compare.title')} description={t('page.compare.description')}>
        {products && products.length > 0 ? (
          <Button variant="secondary" onClick={() => keep([])}>
            {t('compare.clear')}
          </Button>
        ) : null}
      </PageHeading>
      {products === null ? <Spinner className="size-8 self-center text-accent" /> : null}
      {products?.length === 0 ? (
        <EmptyState icon={Scale} title={t('compare.empty.title')} description={t('compare.empty.description')} />
      ) : null}
      {products && products.length > 1 ? (
        <Link
          to={{ search: toggled.size > 0 ? `?${toggled.toString()}` : '' }}
          preventScrollReset
          aria-current={hideSame ? 'true' : undefined}
          className="inline-flex items-center gap-2 self-start text-sm font-semibold text-slate-700 hover:text-accent"
        >
          <span aria-hidden="true" className={cn('relative h-5 w-9 rounded-full transition-colors', hideSame ? 'bg-accent' : 'bg-slate-300')}>
            <span className={cn('absolute top-0.5 size-4 rounded-full bg-white shadow', hideSame ? 'end-0.5' : 'start-0.5')} />
          </span>
          {hideSame ? t('compare.showSame') : t('compare.hideSame')}
        </Link>
      ) : null}
      {products && products.length > 0 ? (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {/* Wide enough for its columns, no wider: one or two products fit a phone without a sideways scroll
              (which on an Arabic page hid the start of the title); four keep today's 46rem. */}
          <table className="w-full table-fixed border-collapse text-sm" style={{ minWidth: `${tableMinRem(products.length)}rem` }}>
            <caption className="sr-only">{t('compare.caption')}</caption>
            <thead>
              <tr className="align-top">
                <th scope="col" className="w-32 sm:w-44">
                  <span className="sr-only">{t('page.compare.title')}</span>
                </th>
                {products.map((product) => (
                  <th key={product._id} scope="col" className="p-3 text-start font-normal">
                    <div className="relative flex flex-col gap-2">
                      <button
                        type="button"
                        aria-label={t('compare.remove', { title: product.title })}
                        onClick={() => keep(products.filter((p) => p._id !== product._id))}
                        className="absolute end-0 top-0 z-10 grid size-8 place-items-center rounded-full bg-white text-slate-500 ring-1 ring-slate-200 hover:text-danger"
                      >
                        <X aria-hidden="true" className="size-4" />
                      </button>
                      <ProductImage src={product.image} alt="" sizes="200px" fallbackWidth={320} className="max-w-40" />
                      <Link dir="auto" to={productPath(product._id)} className="line-clamp-3 font-medium text-slate-900 hover:text-accent hover:underline">
                        {product.title}
                      </Link>
                      <Button
                        size="sm"
                        className="self-start"
                        disabled={product.totalStock <= 0}
                        aria-label={t('compare.addToCart', { title: product.title })}
                        onClick={() => void onAddToCart(product)}
                      >
                        <ShoppingCart aria-hidden="true" className="size-4" />
                        {t('compare.addToCartShort')}
                      </Button>
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              <tr>
                <th scope="row" className="p-3 text-start font-medium text-slate-600">{t('compare.price')}</th>
                {products.map((product) => (
                  <td key={product._id} className="p-3 align-top">
                    <ProductPrice product={product} />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="p-3 text-start font-medium text-slate-600">{t('compare.stock')}</th>
                {products.map((product) => (
                  <td key={product._id} className="p-3 align-top">
                    <StockStatus totalStock={product.totalStock} />
                  </td>
                ))}
              </tr>
              {rows.map((row) => (
                <tr key={row.key} className={cn(row.differs && 'bg-amber-50')} data-differs={row.differs || undefined}>
                  <th scope="row" className="p-3 text-start align-top font-medium text-slate-600">
                    <bdi>{row.label}</bdi>
                    {/* A space: on a phone the badge wraps under the label instead of running into the values. */}
                    {row.differs ? ' ' : null}
                    {row.differs ? <span className="inline-block rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t('compare.differs')}</span> : null}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={products[index]?._id ?? index} className={cn('p-3 align-top text-slate-900', row.differs && 'font-semibold')}>
                      <bdi>{value ?? '—'}</bdi>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
