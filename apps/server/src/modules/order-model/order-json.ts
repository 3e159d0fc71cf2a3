import { courierName, courierTrackingUrl, filsToAed, messages, type Language, type Order, type OrderStatus, type Shipment, type StatusActor } from '@store/contract';
import type { orderItems, orders, orderStatusChanges } from '#server/db/schema/index';
import { localized } from '#server/modules/catalog/index';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type StatusChangeRow = typeof orderStatusChanges.$inferSelect;

/** An order with its lines and status history, as read in three queries (orders.repository.ts). */
export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  /** Each change with the name of who made it (null for a guest, or a user deleted since). */
  history: (StatusChangeRow & { byName: string | null })[];
  /** The order's invoice and credit note numbers (docs/decisions/026); absent: none issued. */
  documents?: { invoiceNumber: string | null; creditNoteNumber: string | null } | undefined;
}

/** A reference drawn by new_order_reference() (migration 0042): eight characters of Crockford's base 32. */
const RANDOM_REFERENCE = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * The stored references a typed order reference may mean (docs/decisions/021): "FC-7K3M-9QXD", "fc7k3m9qxd"
 * or "7K3M 9QXD" (O read as 0, I and L as 1) for an order placed since migration 0042; "FC-000123", "fc123"
 * or "123" for one placed before, which kept its sequence number. None when the text is neither.
 */
export function orderReferenceCandidates(text: string): string[] {
  const typed = text.trim().toUpperCase().replace(/[\s-]+/g, '');
  const cores = typed.startsWith('FC') ? [typed, typed.slice(2)] : [typed];
  const found = new Set<string>();
  for (const core of cores) {
    const legacy = /^\d{1,15}$/.test(core) ? Number(core) : 0;
    if (Number.isSafeInteger(legacy) && legacy > 0) found.add(`FC-${String(legacy).padStart(6, '0')}`);
    const random = core.replace(/O/g, '0').replace(/[IL]/g, '1');
    if (RANDOM_REFERENCE.test(random)) found.add(`FC-${random.slice(0, 4)}-${random.slice(4)}`);
  }
  return [...found];
}

/**
 * Who made a change: the first entry (no `from`) is the placement, made by
 * the shopper; every later change is the store's, unless the entry names its
 * actor (a customer's own cancellation).
 * Read from the entry, not from `changed_by`, which a deleted account empties.
 */
export function statusActor(change: Pick<StatusChangeRow, 'fromStatus' | 'actor'>): StatusActor {
  // A customer's own cancellation says so (docs/decisions/021).
  if (change.actor) return change.actor;
  return change.fromStatus === null ? 'customer' : 'store';
}

/**
 * Whom the order is shown to. A customer (their own orders, a placement's
 * answer) sees "the store" for the store's changes, never a staff member's id
 * or name (issue 15 item 8); the admin views keep them.
 */
export type OrderView = 'admin' | 'customer';

function historyEntry(change: OrderRecord['history'][number], view: OrderView): Order['history'][number] {
  const actor = statusActor(change);
  const hidden = view === 'customer' && actor === 'store';
  return {
    from: change.fromStatus as OrderStatus | null,
    to: change.toStatus as OrderStatus,
    actor,
    by: hidden ? null : change.changedBy,
    byName: hidden ? messages.ORDER_CHANGED_BY_STORE : change.byName,
    at: change.changedAt.toISOString(),
  };
}

/** The courier and tracking number given when the order was marked shipped (docs/decisions/030). */
export function toShipment(order: Pick<OrderRow, 'courier' | 'trackingNumber'>): Shipment | null {
  if (!order.courier) return null;
  return {
    courier: order.courier,
    courierName: courierName(order.courier),
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingNumber ? courierTrackingUrl(order.courier, order.trackingNumber) : null,
  };
}

/**
 * The one mapping from rows to the contract's Order (docs/store-rules.md#3-records-and-their-fields and #10-orders-stock-and-money): AED at the edge.
 * `lang` picks the lines' titles as the catalogue does (docs/decisions/025): the Arabic title captured at
 * placement on `ar`, the English where the line has none; the same shape in both languages.
 */
export function toOrder({ order, items, history, documents }: OrderRecord, view: OrderView, lang: Language = 'en'): Order {
  return {
    _id: order.id,
    orderNumber: order.reference,
    userId: order.userId,
    type: order.type,
    status: order.status,
    name: order.name,
    email: order.email,
    phone: order.phone,
    items: items.map((item) => ({
      productId: item.productId,
      title: localized(item.title, item.titleAr, lang),
      image: item.image,
      price: filsToAed(item.unitPriceFils),
      quantity: item.quantity,
      lineTotal: filsToAed(item.unitPriceFils * item.quantity),
    })),
    // Written from the contract's deliveryAddressSchema only, so it has that shape.
    deliveryAddress: order.deliveryAddress as Order['deliveryAddress'],
    paymentMethod: order.paymentMethod,
    language: order.language,
    subtotal: filsToAed(order.subtotalFils),
    deliveryFee: filsToAed(order.deliveryFeeFils),
    codFee: filsToAed(order.codFeeFils),
    discount: filsToAed(order.discountFils),
    couponCode: order.couponCode,
    vat: filsToAed(order.vatFils),
    totalPrice: filsToAed(order.totalFils),
    history: history.map((change) => historyEntry(change, view)),
    createdAt: order.createdAt.toISOString(),
    companyName: order.companyName,
    companyTrn: order.companyTrn,
    invoiceNumber: documents?.invoiceNumber ?? null,
    creditNoteNumber: documents?.creditNoteNumber ?? null,
    shipment: toShipment(order),
  };
}
