// The order a browser just placed, for the confirmation page (docs/decisions/045):
// a short-lived, signed, HttpOnly cookie naming it, set by the placement and
// read by GET /api/shop/order/placed. No order travels in an address, in
// sessionStorage or in a page the cache could share.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '#server/db/client';
import { linkKeyReader } from '#server/lib/track-links/link-signer';

export const PLACED_ORDER_COOKIE = 'placed_order';
/** Long enough to reload the confirmation page; the order e-mail's link serves after that. */
export const PLACED_ORDER_SECONDS = 30 * 60;

/** Its own purpose tag: a tracking or unsubscribe signature can never stand for it (docs/decisions/021, 037). */
const PURPOSE = 'placed-order';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface PlacedOrderSigner {
  /** `<orderId>.<expiry ms>.<mac>` for a cookie that lasts PLACED_ORDER_SECONDS from `now`. */
  sign(orderId: string, now: number): Promise<string>;
  /** The order id a cookie names, while it is genuine and fresh; null otherwise. */
  read(value: string | undefined, now: number): Promise<string | null>;
}

export function createPlacedOrderSigner(db: Db, appSecret: string | undefined): PlacedOrderSigner {
  const getKey = linkKeyReader(db, appSecret);
  const mac = async (orderId: string, expiry: string) => createHmac('sha256', await getKey()).update(`${PURPOSE}:${orderId}:${expiry}`).digest('base64url');
  return {
    async sign(orderId, now) {
      const expiry = String(now + PLACED_ORDER_SECONDS * 1000);
      return `${orderId}.${expiry}.${await mac(orderId, expiry)}`;
    },
    async read(value, now) {
      const [orderId, expiry, given] = (value ?? '').split('.');
      if (!orderId || !expiry || !given || !UUID.test(orderId) || !/^\d{1,15}$/.test(expiry) || Number(expiry) < now) return null;
      const expected = Buffer.from(await mac(orderId, expiry));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? orderId : null;
    },
  };
}
