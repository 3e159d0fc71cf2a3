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
//
// The search page (/shop/search) is such a list with its words in `keyword=`.
//
// Shopping by specification (docs/decisions/052) adds `f.<code>=value`
// (repeated), `f.<code>=min..max`, `price=min..max` and `inStock=true`, written
// in the contract's order (listFilterParams). The filter form submits the same
// names before JavaScript, with two more shapes the address is then rewritten
// from (canonicalListingSearch): a range as `<name>.min` and `<name>.max`, and
// a category or brand repeated instead of comma-separated.
import {
  FILTER_PARAM_PREFIX,
  FIRST_PAGE,
  isRangeText,
  LIMITS,
  listFilterParams,
  parseRange,
  SORT_OPTIONS,
  type AttributeFilter,
  type NumberRange,
  type SortOption,
} from '@store/contract';
import type { StoredFilters } from '#web/lib/filters-storage';

export type FilterKind = 'category' | 'brand';

export interface ListingFilters {
  category: string[];
  brand: string[];
}

/** The specification, price and stock filters (docs/decisions/052). */
export interface SpecFilters {
  /** By code, in the address's order: the values ticked (any of them) or a number's range. */
  specs: AttributeFilter[];
  price: NumberRange | null;
  inStock: boolean;
}

export interface ListingState extends ListingFilters, SpecFilters {
  sortBy: SortOption | null;
  page: number;
  /** The search page's words (`keyword=`), kept by every link of its filters; absent on the lists. */
  keyword?: string;
}

export const EMPTY_LISTING: ListingState = { category: [], brand: [], specs: [], price: null, inStock: false, sortBy: null, page: FIRST_PAGE };

/** The filter form's hidden field naming the category its specification fields belong to. */
export const SPECS_FOR_PARAM = 'specsFor';
const RANGE_ENDS = ['min', 'max'] as const;

const isSortOption = (value: string | null): value is SortOption =>
  value !== null && (SORT_OPTIONS as readonly string[]).includes(value);

/** Comma-separated values (the key may repeat), trimmed, without blanks or repeats. */
function readList(values: readonly string[]): string[] {
  return [...new Set(values.flatMap((value) => value.split(',')).map((item) => item.trim()).filter(Boolean))];
}

/** A number typed in a range's field, or null when it is blank or not one. */
function readNumber(value: string | null): number | null {
  const text = value?.trim() ?? '';
  if (text === '' || !/^-?\d+(?:\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** A range written `min..max`, or as the form's two fields `<key>.min` and `<key>.max`; null when none is given. */
function readRange(params: URLSearchParams, key: string): NumberRange | null {
  const written = params.get(key);
  if (written !== null && isRangeText(written)) return parseRange(written) ?? null;
  const [min, max] = RANGE_ENDS.map((end) => readNumber(params.get(`${key}.${end}`)));
  if (min === null || min === undefined) return max === null || max === undefined ? null : { min: null, max };
  if (max === null || max === undefined) return { min, max: null };
  return min <= max ? { min, max } : { min: max, max: min };
}

/** The `f.<code>` filters of a query, each code once, in the order it first appears. */
function readSpecs(params: URLSearchParams): AttributeFilter[] {
  const codes = new Set<string>();
  for (const key of params.keys()) {
    if (!key.startsWith(FILTER_PARAM_PREFIX)) continue;
    const rest = key.slice(FILTER_PARAM_PREFIX.length);
    const end = RANGE_ENDS.find((e) => rest.endsWith(`.${e}`));
    codes.add(end ? rest.slice(0, -end.length - 1) : rest);
  }
  const specs: AttributeFilter[] = [];
  for (const code of codes) {
    if (code === '') continue;
    const key = `${FILTER_PARAM_PREFIX}${code}`;
    // A choice may hold a comma: each value is its own parameter.
    const values = [...new Set(params.getAll(key).map((v) => v.trim()).filter((v) => v !== '' && !isRangeText(v)))];
    const range = readRange(params, key);
    if (range) specs.push({ code, range });
    else if (values.length > 0) specs.push({ code, values });
  }
  return specs;
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
  const category = readList(params.getAll('category'));
  // The form's specification fields belong to the category it showed: with another one chosen, they go.
  const specsFor = params.get(SPECS_FOR_PARAM);
  const specsKept = specsFor === null || (category.length === 1 && category[0] === specsFor);
  const keyword = (params.get('keyword') ?? '').trim().slice(0, LIMITS.searchMax);
  return {
    ...(keyword ? { keyword } : {}),
    category,
    brand: readList(params.getAll('brand')),
    specs: specsKept ? readSpecs(params) : [],
    price: readRange(params, 'price'),
    inStock: params.get('inStock') === 'true',
    sortBy: isSortOption(sortBy) ? sortBy : null,
    page: readPage(params.get('page')),
  };
}

/** True when the query string names a filter of its own. */
export function hasFilterParams(search: string | URLSearchParams): boolean {
  const state = parseListingSearch(search);
  return activeFilterCount(state) > 0;
}

/** How many filters are chosen: each value, range and switch. */
export function activeFilterCount(state: ListingFilters & SpecFilters): number {
  const specs = state.specs.reduce((sum, spec) => sum + ('range' in spec ? 1 : spec.values.length), 0);
  return state.category.length + state.brand.length + specs + (state.price ? 1 : 0) + (state.inStock ? 1 : 0);
}

const encodeList = (values: readonly string[]) => values.map(encodeURIComponent).join(',');

/** The query string of a state ('' for the default list); defaults are left out, commas stay readable. */
export function listingSearch(state: ListingState): string {
  const parts: string[] = [];
  if (state.keyword) parts.push(`keyword=${encodeURIComponent(state.keyword).replaceAll('%20', '+')}`);
  if (state.category.length > 0) parts.push(`category=${encodeList(state.category)}`);
  if (state.brand.length > 0) parts.push(`brand=${encodeList(state.brand)}`);
  for (const [key, value] of listFilterParams({ attributes: state.specs, price: state.price ?? undefined, inStock: state.inStock })) {
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  }
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
  if (activeFilterCount(state) > 0 || fromHistory || !stored) return { state, replaceSearch: null };
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

/**
 * The query string the address should show instead of `search` (history
 * replace, or the server's redirect), or null when it is already the list's
 * own: the filter form's `.min`/`.max` fields and repeated keys become the
 * list's parameters.
 */
export function canonicalListingSearch(search: string | URLSearchParams): string | null {
  const params = toParams(search);
  const keys = [...params.keys()];
  const formShaped =
    params.has(SPECS_FOR_PARAM) ||
    keys.some((key) => RANGE_ENDS.some((end) => key.endsWith(`.${end}`))) ||
    params.getAll('category').length > 1 ||
    params.getAll('brand').length > 1;
  return formShaped ? listingSearch(parseListingSearch(params)) : null;
}

/**
 * Adds or removes one filter value; any filter change goes back to the first
 * page. The specification filters belong to the one category chosen: another
 * category drops them.
 */
export function toggleFilter(state: ListingState, kind: FilterKind, value: string): ListingState {
  const current = state[kind];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, [kind]: next, ...(kind === 'category' ? { specs: [] } : {}), page: FIRST_PAGE };
}

/** Adds or removes one value of a specification filter. */
export function toggleSpec(state: ListingState, code: string, value: string): ListingState {
  const current = state.specs.find((spec) => spec.code === code);
  const values = current && 'values' in current ? current.values : [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return withSpec(state, code, next.length > 0 ? { code, values: next } : null);
}

/** The state with the filter of `code` replaced (null: removed). */
export function withSpec(state: ListingState, code: string, spec: AttributeFilter | null): ListingState {
  const others = state.specs.filter((s) => s.code !== code);
  return { ...state, specs: spec ? [...others, spec] : others, page: FIRST_PAGE };
}

export function withPrice(state: ListingState, price: NumberRange | null): ListingState {
  return { ...state, price, page: FIRST_PAGE };
}

export function withInStock(state: ListingState, inStock: boolean): ListingState {
  return { ...state, inStock, page: FIRST_PAGE };
}

export function clearFilters(state: ListingState): ListingState {
  return { ...state, category: [], brand: [], specs: [], price: null, inStock: false, page: FIRST_PAGE };
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
