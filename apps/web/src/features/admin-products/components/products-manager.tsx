import { formatAed, LOW_STOCK_THRESHOLD, messages, type Product } from '@store/contract';
import { Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { ProductImage } from '../../../components/ui/product-image';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/status-panels';
import { useToast } from '../../../components/ui/toast/use-toast';
import { asApiProblem } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { locale, t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteProductMutation, useGetAdminProductsQuery } from '../api/products-admin-api';
import { ProductFormDialog, type Choice } from './product-form-dialog';
import { DeleteIconButton, EditIconButton } from '../../../components/ui/icon-action-buttons';

type Editing = { product: Product | null } | null;
type Filter = 'search' | 'category' | 'brand';

interface ProductsManagerProps {
  /** The categories and brands to filter by and to choose from in the form. */
  categories: readonly Choice[];
  brands: readonly Choice[];
}

const COLUMNS = 9;

function StockCell({ stock }: { stock: number }) {
  if (stock === 0) {
    return (
      <span className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800 ring-1 ring-red-200 ring-inset">
        {t('admin.products.stockOut')}
      </span>
    );
  }
  if (stock <= LOW_STOCK_THRESHOLD) {
    return (
      <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-200 ring-inset">
        {t('admin.products.stockLow', { n: stock })}
      </span>
    );
  }
  return <span className="tabular-nums">{new Intl.NumberFormat(locale).format(stock)}</span>;
}

function LoadingRows() {
  return (
    <div aria-busy="true" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <output className="sr-only">{t('common.loading')}</output>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-12 shrink-0 rounded-lg" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-24 max-sm:hidden" />
          <Skeleton className="h-4 w-20" />
        </div>
      ))}
    </div>
  );
}

/**
 * The admin's products (spec section 7 "Admin"): 4 a page, a title search,
 * category and brand filters kept in the URL, and the create, edit and delete
 * dialogs. A failed list is an empty list (spec section 8): no message.
 */
export function ProductsManager({ categories, brands }: ProductsManagerProps) {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const brand = params.get('brand') ?? '';
  const [term, setTerm] = useState(search);
  const debounced = useDebouncedValue(term.trim(), 300);
  const { data, isLoading, isError, isFetching } = useGetAdminProductsQuery({ page, search, category, brand });
  const [remove, { isLoading: deleting }] = useDeleteProductMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleteTarget, setDeleteTarget] = useState<Product | null>(null);

  const products = isError ? [] : (data?.data ?? []);
  const totalPages = isError ? 1 : (data?.totalPages ?? 1);
  const total = isError ? 0 : (data?.total ?? 0);
  const filtered = search !== '' || category !== '' || brand !== '';

  /** A filter change starts again at page 1. */
  const setFilter = (name: Filter, value: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (debounced === search) return;
    const next = new URLSearchParams(params);
    next.delete('page');
    if (debounced) next.set('search', debounced);
    else next.delete('search');
    setParams(next, { replace: true });
  }, [debounced, search, params, setParams]);

  // A page past the end (the last product of the last page was deleted): go to the last page.
  const lastPage = data && !isError && !isFetching && data.data.length === 0 && page > data.totalPages ? Math.max(1, data.totalPages) : null;
  useEffect(() => {
    if (lastPage === null) return;
    const next = new URLSearchParams(params);
    if (lastPage === 1) next.delete('page');
    else next.set('page', String(lastPage));
    setParams(next, { replace: true });
  }, [lastPage, params, setParams]);

  const clearFilters = () => {
    setTerm('');
    setParams({}, { replace: true });
  };

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    try {
      const result = await remove(deleteTarget._id).unwrap();
      toast({ tone: 'success', title: result.message ?? messages.PRODUCT_DELETED });
    } catch (error) {
      toast({ tone: 'error', title: asApiProblem(error, messages.SERVER_ERROR).message });
    }
    setDeleteTarget(null);
  };

  const addButton = (
    <Button onClick={() => setEditing({ product: null })}>
      <Plus aria-hidden="true" className="size-4" />
      {t('admin.products.add')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_13rem_13rem_auto] lg:items-end">
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor="product-search" className="text-sm font-medium text-slate-800">
            {t('admin.products.search')}
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
            <input
              id="product-search"
              type="search"
              value={term}
              maxLength={200}
              onChange={(event) => setTerm(event.target.value)}
              placeholder={t('admin.products.searchPlaceholder')}
              className="h-11 w-full rounded-lg border border-field bg-white ps-9 pe-3 text-base shadow-sm placeholder:text-slate-500 hover:border-slate-500"
            />
          </div>
        </div>
        <SelectField
          label={t('admin.products.category')}
          value={category}
          onChange={(event) => setFilter('category', event.target.value)}
          options={[{ value: '', label: t('admin.products.allCategories') }, ...categories]}
        />
        <SelectField
          label={t('admin.products.brand')}
          value={brand}
          onChange={(event) => setFilter('brand', event.target.value)}
          options={[{ value: '', label: t('admin.products.allBrands') }, ...brands]}
        />
        <div className="flex items-end sm:col-span-2 lg:col-span-1 [&>button]:h-11 [&>button]:max-sm:w-full">{addButton}</div>
      </div>

      {isLoading ? (
        <LoadingRows />
      ) : products.length === 0 && !isFetching ? (
        filtered ? (
          <EmptyState
            title={t('admin.products.noMatch')}
            description={t('admin.products.noMatchHint')}
            actions={
              <Button variant="secondary" onClick={clearFilters}>
                {t('admin.products.clearFilters')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t('admin.products.empty')} description={t('admin.products.emptyHint')} actions={addButton} />
        )
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('admin.products.count', { count: total })}
          </p>
          <DataTable
            label={t('page.adminProducts.title')}
            // `relative`: the screen-reader-only cell texts are positioned inside the scroller, so a phone's page does not widen.
            className={cn('relative', isFetching && 'opacity-70 transition-opacity')}
          >
            <thead>
              <tr>
                <th scope="col" className="w-16">
                  <span className="sr-only">{t('admin.products.image')}</span>
                </th>
                <th scope="col" className="min-w-48">
                  {t('admin.products.title')}
                </th>
                <th scope="col">{t('admin.products.category')}</th>
                <th scope="col">{t('admin.products.brand')}</th>
                <th scope="col" className="text-end">
                  {t('admin.products.price')}
                </th>
                <th scope="col" className="text-end whitespace-nowrap">
                  {t('admin.products.salePrice')}
                </th>
                <th scope="col" className="text-end">
                  {t('admin.products.stock')}
                </th>
                <th scope="col" className="whitespace-nowrap">
                  {t('admin.products.quote')}
                </th>
                {/* The actions stay in view while a phone scrolls the table sideways. */}
                <th scope="col" className="sticky end-0 w-px border-s border-s-slate-200 text-end">
                  {t('admin.table.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product._id}>
                  <td>
                    <span className="block size-12 overflow-hidden rounded-lg border border-slate-200">
                      <ProductImage src={product.image} alt="" sizes="48px" fallbackWidth={320} />
                    </span>
                  </td>
                  <td className="font-medium">
                    <span className="line-clamp-2" title={product.title}>
                      {product.title}
                    </span>
                  </td>
                  <td className="whitespace-nowrap">{product.categoryName}</td>
                  <td className="whitespace-nowrap">{product.brandName}</td>
                  <td className="text-end whitespace-nowrap tabular-nums">{formatAed(product.price, locale)}</td>
                  <td className="text-end whitespace-nowrap tabular-nums">
                    {product.salePrice != null ? (
                      <span className="font-semibold text-danger">{formatAed(product.salePrice, locale)}</span>
                    ) : (
                      <span className="text-slate-400">
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">{t('admin.products.noSale')}</span>
                      </span>
                    )}
                  </td>
                  <td className="text-end">
                    <StockCell stock={product.totalStock} />
                  </td>
                  <td>
                    {product.isQuoteAvailable ? (
                      <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-indigo-800 ring-1 ring-indigo-200 ring-inset">
                        {t('admin.products.quote')}
                      </span>
                    ) : (
                      <span className="text-xs text-slate-500">{t('admin.table.no')}</span>
                    )}
                  </td>
                  <td className="sticky end-0 border-s border-s-slate-100 bg-white">
                    <div className="flex justify-end gap-1">
                      <EditIconButton label={t('admin.action.edit', { name: product.title })} onClick={() => setEditing({ product })} />
                      <DeleteIconButton label={t('admin.action.delete', { name: product.title })} onClick={() => setDeleteTarget(product)} />
                    </div>
                  </td>
                </tr>
              ))}
              {products.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS} className="py-8 text-center text-slate-500">
                    {t('common.loading')}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </DataTable>
          <Pagination currentPage={Math.min(page, totalPages)} totalPages={totalPages} hrefFor={hrefFor} />
        </>
      )}
      {editing ? <ProductFormDialog product={editing.product} categories={categories} brands={brands} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && setDeleteTarget(null)}
        title={t('admin.products.deleteTitle')}
        pending={deleting}
        onConfirm={() => void confirmDelete()}
      >
        {t('admin.products.deleteText', { name: deleteTarget?.title ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
