/**
 * Where uploaded images live (docs/architecture.md#the-parts, docs/decisions/017). Two
 * drivers implement the same calls: the data folder on local disk
 * (`local-storage.ts`, the default) and S3-compatible object storage
 * (`s3-storage.ts`, `S3_BUCKET`), which several machines can share.
 * `storage-contract.ts` is the one test suite both drivers pass.
 *
 * - `put` stores the bytes under `key`, replacing what was there (keys are
 *   never reused in practice: a new upload gets a new random key, so every
 *   stored file can be cached for good);
 * - `get` reads them back, or answers null when nothing is stored under `key`;
 * - `delete` removes them and does not fail when they are already gone;
 * - `urlFor` is the public URL the browser loads, without a network call:
 *   `/uploads/<key>` for both drivers, served by the app (plugins/uploads.ts).
 *
 * Keys are relative, slash-separated and lower-case: `products/3f9a1c-640.webp`.
 * Every driver checks them with `assertStorageKey` before use. A failure of the
 * storage itself (disk, network, credentials) is a `StorageUnavailableError`.
 */
export interface ImageStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredImage | null>;
  delete(key: string): Promise<void>;
  urlFor(key: string): string;
  /** Set for the local driver: the folder the app serves under /uploads with @fastify/static. */
  readonly localDir?: string;
  /** Throws a StorageUnavailableError naming the problem when the storage cannot be used (start-up check). */
  check(): Promise<void>;
  /** Releases connections (the app's onClose). */
  close(): Promise<void>;
}

export interface StoredImage {
  data: Buffer;
  contentType: string;
  /** An entity tag for the bytes, quoted as in HTTP (`"5d41…"`), when the storage knows one. */
  etag?: string;
  lastModified?: Date;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** The storage could not be reached or refused the call; `cause` has the driver's error for the log. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
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

/** True for a key `assertStorageKey` accepts. */
export function isStorageKey(key: string): boolean {
  try {
    assertStorageKey(key);
    return true;
  } catch {
    return false;
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
  return isStorageKey(key) ? key : undefined;
}
