import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/contract';
import { ifNoneMatchHits, PUBLIC_CACHE_CONTROL, SHORT_PUBLIC_CACHE_CONTROL } from '#server/plugins/http-cache';
import { createBrand, createCategory, createFeature, createProducts, type TestProduct } from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';

// Limit clamping and paging arithmetic on a catalogue of 105, and the HTTP
// caching of the public catalogue (issue "Catalogue", item 6).

let adminCookie: string;
let products: TestProduct[];
let brandId: string;
let categoryId: string;

const t = suiteTestApp();

beforeAll(async () => {
  const db = t.database.db;
  const brand = await createBrand(db, { name: 'Paged Brand' });
  const category = await createCategory(db, { name: 'Paged Category' });
  brandId = brand.id;
  categoryId = category.id;
  products = await createProducts(db, 105, { brandId, categoryId, titlePrefix: 'Paged', price: 200, salePrice: 150 });
  await createFeature(db, { title: 'Hero' });
  const admin = await t.createUser({ role: 'admin' });
  adminCookie = await t.loginAs(admin.email);
});

describe('limits and pages', () => {
  it('clamps a limit above 100 to 100', async () => {
    const res = await t.call('GET', '/api/shop/products/get?limit=1000');
    expect(res.status).toBe(200);
    expect((res.body.data as Product[]).length).toBe(100);
    expect(res.body).toMatchObject({ total: 105, totalPages: 2, currentPage: 1 });
  });

  it('clamps a limit of 0 to 1', async () => {
    const res = await t.call('GET', '/api/shop/products/get?limit=0');
    expect((res.body.data as Product[]).length).toBe(1);
    expect(res.body).toMatchObject({ total: 105, totalPages: 105 });
  });

  it('computes the pages of a partial last page', async () => {
    const last = await t.call('GET', '/api/shop/products/get?page=5');
    expect(last.body).toMatchObject({ total: 105, totalPages: 5, currentPage: 5 });
    const data = last.body.data as Product[];
    expect(data).toHaveLength(105 - 4 * 24);
    // Newest first: the last page holds the oldest.
    expect(data.at(-1)?._id).toBe(products.at(-1)?.id);
    const beyond = await t.call('GET', '/api/shop/products/get?page=6');
    expect(beyond.body).toMatchObject({ data: [], total: 105, totalPages: 5, currentPage: 6 });
  });

  it('treats page 0 as the first page and refuses a page that is not a number', async () => {
    const zero = await t.call('GET', '/api/shop/products/get?page=0&limit=5');
    expect(zero.body.currentPage).toBe(1);
    expect((await t.call('GET', '/api/shop/products/get?page=two')).status).toBe(400);
  });

  it('pages deals, new arrivals and search the same way', async () => {
    for (const url of [
      '/api/shop/products/deals?limit=1000',
      '/api/shop/products/new?limit=1000',
      '/api/shop/products/search?keyword=paged&limit=1000',
    ]) {
      const res = await t.call('GET', url);
      expect(res.status).toBe(200);
      expect((res.body.data as Product[]).length).toBe(100);
      expect(res.body).toMatchObject({ total: 105, totalPages: 2 });
    }
  });
});

describe('HTTP caching of the public catalogue', () => {
  const publicGets = [
    '/api/shop/products/get',
    '/api/shop/products/new',
    '/api/shop/products/last-added',
    '/api/shop/products/deals',
    '/api/shop/products/search?keyword=paged',
    '/api/shop/products/suggest?q=pa',
    '/api/shop/brands',
    '/api/shop/categories',
    '/api/shop/features',
  ];

  it.each(publicGets)('GET %s carries an ETag and a short public Cache-Control', async (url) => {
    const res = await t.call('GET', url);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('answers 304 with no body to a matching If-None-Match', async () => {
    const first = await t.call('GET', '/api/shop/brands');
    const etag = String(first.headers.etag);
    const again = await t.call('GET', '/api/shop/brands', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.raw).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    const listed = await t.call('GET', '/api/shop/brands', { headers: { 'if-none-match': `"other", ${etag}` } });
    expect(listed.status).toBe(304);
    const stale = await t.call('GET', '/api/shop/brands', { headers: { 'if-none-match': 'W/"other"' } });
    expect(stale.status).toBe(200);
  });

  it('hashes the body before compression, so a compressed answer has the same ETag and still gets 304', async () => {
    const plain = await t.call('GET', '/api/shop/products/get?limit=50');
    const gzipped = await t.app.inject({ method: 'GET', url: '/api/shop/products/get?limit=50', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.raw);
    const notModified = await t.app.inject({
      method: 'GET',
      url: '/api/shop/products/get?limit=50',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('shows an admin change on the next request: a new ETag, and the old one gets the full body', async () => {
    const url = `/api/shop/products/get?category=${categoryId}&limit=5`;
    const before = await t.call('GET', url);
    const etag = String(before.headers.etag);
    const [newest] = before.body.data as Product[];
    const update = await t.call('PUT', `/api/admin/products/update/${newest?._id}`, {
      cookie: adminCookie,
      payload: { title: 'Paged 001 renamed', category: categoryId, brand: brandId, price: 210, totalStock: 3 },
    });
    expect(update.status).toBe(200);
    const after = await t.call('GET', url, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.body.data as Product[])[0]?.title).toBe('Paged 001 renamed');
  });

  it('gives the details page, whose random products vary, a plain max-age', async () => {
    const res = await t.call('GET', `/api/shop/products/get/${products[3]?.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['cache-control']).toBe(SHORT_PUBLIC_CACHE_CONTROL);
  });

  it('reads no session on a public answer: a stale session cookie is neither cleared nor refreshed there', async () => {
    // The answer is the same for everyone and publicly cacheable: it never carries a Set-Cookie (issue 15 item 8).
    const res = await t.call('GET', '/api/shop/brands', { cookie: 'sid=stale-token' });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.etag).toBeDefined();
  });

  it('answers HEAD like GET, without a body', async () => {
    const get = await t.call('GET', '/api/shop/categories');
    const head = await t.call('HEAD', '/api/shop/categories');
    expect(head.status).toBe(200);
    expect(head.raw).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('leaves errors, writes and admin lists uncached: no ETag, and no-store', async () => {
    const missing = await t.call('GET', '/api/shop/products/get/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
    const admin = await t.call('GET', '/api/admin/products/getall', { cookie: adminCookie });
    expect(admin.status).toBe(200);
    expect(admin.headers.etag).toBeUndefined();
    expect(admin.headers['cache-control']).toBe('no-store');
    const quote = await t.call('POST', '/api/shop/quotes', { payload: {} });
    expect(quote.headers.etag).toBeUndefined();
    expect(quote.headers['cache-control']).toBe('no-store');
  });
});

describe('ifNoneMatchHits', () => {
  it('compares weakly, takes lists and *', () => {
    expect(ifNoneMatchHits('W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('*', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('W/"abd"', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits(undefined, 'W/"abc"')).toBe(false);
  });
});
