import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '#server/db/client';
import { ensureSecret } from './store-secrets.repository';

// Licence keys at rest (issue 13 item 8, docs/decisions/030): AES-256-GCM
// with a key derived (HKDF-SHA256) from the store's secret: APP_SECRET when
// set, otherwise a random secret the store makes once and keeps in
// store_secrets, apart from the link-signing key (deleting that row to end
// every tracking link must not make the licence keys unreadable).

const SECRET_NAME = 'licence_key_secret';

/** What is stored of one key. */
export interface SealedKey {
  sealed: string;
  /** HMAC of the key: the same key twice is refused without opening any. */
  keyHash: string;
  /** The last four characters, for the masked admin list. */
  tail: string;
}

/** The sealing functions once the secret is read (sync: for use inside a transaction). */
export interface OpenSealer {
  /** A fingerprint of the secret: rows sealed under another one cannot be opened and are never handed out. */
  secretId: string;
  seal(key: string): SealedKey;
  hash(key: string): string;
  /** The key, or null when the row was sealed under another secret or was altered. */
  open(sealed: string): string | null;
}

export interface KeySealer {
  /** Reads (or makes) the secret once per process; call before a transaction (PGlite has one connection). */
  ready(): Promise<OpenSealer>;
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'falcon-store', `licence-keys:${purpose}`, 32));
}

export function openSealer(secret: string): OpenSealer {
  const encryptionKey = derive(secret, 'aes-256-gcm');
  const hashKey = derive(secret, 'hmac-sha256');
  const hash = (key: string) => createHmac('sha256', hashKey).update(key).digest('base64url');
  const secretId = createHmac('sha256', hashKey).update('secret-id').digest('hex').slice(0, 16);
  return {
    secretId,
    hash,
    seal(key) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
      const sealed = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
      return { sealed, keyHash: hash(key), tail: key.slice(-4) };
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', encryptionKey, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null; // another secret's row, or altered: GCM's tag refuses it
      }
    },
  };
}

export function createKeySealer(db: Db, appSecret: string | undefined): KeySealer {
  let sealer: Promise<OpenSealer> | undefined;
  return {
    ready() {
      sealer ??= (appSecret ? Promise.resolve(appSecret) : ensureSecret(db, SECRET_NAME, randomBytes(32).toString('base64url')))
        .then(openSealer)
        .catch((error: unknown) => {
          sealer = undefined; // a database hiccup must not stick
          throw error;
        });
      return sealer;
    },
  };
}
