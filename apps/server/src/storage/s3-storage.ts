import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { assertStorageKey, StorageUnavailableError, type ImageStorage } from './storage';

// Uploaded images in an S3-compatible bucket (docs/decisions/017): every machine
// behind the load balancer reads and writes the same objects. The bucket stays
// private; browsers load `/uploads/<key>` from the store (plugins/uploads.ts),
// which reads the object with these credentials.

/** Stored objects never change (a new upload gets a new key): caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A bucket that does not answer within these stops a request rather than holding it. */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** Read at start-up (`check`); not a key the app makes (those end in `.webp`). */
const CHECK_KEY = 'store-start-up-check';

export interface S3StorageOptions {
  /** Public path under which the app serves the objects (default `/uploads`). */
  urlPrefix?: string;
}

interface S3ErrorShape {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

function statusOf(error: unknown): number | undefined {
  return (error as S3ErrorShape | null)?.$metadata?.httpStatusCode;
}

/** What went wrong, in words an operator can act on; the SDK's error stays attached as the cause. */
function explain(error: unknown, settings: S3Settings): string {
  const { name, code } = (error ?? {}) as S3ErrorShape;
  const status = statusOf(error);
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
  if (name === 'NoSuchBucket' || (name === 'NotFound' && status === 404)) {
    return `bucket "${settings.bucket}" does not exist at ${where}`;
  }
  if (status === 403 || name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch' || name === 'AccessDenied') {
    return `access to bucket "${settings.bucket}" refused (${name ?? status}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY and the key's permissions`;
  }
  if (status === undefined) {
    // No HTTP answer at all: refused, timed out, unknown host.
    return `${where} did not answer (${code ?? name ?? 'network error'})`;
  }
  return `${where} answered ${status} (${name ?? 'error'})`;
}

/**
 * Image storage in the bucket `settings.bucket`. Objects are written with
 * their content type and a one-year immutable Cache-Control, so a CDN in front
 * of the store (or of the bucket) keeps them.
 */
export function createS3Storage(settings: S3Settings, options: S3StorageOptions = {}): ImageStorage {
  const urlPrefix = (options.urlPrefix ?? '/uploads').replace(/\/+$/, '');
  const Bucket = settings.bucket;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default CRC32 checksums (since early 2025) are refused by several S3-compatible
    // servers; TLS already protects the bytes in transit. Only where an operation demands one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });

  const unavailable = (what: string, error: unknown) =>
    new StorageUnavailableError(`S3 image storage: ${what} failed: ${explain(error, settings)}`, { cause: error });

  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, CacheControl: IMMUTABLE }),
        );
      } catch (error) {
        throw unavailable(`writing ${key}`, error);
      }
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // Read whole (images of at most a few hundred KB, lib/images.ts): the connection to the
        // bucket goes back to the pool at once instead of waiting on a slow browser.
        const bytes = await object.Body?.transformToByteArray();
        return {
          data: Buffer.from(bytes ?? new Uint8Array()),
          contentType: object.ContentType ?? 'application/octet-stream',
          ...(object.ETag ? { etag: object.ETag } : {}),
          ...(object.LastModified ? { lastModified: object.LastModified } : {}),
        };
      } catch (error) {
        // S3 answers NoSuchKey only to credentials that may list the bucket (403 otherwise: README).
        if ((error as S3ErrorShape | null)?.name === 'NoSuchKey') return null;
        throw unavailable(`reading ${key}`, error);
      }
    },
    async delete(key) {
      assertStorageKey(key);
      try {
        // S3 answers 204 for a key that is already gone.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        throw unavailable(`deleting ${key}`, error);
      }
    },
    urlFor(key) {
      assertStorageKey(key);
      return `${urlPrefix}/${key}`;
    },
    async check() {
      try {
        // A read of a key nobody writes: NoSuchKey proves the bucket, the credentials and the
        // permission to tell a missing image (404) from a refused read (AccessDenied: README).
        await client.send(new GetObjectCommand({ Bucket, Key: CHECK_KEY }));
      } catch (error) {
        if ((error as S3ErrorShape | null)?.name === 'NoSuchKey') return;
        throw unavailable('opening the bucket', error);
      }
    },
    async close() {
      client.destroy();
    },
  };
}
