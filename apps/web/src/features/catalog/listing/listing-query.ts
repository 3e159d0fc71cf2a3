// The state of a product list (filters, sort, page) and its query string:
// `?category=a,b&brand=c&sortBy=price-lowtohigh&page=2`. The query string is
// the truth, so links, reloads and back/forward show the same list.
//
// The header navigation (docs/store-rules.md#shop-layout, features/navigation/nav-rules.ts)
// hands a category to the listing in two ways: in the query string when the
// shopper is already on the listing, and in the stored filter
// (sessionStorage 'filters') when they come from another page to a bare
// /shop/listing. `resolveListingState` reads both the same way the header
// does: the query string first, then the stored filter.
import { FIRST_PAGE, SORT_OPTIONS, type SortOption } from '@store/contract';
import type { StoredFilters } from '#web/lib/filters-storage';

export type FilterKind = 'category' | 'brand';

export interface ListingFilters {
  category: string[];
  brand: string[];
}

export interface ListingState extends ListingFilters {
  sortBy: SortOption | null;
  page: number;
}

export const EMPTY_LISTING: ListingState = { category: [], brand: [], sortBy: null, page: FIRST_PAGE };

const isSortOption = (value: string | null): value is SortOption =>
  value !== null && (SORT_OPTIONS as readonly string[]).includes(value);

/** Comma-separated values, trimmed, without blanks or repeats. */
function readList(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))];
}

function readPage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return FIRST_PAGE;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
}

const toParams = (search: string | URLSearchParams) =>
  typeof search === 'string' ? new URLSearchParams(search) : search;

/** The list state in a query string; anything unknown or malformed falls back to the default. */
export function parseListingSearch(search: string | URLSearchParams): ListingState {
  const params = toParams(search);
  const sortBy = params.get('sortBy');
  return {
    category: readList(params.get('category')),
    brand: readList(params.get('brand')),
    sortBy: isSortOption(sortBy) ? sortBy : null,
    page: readPage(params.get('page')),
  };
}

/** True when the query string names a category or brand filter of its own. */
export function hasFilterParams(search: string | URLSearchParams): boolean {
  const params = toParams(search);
  return readList(params.get('category')).length > 0 || readList(params.get('brand')).length > 0;
}

const encodeList = (values: readonly string[]) => values.map(encodeURIComponent).join(',');

/** The query string of a state ('' for the default list); defaults are left out, commas stay readable. */
export function listingSearch(state: ListingState): string {
  const parts: string[] = [];
  if (state.category.length > 0) parts.push(`category=${encodeList(state.category)}`);
  if (state.brand.length > 0) parts.push(`brand=${encodeList(state.brand)}`);
  if (state.sortBy) parts.push(`sortBy=${state.sortBy}`);
  if (state.page > FIRST_PAGE) parts.push(`page=${state.page}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export interface ResolvedListing {
  state: ListingState;
  /** The query string the address bar should show instead (history replace), or null when it is right. */
  replaceSearch: string | null;
}

/**
 * The state of /shop/listing. A query string with a category or brand wins.
 * A bare address takes the stored filter, unless the shopper came back to it
 * through the browser history (`fromHistory`): that entry was a list without
 * filters, and must stay one. When the stored filter is used, the address is
 * rewritten to carry it, so the page can be shared and the history is exact.
 */
export function resolveListingState(
  search: string | URLSearchParams,
  stored: StoredFilters | null,
  { fromHistory }: { fromHistory: boolean },
): ResolvedListing {
  const state = parseListingSearch(search);
  if (hasFilterParams(search) || fromHistory || !stored) return { state, replaceSearch: null };
  const category = [...new Set(stored.category ?? [])];
  const brand = [...new Set(stored.brand ?? [])];
  if (category.length === 0 && brand.length === 0) return { state, replaceSearch: null };
  const withStored = { ...state, category, brand };
  return { state: withStored, replaceSearch: listingSearch(withStored) };
}

/** What to keep in the stored filter for a state: null when no filter is set. */
export function storedFiltersOf(state: ListingFilters): StoredFilters | null {
  if (state.category.length === 0 && state.brand.length === 0) return null;
  return {
    ...(state.category.length > 0 ? { category: state.category } : {}),
    ...(state.brand.length > 0 ? { brand: state.brand } : {}),
  };
}

/** Adds or removes one filter value; any filter change goes back to the first page. */
export function toggleFilter(state: ListingState, kind: FilterKind, value: string): ListingState {
  const current = state[kind];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, [kind]: next, page: FIRST_PAGE };
}

export function clearFilters(state: ListingState): ListingState {
  return { ...state, category: [], brand: [], page: FIRST_PAGE };
}

export function withSort(state: ListingState, sortBy: SortOption | null): ListingState {
  return { ...state, sortBy, page: FIRST_PAGE };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(FIRST_PAGE, Math.trunc(page)) };
}

/**
 * Category filters given by name (the header's fallback while the catalogue
 * is unknown, or a hand-typed `?category=Gaming PC`) as ids, once the
 * categories are known. Ids and unknown names pass through unchanged.
 */
export function categoryNamesToIds(values: readonly string[], categories: ReadonlyArray<{ _id: string; category: string }>): string[] {
  if (categories.length === 0) return [...values];
  const byName = new Map(categories.map((c) => [c.category.trim().toLowerCase(), c._id]));
  return [...new Set(values.map((value) => byName.get(value.trim().toLowerCase()) ?? value))];
}
