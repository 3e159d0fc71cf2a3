/**
 * Where uploaded images live (DESIGN.md section 2). The default driver writes
 * to the data folder (`local-storage.ts`); an S3-compatible driver can take its
 * place for several API processes by implementing the same three calls:
 *
 * - `put` stores the bytes under `key` (PutObject with Content-Type, and a long
 *   Cache-Control: keys are never reused, a new upload gets a new random key);
 * - `delete` removes the object and does not fail when it is already gone;
 * - `urlFor` is the public URL the browser loads, without a network call
 *   (e.g. `https://cdn.example.com/<key>`); the local driver answers `/uploads/<key>`.
 *
 * Keys are relative, slash-separated and lower-case: `products/3f9a1c-640.webp`.
 * Every driver checks them with `assertStorageKey` before use.
 */
export interface ImageStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  urlFor(key: string): string;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

// Segments start with a letter, digit or underscore: no `.`, `..` or hidden files.
const KEY_PATTERN = /^[a-z0-9_][a-z0-9_.-]*(\/[a-z0-9_][a-z0-9_.-]*)*$/;
const MAX_KEY_LENGTH = 512;

/**
 * Throws unless `key` is a safe relative key: characters [a-z0-9/_.-] only, no
 * leading, trailing or doubled slash, no `..` anywhere and no segment starting
 * with a dot. So a key can never leave the storage root (`a/../../etc`).
 */
export function assertStorageKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key) || key.includes('..')) {
    throw new InvalidStorageKeyError(key);
  }
}

/**
 * The key behind a URL that `storage.urlFor` produced, or undefined for a URL
 * the storage did not make (an external image, another store's file).
 */
export function storageKeyFromUrl(storage: ImageStorage, url: string): string | undefined {
  const probe = 'probe';
  const prefix = storage.urlFor(probe).slice(0, -probe.length);
  if (!url.startsWith(prefix)) return undefined;
  const key = url.slice(prefix.length);
  try {
    assertStorageKey(key);
    return key;
  } catch {
    return undefined;
  }
}
