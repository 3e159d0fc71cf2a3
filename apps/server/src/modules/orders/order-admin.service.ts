import { releaseCouponUse } from '#server/modules/coupons/index';
import {
  allowedNextStatuses,
  canChangeStatus,
  formatFils,
  holdsStock,
  type AllOrdersQuery,
  type CourierId,
  type Language,
  type Order,
  type OrderStatus,
  type OrderType,
  type User,
} from '@store/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import type { OutboxAttachment } from '#server/db/schema/index';
import { conflict, forbidden, notFound } from '#server/lib/app-error';
import { pageOf, rowWindow } from '#server/lib/paging';
import { type CatalogueChanged, stockChanged } from '#server/plugins/catalogue-changes';
import { recordAudit } from '#server/modules/audit/index';
import type { KeySealer, OpenSealer } from '#server/lib/secrets/key-sealer';
import { assignLicenceKeys, openOrderKeys, withLicenceKeys } from '#server/modules/licences/index';
import { enqueueEmail } from '#server/lib/outbox/outbox.repository';
import { type CreditReason, issueCreditNoteIfInvoiced, recordDocuments, renderAfterCommit } from '#server/modules/invoices/index';
import { toOrder } from '#server/modules/order-model/index';
import {
  deleteOrderRow,
  findOrderForUpdate,
  findOrderRecord,
  listOrders,
  listUserOrders,
  returnStock,
  setOrderStatus,
  setShipment,
} from './orders.repository';

// Order management (docs/store-rules.md#order-calls and #order-statuses).

/** GET /shop/order/all-orders (admin): newest first, 10 a page by default. */
export async function listOrdersPage(db: Db, query: AllOrdersQuery) {
  const { records, total } = await listOrders(db, {
    status: query.status,
    userType: query.userType,
    search: query.search,
    ...rowWindow(query),
  });
  return pageOf(records.map((record) => toOrder(record, 'admin')), total, query);
}

/** What a status change may carry besides the status (docs/decisions/030). */
export interface StatusChangeExtras {
  /** Opens the licence keys a confirmation assigns (its secret read before the transaction). */
  sealer: KeySealer;
  /** Marking an order shipped: its courier and tracking number. */
  shipment?: { courier: CourierId; trackingNumber: string | null } | undefined;
  trackLink?: ((orderId: string) => string) | undefined;
}

/**
 * PATCH /shop/order/update-order-status/{orderId}/{orderType} (admin). The
 * order row is locked, so two admins cannot both cancel it and give its stock
 * back twice. Cancelling an order that holds stock returns it (a product back
 * in stock is a catalogue change: `changed`, once committed); every change
 * is recorded with who and when, and the customer gets an e-mail.
 * Confirming gives each unit of a licence product its own key in the same
 * transaction (too few keys: 409 naming the product, nothing changes), and the
 * buyer gets them by e-mail; marking it shipped keeps the courier given.
 */
export async function changeOrderStatus(
  db: Db,
  config: Pick<Config, 'seller'>,
  admin: User,
  orderId: string,
  orderType: OrderType,
  newStatus: OrderStatus,
  changed: CatalogueChanged,
  { sealer: keySealer, shipment, trackLink }: StatusChangeExtras,
): Promise<Order> {
  let backInStock: string[] = [];
  let issued: OutboxAttachment | null = null;
  // The secret is read (made once) before the transaction (PGlite has one connection), and only to
  // confirm an order that exists: a refused change writes nothing, not even the secret.
  const sealer: OpenSealer | null =
    newStatus === 'confirmed' && (await findOrderForUpdate(db, orderId)) ? await keySealer.ready() : null;
  const changedOrder = await db.transaction(async (tx) => {
    const row = await findOrderForUpdate(tx, orderId);
    if (!row || row.type !== orderType) throw notFound('ORDER_NOT_FOUND');
    if (!canChangeStatus(row.status, newStatus)) {
      const allowed = allowedNextStatuses(row.status);
      throw conflict(
        'INVALID_STATUS_CHANGE',
        { from: row.status, to: newStatus, allowed: allowed.length > 0 ? allowed.join(', ') : 'none' },
        { allowedStatuses: [...allowed] },
      );
    }
    if (newStatus === 'cancelled' && holdsStock(row.status)) backInStock = await returnStock(tx, orderId);
    const keysGiven = sealer ? await assignLicenceKeys(tx, sealer, orderId) : 0;
    if (newStatus === 'shipped' && shipment) await setShipment(tx, orderId, shipment.courier, shipment.trackingNumber);
    // A cancelled order gives its coupon's use back (docs/decisions/033).
    if (newStatus === 'cancelled') await releaseCouponUse(tx, orderId);
    await setOrderStatus(tx, orderId, row.status, newStatus, admin._id);
    const record = await findOrderRecord(tx, orderId);
    if (!record) throw notFound('ORDER_NOT_FOUND');
    // The invoice with the confirmation, the credit note with a cancellation after it (docs/decisions/026).
    const { attachment } = await recordDocuments(tx, config.seller, record, newStatus, CANCELLED_BY_STORE);
    issued = attachment;
    const order = toOrder(record, 'admin');
    const trackUrl = trackLink?.(orderId) ?? null;
    // The customer's e-mail shows the customer's view ("the store", no staff names), in the order's language,
    // with the new invoice or credit note attached (docs/decisions/026). An order whose buyer deleted the
    // account has no e-mail left to write to (docs/decisions/031).
    // A confirmation that gave licence keys is told by the keys' own e-mail ("Your licence keys for FC-000123"):
    // the order confirmed, its keys, and its summary, in one message (docs/decisions/030).
    if (order.email) {
      const customerView = toOrder(record, 'customer', order.language);
      const keys = sealer && keysGiven > 0 ? ((await openOrderKeys(tx, sealer, [order], order.language)).get(orderId) ?? []) : [];
      await enqueueEmail(tx, {
        kind: 'order_status_changed',
        to: order.email,
        payload:
          keys.length > 0
            ? { template: 'licence_keys', language: order.language, order: { ...customerView, licenceKeys: keys }, trackUrl }
            : { template: 'order_status', language: order.language, order: customerView, trackUrl },
        attachment,
      });
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'order.status',
      entityType: 'order',
      entityId: orderId,
      summary: `Changed order ${order.orderNumber} from ${row.status} to ${newStatus}`,
      before: { status: row.status },
      after: { status: newStatus, ...(keysGiven > 0 ? { licenceKeysGiven: keysGiven } : {}), ...(order.shipment ? { shipment: order.shipment } : {}) },
    });
    return order;
  });
  // The new document's PDF, rendered once the confirmation or cancellation is committed (docs/decisions/050).
  renderAfterCommit(db, issued);
  stockChanged(changed, backInStock);
  return changedOrder;
}

/** The reason a credit note gives when the store cancels an invoiced order. */
const CANCELLED_BY_STORE: CreditReason = 'cancelled_by_store';
/** The reason when the store deletes an invoiced order that was not delivered. */
const DELETED_BY_STORE: CreditReason = 'deleted_by_store';

/**
 * DELETE /shop/order/delete/{orderId}/{orderType} (admin): an order still
 * holding stock gives it back. The audit entry keeps the whole order.
 */
export async function deleteOrder(db: Db, admin: User, orderId: string, orderType: OrderType, changed: CatalogueChanged): Promise<{ _id: string }> {
  let backInStock: string[] = [];
  let issued: OutboxAttachment | null = null;
  const deleted = await db.transaction(async (tx) => {
    const row = await findOrderForUpdate(tx, orderId);
    if (!row || row.type !== orderType) throw notFound('ORDER_NOT_FOUND');
    const record = await findOrderRecord(tx, orderId);
    if (holdsStock(row.status)) {
      backInStock = await returnStock(tx, orderId);
      // The goods never left: an invoice issued for them is credited. The documents outlive the order (no foreign key).
      const credit = await issueCreditNoteIfInvoiced(tx, orderId, DELETED_BY_STORE);
      if (credit) issued = { kind: 'credit_note', id: credit.id };
    }
    await releaseCouponUse(tx, orderId);
    await deleteOrderRow(tx, orderId);
    const order = record ? toOrder(record, 'admin') : null;
    await recordAudit(tx, {
      actor: admin,
      action: 'order.delete',
      entityType: 'order',
      entityId: orderId,
      summary: `Deleted order ${row.reference} (${row.status}, ${formatFils(row.totalFils)})`,
      before: order,
      after: null,
    });
    return { _id: orderId };
  });
  renderAfterCommit(db, issued);
  stockChanged(changed, backInStock);
  return deleted;
}

/**
 * GET /shop/order/user-orders/{userId}: a customer's own orders (any
 * customer's for an admin), newest first. The customer sees "the store" where
 * the admin sees which staff member changed a status.
 */
export async function getUserOrders(db: Db, viewer: User, userId: string, sealer: KeySealer, lang: Language = 'en'): Promise<Order[]> {
  if (viewer.role !== 'admin' && viewer._id !== userId) throw forbidden('FORBIDDEN');
  const view = viewer.role === 'admin' ? 'admin' : 'customer';
  // The lines' titles in `lang` (issue 12): an admin's view stays English (the admin area is English only).
  const orders = (await listUserOrders(db, userId)).map((record) => toOrder(record, view, view === 'customer' ? lang : 'en'));
  // Licence keys are the buyer's alone: an admin looking at a customer's orders never reads them in full (decision 030).
  return view === 'customer' ? withLicenceKeys(db, sealer, orders, lang) : orders;
}
