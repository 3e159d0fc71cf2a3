import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '#server/config';

// A real S3-protocol server for the tests (docs/decisions/017): s3rver, an S3
// implementation in Node that checks signature V4 like S3 does, on a free port
// of 127.0.0.1 with its objects in a temporary folder. MinIO is not in
// Debian's packages; this runs wherever `npm ci` ran.

/** s3rver's built-in account. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  /** The store's settings for this server's bucket. */
  settings: S3Settings;
  /** The same settings as the environment variables of the README. */
  env: Record<string, string>;
  /** The bucket's objects, as another client sees them (not through the store). */
  object(key: string): Promise<{ contentType: string | undefined; cacheControl: string | undefined; data: Buffer } | null>;
  /** True when the bucket holds `key`. */
  has(key: string): Promise<boolean>;
  /** Stops the server and removes its folder; later calls to it are refused (outage tests). */
  close(): Promise<void>;
}

const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

export async function startS3Server(bucket = 'store-images'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'store-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: settings.region,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  let closed = false;

  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async object(key) {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const data = Buffer.from((await got.Body?.transformToByteArray()) ?? new Uint8Array());
        return { contentType: got.ContentType, cacheControl: got.CacheControl, data };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
