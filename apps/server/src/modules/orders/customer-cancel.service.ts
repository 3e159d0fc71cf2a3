import { releaseCouponUse } from '#server/modules/coupons/index';
import { canCustomerCancel, CUSTOMER_CANCELLABLE_STATUSES, holdsStock, type Language, type Order } from '@store/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import type { OutboxAttachment } from '#server/db/schema/index';
import { AppError } from '#server/lib/app-error';
import { type CatalogueChanged, stockChanged } from '#server/plugins/catalogue-changes';
import { recordDocuments, renderAfterCommit } from '#server/modules/invoices/index';
import { orderHoldsKeys } from '#server/modules/licences/index';
import { enqueueEmail } from '#server/lib/outbox/outbox.repository';
import { toOrder } from '#server/modules/order-model/index';
import { findOrderForUpdate, findOrderRecord, returnStock, setOrderStatus } from './orders.repository';

// A customer cancels their own order (issue 13 item 3, docs/decisions/021)
// while it is pending or confirmed. Like the admin's cancel
// (order-admin.service.ts changeOrderStatus) it locks the order row and gives
// the stock back with the same returnStock in that transaction, so two
// cancellations at once return it once: the second finds it cancelled (409).

/** The tracking page's neutral "not found" (as modules/tracking/tracking.service.ts answers it). */
const orderMissing = () => new AppError('ORDER_NOT_FOUND', 404, { sentence: 'TRACK_NOT_FOUND' });

/** Who is cancelling: the holder of a verified tracking token, or the signed-in owner. */
export type Canceller = { kind: 'token' } | { kind: 'owner'; userId: string };

export interface CancelOptions {
  reason: string;
  /** The order's tracking link for the customer's e-mail. */
  trackUrl?: string | undefined;
  /** The language of the answer's line titles (`?lang=`, docs/decisions/025); the e-mail speaks the order's. */
  lang?: Language | undefined;
}

export async function cancelOrderAsCustomer(
  db: Db,
  config: Pick<Config, 'storeEmail' | 'seller'>,
  orderId: string,
  canceller: Canceller,
  { reason, trackUrl, lang }: CancelOptions,
  /** The catalogue-changed signal (docs/decisions/014), raised after commit when a product is back in stock. */
  changed: CatalogueChanged,
): Promise<Order> {
  let backInStock: string[] = [];
  let issued: OutboxAttachment | null = null;
  const cancelled = await db.transaction(async (tx) => {
    const row = await findOrderForUpdate(tx, orderId);
    // Someone else's order answers as a missing one: no hint that it exists.
    if (!row || (canceller.kind === 'owner' && row.userId !== canceller.userId)) throw orderMissing();
    if (!canCustomerCancel(row.status)) {
      // The code of every refused status change, with the customer's own sentence and statuses.
      throw new AppError('INVALID_STATUS_CHANGE', 409, {
        sentence: 'ORDER_NOT_CANCELLABLE',
        params: { status: row.status, allowed: CUSTOMER_CANCELLABLE_STATUSES.join(' or ') },
        extra: { allowedStatuses: [...CUSTOMER_CANCELLABLE_STATUSES] },
      });
    }
    // Its licence keys went out by e-mail: they cannot be taken back, so the store decides (decision 030).
    if (await orderHoldsKeys(tx, orderId)) {
      throw new AppError('INVALID_STATUS_CHANGE', 409, { sentence: 'ORDER_KEYS_SENT', extra: { allowedStatuses: [] } });
    }
    if (holdsStock(row.status)) backInStock = await returnStock(tx, orderId);
    await releaseCouponUse(tx, orderId);
    await setOrderStatus(tx, orderId, row.status, 'cancelled', row.userId, { actor: 'customer', reason });
    const record = await findOrderRecord(tx, orderId);
    if (!record) throw orderMissing();
    // A confirmed order has its invoice: the cancellation issues its credit note (docs/decisions/026).
    const { attachment } = await recordDocuments(tx, config.seller, record, 'cancelled', 'cancelled_by_customer');
    issued = attachment;
    const order = toOrder(record, 'customer', lang);
    const mailed = toOrder(record, 'customer', order.language);
    await enqueueEmail(tx, {
      kind: 'order_status_changed',
      to: order.email,
      payload: { template: 'order_cancelled_by_customer', language: order.language, order: mailed, reason, trackUrl: trackUrl ?? null },
      attachment,
    });
    await enqueueEmail(tx, {
      kind: 'order_status_changed',
      to: config.storeEmail,
      payload: { template: 'store_cancellation', order: toOrder(record, 'admin'), reason },
    });
    return order;
  });
  // The credit note's PDF, rendered once the cancellation is committed (docs/decisions/050).
  renderAfterCommit(db, issued);
  stockChanged(changed, backInStock);
  return cancelled;
}
