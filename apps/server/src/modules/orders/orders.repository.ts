import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, OrderType } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { rowsWithTotal } from '#server/db/rows-with-total';
import { preparedStatement } from '#server/db/prepared';
import { orderItems, orders, orderStatusChanges, products, users } from '#server/db/schema/index';
import { escapeLike } from '#server/modules/auth/index';
import { documentNumbersOf } from '#server/modules/invoices/index';
import { type OrderRecord, type OrderRow, orderReferenceCandidates, type PricingProductRow } from '#server/modules/order-model/index';

// Drizzle queries on orders, their lines, their history and the stock they
// take; the rules live in the order services.

/**
 * The order preview's read (every checkout page asks for it): a prepared
 * statement (docs/decisions/019). The ids are read through a subquery: with
 * the array in view PostgreSQL planned every call afresh (custom plans only in
 * pg_prepared_statements); now it keeps one plan per connection.
 */
const pricingProductsStatement = preparedStatement<PricingProductRow, { ids: string[] }>(
  'order_pricing_products',
  sql`select p.id, p.title, p.title_ar as "titleAr", p.image, p.price_fils as "priceFils", p.sale_price_fils as "salePriceFils", p.total_stock as "totalStock",
        p.category_id as "categoryId", p.brand_id as "brandId"
      from ${products} p where p.id in (select unnest((select ${sql.placeholder('ids')}::uuid[]))) order by p.id`,
);

/** Products as pricing and stock see them, each once, in id order. */
export async function findProductsForPricing(db: DbOrTx, ids: readonly string[], lock: boolean): Promise<PricingProductRow[]> {
  if (!lock) return pricingProductsStatement.run(db, { ids: [...ids] });
  // Locking in id order, as every placement does, means two orders never wait on each other in a circle.
  return db
    .select({
      id: products.id,
      title: products.title,
      titleAr: products.titleAr,
      image: products.image,
      priceFils: products.priceFils,
      salePriceFils: products.salePriceFils,
      totalStock: products.totalStock,
      categoryId: products.categoryId,
      brandId: products.brandId,
    })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
    .for('update');
}

/**
 * Puts an open order's stock back (cancel, delete), product by product in id
 * order; deleted products are skipped. Answers the products that had none and
 * are in stock again (the catalogue shows them: plugins/catalogue-changes.ts).
 */
export async function returnStock(db: DbOrTx, orderId: string): Promise<string[]> {
  const lines = await db
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.productId} is not null`))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
  const backInStock: string[] = [];
  for (const line of lines) {
    if (!line.productId) continue;
    const [row] = await db
      .update(products)
      .set({ totalStock: sql`${products.totalStock} + ${line.quantity}` })
      .where(eq(products.id, line.productId))
      .returning({ totalStock: products.totalStock });
    if (row && row.totalStock === line.quantity) backInStock.push(line.productId);
  }
  return backInStock;
}

const openOrPastOrderStatement = preparedStatement<{ one: number }, { userId: string }>(
  'order_open_or_past',
  sql`select 1 as one from ${orders} o where o.user_id = ${sql.placeholder('userId')}::uuid and o.status <> 'cancelled' limit 1`,
);

/** True when the customer has an order that was not cancelled (the first one ships free). */
export async function hasOpenOrPastOrder(db: DbOrTx, userId: string): Promise<boolean> {
  return (await openOrPastOrderStatement.run(db, { userId })).length > 0;
}

export async function findOrderIdByIdempotencyKey(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row?.id ?? null;
}

/** The order row, locked until the transaction ends (two admins cannot both cancel it). */
/** Whose order it is: its account, or a guest order's e-mail (order-action-limit.ts); null when there is no such order. */
export async function findOrderBuyer(db: DbOrTx, orderId: string): Promise<{ userId: string | null; email: string } | null> {
  const [row] = await db.select({ userId: orders.userId, email: orders.email }).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export async function findOrderForUpdate(db: DbOrTx, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/** `note`: a customer's own change (their cancellation) names them as its actor, with their reason. */
export async function setOrderStatus(
  db: DbOrTx,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  by: string | null,
  note: { actor: 'customer'; reason: string } | null = null,
): Promise<void> {
  await db.update(orders).set({ status: to, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
  await db
    .insert(orderStatusChanges)
    .values({ orderId, fromStatus: from, toStatus: to, changedBy: by, actor: note?.actor ?? null, reason: note?.reason ?? null });
}

/** The courier and tracking number of a shipped order (docs/decisions/030). */
export async function setShipment(db: DbOrTx, orderId: string, courier: string, trackingNumber: string | null): Promise<void> {
  await db.update(orders).set({ courier, trackingNumber }).where(eq(orders.id, orderId));
}

export async function deleteOrderRow(db: DbOrTx, orderId: string): Promise<void> {
  await db.delete(orders).where(eq(orders.id, orderId));
}

/** Lines, history and tax document numbers of the given orders, one query each (no N+1), in the order of `rows`. */
export async function withLinesAndHistory(db: DbOrTx, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, history, documents] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.title), asc(orderItems.id)),
    db
      .select({ change: orderStatusChanges, byName: users.name })
      .from(orderStatusChanges)
      .leftJoin(users, eq(users.id, orderStatusChanges.changedBy))
      .where(inArray(orderStatusChanges.orderId, ids))
      .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id)),
    documentNumbersOf(db, ids),
  ]);
  const records = new Map<string, OrderRecord>(
    rows.map((order) => [order.id, { order, items: [], history: [], documents: documents.get(order.id) }]),
  );
  for (const item of items) records.get(item.orderId)?.items.push(item);
  for (const { change, byName } of history) records.get(change.orderId)?.history.push({ ...change, byName });
  return [...records.values()];
}

export async function findOrderRecord(db: DbOrTx, orderId: string): Promise<OrderRecord | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) return null;
  const [record] = await withLinesAndHistory(db, [row]);
  return record ?? null;
}

export interface OrderListFilter {
  status: OrderStatus | 'all';
  userType: OrderType | 'all';
  search?: string | undefined;
  offset: number;
  limit: number;
}

function listWhere(filter: OrderListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status !== 'all') conditions.push(eq(orders.status, filter.status));
  if (filter.userType !== 'all') conditions.push(eq(orders.type, filter.userType));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const references = orderReferenceCandidates(filter.search);
    // Phones are stored in E.164: "050 123 4567" finds +971501234567.
    const phoneDigits = /^[\d\s()+-]+$/.test(filter.search) ? filter.search.replace(/\D/g, '').replace(/^0+/, '') : '';
    conditions.push(
      or(
        sql`${orders.name} ilike ${pattern}`,
        sql`${orders.email} ilike ${pattern}`,
        sql`${orders.reference} ilike ${pattern}`,
        sql`${orders.phone} ilike ${pattern}`,
        phoneDigits.length >= 4 ? sql`${orders.phone} like ${`%${phoneDigits}%`}` : undefined,
        references.length === 0 ? undefined : inArray(orders.reference, references),
      ),
    );
  }
  return and(...conditions);
}

/**
 * Newest first. `nulls last` matches the (status | type | user_id, created_at
 * desc) indexes of the schema, so a filtered page reads its rows from an index
 * in order instead of sorting every match (created_at is never null).
 */
const newestFirst = [sql`${orders.createdAt} desc nulls last`, desc(orders.number)];

/** A page of orders, newest first, with the count of all that match. */
export async function listOrders(db: DbOrTx, filter: OrderListFilter): Promise<{ records: OrderRecord[]; total: number }> {
  const where = listWhere(filter);
  const page = db.select().from(orders).where(where).orderBy(...newestFirst).limit(filter.limit).offset(filter.offset);
  const { rows, total } = await rowsWithTotal(db, page, orders, where);
  return { records: await withLinesAndHistory(db, rows), total };
}

/** A customer's orders, newest first. */
export async function listUserOrders(db: DbOrTx, userId: string): Promise<OrderRecord[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(...newestFirst);
  return withLinesAndHistory(db, rows);
}
