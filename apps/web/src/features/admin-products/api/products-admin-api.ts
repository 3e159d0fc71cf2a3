// Product management for the admin (spec section 7 "Admin"): the paged list
// (4 a page), create, update, delete, and the image upload of the form.
import { messages, PAGE_SIZES, type Product, type ProductInput } from '@store/contract';
import { api } from '../../../lib/api';

export interface AdminProductsQuery {
  page: number;
  search: string;
  /** A category id, or '' for all. */
  category: string;
  /** A brand id, or '' for all. */
  brand: string;
}

export interface AdminProductsPage {
  data: Product[];
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
  data: Product;
}

/** The query string of the list call; `limit` is the spec's 4. */
export function adminProductsUrl({ page, search, category, brand }: AdminProductsQuery): string {
  const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZES.adminProducts) });
  if (search) params.set('search', search);
  if (category) params.set('category', category);
  if (brand) params.set('brand', brand);
  return `/admin/products/getall?${params.toString()}`;
}

// A saved or deleted product changes the shop's lists (tag 'Product') and the
// product counts of the brand and category tables.
const CHANGED = ['Product', 'Brand', 'Category'] as const;

export const productsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProductsPage, AdminProductsQuery>({
      query: (query) => ({ url: adminProductsUrl(query) }),
      providesTags: ['Product'],
    }),
    saveProduct: build.mutation<ProductSaved, { id?: string; body: ProductBody }>({
      query: ({ id, body }) => ({
        url: id ? `/admin/products/update/${id}` : '/admin/products/create',
        method: id ? 'PUT' : 'POST',
        body,
        fallbackMessage: messages.SERVER_ERROR,
      }),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED]),
    }),
    deleteProduct: build.mutation<{ message?: string }, string>({
      query: (id) => ({ url: `/admin/products/delete/${id}`, method: 'DELETE', fallbackMessage: messages.SERVER_ERROR }),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED]),
    }),
  }),
});

export const { useGetAdminProductsQuery, useSaveProductMutation, useDeleteProductMutation } = productsAdminApi;
