// The order a browser just placed, for the confirmation page (docs/decisions/045):
// a short-lived, signed, HttpOnly cookie naming it, set by the placement and
// read by GET /api/shop/order/placed. No order travels in an address, in
// sessionStorage or in a page the cache could share.
import { timingSafeEqual } from 'node:crypto';
import type { LinkSigner } from '../tracking/link-signer';

export const PLACED_ORDER_COOKIE = 'placed_order';
/** Long enough to reload the confirmation page; the order e-mail's link serves after that. */
export const PLACED_ORDER_SECONDS = 30 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `<orderId>:<expiry ms>.<mac>`, signed with the tracking links' key. A tracking
 * token signs the bare order id, so neither can stand for the other.
 */
export async function placedOrderValue(links: LinkSigner, orderId: string, now: number): Promise<string> {
  return links.sign(`${orderId}:${now + PLACED_ORDER_SECONDS * 1000}`);
}

/** The order id a cookie names, while it is genuine and fresh; null otherwise. */
export async function readPlacedOrder(links: LinkSigner, value: string | undefined, now: number): Promise<string | null> {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  const [orderId, expiry] = value.slice(0, Math.max(0, dot)).split(':');
  if (!orderId || !expiry || !UUID.test(orderId) || !/^\d{1,15}$/.test(expiry) || Number(expiry) < now) return null;
  const expected = Buffer.from(await links.sign(`${orderId}:${expiry}`));
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
}
