import { canCustomerCancel, type Order, type TrackedOrder } from '@store/contract';

// What the tracking page may show (issue 13 item 2): someone holding an order
// number and an e-mail (or a forwarded link) sees the order, not the person.
// So: the first name only, no e-mail or phone, the street, building and flat
// masked, and "the store" for every change a staff member made.

/** Keeps the first `keep` characters of each word and masks the rest: "Al Wasl Road" -> "A• W••• R•••". */
export function maskText(value: string, keep = 1): string {
  return value
    .trim()
    .split(/\s+/)
    .map((word) => {
      const chars = [...word];
      return chars.slice(0, keep).join('') + '•'.repeat(Math.max(chars.length - keep, 0));
    })
    .join(' ');
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The order as /shop/track shows it (trackedOrderSchema). */
export function toTrackedOrder(order: Order): TrackedOrder {
  const a = order.deliveryAddress;
  return {
    _id: order._id,
    orderNumber: order.orderNumber,
    status: order.status,
    firstName: firstName(order.name),
    items: order.items,
    deliveryAddress: {
      emirate: a.emirate,
      city: a.city,
      area: a.area,
      street: maskText(a.street),
      building: maskText(a.building),
      ...(a.apartment ? { apartment: maskText(a.apartment, 0) } : {}),
    },
    paymentMethod: order.paymentMethod,
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    codFee: order.codFee,
    vat: order.vat,
    totalPrice: order.totalPrice,
    history: order.history.map(({ from, to, actor, at }) => ({ from, to, actor, at })),
    // An order whose licence keys were sent is the store's to cancel (docs/decisions/030).
    cancellable: canCustomerCancel(order.status) && !order.licenceKeys?.length,
    createdAt: order.createdAt,
    invoiceNumber: order.invoiceNumber,
    creditNoteNumber: order.creditNoteNumber,
    shipment: order.shipment ?? null,
    // Only when the caller opened them for this buyer (the link, the lookup, the owner: tracking.routes.ts).
    ...(order.licenceKeys ? { licenceKeys: order.licenceKeys } : {}),
  };
}
