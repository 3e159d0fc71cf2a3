import { releaseCouponUse } from '../coupons/coupons.repository';
import {
  allowedNextStatuses,
  canChangeStatus,
  formatFils,
  holdsStock,
  type AllOrdersQuery,
  type Order,
  type OrderStatus,
  type OrderType,
  type User,
} from '@store/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { CatalogueChanged } from '../../plugins/catalogue-changes';
import { recordAudit } from '../audit/audit.repository';
import { enqueueEmail } from '../notifications/outbox.repository';
import { issueCreditNoteIfInvoiced } from '../invoices/invoice.service';
import { recordDocuments } from '../invoices/order-documents';
import { formatOrderNumber, toOrder } from './order-json';
import {
  deleteOrderRow,
  findOrderForUpdate,
  findOrderRecord,
  listOrders,
  listUserOrders,
  returnStock,
  setOrderStatus,
} from './orders.repository';

// Order management (spec section 7 "Orders", DESIGN.md section 5 "Order statuses").

/** GET /shop/order/all-orders (admin): newest first, 10 a page by default. */
export async function listOrdersPage(db: Db, query: AllOrdersQuery) {
  const { records, total } = await listOrders(db, {
    status: query.status,
    userType: query.userType,
    search: query.search,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    data: records.map((record) => toOrder(record, 'admin')),
    total,
    // An empty list is one empty page, so "page 1 of 1" never reads "of 0".
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    currentPage: query.page,
  };
}

/**
 * PATCH /shop/order/update-order-status/{orderId}/{orderType} (admin). The
 * order row is locked, so two admins cannot both cancel it and give its stock
 * back twice. Cancelling an order that holds stock returns it (a product back
 * in stock is a catalogue change: `changed`, once committed); every change
 * is recorded with who and when, and the customer gets an e-mail.
 */
export async function changeOrderStatus(
  db: Db,
  config: Pick<Config, 'seller'>,
  admin: User,
  orderId: string,
  orderType: OrderType,
  newStatus: OrderStatus,
  changed: CatalogueChanged,
  trackLink?: (orderId: string) => string,
): Promise<Order> {
  let backInStock = false;
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
    // A cancelled order gives its coupon's use back (docs/decisions/033).
    if (newStatus === 'cancelled') await releaseCouponUse(tx, orderId);
    await setOrderStatus(tx, orderId, row.status, newStatus, admin._id);
    const record = await findOrderRecord(tx, orderId);
    if (!record) throw notFound('ORDER_NOT_FOUND');
    // The invoice with the confirmation, the credit note with a cancellation after it (docs/decisions/026).
    const { attachment } = await recordDocuments(tx, config.seller, record, newStatus, CANCELLED_BY_STORE);
    const order = toOrder(record, 'admin');
    // The customer's e-mail shows the customer's view ("the store", no staff names), in the order's language,
    // with the new invoice or credit note attached (docs/decisions/026). An order whose buyer deleted the
    // account has no e-mail left to write to (docs/decisions/031).
    if (order.email) {
      const customerView = toOrder(record, 'customer');
      await enqueueEmail(tx, {
        kind: 'order_status_changed',
        to: order.email,
        payload: { template: 'order_status', language: order.language, order: customerView, trackUrl: trackLink?.(orderId) ?? null },
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
      after: { status: newStatus },
    });
    return order;
  });
  if (backInStock) changed();
  return changedOrder;
}

/** The reason a credit note gives when the store cancels an invoiced order. */
const CANCELLED_BY_STORE = 'Order cancelled by the store';
/** The reason when the store deletes an invoiced order that was not delivered. */
const DELETED_BY_STORE = 'Order deleted by the store before delivery';

/**
 * DELETE /shop/order/delete/{orderId}/{orderType} (admin): an order still
 * holding stock gives it back. The audit entry keeps the whole order.
 */
export async function deleteOrder(db: Db, admin: User, orderId: string, orderType: OrderType, changed: CatalogueChanged): Promise<{ _id: string }> {
  let backInStock = false;
  const deleted = await db.transaction(async (tx) => {
    const row = await findOrderForUpdate(tx, orderId);
    if (!row || row.type !== orderType) throw notFound('ORDER_NOT_FOUND');
    const record = await findOrderRecord(tx, orderId);
    if (holdsStock(row.status)) {
      backInStock = await returnStock(tx, orderId);
      // The goods never left: an invoice issued for them is credited. The documents outlive the order (no foreign key).
      await issueCreditNoteIfInvoiced(tx, orderId, DELETED_BY_STORE);
    }
    await releaseCouponUse(tx, orderId);
    await deleteOrderRow(tx, orderId);
    const order = record ? toOrder(record, 'admin') : null;
    await recordAudit(tx, {
      actor: admin,
      action: 'order.delete',
      entityType: 'order',
      entityId: orderId,
      summary: `Deleted order ${formatOrderNumber(row.number)} (${row.status}, ${formatFils(row.totalFils)})`,
      before: order,
      after: null,
    });
    return { _id: orderId };
  });
  if (backInStock) changed();
  return deleted;
}

/**
 * GET /shop/order/user-orders/{userId}: a customer's own orders (any
 * customer's for an admin), newest first. The customer sees "the store" where
 * the admin sees which staff member changed a status.
 */
export async function getUserOrders(db: Db, viewer: User, userId: string): Promise<Order[]> {
  if (viewer.role !== 'admin' && viewer._id !== userId) throw forbidden('FORBIDDEN');
  const view = viewer.role === 'admin' ? 'admin' : 'customer';
  return (await listUserOrders(db, userId)).map((record) => toOrder(record, view));
}
