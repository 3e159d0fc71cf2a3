import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl, messages, type Product } from '@store/contract';
import { createBrand, createCategory } from '#server-test/catalog-factories';
import { startS3Server, type TestS3Server } from '#server-test/s3-server';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { deleteStoredImage } from '#server/lib/images';
import { createS3Storage } from '#server/storage/s3-storage';

// Uploaded images in an S3-compatible bucket (S3_BUCKET, docs/decisions/017),
// through the API, against s3rver (test/s3-server.ts): two store instances,
// each with its own data folder, share the bucket as two machines would.

let s3: TestS3Server;
let first: TestApp;
let second: TestApp;
let adminCookie: string;
let png: Buffer;

const IMMUTABLE = 'public, max-age=31536000, immutable';

function multipart(data: Buffer) {
  const boundary = `----store-test-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (app: TestApp, data: Buffer) => app.call('POST', '/api/admin/uploads', { cookie: adminCookie, ...multipart(data) });
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

beforeAll(async () => {
  s3 = await startS3Server();
  // One after the other: two apps starting side by side on a busy 2-core machine can pass Fastify's plugin timeout.
  first = await createTestApp({ env: s3.env });
  second = await createTestApp({ env: s3.env });
  const admin = await first.createUser({ role: 'admin' });
  adminCookie = await first.loginAs(admin.email);
  png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } }).png().toBuffer();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await s3?.close();
});

describe('uploads on S3-compatible storage', () => {
  let url: string;

  it('stores an upload as three WebP objects in the bucket, none in the data folder', async () => {
    const res = await upload(first, png);
    expect(res.status).toBe(201);
    url = (res.body.data as { url: string }).url;
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f]{16}-640\.webp$/);

    for (const width of IMAGE_WIDTHS) {
      const object = await s3.object(keyOf(imageVariantUrl(url, width)));
      expect(object).toMatchObject({ contentType: 'image/webp', cacheControl: IMMUTABLE });
      expect((await sharp(object?.data).metadata()).width).toBe(width === 1280 ? 900 : width);
    }
    expect(existsSync(path.join(first.dataDir, 'uploads'))).toBe(false);
  });

  it("serves the product's image URL from the bucket with the local folder's cache headers, on every instance", async () => {
    const db = first.database.db;
    const [brand, category] = await Promise.all([createBrand(db), createCategory(db)]);
    const created = await first.call('POST', '/api/admin/products/create', {
      cookie: adminCookie,
      payload: { title: 'Bucket laptop', category: category.id, brand: brand.id, image: url, price: 4999, totalStock: 3 },
    });
    expect(created.status).toBe(201);
    const shown = await first.call('GET', `/api/shop/products/get/${(created.body.data as Product)._id}`);
    const image = (shown.body.data as { product: Product }).product.image;
    expect(image).toBe(url);

    // The second instance never saw the upload: it reads the same bucket.
    for (const app of [first, second]) {
      const served = await app.app.inject({ method: 'GET', url: image ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(IMMUTABLE);
      expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    }
  });

  it('answers a revalidation with 304 and a HEAD with the headers alone', async () => {
    const served = await second.app.inject({ method: 'GET', url });
    const etag = served.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await second.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const head = await second.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404, as for any unknown path, for a key the bucket does not hold or could never hold', async () => {
    const paths = [
      '/uploads/products/0000000000000000-640.webp',
      '/uploads/Products/A.webp',
      '/uploads/%2e%2e/secret',
      '/uploads/products/..%2f..%2fsecret',
      `/uploads/products/${'a'.repeat(600)}.webp`,
      '/uploads/',
    ];
    for (const missing of paths) {
      const res = await first.call('GET', missing);
      expect({ missing, status: res.status, code: res.body.code }).toEqual({ missing, status: 404, code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('deletes every width of an image from the bucket, after which its URL answers 404', async () => {
    const storage = createS3Storage(s3.settings);
    try {
      await deleteStoredImage(storage, url);
    } finally {
      await storage.close();
    }
    for (const width of IMAGE_WIDTHS) expect(await s3.has(keyOf(imageVariantUrl(url, width)))).toBe(false);
    for (const app of [first, second]) {
      const res = await app.call('GET', url);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('ROUTE_NOT_FOUND');
    }
  });

  // Last: it stops the server.
  it('answers 503 with the catalogue message, never a bare 500, while the bucket is down', async () => {
    const stored = (await upload(first, png)).body.data as { url: string };
    await s3.close();

    const res = await upload(first, png);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, params: {}, code: 'IMAGE_STORAGE_UNAVAILABLE', message: messages.IMAGE_STORAGE_UNAVAILABLE });

    const image = await second.call('GET', stored.url);
    expect(image.status).toBe(503);
    expect(image.body).toEqual({ success: false, code: 'IMAGE_STORAGE_UNAVAILABLE', message: messages.IMAGE_STORAGE_UNAVAILABLE, params: {} });
    expect(image.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});
