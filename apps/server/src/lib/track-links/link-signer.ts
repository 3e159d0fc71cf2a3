import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '#server/db/client';
import { ensureSecret } from '../secrets/store-secrets.repository';

// Signed order-tracking links (issue 13 item 2, docs/decisions/021). A token
// is `<order id>.<issued>.<HMAC-SHA256(key, "order-track:" + order id + ":" + issued), base64url>`,
// `issued` the moment it was made (milliseconds, base 36): nothing is stored
// per link, so a link works on every instance and after a restart as long as
// the key does, and its age is known for its lifetime (issue 26 item 3). Links
// made before that carry no moment (`<order id>.<HMAC of "order-track:" + order id>`).
// The purpose tag keeps a token made for this from passing for some other
// signature the store may make with the key.

const SECRET_NAME = 'order_link_key';
const PURPOSE = 'order-track';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISSUED = /^[0-9a-z]{1,12}$/;

/** What a genuine token says: its order, and when it was made (null for a link made before links had a moment). */
export interface VerifiedLink {
  orderId: string;
  issuedAt: number | null;
}

export interface LinkSigner {
  /** The token of `orderId`'s tracking link, made now. */
  sign(orderId: string): Promise<string>;
  /**
   * A synchronous signer, the key read first: for use inside a transaction,
   * where a query of its own could wait on that transaction (PGlite has one connection).
   */
  signer(): Promise<(orderId: string) => string>;
  /** The order and moment a genuine token names; null for anything else (tampered, truncated, another key's). */
  verify(token: string): Promise<VerifiedLink | null>;
}

function mac(key: string, orderId: string, issued: string | null): string {
  const subject = issued === null ? `${PURPOSE}:${orderId}` : `${PURPOSE}:${orderId}:${issued}`;
  return createHmac('sha256', key).update(subject).digest('base64url');
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

/** Signs and checks order-tracking tokens with the link key (see linkKeyReader); `now` is the clock of `issued`. */
export function createLinkSigner(db: Db, appSecret: string | undefined, now: () => number = Date.now): LinkSigner {
  const getKey = linkKeyReader(db, appSecret);
  const tokenOf = (key: string, orderId: string) => {
    const issued = now().toString(36);
    return `${orderId}.${issued}.${mac(key, orderId, issued)}`;
  };
  return {
    async sign(orderId) {
      return tokenOf(await getKey(), orderId);
    },
    async signer() {
      const key = await getKey();
      return (orderId) => tokenOf(key, orderId);
    },
    async verify(token) {
      const parts = token.split('.');
      if (parts.length !== 2 && parts.length !== 3) return null;
      const orderId = parts[0]!.toLowerCase();
      const issued = parts.length === 3 ? parts[1]! : null;
      if (!UUID.test(orderId) || (issued !== null && !ISSUED.test(issued))) return null;
      // Compared as text: base64 decoding would accept other spellings of the same bytes.
      const given = Buffer.from(parts.at(-1)!);
      const expected = Buffer.from(mac(await getKey(), orderId, issued));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { orderId, issuedAt: issued === null ? null : Number.parseInt(issued, 36) };
    },
  };
}
