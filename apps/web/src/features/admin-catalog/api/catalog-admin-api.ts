// Brands and categories for the admin (docs/store-rules.md#admin-calls): one set of
// endpoints for both, told apart by `kind`.
import { messages, type AdminBrand, type AdminCategory } from '@store/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '#web/lib/api-client';
import { adminKeys, type CatalogKind } from '#web/lib/admin-query/query-keys';

export type { CatalogKind };

/** A brand or a category in the admin's table. */
export interface CatalogEntry {
  _id: string;
  name: string;
  /** The Arabic name, or null: Arabic pages show `name` (docs/decisions/025). */
  nameAr: string | null;
  isTop: boolean;
  productCount: number;
}

export interface CatalogSave {
  kind: CatalogKind;
  /** Absent for a create. */
  id?: string;
  name: string;
  /** Empty or null: no Arabic name. */
  nameAr: string | null;
  isTop: boolean;
}

interface Saved {
  message?: string;
}

const BASE: Record<CatalogKind, string> = { brand: '/admin/brands', category: '/admin/categories' };

function toEntry(item: AdminBrand | AdminCategory): CatalogEntry {
  const [name, nameAr] = 'brand' in item ? [item.brand, item.brandAr] : [item.category, item.categoryAr];
  return { _id: item._id, name, nameAr, isTop: item.isTop, productCount: item.productCount ?? 0 };
}

export function useGetCatalogEntriesQuery(kind: CatalogKind) {
  return useQuery({
    queryKey: adminKeys.catalogOf(kind),
    queryFn: async ({ signal }) => {
      const response = await apiRequest<{ data: (AdminBrand | AdminCategory)[] }>(`${BASE[kind]}/getall`, {
        fallbackMessage: messages.SERVER_ERROR,
        signal,
      });
      return response.data.map(toEntry);
    },
  });
}

/** A select's or checkbox list's choice: an entry's id and name. */
export interface CatalogChoice {
  value: string;
  label: string;
}

const NO_ENTRIES: CatalogEntry[] = [];

function choicesOf(entries: CatalogEntry[]): CatalogChoice[] {
  return entries.map((entry) => ({ value: entry._id, label: entry.name })).toSorted((a, b) => a.label.localeCompare(b.label));
}

/** The categories and brands as choices by name, for the forms of other admin screens (products, coupons); empty while loading. */
export function useCatalogChoices(): { categories: CatalogChoice[]; brands: CatalogChoice[] } {
  const { data: categoryEntries = NO_ENTRIES } = useGetCatalogEntriesQuery('category');
  const { data: brandEntries = NO_ENTRIES } = useGetCatalogEntriesQuery('brand');
  const categories = useMemo(() => choicesOf(categoryEntries), [categoryEntries]);
  const brands = useMemo(() => choicesOf(brandEntries), [brandEntries]);
  return { categories, brands };
}

/** A saved or deleted entry changes its own table and the products' (their brand and category names). */
function useRefreshAfterWrite() {
  const client = useQueryClient();
  return (kind: CatalogKind) =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.catalogOf(kind) }),
      client.invalidateQueries({ queryKey: adminKeys.products }),
    ]);
}

export function useSaveCatalogEntryMutation() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ kind, id, name, nameAr, isTop }: CatalogSave) =>
      apiRequest<Saved>(id ? `${BASE[kind]}/update/${id}` : `${BASE[kind]}/create`, {
        method: id ? 'PUT' : 'POST',
        body: kind === 'brand' ? { brand: name, brandAr: nameAr, isTop } : { category: name, categoryAr: nameAr, isTop },
        fallbackMessage: messages.SERVER_ERROR,
      }),
    onSuccess: (_result, { kind }) => refresh(kind),
  });
}

export function useDeleteCatalogEntryMutation() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: CatalogKind; id: string }) =>
      apiRequest<Saved>(`${BASE[kind]}/delete/${id}`, { method: 'DELETE', fallbackMessage: messages.SERVER_ERROR }),
    onSuccess: (_result, { kind }) => refresh(kind),
  });
}
