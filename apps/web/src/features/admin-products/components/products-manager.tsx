import { messages, type AdminProduct } from '@store/contract';
import { KeyRound, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AdminList } from '#web/components/admin/admin-list';
import { AdminSearchField } from '#web/components/admin/admin-search-field';
import { AdminTable } from '#web/components/admin/admin-table';
import { useConfirmDelete } from '#web/components/admin/use-confirm-delete';
import { useListParams, useSearchTerm } from '#web/components/admin/use-list-params';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { DeleteIconButton, EditIconButton } from '#web/components/ui/icon-action-buttons';
import { SelectField } from '#web/components/ui/select-field';
import { Skeleton } from '#web/components/ui/skeleton';
import { EmptyState } from '#web/components/ui/status-panels';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { useDeleteProductMutation, useGetAdminProductsQuery, type AdminProductsPage } from '../api/products-admin-api';
import { productColumns } from './product-columns';
import { LicenceKeysDialog } from './licence-keys-dialog';
import { ProductFormDialog, type Choice } from './product-form-dialog';

type Editing = { product: AdminProduct | null } | null;

interface ProductsManagerProps {
  /** The categories and brands to filter by and to choose from in the form. */
  categories: readonly Choice[];
  brands: readonly Choice[];
}

/** A failed list is an empty list (docs/store-rules.md#fallbacks): no message. */
const NO_PRODUCTS: AdminProductsPage = { data: [], total: 0, totalPages: 1, currentPage: 1 };

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
 * The admin's products (docs/store-rules.md#admin-calls): 4 a page, a title search,
 * category and brand filters kept in the URL, and the create, edit and delete
 * dialogs.
 */
export function ProductsManager({ categories, brands }: ProductsManagerProps) {
  const list = useListParams();
  const { page, replacePage } = list;
  const { search, term, setTerm } = useSearchTerm(list);
  const category = list.params.get('category') ?? '';
  const brand = list.params.get('brand') ?? '';
  const query = useGetAdminProductsQuery({ page, search, category, brand });
  const { data, isError, isFetching } = query;
  const remove = useDeleteProductMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [keysOf, setKeysOf] = useState<AdminProduct | null>(null);
  const deletion = useConfirmDelete<AdminProduct>({
    remove: (product) => remove.mutateAsync(product._id),
    deleted: messages.PRODUCT_DELETED,
    failed: messages.SERVER_ERROR,
    refusalIn: 'toast',
  });
  const filtered = search !== '' || category !== '' || brand !== '';

  // A page past the end (the last product of the last page was deleted): go to the last page.
  const lastPage = data && !isError && !isFetching && data.data.length === 0 && page > data.totalPages ? Math.max(1, data.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null) replacePage(lastPage);
  }, [lastPage, replacePage]);

  const clearFilters = () => {
    setTerm('');
    list.clear();
  };

  const addButton = (
    <Button onClick={() => setEditing({ product: null })}>
      <Plus aria-hidden="true" className="size-4" />
      {t('admin.products.add')}
    </Button>
  );

  const emptyPanel = (shown: AdminProductsPage) => {
    if (shown.data.length > 0 || isFetching) return null;
    return filtered ? (
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
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_13rem_13rem_auto] lg:items-end">
        <AdminSearchField
          label={t('admin.products.search')}
          placeholder={t('admin.products.searchPlaceholder')}
          value={term}
          maxLength={200}
          onChange={setTerm}
          className="sm:col-span-2 lg:col-span-1"
        />
        <SelectField
          label={t('admin.products.category')}
          value={category}
          onChange={(event) => list.setFilter('category', event.target.value)}
          options={[{ value: '', label: t('admin.products.allCategories') }, ...categories]}
        />
        <SelectField
          label={t('admin.products.brand')}
          value={brand}
          onChange={(event) => list.setFilter('brand', event.target.value)}
          options={[{ value: '', label: t('admin.products.allBrands') }, ...brands]}
        />
        <div className="flex items-end sm:col-span-2 lg:col-span-1 [&>button]:h-11 [&>button]:max-sm:w-full">{addButton}</div>
      </div>

      <AdminList
        query={query}
        fallback={NO_PRODUCTS}
        loading={<LoadingRows />}
        renderEmpty={emptyPanel}
        count={(shown) => t('admin.products.count', { count: shown.total })}
        paging={(shown) => ({ currentPage: Math.min(page, shown.totalPages), totalPages: shown.totalPages })}
      >
        {(shown) => (
          <AdminTable
            label={t('page.adminProducts.title')}
            // `relative`: the screen-reader-only cell texts are positioned inside the scroller, so a phone's page does not widen.
            className={cn('relative', isFetching && 'opacity-70 transition-opacity')}
            columns={productColumns()}
            rows={shown.data}
            rowKey={(product) => product._id}
            // Only while the next page loads: an empty list shows its panel instead.
            empty={t('common.loading')}
            renderActions={(product) => (
              <>
                <EditIconButton label={t('admin.action.edit', { name: product.title })} onClick={() => setEditing({ product })} />
                <Button variant="ghost" size="icon" aria-label={t('admin.licences.open', { name: product.title })} onClick={() => setKeysOf(product)}>
                  <KeyRound aria-hidden="true" className="size-4" />
                </Button>
                <DeleteIconButton label={t('admin.action.delete', { name: product.title })} onClick={() => deletion.ask(product)} />
              </>
            )}
          />
        )}
      </AdminList>
      {keysOf ? <LicenceKeysDialog product={keysOf} onClose={() => setKeysOf(null)} /> : null}
      {editing ? <ProductFormDialog product={editing.product} categories={categories} brands={brands} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog title={t('admin.products.deleteTitle')} {...deletion.dialog}>
        {t('admin.products.deleteText', { name: deletion.target?.title ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
