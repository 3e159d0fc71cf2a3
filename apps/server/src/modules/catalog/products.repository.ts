import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOption } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { brands, categories, productCounts, products, type SpecRowJson } from '../../db/schema';
import type { ProductRow } from './product-json';

// Drizzle queries on products; every read joins the brand and category names
// in the same query (no N+1). Business rules live in products.service.ts.

/** The columns of a ProductRow: the product and the names of its brand and category. */
export const productColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  categoryId: products.categoryId,
  categoryName: categories.name,
  brandId: products.brandId,
  brandName: brands.name,
  image: products.image,
  priceFils: products.priceFils,
  salePriceFils: products.salePriceFils,
  totalStock: products.totalStock,
  isQuoteAvailable: products.isQuoteAvailable,
  specs: products.specs,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** `select <ProductRow> from products join categories join brands`, ready for where/order/limit. */
export function selectProducts(db: DbOrTx) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .$dynamic();
}

type SortKey = readonly [column: AnyColumn, direction: 'asc' | 'desc'];

/**
 * The ORDER BY of a shop sort as columns and directions; newest first by
 * default. The id breaks ties, so pages never overlap. Each list has an index
 * in exactly this order (schema/catalog.ts), read forwards or backwards.
 */
function sortKeys(sort: SortOption | undefined): SortKey[] {
  switch (sort) {
    case 'price-lowtohigh':
      return [[products.effectivePriceFils, 'asc'], [products.id, 'asc']];
    case 'price-hightolow':
      return [[products.effectivePriceFils, 'desc'], [products.id, 'asc']];
    case 'title-atoz':
      return [[products.titleKey, 'asc'], [products.id, 'asc']];
    case 'title-ztoa':
      return [[products.titleKey, 'desc'], [products.id, 'asc']];
    default:
      return [[products.createdAt, 'desc'], [products.id, 'desc']];
  }
}

/** The keys as ORDER BY terms; `reversed` is the same order read from the other end. */
function orderTerms(keys: SortKey[], reversed = false): SQL[] {
  return keys.map(([column, direction]) => ((direction === 'asc') !== reversed ? asc(column) : desc(column)));
}

/** ORDER BY for a shop sort; newest first by default. The id breaks ties, so pages never overlap. */
export function productOrder(sort: SortOption | undefined): SQL[] {
  return orderTerms(sortKeys(sort));
}

/** `%` and `_` typed in a search box are literal characters, not wildcards. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface ProductFilter {
  categoryIds?: readonly string[] | undefined;
  brandIds?: readonly string[] | undefined;
  /** Only products added in the last n days (new arrivals). */
  addedWithinDays?: number | undefined;
  /** Only products with a sale price (deals; the check constraint keeps it below the price). */
  onSale?: boolean | undefined;
  /** Admin list: a substring of the title, brand, category or description, any case or accent. */
  contains?: string | undefined;
}

/** The WHERE of a product list. Every condition is on products' own columns, so a count needs no join. */
export function productWhere(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.categoryIds?.length) conditions.push(inArray(products.categoryId, [...filter.categoryIds]));
  if (filter.brandIds?.length) conditions.push(inArray(products.brandId, [...filter.brandIds]));
  if (filter.addedWithinDays !== undefined) {
    conditions.push(sql`${products.createdAt} >= now() - make_interval(days => ${filter.addedWithinDays}::int)`);
  }
  if (filter.onSale) conditions.push(isNotNull(products.salePriceFils));
  if (filter.contains) {
    const pattern = `%${escapeLike(filter.contains)}%`;
    conditions.push(sql`${products.searchText} like store_unaccent(lower(${pattern}))`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export interface ListWindow {
  offset: number;
  limit: number;
}

/**
 * Above this many matches, a list whose total cannot come from product_counts
 * (new arrivals, the admin's text search) reports this many: counting every
 * match would read them all on every page
 * (docs/decisions/010-catalogue-at-a-million-products.md).
 */
export const COUNT_CAP = 10_000;

interface Total {
  n: number;
  /** False when the count stopped at COUNT_CAP. */
  exact: boolean;
}

/**
 * The number of products a filter matches. Category, brand and "on sale"
 * filters are sums over product_counts (kept by triggers, exact); any other
 * filter counts its matches up to COUNT_CAP.
 */
async function countProducts(db: DbOrTx, filter: ProductFilter, where: SQL | undefined): Promise<Total> {
  if (filter.addedWithinDays === undefined && !filter.contains) {
    const conditions: SQL[] = [];
    if (filter.categoryIds?.length) conditions.push(inArray(productCounts.categoryId, [...filter.categoryIds]));
    if (filter.brandIds?.length) conditions.push(inArray(productCounts.brandId, [...filter.brandIds]));
    if (filter.onSale) conditions.push(eq(productCounts.onSale, true));
    const [row] = await db
      .select({ n: sql`coalesce(sum(${productCounts.n}), 0)`.mapWith(Number) })
      .from(productCounts)
      .where(conditions.length ? and(...conditions) : undefined);
    return { n: row?.n ?? 0, exact: true };
  }
  return cappedCount(db, where);
}

/** count(*) of at most COUNT_CAP + 1 matches. */
async function cappedCount(db: DbOrTx, where: SQL | undefined): Promise<Total> {
  const matches = db.select({ one: sql`1`.as('one') }).from(products).where(where).limit(COUNT_CAP + 1).as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return n > COUNT_CAP ? { n: COUNT_CAP, exact: false } : { n, exact: true };
}

/**
 * One page of products and the count of all that match. The page's ids come
 * first, from the index of the sort alone (a deferred join): a deep page skips
 * index entries, not whole rows with their brand and category. Past the middle
 * of the list the ids are read from the far end, so no page skips more than
 * half of the list.
 */
export async function listProducts(
  db: DbOrTx,
  filter: ProductFilter,
  sort: SortOption | undefined,
  window: ListWindow,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = productWhere(filter);
  const total = await countProducts(db, filter, where);
  if (total.exact && window.offset >= total.n) return { rows: [], total: total.n };
  const fromEnd = total.exact && window.offset > total.n / 2;
  const limit = fromEnd ? Math.min(window.limit, total.n - window.offset) : window.limit;
  const offset = fromEnd ? total.n - window.offset - limit : window.offset;
  const keys = sortKeys(sort);
  const page = db
    .select({ pageId: sql<string>`${products.id}`.as('page_id') })
    .from(products)
    .where(where)
    .orderBy(...orderTerms(keys, fromEnd))
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await selectProducts(db)
    .innerJoin(page, eq(page.pageId, products.id))
    .orderBy(...orderTerms(keys, fromEnd));
  return { rows: fromEnd ? rows.toReversed() : rows, total: total.n };
}

export async function findProductById(db: DbOrTx, id: string): Promise<ProductRow | null> {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** The product, its row locked until the transaction ends (the audit's "before" stays true). */
export async function findProductForUpdate(db: DbOrTx, id: string): Promise<ProductRow | null> {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1).for('update', { of: products });
  return row ?? null;
}

/**
 * Up to `limit` other products of the same category or brand: same category
 * (and brand) first, then same category, then same brand; newest first within each.
 * One query per group, each the start of an index walk (a single query with
 * `category or brand` would sort every product of both), stopping once full.
 */
export async function listRelatedProducts(db: DbOrTx, product: ProductRow, limit: number): Promise<ProductRow[]> {
  const sameCategory = eq(products.categoryId, product.categoryId);
  const sameBrand = eq(products.brandId, product.brandId);
  const groups = [
    and(sameCategory, sameBrand),
    and(sameCategory, ne(products.brandId, product.brandId)),
    and(sameBrand, ne(products.categoryId, product.categoryId)),
  ];
  const related: ProductRow[] = [];
  for (const group of groups) {
    if (related.length >= limit) break;
    related.push(
      ...(await selectProducts(db)
        .where(and(ne(products.id, product.id), group))
        .orderBy(desc(products.createdAt), asc(products.id))
        .limit(limit - related.length)),
    );
  }
  return related;
}

/**
 * Up to `limit` products other than `exceptId`, starting at a random point of
 * the primary key and wrapping around: two index range scans however large the
 * catalogue, unlike `order by random()`, which reads every row. Ids are random
 * UUIDs, so the window lands anywhere in the catalogue.
 */
export async function listProductsFromPivot(
  db: DbOrTx,
  exceptId: string,
  pivot: string,
  limit: number,
): Promise<ProductRow[]> {
  const after = await selectProducts(db)
    .where(and(ne(products.id, exceptId), gt(products.id, pivot)))
    .orderBy(asc(products.id))
    .limit(limit);
  if (after.length >= limit) return after;
  const before = await selectProducts(db)
    .where(and(ne(products.id, exceptId), lte(products.id, pivot)))
    .orderBy(asc(products.id))
    .limit(limit - after.length);
  return [...after, ...before];
}

export interface ProductValues {
  title: string;
  description: string;
  categoryId: string;
  brandId: string;
  image: string | null;
  priceFils: number;
  salePriceFils: number | null;
  totalStock: number;
  isQuoteAvailable: boolean;
  specs: SpecRowJson[];
}

export async function insertProduct(db: DbOrTx, values: ProductValues): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('insert into products returned no row');
  return row.id;
}

/** Replaces every field of a product; false when there is no such product. */
export async function updateProductById(db: DbOrTx, id: string, values: ProductValues): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function deleteProductById(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

/** Whether a brand and a category exist, in one round trip. */
export async function brandAndCategoryExist(
  db: DbOrTx,
  brandId: string,
  categoryId: string,
): Promise<{ brand: boolean; category: boolean }> {
  const [row] = await db
    .select({
      brand: sql<boolean>`exists (select 1 from ${brands} where ${brands.id} = ${brandId})`,
      category: sql<boolean>`exists (select 1 from ${categories} where ${categories.id} = ${categoryId})`,
    })
    .from(sql`(select 1) as one`);
  return { brand: row?.brand === true, category: row?.category === true };
}

/** Every product's id and last change, for the sitemap, newest first. */
export async function listProductIdsForSitemap(db: DbOrTx, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(limit);
}
