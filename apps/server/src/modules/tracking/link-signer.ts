import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '#server/db/client';
import { ensureSecret } from './store-secrets.repository';

// Signed order-tracking links (issue 13 item 2, docs/decisions/021). A token
// is `<order id>.<HMAC-SHA256(key, "order-track:" + order id), base64url>`:
// nothing is stored per link, so a link works on every instance and after a
// restart as long as the key does. The purpose tag keeps a token made for
// this from passing for some other signature the store may make with the key.

const SECRET_NAME = 'order_link_key';
const PURPOSE = 'order-track';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface LinkSigner {
  /** The token of `orderId`'s tracking link. */
  sign(orderId: string): Promise<string>;
  /**
   * A synchronous signer, the key read first: for use inside a transaction,
   * where a query of its own could wait on that transaction (PGlite has one connection).
   */
  signer(): Promise<(orderId: string) => string>;
  /** The order id a genuine token names; null for anything else (tampered, truncated, another key's). */
  verify(token: string): Promise<string | null>;
}

function mac(key: string, orderId: string): Buffer {
  return createHmac('sha256', key).update(`${PURPOSE}:${orderId}`).digest();
}

/**
 * The key of the store's signed links: `appSecret` (APP_SECRET) when set;
 * otherwise the key kept in `store_secrets`, made on first use. Read once per
 * process, then kept in memory. Each kind of link signs with its own purpose
 * tag (stock alerts' unsubscribe links too, docs/decisions/037).
 */
export function linkKeyReader(db: DbOrTx, appSecret: string | undefined): () => Promise<string> {
  let key: Promise<string> | undefined;
  return () => {
    key ??= appSecret
      ? Promise.resolve(appSecret)
      : ensureSecret(db, SECRET_NAME, randomBytes(32).toString('base64url')).catch((error: unknown) => {
          key = undefined; // a database hiccup must not stick: the next call tries again
          throw error;
        });
    return key;
  };
}

/** Signs and checks order-tracking tokens with the link key (see linkKeyReader). */
export function createLinkSigner(db: Db, appSecret: string | undefined): LinkSigner {
  const getKey = linkKeyReader(db, appSecret);
  return {
    async sign(orderId) {
      return `${orderId}.${mac(await getKey(), orderId).toString('base64url')}`;
    },
    async signer() {
      const k = await getKey();
      return (orderId) => `${orderId}.${mac(k, orderId).toString('base64url')}`;
    },
    async verify(token) {
      const dot = token.indexOf('.');
      if (dot < 0) return null;
      const orderId = token.slice(0, dot).toLowerCase();
      if (!UUID.test(orderId)) return null;
      // Compared as text: base64 decoding would accept other spellings of the same bytes.
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(mac(await getKey(), orderId).toString('base64url'));
      return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
    },
  };
}
