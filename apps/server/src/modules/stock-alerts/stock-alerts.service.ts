import { type Language } from '@store/contract';
import type { Db } from '#server/db/client';
import { AppError, notFound } from '#server/lib/app-error';
import { alertExists, countAlertsOf, deleteAlertsOf, insertAlert, lockProductStock } from './stock-alerts.repository';

// "Notify me when it's back" (issue 14 item 8, docs/decisions/037). The
// e-mail is queued, and the alert ended, by the database trigger of migration
// 0025 when the product's stock goes from 0 to more: no writer of stock has to
// remember it.

export interface StockAlertRequestData {
  productId: string;
  /** Lower case: the contract's emailSchema, or the signed-in account's address. */
  email: string;
  userId: string | null;
  language: Language;
  /** STOCK_ALERTS_PER_EMAIL: how many alerts one address may wait on at once. */
  maxPerEmail: number;
}

/**
 * Records the alert. An address that already waits for the product gets the
 * same answer as a new one and changes nothing, so the answer tells nobody
 * who else asked.
 */
export async function requestStockAlert(db: Db, alert: StockAlertRequestData): Promise<void> {
  await db.transaction(async (tx) => {
    const stock = await lockProductStock(tx, alert.productId);
    if (stock === null) throw notFound('PRODUCT_NOT_FOUND');
    if (stock > 0) throw new AppError('STOCK_ALERT_IN_STOCK', 409);
    if (await alertExists(tx, alert.productId, alert.email)) return;
    if ((await countAlertsOf(tx, alert.email)) >= alert.maxPerEmail) {
      throw new AppError('TOO_MANY_REQUESTS', 429, { sentence: 'STOCK_ALERTS_PER_EMAIL' });
    }
    await insertAlert(tx, { productId: alert.productId, email: alert.email, userId: alert.userId, language: alert.language });
  });
}

/** The unsubscribe link: every alert of the address ends. A link that verified answers the same with none left. */
export async function endAlertsOf(db: Db, email: string): Promise<void> {
  await deleteAlertsOf(db, email);
}
