import type { Language, Order, User } from '@store/contract';
import type { Db } from '#server/db/client';
import { toOrder } from '#server/modules/order-model/index';
import { findOrderRecord } from './orders.repository';

/**
 * The order a placed-order cookie names, as its buyer sees it: a guest's order to the browser holding
 * the cookie; a customer's only to that customer signed in (a cookie left on a shared computer shows
 * nothing to the next person). Null when it is gone or not theirs.
 */
export async function findPlacedOrder(db: Db, orderId: string, viewer: User | null, lang: Language | undefined): Promise<Order | null> {
  const record = await findOrderRecord(db, orderId);
  if (!record) return null;
  const order = toOrder(record, 'customer', lang);
  if (order.type === 'registered' && order.userId !== viewer?._id) return null;
  return order;
}
