import type { Order, OrderLicenceKey } from '@store/contract';
import type { EmailContent } from '../orders/order-emails';

// The buyer's licence keys by e-mail (issue 13 item 8, docs/decisions/030): a
// plain e-mail of its own, sent once when the order is confirmed.

export function licenceKeysEmail(order: Pick<Order, 'name' | 'email' | 'orderNumber'>, keys: OrderLicenceKey[], storeName: string, trackUrl?: string): EmailContent {
  const text = [
    `Dear ${order.name},`,
    '',
    `Here are the licence keys of your order ${order.orderNumber}. Each key activates one copy; keep this e-mail safe.`,
    '',
    ...keys.map((key) => `  ${key.title}: ${key.key}`),
    '',
    ...(trackUrl ? ['You can see them again on your order page:', `  ${trackUrl}`, ''] : []),
    `${storeName} Computers`,
  ].join('\n');
  return { to: order.email, subject: `Your licence keys for ${order.orderNumber}`, text };
}
