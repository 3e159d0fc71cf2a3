import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductDelivery } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { licenceKeys, orderItems, orders, products } from '#server/db/schema/index';

// Queries on licence keys (docs/decisions/030); the rules live in licences.service.ts.

export interface LicenceProductRow {
  id: string;
  title: string;
  delivery: ProductDelivery;
}

export async function findLicenceProduct(db: DbOrTx, productId: string): Promise<LicenceProductRow | null> {
  const [row] = await db
    .select({ id: products.id, title: products.title, delivery: products.delivery })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

export async function setProductDelivery(db: DbOrTx, productId: string, delivery: ProductDelivery): Promise<boolean> {
  const rows = await db.update(products).set({ delivery, updatedAt: sql`now()` }).where(eq(products.id, productId)).returning({ id: products.id });
  return rows.length > 0;
}

/** Which of these key hashes are stored already (for any product). */
export async function storedKeyHashes(db: DbOrTx, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db.select({ keyHash: licenceKeys.keyHash }).from(licenceKeys).where(inArray(licenceKeys.keyHash, hashes));
  return new Set(rows.map((row) => row.keyHash));
}

export interface NewKeyRow {
  productId: string;
  keyHash: string;
  sealed: string;
  secretId: string;
  tail: string;
  addedBy: string;
}

/** Inserts the keys; a key stored meanwhile (another admin, same key) is skipped: the caller compares the count. */
export async function insertKeys(db: DbOrTx, rows: NewKeyRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(licenceKeys).values(rows).onConflictDoNothing({ target: licenceKeys.keyHash }).returning({ id: licenceKeys.id });
  return inserted.length;
}

/** Keys that can be handed out (sealed under the current secret) and keys already given. */
export async function countKeys(db: DbOrTx, productId: string, secretId: string): Promise<{ available: number; assigned: number }> {
  const [row] = await db
    .select({
      available: sql<number>`(count(*) filter (where ${licenceKeys.assignedAt} is null and ${licenceKeys.secretId} = ${secretId}))::int`,
      assigned: sql<number>`(count(*) filter (where ${licenceKeys.assignedAt} is not null))::int`,
    })
    .from(licenceKeys)
    .where(eq(licenceKeys.productId, productId));
  return { available: row?.available ?? 0, assigned: row?.assigned ?? 0 };
}

export async function recentKeys(db: DbOrTx, productId: string, limit: number) {
  return db
    .select({
      id: licenceKeys.id,
      tail: licenceKeys.tail,
      createdAt: licenceKeys.createdAt,
      assignedAt: licenceKeys.assignedAt,
      orderNumber: orders.reference,
    })
    .from(licenceKeys)
    .leftJoin(orders, eq(orders.id, licenceKeys.orderId))
    .where(eq(licenceKeys.productId, productId))
    .orderBy(desc(licenceKeys.createdAt), desc(licenceKeys.id))
    .limit(limit);
}

export interface LicenceLineRow {
  itemId: string;
  productId: string;
  title: string;
  quantity: number;
  /** Units of the line that hold a key already. */
  held: number;
}

/**
 * The order's lines of licence products, their products locked in id order
 * (as placement locks them): two confirmations that need keys of one product
 * take turns, so each counts and takes from what the other left.
 */
export async function lockLicenceLines(db: DbOrTx, orderId: string): Promise<LicenceLineRow[]> {
  const rows = await db
    .select({ itemId: orderItems.id, productId: products.id, title: products.title, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(products.delivery, 'licence_key')))
    .orderBy(asc(products.id), asc(orderItems.id))
    .for('update', { of: products });
  if (rows.length === 0) return [];
  const held = await db
    .select({ itemId: licenceKeys.orderItemId, n: sql<number>`count(*)::int` })
    .from(licenceKeys)
    .where(eq(licenceKeys.orderId, orderId))
    .groupBy(licenceKeys.orderItemId);
  const heldBy = new Map(held.map((row) => [row.itemId, row.n]));
  return rows.map((row) => ({ ...row, held: heldBy.get(row.itemId) ?? 0 }));
}

/**
 * Gives the line's next units (from `firstUnit` on) the oldest available keys
 * of its product; answers how many it gave (fewer than `count` when the keys
 * ran out: the caller refuses and rolls back).
 */
export async function assignKeys(
  db: DbOrTx,
  line: { orderId: string; itemId: string; productId: string },
  firstUnit: number,
  count: number,
  secretId: string,
): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    with picked as (
      select id, row_number() over (order by created_at, id) as n
      from ${licenceKeys}
      where product_id = ${line.productId} and assigned_at is null and secret_id = ${secretId}
      order by created_at, id
      limit ${count}
    )
    update ${licenceKeys} k
    set order_id = ${line.orderId}, order_item_id = ${line.itemId}, unit_no = picked.n + ${firstUnit - 1}, assigned_at = now()
    from picked where k.id = picked.id
    returning k.id`);
  return result.rows.length;
}

/** True when licence keys were given to this order. */
export async function orderHoldsKeys(db: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await db.select({ id: licenceKeys.id }).from(licenceKeys).where(eq(licenceKeys.orderId, orderId)).limit(1);
  return row !== undefined;
}

export interface OrderKeyRow {
  orderId: string;
  productId: string | null;
  title: string;
  titleAr: string | null;
  unitNo: number;
  sealed: string;
}

/** The keys given to these orders, by line title and unit. */
export async function keysOfOrders(db: DbOrTx, orderIds: string[]): Promise<OrderKeyRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      orderId: licenceKeys.orderId,
      productId: orderItems.productId,
      title: orderItems.title,
      titleAr: orderItems.titleAr,
      unitNo: licenceKeys.unitNo,
      sealed: licenceKeys.sealed,
    })
    .from(licenceKeys)
    .innerJoin(orderItems, eq(orderItems.id, licenceKeys.orderItemId))
    .where(inArray(licenceKeys.orderId, orderIds))
    .orderBy(asc(orderItems.title), asc(orderItems.id), asc(licenceKeys.unitNo));
  return rows.flatMap((row) => (row.orderId && row.unitNo !== null ? [{ ...row, orderId: row.orderId, unitNo: row.unitNo }] : []));
}
