// The shop catalogue calls of docs/store-rules.md#catalogue-calls as the route loaders make them:
// through the load context's `api` (on the server, the process's own API
// in-process). Lists a page can live without degrade to empty; a list the
// page is about comes back as null when it failed, so the page can say so.
// Each takes an optional `lang` (docs/decisions/025): given, the answer's
// texts are in that language (the English where there is no Arabic twin);
// left out, the API's default, English.
import {
  listFilterParams,
  NEW_ARRIVALS_DAYS,
  PAGE_SIZES,
  type AttributeDefinition,
  type Brand,
  type Language,
  type Category,
  type Feature,
  type ListFacets,
  type Product,
  type StoreLoadContext,
  type Suggestion,
  WISHLIST_MAX,
} from '@store/contract';
import { data } from 'react-router';
import { withLang } from '#web/lib/language';
import { listQueryString, type ListingKind, type ProductDetails, type ProductListArgs, type ProductPage, type SearchArgs } from '../catalog-types';

export type CatalogApi = StoreLoadContext['api'];

interface Answer<T> {
  success?: boolean;
  data?: T;
  total?: number;
  totalPages?: number;
  currentPage?: number;
  facets?: ListFacets;
}

/** How many products a home page row shows before "View all". */
export const SHELF_SIZE = 10;

async function call<T>(api: CatalogApi, path: string): Promise<{ status: number; body: Answer<T> | null }> {
  try {
    return await api<Answer<T> | null>(path);
  } catch {
    // The API could not be reached at all: the same as a failed answer.
    return { status: 0, body: null };
  }
}


/** The `data` of a successful answer, or null. */
async function dataOf<T>(api: CatalogApi, path: string): Promise<T | null> {
  const { status, body } = await call<T>(api, path);
  return status === 200 && body?.success === true && body.data !== undefined ? body.data : null;
}

/** A paged answer, or null when it failed. */
async function pageOf(api: CatalogApi, path: string): Promise<ProductPage | null> {
  const { status, body } = await call<Product[]>(api, path);
  // A filter value the API refuses (not an id) matches no product: an empty list, not a failure.
  if (status === 400) return { data: [], total: 0, totalPages: 1, currentPage: 1 };
  if (status !== 200 || body?.success !== true || !Array.isArray(body.data)) return null;
  return {
    data: body.data,
    total: body.total ?? body.data.length,
    totalPages: body.totalPages ?? 1,
    currentPage: body.currentPage ?? 1,
    ...(body.facets ? { facets: body.facets } : {}),
  };
}

/** Every category with its product count; none when the call failed (the header falls back to names). */
export async function fetchCategories(api: CatalogApi, lang?: Language): Promise<Category[]> {
  return (await dataOf<Category[]>(api, withLang('/api/shop/categories', lang))) ?? [];
}

export async function fetchBrands(api: CatalogApi, lang?: Language): Promise<Brand[]> {
  return (await dataOf<Brand[]>(api, withLang('/api/shop/brands', lang))) ?? [];
}

/** The home page's hero slides; none when they failed (the page shows its introduction). */
export async function fetchSlides(api: CatalogApi, lang?: Language): Promise<Feature[]> {
  return (await dataOf<Feature[]>(api, withLang('/api/shop/features', lang))) ?? [];
}

const LIST_PATHS: Record<ListingKind, string> = {
  all: '/api/shop/products/get',
  deals: '/api/shop/products/deals',
  new: '/api/shop/products/new',
};

type ListCall = ProductListArgs & { days?: number; keyword?: string; lang?: Language };

/** A list call's path: `base` with the filters, sort, page and language (the filters in the contract's order). */
function listPath(base: string, { category, brand, specs, price, inStock, facets, sortBy, page, limit = PAGE_SIZES.shop, days, keyword, lang }: ListCall): string {
  const filters = listFilterParams({ attributes: specs ?? [], price: price ?? undefined, inStock: inStock ?? false });
  const query = listQueryString({ keyword, days, category, brand, sortBy, page, limit, lang }, [...filters, ...(facets ? [['facets', '1'] as const] : [])]);
  return `${base}${query}`;
}

/** A page of one of the shop's lists. */
export function fetchProductPage(api: CatalogApi, kind: ListingKind, args: ProductListArgs & { days?: number; lang?: Language }): Promise<ProductPage | null> {
  return pageOf(api, listPath(LIST_PATHS[kind], args));
}

/** The home page's rows: the new arrivals of the last NEW_ARRIVALS_DAYS days and the deals. */
export function fetchShelf(api: CatalogApi, kind: 'new' | 'deals', lang?: Language): Promise<Product[] | null> {
  const days = kind === 'new' ? NEW_ARRIVALS_DAYS : undefined;
  return fetchProductPage(api, kind, { days, limit: SHELF_SIZE, lang }).then((page) => page?.data ?? null);
}

/** A page of search results, with the lists' filters and facets when asked (decision 052's addendum). */
export function fetchSearch(api: CatalogApi, args: SearchArgs & ProductListArgs & { lang?: Language }): Promise<ProductPage | null> {
  return pageOf(api, listPath('/api/shop/products/search', args));
}

/**
 * A product with its related and random products. An unknown, deleted or
 * malformed id is a true 404; any other failure a 503 the page offers to retry.
 */
/** The shape of an id (a UUID); the API checks it strictly, this only spares it addresses that cannot be one. */
const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: string) => ID_SHAPE.test(value);

export async function fetchProductDetails(api: CatalogApi, id: string, lang?: Language): Promise<ProductDetails> {
  // An address that cannot name a product is not found: no call to make (found by fuzzing: a very long id).
  if (!isId(id)) throw data(null, { status: 404 });
  const { status, body } = await call<ProductDetails>(api, withLang(`/api/shop/products/get/${encodeURIComponent(id)}`, lang));
  if (status === 200 && body?.success === true && body.data) {
    // Without its category's definitions the page shows the free-text rows alone.
    const definitions = await dataOf<AttributeDefinition[]>(api, withLang(`/api/shop/categories/${body.data.product.category}/attributes`, lang));
    return { ...body.data, definitions: definitions ?? [] };
  }
  // The API refused the id or has no such product: the page does not exist.
  if (status >= 400 && status < 500) throw data(null, { status: 404 });
  throw data(null, { status: 503 });
}

/** The search box's suggestions for `q` (the API answers none below its least length); none when the call failed. */
export async function fetchSuggestions(api: CatalogApi, q: string, lang?: Language): Promise<Suggestion[]> {
  return (await dataOf<Suggestion[]>(api, `/api/shop/products/suggest${listQueryString({ q, lang })}`)) ?? [];
}


/**
 * Each product as the catalogue shows it now, in the order asked (the comparison's, a guest's wishlist,
 * at most WISHLIST_MAX); one that is gone, or an id that cannot be one, is left out.
 */
export async function fetchProductsById(api: CatalogApi, ids: readonly string[], lang?: Language): Promise<Product[]> {
  const wanted = [...new Set(ids)].filter(isId).slice(0, WISHLIST_MAX);
  const found = await Promise.all(
    wanted.map((id) => dataOf<ProductDetails>(api, withLang(`/api/shop/products/get/${encodeURIComponent(id)}`, lang)).then((details) => details?.product ?? null)),
  );
  return found.filter((product) => product !== null);
}

/** A category's typed attributes (docs/decisions/048), both labels; none when the call failed. */
export async function fetchCategoryAttributes(api: CatalogApi, categoryId: string): Promise<AttributeDefinition[]> {
  if (!isId(categoryId)) return [];
  return (await dataOf<AttributeDefinition[]>(api, `/api/shop/categories/${encodeURIComponent(categoryId)}/attributes`)) ?? [];
}
