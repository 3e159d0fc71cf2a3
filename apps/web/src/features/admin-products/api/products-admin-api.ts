// Product management for the admin (docs/store-rules.md#admin-calls): the paged list
// (4 a page), create, update and delete. The image upload is lib/upload-image.
import { messages, PAGE_SIZES, type AdminProduct, type ProductInput } from '@store/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/admin-query/query-keys';

export interface AdminProductsQuery {
  page: number;
  search: string;
  /** A category id, or '' for all. */
  category: string;
  /** A brand id, or '' for all. */
  brand: string;
}

/** The admin's products carry their Arabic twins beside the English (docs/decisions/025). */
export interface AdminProductsPage {
  data: AdminProduct[];
  total: number;
  totalPages: number;
  currentPage: number;
}

/** What the form sends: the contract's admin create/update body, parsed. */
export type ProductBody = Omit<ProductInput, 'price' | 'salePrice' | 'totalStock'> & {
  price: number;
  salePrice: number | null;
  totalStock: number;
};

interface ProductSaved {
  message?: string;
  data: AdminProduct;
  /** An update that moved the product to another category: the codes of the values it dropped (docs/decisions/048). */
  droppedAttributes?: string[];
}

/** The query string of the list call; `limit` is the spec's 4. */
export function adminProductsUrl({ page, search, category, brand }: AdminProductsQuery): string {
  const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZES.adminProducts) });
  if (search) params.set('search', search);
  if (category) params.set('category', category);
  if (brand) params.set('brand', brand);
  return `/admin/products/getall?${params.toString()}`;
}

/** The page on screen stays (dimmed) while the next page or filter loads. */
export function useGetAdminProductsQuery(query: AdminProductsQuery) {
  return useQuery({
    queryKey: adminKeys.productsPage(query),
    queryFn: ({ signal }) => apiRequest<AdminProductsPage>(adminProductsUrl(query), { fallbackMessage: messages.SERVER_ERROR, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A saved or deleted product changes the product lists and the product counts of the brand and category tables. */
function useRefreshAfterWrite() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.products }),
      client.invalidateQueries({ queryKey: adminKeys.catalog }),
    ]);
}

export function useSaveProductMutation() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ProductBody }) =>
      apiRequest<ProductSaved>(id ? `/admin/products/update/${id}` : '/admin/products/create', {
        method: id ? 'PUT' : 'POST',
        body,
        fallbackMessage: messages.SERVER_ERROR,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteProductMutation() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message?: string }>(`/admin/products/delete/${id}`, { method: 'DELETE', fallbackMessage: messages.SERVER_ERROR }),
    onSuccess: refresh,
  });
}
