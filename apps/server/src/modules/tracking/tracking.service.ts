import { phoneSchema, type Language, type Order, type User } from '@store/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { trackLinkInvalid } from '#server/lib/track-links/order-of-link';
import { orders } from '#server/db/schema/index';
import { AppError } from '#server/lib/app-error';
import { findOrderRecord } from '#server/modules/orders/index';
import { orderReferenceCandidates, toOrder } from '#server/modules/order-model/index';

// Finding an order for /shop/track (issue 13 item 2, docs/decisions/021).
// Every miss, whatever its cause (no such number, another e-mail or phone),
// is the same 404 (ORDER_NOT_FOUND with the TRACK_NOT_FOUND sentence), so the
// answers never tell which order numbers exist; the routes throttle the
// lookups per IP address. Tracking's answers reuse the codes of their kind of
// failure with sentences of their own (error-codes.ts allows it): every code
// rides on the first visit's JavaScript, whose budget has no room left
// (docs/decisions/021).

/** No order for this number and contact; someone else's order answers the same. */
export const trackNotFound = () => new AppError('ORDER_NOT_FOUND', 404, { sentence: 'TRACK_NOT_FOUND' });

/**
 * Ends every tracking link of the order made until now (later e-mails carry links that work): an
 * admin for any order, a customer for their own; anyone else's order answers as missing.
 */
export async function revokeTrackLinks(db: Db, user: User, orderId: string, now: number): Promise<void> {
  const mayRevoke = user.role === 'admin' ? sql`true` : sql`${orders.userId} = ${user._id}`;
  const revoked = await db
    .update(orders)
    .set({ trackLinksRevokedAt: new Date(now) })
    .where(and(eq(orders.id, orderId), mayRevoke))
    .returning({ id: orders.id });
  if (revoked.length === 0) throw trackNotFound();
}

/** True when `contact` is the order's e-mail (any case) or its phone (any common spelling). */
export function contactMatches(order: Pick<Order, 'email' | 'phone'>, contact: string): boolean {
  const typed = contact.trim();
  if (typed.includes('@')) return typed.toLowerCase() === order.email.toLowerCase();
  const phone = phoneSchema.safeParse(typed);
  return phone.success && phone.data === order.phone;
}

/** The order with its lines' titles in `lang` (`?lang=`, as the catalogue's reads: docs/decisions/025). */
async function orderById(db: Db, orderId: string, lang: Language): Promise<Order | null> {
  const record = await findOrderRecord(db, orderId);
  return record ? toOrder(record, 'customer', lang) : null;
}

/** The order with this reference (orderNumber, docs/decisions/021), when `contact` is its e-mail or phone. */
export async function findOrderByNumberAndContact(db: Db, orderNumber: string, contact: string, lang: Language = 'en'): Promise<Order> {
  const references = orderReferenceCandidates(orderNumber);
  const rows = references.length === 0 ? [] : await db.select({ id: orders.id }).from(orders).where(inArray(orders.reference, references)).limit(2);
  // Eight digits may be an older order's number and a newer one's reference: the contact decides.
  const found = await Promise.all(rows.map((row) => orderById(db, row.id, lang)));
  const order = found.find((candidate) => candidate !== null && contactMatches(candidate, contact));
  if (!order) throw trackNotFound();
  return order;
}

/** The order a verified token names (it may have been deleted since). */
export async function findOrderForLink(db: Db, orderId: string, lang: Language = 'en'): Promise<Order> {
  const order = await orderById(db, orderId, lang);
  if (!order) throw trackLinkInvalid();
  return order;
}

/** A signed-in customer's own order; anyone else's answers as missing. */
export async function findOwnOrder(db: Db, userId: string, orderId: string, lang: Language = 'en'): Promise<Order> {
  const order = await orderById(db, orderId, lang);
  if (!order || order.userId !== userId) throw trackNotFound();
  return order;
}
