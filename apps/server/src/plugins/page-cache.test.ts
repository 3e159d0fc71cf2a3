import { randomBytes } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import type { RequestHandler } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { CatalogueChange, CatalogueChangeListener } from './catalogue-changes';
import type { AppInstance } from './types';
import { createPageHandler } from './web-app';

// The guests' page cache (docs/decisions/013): fresh for PAGE_CACHE_SECONDS,
// then served stale for PAGE_STALE_SECONDS while one rendering makes the next,
// never after a change, and held to PAGE_CACHE_MAX_MB. The framework's handler
// is replaced by one that counts its renderings; the cache's clock is moved by hand.

let app: AppInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The products each page shows, by path: its text links to them, as a card does. */
type Shows = Record<string, string[]>;

async function pageApp(env: Record<string, string>, pageBytes = 2000, shows: Shows = {}) {
  let clock = 1_000_000;
  const renders: string[] = [];
  /** While set, renderings wait for it: a rendering in the background is still going. */
  let gate: Promise<void> | undefined;
  const handle: RequestHandler = async (request) => {
    const path = new URL(request.url).pathname;
    renders.push(path);
    await gate;
    // Random text, so that brotli cannot shrink it much: the memory limit is about real bytes.
    const filler = randomBytes(pageBytes / 4).toString('hex');
    const cards = (shows[path] ?? []).map((id) => `<a href="/shop/product/${id}">card</a>`).join('');
    const html = `<!DOCTYPE html><html><body><h1>${path} #${renders.length}</h1>${cards}<p>${filler}</p></body></html>`;
    return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
  const fastify = Fastify() as unknown as AppInstance;
  fastify.decorate('metrics', { registry: undefined, trackCache: () => undefined });
  // The catalogue-change signal (plugins/catalogue-changes.ts), raised by hand here.
  const listeners: CatalogueChangeListener[] = [];
  fastify.decorate('onCatalogueChange', (listener: CatalogueChangeListener) => void listeners.push(listener));
  const catalogueChanged = (change?: CatalogueChange) => listeners.forEach((listener) => listener(change ?? null));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const pages = createPageHandler(fastify, config, handle, () => clock);
  fastify.setNotFoundHandler((request, reply) => pages(request, reply) ?? reply.code(404).send());
  await fastify.ready();
  app = fastify;
  const get = async (url: string, encoding = 'br') => {
    const res = await fastify.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const text = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    return { res, heading: /<h1>(.*?)<\/h1>/.exec(text)?.[1], timing: String(res.headers['server-timing']) };
  };
  const hold = () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    return () => {
      gate = undefined;
      release();
    };
  };
  return { get, renders, catalogueChanged, hold, tick: (seconds: number) => (clock += seconds * 1000) };
}

/** Lets the rendering started in the background finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("guests' page cache", () => {
  it('serves a stale page at once while one rendering makes the next, then the new one', async () => {
    const { get, renders, tick, hold } = await pageApp({ PAGE_CACHE_SECONDS: '30', PAGE_STALE_SECONDS: '300' });
    expect((await get('/shop/product/a')).heading).toBe('/shop/product/a #1');
    tick(31);
    const release = hold();
    const [stale, alsoStale] = [await get('/shop/product/a'), await get('/shop/product/a')];
    release();
    expect([stale.heading, alsoStale.heading]).toEqual(['/shop/product/a #1', '/shop/product/a #1']);
    expect(stale.timing).toBe('cache;desc="stale"');
    await settle();
    // One rendering for the two stale answers, and the next guest gets its page.
    expect(renders).toHaveLength(2);
    const fresh = await get('/shop/product/a');
    expect(fresh.heading).toBe('/shop/product/a #2');
    expect(fresh.timing).toBe('cache;desc="hit"');
  });

  it('renders again once a page is past its stale time too', async () => {
    const { get, renders, tick } = await pageApp({ PAGE_CACHE_SECONDS: '30', PAGE_STALE_SECONDS: '60' });
    await get('/shop/about');
    tick(91);
    expect((await get('/shop/about')).heading).toBe('/shop/about #2');
    expect(renders).toHaveLength(2);
  });

  it('never serves a copy made before a change, stale or not', async () => {
    const { get, catalogueChanged, tick } = await pageApp({ PAGE_CACHE_SECONDS: '30', PAGE_STALE_SECONDS: '300' });
    await get('/shop/home');
    tick(31);
    catalogueChanged();
    const after = await get('/shop/home');
    expect(after.heading).toBe('/shop/home #2');
    expect(after.timing).toMatch(/^render;dur=/);
  });

  it("drops only the pages that show a product a review touched; stock running out drops the lists too (issue 26 item 6)", async () => {
    const [mouse, keyboard] = ['5f0c1e2a-0b1c-4d2e-8f3a-000000000001', '5f0c1e2a-0b1c-4d2e-8f3a-000000000002'];
    const shows: Shows = {
      [`/shop/product/${mouse}`]: [mouse, keyboard],
      [`/ar/shop/product/${keyboard}`]: [keyboard],
      '/shop/home': [mouse],
      '/shop/deals': [keyboard],
    };
    const { get, catalogueChanged } = await pageApp({ PAGE_CACHE_SECONDS: '30', PAGE_STALE_SECONDS: '300' }, 2000, shows);
    const pages = Object.keys(shows);
    for (const path of pages) await get(path);
    const cached = async () => {
      const kept: string[] = [];
      for (const path of pages) if ((await get(path)).timing === 'cache;desc="hit"') kept.push(path);
      return kept;
    };
    // A review of the mouse: the pages showing it go (its own, the home page's card), the others stay.
    catalogueChanged({ products: [mouse], lists: false });
    expect(await cached()).toEqual([`/ar/shop/product/${keyboard}`, '/shop/deals']);
    // The keyboard's last unit sold: the pages showing it, and every list (a list may lose or gain a product).
    catalogueChanged({ products: [keyboard], lists: true });
    expect(await cached()).toEqual([]);
    // A third product's stock: the lists go, the product pages that do not show it stay.
    catalogueChanged({ products: ['5f0c1e2a-0b1c-4d2e-8f3a-000000000003'], lists: true });
    expect(await cached()).toEqual([`/shop/product/${mouse}`, `/ar/shop/product/${keyboard}`]);
  });

  it('keeps pages as brotli and unpacks them for a client without it', async () => {
    const { get, renders } = await pageApp({ PAGE_CACHE_SECONDS: '30' });
    await get('/shop/deals');
    const plain = await get('/shop/deals', 'identity');
    const gzip = await get('/shop/deals', 'gzip');
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(plain.heading).toBe('/shop/deals #1');
    expect(gzip.res.headers['content-encoding']).toBe('gzip');
    expect(renders).toHaveLength(1);
  });

  it('holds PAGE_CACHE_MAX_MB: the oldest pages go first', async () => {
    // 1 MB and pages of random hex that brotli keeps at about 400 kB: two fit, not three.
    const { get, renders } = await pageApp({ PAGE_CACHE_SECONDS: '30', PAGE_CACHE_MAX_MB: '1' }, 1_600_000);
    for (const id of ['1', '2', '3']) await get(`/shop/product/${id}`);
    await get('/shop/product/3');
    await get('/shop/product/2');
    expect(renders).toHaveLength(3);
    await get('/shop/product/1');
    expect(renders).toHaveLength(4);
  });
});
