import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZES, type Language, type SortOption } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { preparedStatement, type PreparedStatement } from '#server/db/prepared';
import { productCards, productCounts, products, productTotals } from '#server/db/schema/index';
import { withStock } from './product-cards';
import { hasUncountedConditions, type ListWindow, type ProductFilter } from './products.repository';

// The first pages of the shop's lists (the listing, a category, a brand,
// deals) in one prepared statement each: the page's product cards (JSON text
// written by PostgreSQL, docs/decisions/039) with their stock, and the list's
// total from product_totals or product_counts, in one round trip, planned
// once per connection (docs/decisions/019). Planning the page's join cost PostgreSQL more than
// running it, and the count was a second round trip.
//
// LIMIT and OFFSET are written into each statement: as parameters, a generic
// plan guesses a tenth of the table for them and joins by hashing the whole
// catalogue, so PostgreSQL would keep planning each call afresh. Hence one
// statement per list shape (sort; one category or none; one brand or none;
// on sale or not) and page, for the shop's page size and the first
// FIRST_PAGES pages only: at most 400 statements per connection, and in
// practice the few shapes shoppers use. Other pages and filters of several
// ids take the general path (product-pages.repository.ts).

/** Pages 1 to FIRST_PAGES of a list are served by a statement of their own. */
export const FIRST_PAGES = 10;

/** The ORDER BY of each sort on table alias `t`, exactly as the sort's index (schema/catalog.ts). */
function orderSql(sort: SortOption | undefined, t: string): string {
  switch (sort) {
    case 'price-lowtohigh':
      return `${t}.effective_price_fils asc, ${t}.id asc`;
    case 'price-hightolow':
      return `${t}.effective_price_fils desc, ${t}.id asc`;
    case 'title-atoz':
      return `${t}.title_key asc, ${t}.id asc`;
    case 'title-ztoa':
      return `${t}.title_key desc, ${t}.id asc`;
    default:
      return `${t}.created_at desc, ${t}.id desc`;
  }
}

interface Shape {
  sort: SortOption | undefined;
  category: boolean;
  brand: boolean;
  onSale: boolean;
  offset: number;
  limit: number;
}

const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

type FirstPageRow = { total: number; card: string | null; totalStock: number | null };

function buildStatement(name: string, shape: Shape): PreparedStatement<FirstPageRow, { category: string | null; brand: string | null; lang: Language }> {
  const listWhere: SQL[] = [];
  const countWhere: SQL[] = [];
  if (shape.category) {
    listWhere.push(sql`x.category_id = ${sql.placeholder('category')}::uuid`);
    countWhere.push(sql`pc.category_id = ${sql.placeholder('category')}::uuid`);
  }
  if (shape.brand) {
    listWhere.push(sql`x.brand_id = ${sql.placeholder('brand')}::uuid`);
    countWhere.push(sql`pc.brand_id = ${sql.placeholder('brand')}::uuid`);
  }
  if (shape.onSale) {
    listWhere.push(sql`x.sale_price_fils is not null`);
    countWhere.push(sql`pc.on_sale`);
  }
  // The whole listing and the deals count from product_totals' one row, other lists sum product_counts.
  const counted =
    shape.category || shape.brand
      ? sql`select coalesce(sum(pc.n), 0)::int as total from ${productCounts} pc ${where(countWhere)}`
      : sql`select ${shape.onSale ? productTotals.nOnSale : productTotals.n}::int as total from ${productTotals}`;
  // Each product as its card (docs/decisions/039) and its stock: no brand or category to join, nothing to map.
  return preparedStatement(
    name,
    sql`select counted.total, case when ${sql.placeholder('lang')}::text = 'ar' then k.ar else k.en end as card,
        p.total_stock as "totalStock"
      from (${counted}) counted
      left join (
        (select x.id from ${products} x ${where(listWhere)}
          order by ${sql.raw(orderSql(shape.sort, 'x'))}
          limit ${sql.raw(String(shape.limit))} offset ${sql.raw(String(shape.offset))}) page
        join ${products} p on p.id = page.id
        join ${productCards} k on k.product_id = p.id
      ) on true
     order by ${sql.raw(orderSql(shape.sort, 'p'))}`,
  );
}

const statements = new Map<string, ReturnType<typeof buildStatement>>();

/**
 * One of the first pages of a shop list in `lang`, as its products' JSON text
 * (product cards with their stock), and the list's exact total; undefined when
 * this list or page is not one the statements serve (the caller pages as usual).
 */
export async function findFirstPage(
  db: DbOrTx,
  filter: ProductFilter,
  sort: SortOption | undefined,
  window: ListWindow,
  lang: Language,
): Promise<{ cards: string[]; total: number } | undefined> {
  const categoryIds = filter.categoryIds ?? [];
  const brandIds = filter.brandIds ?? [];
  if (hasUncountedConditions(filter)) return undefined;
  if (categoryIds.length > 1 || brandIds.length > 1) return undefined;
  if (window.limit !== PAGE_SIZES.shop || window.offset % window.limit !== 0) return undefined;
  if (window.offset / window.limit >= FIRST_PAGES) return undefined;
  const shape: Shape = {
    sort,
    category: categoryIds.length === 1,
    brand: brandIds.length === 1,
    onSale: Boolean(filter.onSale),
    offset: window.offset,
    limit: window.limit,
  };
  const name = `first_page_${(sort ?? 'newest').replaceAll('-', '_')}_c${Number(shape.category)}_b${Number(shape.brand)}_s${Number(shape.onSale)}_${window.offset / window.limit + 1}`;
  let statement = statements.get(name);
  if (!statement) {
    statement = buildStatement(name, shape);
    statements.set(name, statement);
  }
  const rows = await statement.run(db, { category: categoryIds[0] ?? null, brand: brandIds[0] ?? null, lang });
  return {
    cards: rows.flatMap((row) => (row.card === null || row.totalStock === null ? [] : [withStock(row.card, row.totalStock)])),
    total: rows[0]?.total ?? 0,
  };
}
