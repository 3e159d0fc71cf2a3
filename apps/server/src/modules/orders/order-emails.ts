import { formatAed, type Order } from '@store/contract';

// The texts of the order e-mails (issue "Cart, checkout, orders", item 8):
// pure, so the outbox row is written in the order's own transaction.

export interface EmailContent {
  to: string;
  subject: string;
  text: string;
}

const PAYMENT_LABELS: Record<Order['paymentMethod'], string> = {
  cash_on_delivery: 'Cash on delivery',
  card_on_delivery: 'Card on delivery',
};

const STATUS_LABELS: Record<Order['status'], string> = {
  pending: 'received',
  confirmed: 'confirmed',
  processing: 'being prepared',
  shipped: 'on its way',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

function addressLines(order: Order): string[] {
  const a = order.deliveryAddress;
  return [
    [a.apartment, a.building].filter(Boolean).join(', '),
    a.street,
    [a.area, a.city].join(', '),
    a.emirate,
    ...(a.landmark ? [`Landmark: ${a.landmark}`] : []),
    ...(a.phone ? [`Phone: ${a.phone}`] : []),
  ].filter((line) => line.trim() !== '');
}

function totalsLines(order: Order): string[] {
  return [
    `Subtotal: ${formatAed(order.subtotal)}`,
    `Delivery: ${order.deliveryFee === 0 ? 'Free' : formatAed(order.deliveryFee)}`,
    `Total: ${formatAed(order.totalPrice)} (includes VAT ${formatAed(order.vat)})`,
  ];
}

/** The signed tracking link (docs/decisions/021): every order e-mail carries it. */
function trackLines(trackUrl: string | undefined): string[] {
  return trackUrl ? ['', 'Track or cancel your order:', `  ${trackUrl}`] : [];
}

/** "Thank you for your order": the lines, totals, address and payment. */
export function orderPlacedEmail(order: Order, storeName: string, trackUrl?: string): EmailContent {
  const lines = order.items.map((item) => `  ${item.quantity} x ${item.title}: ${formatAed(item.lineTotal)}`);
  const text = [
    `Dear ${order.name},`,
    '',
    `Thank you for your order ${order.orderNumber} at ${storeName} Computers. We will call you to arrange the delivery.`,
    '',
    ...lines,
    '',
    ...totalsLines(order),
    `Payment: ${PAYMENT_LABELS[order.paymentMethod]}`,
    '',
    'Delivery address:',
    ...addressLines(order).map((line) => `  ${line}`),
    ...trackLines(trackUrl),
    '',
    `${storeName} Computers`,
  ].join('\n');
  return { to: order.email, subject: `Your ${storeName} order ${order.orderNumber}`, text };
}

/** The courier and tracking number of a shipped order, with the courier's link (docs/decisions/030). */
function shipmentLines(order: Order): string[] {
  const shipment = order.status === 'shipped' ? order.shipment : null;
  if (!shipment) return [];
  return [
    `Courier: ${shipment.courierName}`,
    ...(shipment.trackingNumber ? [`Tracking number: ${shipment.trackingNumber}`] : []),
    ...(shipment.trackingUrl ? [`Follow your parcel: ${shipment.trackingUrl}`] : []),
    '',
  ];
}

/** "Your order is now ...": sent on every status change. */
export function orderStatusEmail(order: Order, storeName: string, trackUrl?: string): EmailContent {
  const state = STATUS_LABELS[order.status];
  const text = [
    `Dear ${order.name},`,
    '',
    `Your order ${order.orderNumber} is ${state}.`,
    '',
    ...shipmentLines(order),
    ...totalsLines(order),
    ...trackLines(trackUrl),
    '',
    `${storeName} Computers`,
  ].join('\n');
  return { to: order.email, subject: `Your ${storeName} order ${order.orderNumber} is ${state}`, text };
}

/** The customer's own cancellation (issue 13 item 3): what they cancelled, why, and that the stock is released. */
export function customerCancelledEmail(order: Order, reason: string, storeName: string, trackUrl?: string): EmailContent {
  const text = [
    `Dear ${order.name},`,
    '',
    `You cancelled your order ${order.orderNumber}. Nothing is owed and nothing will be delivered.`,
    `Your reason: ${reason}`,
    '',
    ...order.items.map((item) => `  ${item.quantity} x ${item.title}: ${formatAed(item.lineTotal)}`),
    '',
    ...totalsLines(order),
    ...trackLines(trackUrl),
    '',
    'If this was not you, please call us.',
    '',
    `${storeName} Computers`,
  ].join('\n');
  return { to: order.email, subject: `Your ${storeName} order ${order.orderNumber} is cancelled`, text };
}

/** The store's copy (STORE_EMAIL): who cancelled which order and why, so nobody prepares it. */
export function storeCancellationAlert(order: Order, reason: string, storeEmail: string): EmailContent {
  const text = [
    `The customer cancelled order ${order.orderNumber} (${order.type}).`,
    '',
    `Customer: ${order.name}, ${order.email}, ${order.phone}`,
    `Reason: ${reason}`,
    `Total: ${formatAed(order.totalPrice)}`,
    '',
    ...order.items.map((item) => `  ${item.quantity} x ${item.title}`),
    '',
    'The stock of these products is back on sale.',
  ].join('\n');
  return { to: storeEmail, subject: `Order ${order.orderNumber} cancelled by the customer`, text };
}
