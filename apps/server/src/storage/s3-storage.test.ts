import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '#server-test/s3-server';
import { describeStorageContract } from '#server-test/storage-contract';
import { createS3Storage } from './s3-storage';
import { StorageUnavailableError, type ImageStorage } from './storage';

// The S3 driver against s3rver, a real S3-protocol server (test/s3-server.ts).

describeStorageContract('S3 bucket', async () => {
  const server = await startS3Server();
  return { storage: createS3Storage(server.settings), cleanup: () => server.close() };
});

/** A port nothing listens on: the address of a bucket that is down. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let server: TestS3Server;
let storage: ImageStorage;
const opened: ImageStorage[] = [];
const open = (storageUnderTest: ImageStorage) => (opened.push(storageUnderTest), storageUnderTest);

beforeAll(async () => {
  server = await startS3Server();
  storage = open(createS3Storage(server.settings));
});
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  await server?.close();
});

describe('S3 image storage', () => {
  it('writes objects with their type and a one-year immutable Cache-Control, for a CDN reading the bucket', async () => {
    await storage.put('products/cafe-640.webp', Buffer.from('RIFF-cafe'), 'image/webp');
    expect(await server.object('products/cafe-640.webp')).toEqual({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
      data: Buffer.from('RIFF-cafe'),
    });
    expect((await storage.get('products/cafe-640.webp'))?.etag).toMatch(/^"[0-9a-f]+"$/);
  });

  it('names a wrong secret key in the error, without the secret', async () => {
    const secret = 'not-the-right-secret';
    const wrong = open(
      createS3Storage({ ...server.settings, credentials: { accessKeyId: 'S3RVER', secretAccessKey: secret } }),
    );
    const failure = await wrong.put('products/x-640.webp', Buffer.from('x'), 'image/webp').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageUnavailableError);
    expect((failure as Error).message).toContain('check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    expect((failure as Error).message).not.toContain(secret);
    await expect(wrong.check()).rejects.toThrow(/access to bucket "store-images" refused/);
    expect(await server.has('products/x-640.webp')).toBe(false);
  });

  it('names a bucket that does not exist at the start-up check', async () => {
    const missing = open(createS3Storage({ ...server.settings, bucket: 'no-such-bucket' }));
    await expect(missing.check()).rejects.toThrow(`bucket "no-such-bucket" does not exist at ${server.settings.endpoint}`);
    await expect(missing.put('products/x-640.webp', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it('reports a server that does not answer as unavailable storage, for every call', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const down = open(createS3Storage({ ...server.settings, endpoint }));
    await expect(down.check()).rejects.toThrow(`${endpoint} did not answer`);
    await expect(down.put('products/x-640.webp', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(down.get('products/x-640.webp')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(down.delete('products/x-640.webp')).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
