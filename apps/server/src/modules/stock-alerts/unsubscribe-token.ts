import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '#server/db/client';
import { linkKeyReader } from '#server/lib/track-links/link-signer';

// The one-click unsubscribe link of a stock alert e-mail (docs/decisions/037):
// `<address, base64url>.<HMAC-SHA256(link key, "stock-alert-unsubscribe:" + address)>`.
// Nothing is stored per link; it names the address, so it ends every alert
// that address still waits on, and works on every instance with the same key.

const PURPOSE = 'stock-alert-unsubscribe';

export interface UnsubscribeSigner {
  sign(email: string): Promise<string>;
  /** The address a genuine token names (lower case); null for anything else. */
  verify(token: string): Promise<string | null>;
}

function mac(key: string, email: string): string {
  return createHmac('sha256', key).update(`${PURPOSE}:${email}`).digest('base64url');
}

/** Signs with the store's link key (APP_SECRET, or the key kept in store_secrets), like the tracking links. */
export function createUnsubscribeSigner(db: DbOrTx, appSecret: string | undefined): UnsubscribeSigner {
  const getKey = linkKeyReader(db, appSecret);
  return {
    async sign(email) {
      const address = email.toLowerCase();
      return `${Buffer.from(address).toString('base64url')}.${mac(await getKey(), address)}`;
    },
    async verify(token) {
      const dot = token.indexOf('.');
      if (dot <= 0) return null;
      const address = Buffer.from(token.slice(0, dot), 'base64url').toString('utf8');
      // Only the canonical spelling of the address passes (base64url decoding forgives others).
      if (address !== address.toLowerCase() || Buffer.from(address).toString('base64url') !== token.slice(0, dot)) return null;
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(mac(await getKey(), address));
      return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
    },
  };
}
