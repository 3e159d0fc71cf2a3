// The shapes of the shop catalogue's answers (docs/store-rules.md#catalogue-calls)
// as the pages use them, whichever way they were fetched.
import type { AttributeDefinition, AttributeFilter, ListFacets, NumberRange, Product, ProductWithGallery, SortOption } from '@store/contract';

/** Filters, sort and page of a shop list; empty lists and undefined values are left out of the call. */
export interface ProductListArgs {
  category?: readonly string[];
  brand?: readonly string[];
  /** The specification, price and stock filters (docs/decisions/052). */
  specs?: readonly AttributeFilter[];
  price?: NumberRange | null;
  inStock?: boolean;
  /** Ask for the list's facets (`facets=1`). */
  facets?: boolean;
  sortBy?: SortOption | null;
  page?: number;
  limit?: number;
}

export interface SearchArgs {
  keyword: string;
  sortBy?: SortOption | null;
  page?: number;
  limit?: number;
}

/** A paged list (docs/store-rules.md#paging-and-filters). */
export interface ProductPage {
  data: Product[];
  total: number;
  totalPages: number;
  currentPage: number;
  /** The filters' values and counts, when they were asked for (docs/decisions/052). */
  facets?: ListFacets | undefined;
}

export interface ProductDetails {
  /** With its SKU (docs/decisions/032) and its gallery (docs/decisions/034). */
  product: ProductWithGallery;
  relatedProducts: Product[];
  randomProducts: Product[];
  /** Its category's typed attributes (docs/decisions/048): those of the specification table label its values. */
  definitions?: AttributeDefinition[];
}

/**
 * `?category=a,b&brand=c&sortBy=…&page=2` for the API; '' when there is nothing
 * to send. `extra`: parameters that may repeat, after those (the filters' `f.<code>`).
 */
export function listQueryString(
  params: Record<string, string | number | readonly string[] | null | undefined>,
  extra: readonly (readonly [string, string])[] = [],
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
    } else {
      search.set(key, String(value));
    }
  }
  for (const [key, value] of extra) search.append(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The three paged lists of the shop: every product, the deals and the new arrivals. */
export type ListingKind = 'all' | 'deals' | 'new';
