import { and, asc, count, desc, eq, inArray, isNotNull, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { AttributeValue, SortOption } from '@store/contract';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { brands, categories, productCounts, products, productTotals } from '#server/db/schema/index';
import type { PageAnchor, PageAnchors } from './page-anchors';
import type { ProductRow } from './product-json';
import { expandedQuery } from './search-sql';

// Drizzle queries on products; every read joins the brand and category names
// in the same query (no N+1). Business rules live in products.service.ts.

/** The columns of a ProductRow: the product and the names of its brand and category. */
export const productColumns = {
  id: products.id,
  sku: products.sku,
  title: products.title,
  titleAr: products.titleAr,
  description: products.description,
  descriptionAr: products.descriptionAr,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categoryNameAr: categories.nameAr,
  brandId: products.brandId,
  brandName: brands.name,
  brandNameAr: brands.nameAr,
  image: products.image,
  images: products.images,
  priceFils: products.priceFils,
  salePriceFils: products.salePriceFils,
  totalStock: products.totalStock,
  isQuoteAvailable: products.isQuoteAvailable,
  specs: products.specs,
  attributes: products.attributes,
  createdAt: products.createdAt,
  ratingCount: products.ratingCount,
  ratingSum: products.ratingSum,
};

/**
 * The columns of a ProductRow in plain SQL, for prepared statements
 * (db/prepared.ts) that read `products p join categories c join brands b`:
 * each named as its ProductRow field, so a row needs no mapping.
 */
export const productRowSql = sql.raw(
  `p.id, p.sku, p.title, p.title_ar as "titleAr", p.description, p.description_ar as "descriptionAr",
   p.category_id as "categoryId", c.name as "categoryName", c.name_ar as "categoryNameAr", p.brand_id as "brandId",
   b.name as "brandName", b.name_ar as "brandNameAr", p.image, p.images, p.price_fils as "priceFils", p.sale_price_fils as "salePriceFils",
   p.total_stock as "totalStock", p.is_quote_available as "isQuoteAvailable", p.specs, p.attributes,
   p.created_at as "createdAt", p.rating_count as "ratingCount", p.rating_sum as "ratingSum"`,
);

/**
 * Joins each row's product (`productId`) with its category and brand, so that
 * `productColumns` can be selected: a wishlist's or a cart's lines as ProductRows.
 */
export function joinProductRows<T extends PgSelect>(query: T, productId: AnyPgColumn) {
  return query
    .innerJoin(products, eq(products.id, productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId));
}

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
  /** Admin list: a substring of the title, brand, category, description or SKU, any case or accent. */
  contains?: string | undefined;
  /** Shop lists: typed attribute values (docs/decisions/052), each condition met. */
  attributes?: readonly AttributeCondition[] | undefined;
  /** Shop lists: the price paid (the sale price when there is one), in fils; null is an open end. */
  priceFils?: { min: number | null; max: number | null } | undefined;
  /** Shop lists: only products in stock. */
  inStock?: boolean | undefined;
  /** Search with filters: the products every word of this text starts a word of (search-sql.ts, decision 052's addendum). */
  searchText?: string | undefined;
}

/**
 * A typed attribute's filter: the product's value contains one of `anyOf`
 * (`attributes @> {code: value}`, which the GIN index of migration 0039
 * answers), or is a number within `range`.
 */
export type AttributeCondition =
  | { code: string; anyOf: readonly AttributeValue[] }
  | { code: string; range: { min: number | null; max: number | null } };

/** Conditions of the filter that product_counts cannot count (every one but category, brand and "on sale"). */
export function hasUncountedConditions(filter: ProductFilter): boolean {
  return filter.addedWithinDays !== undefined || Boolean(filter.contains) || filter.searchText !== undefined || Boolean(filter.attributes?.length) || filter.priceFils !== undefined || Boolean(filter.inStock);
}

function attributeCondition(condition: AttributeCondition): SQL {
  if ('anyOf' in condition) {
    const terms = condition.anyOf.map((value) => sql`${products.attributes} @> ${JSON.stringify({ [condition.code]: value })}::jsonb`);
    return sql`(${sql.join(terms, sql` or `)})`;
  }
  const value = sql`(${products.attributes} -> ${condition.code}::text)`;
  const bounds = [sql`jsonb_typeof(${value}) = 'number'`];
  if (condition.range.min !== null) bounds.push(sql`${value}::numeric >= ${condition.range.min}`);
  if (condition.range.max !== null) bounds.push(sql`${value}::numeric <= ${condition.range.max}`);
  return sql`(${sql.join(bounds, sql` and `)})`;
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
  for (const condition of filter.attributes ?? []) conditions.push(attributeCondition(condition));
  if (filter.priceFils?.min != null) conditions.push(sql`${products.effectivePriceFils} >= ${filter.priceFils.min}`);
  if (filter.priceFils?.max != null) conditions.push(sql`${products.effectivePriceFils} <= ${filter.priceFils.max}`);
  if (filter.inStock) conditions.push(sql`${products.totalStock} > 0`);
  if (filter.searchText !== undefined) conditions.push(sql`${products.searchVector} @@ ${expandedQuery(filter.searchText)}`);
  if (filter.contains) {
    const pattern = `%${escapeLike(filter.contains)}%`;
    // Or a part of the SKU (docs/decisions/032): both sides have a trigram index.
    conditions.push(
      sql`(${products.searchText} like store_unaccent(lower(${pattern})) or lower(${products.sku}) like lower(${pattern}))`,
    );
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
  if (!hasUncountedConditions(filter)) {
    const [row] = await countedProducts(db, filter);
    return { n: row?.total ?? 0, exact: true };
  }
  return cappedCount(db, where);
}

/**
 * The total of a filter of categories, brands and "on sale": without
 * categories or brands, the one row of product_totals; else the sum over
 * product_counts (both kept by triggers, exact).
 */
export function countedProducts(db: DbOrTx, filter: ProductFilter) {
  if (!filter.categoryIds?.length && !filter.brandIds?.length) {
    const n = filter.onSale ? productTotals.nOnSale : productTotals.n;
    return db.select({ total: sql<number>`${n}`.mapWith(Number).as('total') }).from(productTotals);
  }
  const conditions: SQL[] = [];
  if (filter.categoryIds?.length) conditions.push(inArray(productCounts.categoryId, [...filter.categoryIds]));
  if (filter.brandIds?.length) conditions.push(inArray(productCounts.brandId, [...filter.brandIds]));
  if (filter.onSale) conditions.push(eq(productCounts.onSale, true));
  return db
    .select({ total: sql<number>`coalesce(sum(${productCounts.n}), 0)`.mapWith(Number).as('total') })
    .from(productCounts)
    .where(conditions.length ? and(...conditions) : undefined);
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
 * index entries, not whole rows with their brand and category. A deep page of
 * a list with an exact total seeks to the nearest page anchor (page-anchors.ts)
 * when `anchors` are given; otherwise, past the middle of the list, the ids are
 * read from the far end, so no page skips more than half of the list.
 */
export async function listProducts(
  db: DbOrTx,
  filter: ProductFilter,
  sort: SortOption | undefined,
  window: ListWindow,
  anchors?: PageAnchors,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = productWhere(filter);
  const keys = sortKeys(sort);
  if (anchors && anchorable(filter)) {
    const kept = await pageFromKeptAnchors(db, anchors, filter, sort, where, window);
    if (kept) return kept;
  }
  const total = await countProducts(db, filter, where);
  if (total.exact && window.offset >= total.n) return { rows: [], total: total.n };
  const seek = anchors && anchorable(filter) && anchors.worthIt(window.offset, total.n)
    ? await nearestAnchor(db, anchors, filter, sort, where, total.n, window.offset)
    : undefined;
  if (seek) {
    const page = pageIdsQuery(db)
      .where(and(where, afterAnchor(keys, seek.anchor)))
      .orderBy(...orderTerms(keys))
      .limit(window.limit)
      .offset(seek.skip);
    return { rows: await rowsOfPage(db, page, keys, false), total: total.n };
  }
  const fromEnd = total.exact && window.offset > total.n / 2;
  const limit = fromEnd ? Math.min(window.limit, total.n - window.offset) : window.limit;
  const offset = fromEnd ? total.n - window.offset - limit : window.offset;
  const page = pageIdsQuery(db)
    .where(where)
    .orderBy(...orderTerms(keys, fromEnd))
    .limit(limit)
    .offset(offset);
  return { rows: await rowsOfPage(db, page, keys, fromEnd), total: total.n };
}

/** A page of ids (a select of `page_id`) joined with its rows, brands and categories, in the sort's order. */
async function rowsOfPage(db: DbOrTx, ids: PageIds, keys: SortKey[], fromEnd: boolean): Promise<ProductRow[]> {
  const page = ids.as('page');
  const rows = await selectProducts(db)
    .innerJoin(page, eq(page.pageId, products.id))
    .orderBy(...orderTerms(keys, fromEnd));
  return fromEnd ? rows.toReversed() : rows;
}

type PageIds = ReturnType<typeof pageIdsQuery>;
function pageIdsQuery(db: DbOrTx) {
  return db.select({ pageId: sql<string>`${products.id}`.as('page_id') }).from(products).$dynamic();
}

/**
 * Lists whose anchors stay put while nothing is written: the total comes
 * from product_counts (exact, and what tells that products came or went),
 * and no condition moves with the clock (new arrivals do).
 */
function anchorable(filter: ProductFilter): boolean {
  return !hasUncountedConditions(filter);
}

const idList = (ids: readonly string[] | undefined) => (ids ?? []).toSorted().join(',');

/** The anchors' name for a list: its filter and sort. */
function anchorListKey(filter: ProductFilter, sort: SortOption | undefined): string {
  return `${sort ?? 'newest'}|c:${idList(filter.categoryIds)}|b:${idList(filter.brandIds)}|s:${filter.onSale ? 1 : 0}`;
}

/** How a sort key's text form (as PostgreSQL prints it) is read back, exactly. */
function keyType(column: AnyColumn): SQL {
  if (column === products.createdAt) return sql.raw('timestamptz');
  if (column === products.effectivePriceFils) return sql.raw('integer');
  return sql.raw('text');
}

/**
 * The nearest anchor at or before `offset` and how many entries after it to
 * skip (fewer than `anchors.step`); undefined when the anchors fall short
 * (the list changed since they were read): the caller pages as usual.
 */
async function nearestAnchor(
  db: DbOrTx,
  anchors: PageAnchors,
  filter: ProductFilter,
  sort: SortOption | undefined,
  where: SQL | undefined,
  total: number,
  offset: number,
): Promise<AnchorSeek | undefined> {
  const keys = sortKeys(sort);
  const list = await anchors.get(anchorListKey(filter, sort), total, () => readPageAnchors(db, where, keys, anchors.step));
  return seekFrom(list, anchors.step, offset);
}

interface AnchorSeek {
  anchor: PageAnchor;
  skip: number;
}

function seekFrom(list: readonly PageAnchor[], step: number, offset: number): AnchorSeek | undefined {
  const index = Math.floor(offset / step);
  const anchor = list[index - 1];
  return index >= 1 && anchor ? { anchor, skip: offset - index * step } : undefined;
}

function withoutTotal({ total, ...row }: ProductRow & { total: number }): ProductRow {
  void total;
  return row;
}

/**
 * A deep page of a list whose anchors are already kept, and the list's total,
 * in one statement: the total from product_counts rides along with the rows.
 * Undefined when no anchors are kept, the page is not deep, or the total is
 * no longer the one the anchors were read at (then the caller counts, reads
 * the anchors again and pages as usual).
 */
async function pageFromKeptAnchors(
  db: DbOrTx,
  anchors: PageAnchors,
  filter: ProductFilter,
  sort: SortOption | undefined,
  where: SQL | undefined,
  window: ListWindow,
): Promise<{ rows: ProductRow[]; total: number } | undefined> {
  const kept = anchors.peek(anchorListKey(filter, sort));
  if (!kept || window.limit > ANCHORED_PAGE_MAX || !anchors.worthIt(window.offset, kept.total)) return undefined;
  const seek = seekFrom(kept.anchors, anchors.step, window.offset);
  if (!seek) return undefined;
  const values = { key: seek.anchor.key, id: seek.anchor.id, limit: window.limit, skip: seek.skip };
  // Lists without ids in their filter (the whole listing, deals) keep a prepared statement:
  // planning this join costs PostgreSQL more than running it.
  const rows = filter.categoryIds?.length || filter.brandIds?.length
    ? await anchoredPageQuery(db, filter, sort, where, anchors.step).execute(values)
    : await preparedAnchoredPage(db, filter, sort, where, anchors.step).execute(values);
  if (rows[0]?.total !== kept.total) return undefined;
  return { rows: rows.map(withoutTotal), total: kept.total };
}

/** Pages of at most this many products use the statement below (the shop's limit is 1 to 100). */
const ANCHORED_PAGE_MAX = 100;

/**
 * The statement of pageFromKeptAnchors: the anchor, the page size and the
 * skip are placeholders. The entries after the anchor are numbered up to a
 * fixed `step + ANCHORED_PAGE_MAX` and the page is picked by number, not by
 * LIMIT and OFFSET placeholders: PostgreSQL estimates those as a tenth of the
 * table and would plan the statement anew on every call.
 */
function anchoredPageQuery(db: DbOrTx, filter: ProductFilter, sort: SortOption | undefined, where: SQL | undefined, step: number) {
  const keys = sortKeys(sort);
  const order = sql.join(orderTerms(keys), sql`, `);
  // A constant LIMIT (Drizzle's .limit() would send it as a parameter).
  const span = sql.raw(String(step + ANCHORED_PAGE_MAX));
  const after = afterAnchor(keys, { key: sql.placeholder('key'), id: sql.placeholder('id') });
  const skip = sql`${sql.placeholder('skip')}::bigint`;
  const page = sql`(
    select numbered.page_id from (
      select ${products.id} as page_id, row_number() over (order by ${order}) as page_n
        from ${products}
       where ${and(where, after)}
       order by ${order}
       limit ${span}
    ) as numbered
    where numbered.page_n > ${skip} and numbered.page_n <= ${skip} + ${sql.placeholder('limit')}::bigint
  ) as page`;
  const counted = countedProducts(db, filter).as('counted');
  return db
    .select({ ...productColumns, total: counted.total })
    .from(products)
    .innerJoin(page, sql`page.page_id = ${products.id}`)
    .innerJoin(counted, sql`true`)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(...orderTerms(keys));
}

type AnchoredPageStatement = ReturnType<ReturnType<typeof anchoredPageQuery>['prepare']>;
const anchoredPageStatements = new WeakMap<object, Map<string, AnchoredPageStatement>>();

/** anchoredPageQuery prepared once per database, sort and "on sale" (on PostgreSQL, once per pooled connection). */
function preparedAnchoredPage(db: DbOrTx, filter: ProductFilter, sort: SortOption | undefined, where: SQL | undefined, step: number) {
  const name = `anchored_page_${(sort ?? 'newest').replaceAll('-', '_')}_${filter.onSale ? 'deals' : 'all'}_${step}`;
  let statements = anchoredPageStatements.get(db);
  if (!statements) {
    statements = new Map();
    anchoredPageStatements.set(db, statements);
  }
  let statement = statements.get(name);
  if (!statement) {
    statement = anchoredPageQuery(db, filter, sort, where, step).prepare(name);
    statements.set(name, statement);
  }
  return statement;
}

/**
 * "Comes after the anchor" in the sort's order, in a form the sort's index
 * can seek to: a row comparison when key and id go the same way, otherwise a
 * bound on the key and the tie broken by the id.
 */
function afterAnchor(keys: SortKey[], anchor: { key: string | Placeholder; id: string | Placeholder }): SQL {
  const [[column, direction], [idColumn, idDirection]] = keys as [SortKey, SortKey];
  const key = sql`${anchor.key}::${keyType(column)}`;
  const id = sql`${anchor.id}::uuid`;
  const beyond = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  if (direction === idDirection) return sql`(${column}, ${idColumn}) ${beyond} (${key}, ${id})`;
  const idBeyond = idDirection === 'asc' ? sql.raw('>') : sql.raw('<');
  return sql`${column} ${beyond}= ${key} and (${column} ${beyond} ${key} or ${idColumn} ${idBeyond} ${id})`;
}

/**
 * Every `step`-th entry of a list (positions step − 1, 2 × step − 1, ...):
 * one walk of the sort's index, numbering its entries, keeping one in `step`.
 */
async function readPageAnchors(db: DbOrTx, where: SQL | undefined, keys: SortKey[], step: number): Promise<PageAnchor[]> {
  const [[column]] = keys as [SortKey, SortKey];
  const numbered = db
    .select({
      key: sql<string>`${column}::text`.as('anchor_key'),
      id: sql<string>`${products.id}`.as('anchor_id'),
      n: sql<number>`row_number() over (order by ${sql.join(orderTerms(keys), sql`, `)})`.as('anchor_n'),
    })
    .from(products)
    .where(where)
    .as('numbered');
  return db
    .select({ key: numbered.key, id: numbered.id })
    .from(numbered)
    .where(sql`${numbered.n} % ${step} = 0`)
    .orderBy(numbered.n);
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
