import { and, asc, count, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { products, stockAlerts } from '#server/db/schema/index';

// Drizzle queries on stock_alerts; the rules live in stock-alerts.service.ts.
// Their e-mails are queued by the trigger of migrations 0025 and 0043; an alert ends when its
// e-mail went out while the product was in stock (endAlert, from the outbox worker).

export interface NewStockAlert {
  productId: string;
  email: string;
  userId: string | null;
  language: 'en' | 'ar';
}

/**
 * The product's stock, its row share-locked until the caller's transaction
 * ends: a restock waits for the new alert to commit, so the trigger sees it
 * (no alert is left waiting on a product that came back meanwhile).
 */
export async function lockProductStock(db: DbOrTx, productId: string): Promise<number | null> {
  const [row] = await db.select({ stock: products.totalStock }).from(products).where(eq(products.id, productId)).for('share');
  return row ? row.stock : null;
}

export async function alertExists(db: DbOrTx, productId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), eq(stockAlerts.email, email)))
    .limit(1);
  return Boolean(row);
}

export async function countAlertsOf(db: DbOrTx, email: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stockAlerts).where(eq(stockAlerts.email, email));
  return row?.n ?? 0;
}

/** A second request for the same product and address changes nothing. */
export async function insertAlert(db: DbOrTx, alert: NewStockAlert): Promise<void> {
  await db.insert(stockAlerts).values(alert).onConflictDoNothing({ target: [stockAlerts.productId, stockAlerts.email] });
}

/** Ends every alert of the address; how many there were. */
export async function deleteAlertsOf(db: DbOrTx, email: string): Promise<number> {
  const rows = await db.delete(stockAlerts).where(eq(stockAlerts.email, email.toLowerCase())).returning({ id: stockAlerts.id });
  return rows.length;
}

/**
 * The alerts of a customer (their data export, docs/decisions/031): those made
 * signed in and those made as a guest with the account's address; oldest first.
 */
export async function findAlertsOfCustomer(db: DbOrTx, userId: string, email: string) {
  return db
    .select({ productId: stockAlerts.productId, title: products.title, email: stockAlerts.email, language: stockAlerts.language, createdAt: stockAlerts.createdAt })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(or(eq(stockAlerts.userId, userId), eq(stockAlerts.email, email.toLowerCase())))
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id));
}

/** What a back-in-stock e-mail shows of its product, read when it is sent; null once the product is deleted. */
export async function findAlertProduct(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      titleAr: products.titleAr,
      priceFils: products.priceFils,
      salePriceFils: products.salePriceFils,
      image: products.image,
      totalStock: products.totalStock,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

/** Whether `email` still waits on `productId` (not unsubscribed, not told yet). */
export async function alertWaiting(db: DbOrTx, productId: string, email: string): Promise<boolean> {
  return (await db.$count(stockAlerts, and(eq(stockAlerts.productId, productId), eq(stockAlerts.email, email.toLowerCase())))) > 0;
}

/** The alert of `email` on `productId` is over: its e-mail went out while the product was in stock. */
export async function endAlert(db: DbOrTx, productId: string, email: string): Promise<void> {
  await db.delete(stockAlerts).where(and(eq(stockAlerts.productId, productId), eq(stockAlerts.email, email.toLowerCase())));
}
