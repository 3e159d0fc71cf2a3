import { beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProducts } from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';

// Issue 15 item 8: /sitemap.xml was one file rebuilt for every request (6.8 MB
// at 50,000 products). It is now an index of files of at most
// SITEMAP_URLS_PER_FILE URLs (50,000, the protocol's limit; 2 here, so five
// products make three files), each made once and kept until the catalogue changes.

/** Every sitemap file the store made, in order. */
const built: string[] = [];
let brandId: string;
let categoryId: string;
let productIds: string[];

const HOST = { host: 'localhost' };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...HOST, ...headers } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

const t = suiteTestApp({
  env: { SITEMAP_URLS_PER_FILE: '2', SITEMAP_CACHE_SECONDS: '3600' },
  onSitemapBuild: (path) => built.push(path),
});

beforeAll(async () => {
  brandId = (await createBrand(t.database.db, { name: 'Sitemap Brand' })).id;
  categoryId = (await createCategory(t.database.db, { name: 'Sitemap Category' })).id;
  productIds = (await createProducts(t.database.db, 5, { brandId, categoryId })).map((p) => p.id);
});

describe('the sitemap index and its files', () => {
  it('lists the pages file and one file per two products', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual([
      'http://localhost/sitemap-pages.xml',
      'http://localhost/sitemap-products-1.xml',
      'http://localhost/sitemap-products-2.xml',
      'http://localhost/sitemap-products-3.xml',
    ]);
  });

  it('puts at most two URLs in each product file, every product exactly once', async () => {
    const seen: string[] = [];
    for (const file of [1, 2, 3]) {
      const res = await get(`/sitemap-products-${file}.xml`);
      expect(res.statusCode).toBe(200);
      const urls = locs(res.body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(2);
      seen.push(...urls);
    }
    expect(seen.toSorted()).toEqual(productIds.map((id) => `http://localhost/shop/product/${id}`).toSorted());
  });

  it('answers 404 for a product file past the last, and for no file at all', async () => {
    const urls = ['/sitemap-products-4.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml'];
    const statuses = await Promise.all(urls.map(async (url) => (await get(url)).statusCode));
    expect(statuses).toEqual([404, 404, 404]);
  });
});

describe('the sitemap cache', () => {
  it('makes a file once: a second request, or a crawler revalidating with its ETag, does not make it again', async () => {
    const first = await get('/sitemap-products-2.xml');
    const made = built.length;
    const again = await get('/sitemap-products-2.xml');
    expect(again.body).toBe(first.body);
    const revalidated = await get('/sitemap-products-2.xml', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(built.length).toBe(made);
  });

  it('makes the files again after a catalogue change, with the new product', async () => {
    await get('/sitemap.xml');
    const made = built.length;
    const cookie = await t.loginAs((await t.createUser({ role: 'admin' })).email);
    const created = await t.call('POST', '/api/admin/products/create', {
      cookie,
      payload: { title: 'Brand New Laptop', description: 'New', price: 100, totalStock: 1, brand: brandId, category: categoryId },
    });
    expect(created.status).toBeLessThan(300);
    const index = await get('/sitemap.xml');
    expect(built.length).toBe(made + 1);
    expect(locs(index.body)).toHaveLength(1 + 3);
    const all: string[] = [];
    for (const file of [1, 2, 3]) all.push(...locs((await get(`/sitemap-products-${file}.xml`)).body));
    expect(all).toHaveLength(6);
    expect(all).toContain(`http://localhost/shop/product/${String((created.body.data as { _id: string })._id)}`);
  });
});
