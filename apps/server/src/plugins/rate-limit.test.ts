import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@store/contract';
import type { CallResult } from '#server-test/test-app';
import { webBuildDir } from '#server-test/web-build';
import { suiteTestApp } from '#server-test/suite';

// The per-IP rate limit on every route (issue 15 items 2 and 8, plugins/rate-limit.ts):
// the API, the pages, sitemap.xml and robots.txt share API_RATE_LIMIT_PER_MINUTE;
// product images count apart; the built files and a page's own API calls do not count.

const LIMIT = 4;
const webDist = webBuildDir();
let address = 0;
/** Each case from an address of its own: the counters are per IP. */
const nextAddress = () => `10.77.0.${(address += 1)}`;

const t = suiteTestApp({
  env: { API_RATE_LIMIT_PER_MINUTE: String(LIMIT), UPLOADS_RATE_LIMIT_PER_MINUTE: '2' },
  config: { webDist },
});

beforeAll(async () => {
  mkdirSync(path.join(t.dataDir, 'uploads', 'products'), { recursive: true });
  writeFileSync(path.join(t.dataDir, 'uploads', 'products', 'pc-640.webp'), 'image bytes');
});

const get = (url: string, remoteAddress: string) => t.call('GET', url, { remoteAddress });
const tooMany = { success: false, code: 'TOO_MANY_REQUESTS', message: messages.TOO_MANY_REQUESTS, params: {} };

function expectRefused(res: CallResult) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual(tooMany);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('the per-IP rate limit', () => {
  it('counts the API, the pages, sitemap.xml and robots.txt together, and refuses past the limit', async () => {
    const ip = nextAddress();
    for (const url of ['/api/shop/brands', '/shop/about', '/sitemap.xml', '/robots.txt']) expect((await get(url, ip)).status).toBe(200);
    for (const url of ['/api/shop/brands', '/shop/about', '/sitemap.xml', '/robots.txt', '/no/such/page']) expectRefused(await get(url, ip));
    // Another address is not affected.
    expect((await get('/shop/about', nextAddress())).status).toBe(200);
  });

  it('counts unknown addresses too (a scan of paths is held to the limit)', async () => {
    const ip = nextAddress();
    for (let i = 0; i < LIMIT; i++) expect((await get(`/wp-admin/${i}.php`, ip)).status).toBe(404);
    expectRefused(await get('/wp-admin/again.php', ip));
  });

  it('counts a page once, not the API calls its loaders make', async () => {
    const ip = nextAddress();
    // The home page's loaders read categories, products and slides: several API calls per page.
    for (let i = 0; i < LIMIT; i++) expect((await get('/shop/home', ip)).status).toBe(200);
    expectRefused(await get('/shop/home', ip));
  });

  it('does not count the built files of the web app', async () => {
    const ip = nextAddress();
    const script = readdirSync(path.join(webDist, 'client', 'assets')).find((name) => name.endsWith('.js'));
    for (let i = 0; i < LIMIT * 3; i++) expect((await get(`/assets/${script}`, ip)).status).toBe(200);
    expect((await get('/favicon.svg', ip)).status).toBe(200);
    expect((await get('/api/shop/brands', ip)).status).toBe(200);
  });

  it('counts product images on their own limit', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 2; i++) expect((await get('/uploads/products/pc-640.webp', ip)).status).toBe(200);
    expectRefused(await get('/uploads/products/pc-640.webp', ip));
    // The images' counter is not the pages' one.
    expect((await get('/shop/about', ip)).status).toBe(200);
  });

  it('a request that claims to be a page’s own call with a wrong token is counted', async () => {
    const ip = nextAddress();
    const headers = { [t.app.inProcessCall.header]: 'guessed' };
    for (let i = 0; i < LIMIT; i++) expect((await t.call('GET', '/api/shop/brands', { remoteAddress: ip, headers })).status).toBe(200);
    expectRefused(await t.call('GET', '/api/shop/brands', { remoteAddress: ip, headers }));
  });
});
