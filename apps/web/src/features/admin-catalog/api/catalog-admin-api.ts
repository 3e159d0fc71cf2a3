// Brands and categories for the admin (spec section 7 "Admin"): one set of
// endpoints for both, told apart by `kind`.
import { messages, type Brand, type Category } from '@store/contract';
import { api } from '../../../lib/api';

export type CatalogKind = 'brand' | 'category';

/** A brand or a category in the admin's table. */
export interface CatalogEntry {
  _id: string;
  name: string;
  isTop: boolean;
  productCount: number;
}

export interface CatalogSave {
  kind: CatalogKind;
  /** Absent for a create. */
  id?: string;
  name: string;
  isTop: boolean;
}

const BASE: Record<CatalogKind, string> = { brand: '/admin/brands', category: '/admin/categories' };
const TAG = { brand: 'Brand', category: 'Category' } as const;

function toEntry(item: Brand | Category): CatalogEntry {
  const name = 'brand' in item ? item.brand : item.category;
  return { _id: item._id, name, isTop: item.isTop, productCount: item.productCount ?? 0 };
}

export const catalogAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCatalogEntries: build.query<CatalogEntry[], CatalogKind>({
      query: (kind) => ({ url: `${BASE[kind]}/getall` }),
      transformResponse: (response: { data: (Brand | Category)[] }) => response.data.map(toEntry),
      providesTags: (_result, _error, kind) => [TAG[kind]],
    }),
    saveCatalogEntry: build.mutation<unknown, CatalogSave>({
      query: ({ kind, id, name, isTop }) => ({
        url: id ? `${BASE[kind]}/update/${id}` : `${BASE[kind]}/create`,
        method: id ? 'PUT' : 'POST',
        body: kind === 'brand' ? { brand: name, isTop } : { category: name, isTop },
        fallbackMessage: messages.SERVER_ERROR,
      }),
      invalidatesTags: (_result, error, { kind }) => (error ? [] : [TAG[kind], 'Product']),
    }),
    deleteCatalogEntry: build.mutation<unknown, { kind: CatalogKind; id: string }>({
      query: ({ kind, id }) => ({ url: `${BASE[kind]}/delete/${id}`, method: 'DELETE', fallbackMessage: messages.SERVER_ERROR }),
      invalidatesTags: (_result, error, { kind }) => (error ? [] : [TAG[kind], 'Product']),
    }),
  }),
});

export const { useGetCatalogEntriesQuery, useSaveCatalogEntryMutation, useDeleteCatalogEntryMutation } = catalogAdminApi;
