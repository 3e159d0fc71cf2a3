import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { STORE_TIME_ZONE, type OrderStatus } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { orderItems, orders, products, users } from '#server/db/schema/index';
import { type ProductRow, selectProducts } from '#server/modules/catalog/index';
import type { OrderRecord } from '#server/modules/order-model/index';
import { withLinesAndHistory } from '#server/modules/orders/index';
import { addMonths, type YearMonth } from './store-calendar';

// The dashboard's and the sales page's queries: aggregates in SQL, a fixed
// number of queries whatever the data (no N+1). Months and years are the
// store's (Asia/Dubai); int8 sums come back as strings from node-postgres and
// as numbers from PGlite, hence `mapWith(Number)`.

const notCancelled = ne(orders.status, 'cancelled');

/**
 * The time zone as an SQL literal, not a parameter: a grouped expression must
 * read the same in SELECT and GROUP BY, and `$1` and `$3` do not. A constant, never input.
 */
const STORE_TZ = sql.raw(`'${STORE_TIME_ZONE}'`);

/** The first instant of a month on the store's clock, as a timestamptz. */
const storeMonthStart = ({ year, month }: YearMonth) =>
  sql`make_timestamptz(${year}::int, ${month}::int, 1, 0, 0, 0, ${STORE_TZ})`;

/** Orders per status, with their total in fils. */
export async function orderTotalsByStatus(db: DbOrTx): Promise<{ status: OrderStatus; orders: number; totalFils: number }[]> {
  return db
    .select({
      status: orders.status,
      orders: count(),
      totalFils: sql`coalesce(sum(${orders.totalFils}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .groupBy(orders.status);
}

/** Customers (role customer) and products, in one round trip. */
export async function countCustomersAndProducts(db: DbOrTx): Promise<{ customers: number; products: number }> {
  const [row] = await db
    .select({
      customers: sql`(select count(*) from ${users} where ${users.role} = 'customer')`.mapWith(Number),
      products: sql`(select count(*) from ${products})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return { customers: row?.customers ?? 0, products: row?.products ?? 0 };
}

/** Products with `threshold` or fewer in stock, lowest first. */
export async function listLowStockProducts(db: DbOrTx, threshold: number, limit: number): Promise<ProductRow[]> {
  return selectProducts(db)
    .where(lte(products.totalStock, threshold))
    .orderBy(asc(products.totalStock), asc(sql`lower(${products.title})`), asc(products.id))
    .limit(limit);
}

/** The newest orders with their lines and history (`nulls last` matches orders_created_at_idx). */
export async function listRecentOrderRecords(db: DbOrTx, limit: number): Promise<OrderRecord[]> {
  const rows = await db
    .select()
    .from(orders)
    .orderBy(sql`${orders.createdAt} desc nulls last`, desc(orders.number))
    .limit(limit);
  return withLinesAndHistory(db, rows);
}

export interface TopSellerRow {
  /** Null when the product was deleted (its lines keep their title). */
  productId: string | null;
  title: string;
  quantity: number;
  revenueFils: number;
}

/**
 * The best sellers by quantity over orders that were not cancelled. Lines of
 * a deleted product have no product id any more: they are told apart by the
 * title they kept, so two deleted products never merge into one.
 */
export async function listTopSellers(db: DbOrTx, limit: number): Promise<TopSellerRow[]> {
  const quantity = sql`sum(${orderItems.quantity})::bigint`.mapWith(Number);
  const revenueFils = sql`sum(${orderItems.unitPriceFils}::bigint * ${orderItems.quantity})::bigint`.mapWith(Number);
  return db
    .select({
      productId: orderItems.productId,
      title: sql<string>`min(${orderItems.title})`,
      quantity,
      revenueFils,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(notCancelled)
    .groupBy(orderItems.productId, sql`case when ${orderItems.productId} is null then ${orderItems.title} end`)
    .orderBy(desc(quantity), desc(revenueFils), asc(sql`min(${orderItems.title})`))
    .limit(limit);
}

export async function findProductRowsByIds(db: DbOrTx, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return selectProducts(db).where(inArray(products.id, [...ids]));
}

/** Fils taken per store month (`2026-01`) from `from` up to and including `to`, cancelled orders left out. */
export async function salesByMonth(db: DbOrTx, from: YearMonth, toInclusive: YearMonth): Promise<Map<string, number>> {
  const next = addMonths(toInclusive, 1);
  const month = sql<string>`to_char(${orders.createdAt} at time zone ${STORE_TZ}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, totalFils: sql`sum(${orders.totalFils})::bigint`.mapWith(Number) })
    .from(orders)
    .where(and(notCancelled, gte(orders.createdAt, storeMonthStart(from)), lt(orders.createdAt, storeMonthStart(next))))
    .groupBy(month);
  return new Map(rows.map((r) => [r.month, r.totalFils]));
}

/** Fils taken per month (1..12) of one store year, cancelled orders left out. */
export async function salesByMonthOfYear(db: DbOrTx, year: number): Promise<Map<number, { totalFils: number; discountFils: number }>> {
  const month = sql`extract(month from ${orders.createdAt} at time zone ${STORE_TZ})::int`.mapWith(Number);
  const rows = await db
    .select({
      month,
      totalFils: sql`sum(${orders.totalFils})::bigint`.mapWith(Number),
      // Coupon discounts the month's orders took (docs/decisions/033).
      discountFils: sql`sum(${orders.discountFils})::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        notCancelled,
        gte(orders.createdAt, storeMonthStart({ year, month: 1 })),
        lt(orders.createdAt, storeMonthStart({ year: year + 1, month: 1 })),
      ),
    )
    .groupBy(month);
  return new Map(rows.map((r) => [r.month, { totalFils: r.totalFils, discountFils: r.discountFils }]));
}

/**
 * The store years that have orders, newest first. A skip scan: each step asks
 * the created_at index for the first order of a later year, so it costs one
 * index probe per year, not a read of every order.
 */
export async function listOrderYears(db: DbOrTx): Promise<number[]> {
  const yearOf = (column: ReturnType<typeof sql>) => sql`extract(year from ${column} at time zone ${STORE_TZ})::int`;
  const result = await db.execute<{ year: number }>(sql`
    with recursive years(year) as (
      select ${yearOf(sql`min(${orders.createdAt})`)} from ${orders}
      union all
      select (
        select ${yearOf(sql`min(o.created_at)`)} from ${orders} o
        where o.created_at >= make_timestamptz(years.year + 1, 1, 1, 0, 0, 0, ${STORE_TZ})
      )
      from years where years.year is not null
    )
    select year from years where year is not null order by year desc`);
  return result.rows.map((r) => Number(r.year));
}
