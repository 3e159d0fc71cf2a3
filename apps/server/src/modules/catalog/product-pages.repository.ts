import { and, count, eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { SortOption } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { brands, categories, products } from '#server/db/schema/index';
import type { PageAnchor, PageAnchors } from './page-anchors';
import type { ProductRow } from './product-json';
import {
  countedProducts,
  hasUncountedConditions,
  orderTerms,
  productColumns,
  productWhere,
  selectProducts,
  sortKeys,
  type ListWindow,
  type ProductFilter,
  type SortKey,
} from './products.repository';

// The pages of a product list (listing, category, deals, new arrivals, the admin's list): the count of
// what a filter matches and one page of it, read by a deferred join, from the far end past the middle,
// or from the nearest kept page anchor on deep pages (docs/decisions/010, page-anchors.ts).

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

