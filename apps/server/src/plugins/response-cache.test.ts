import { beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProduct } from '#server-test/catalog-factories';
import { suiteTestApp, suiteUser } from '#server-test/suite';
import { catalogueAnswerTags, createResponseCache, type ResponseCache } from './response-cache';

// The in-process cache of the public catalogue (docs/decisions/011): a shopper
// may see an answer up to CATALOGUE_CACHE_SECONDS old, unless a change went
// through this process, which empties it at once.

const titles = (body: Record<string, unknown>) => (body.data as { title: string }[]).map((p) => p.title).toSorted();
const names = (body: Record<string, unknown>) => (body.data as { brand: string }[]).map((b) => b.brand);

describe('createResponseCache', () => {
  it('keeps an answer for its time to live, then forgets it', () => {
    let clock = 1_000;
    const cache = createResponseCache(2, () => clock);
    cache.lead('/a')({ body: '{}', etag: 'W/"a"', cacheControl: 'public' });
    clock += 1_999;
    expect(cache.get('/a')?.body).toBe('{}');
    clock += 1;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('keeps the answer as it was given: a text behind a getter is not read, nor kept beside it', () => {
    // A cached page keeps only its compressed copies and unpacks its text on demand (web-app.ts):
    // a copy of its properties would unpack it at once and hold the whole page in memory.
    let unpacked = 0;
    const page = {
      etag: 'W/"p"',
      cacheControl: 'public',
      get body() {
        unpacked += 1;
        return '<!DOCTYPE html>';
      },
    };
    const cache = createResponseCache(30);
    cache.lead('/p')(page);
    expect(cache.get('/p')).toBe(page);
    expect(unpacked).toBe(0);
    expect(Object.getOwnPropertyDescriptor(cache.get('/p'), 'body')?.get).toBeTypeOf('function');
  });

  it('stores nothing when turned off (0 seconds)', () => {
    const cache = createResponseCache(0);
    cache.lead('/a')({ body: '{}', etag: 'W/"a"', cacheControl: 'public' });
    expect(cache.enabled).toBe(false);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('keeps at most 2,000 answers, dropping the oldest first', () => {
    const cache = createResponseCache(30);
    for (let i = 0; i <= 2_000; i += 1) cache.lead(`/p/${i}`)({ body: String(i), etag: 'W/"x"', cacheControl: 'public' });
    expect(cache.get('/p/0')).toBeUndefined();
    expect(cache.get('/p/1')?.body).toBe('1');
    expect(cache.get('/p/2000')?.body).toBe('2000');
  });

  it('lets requests for a URL being answered wait for that answer', async () => {
    const cache = createResponseCache(30);
    const settle = cache.lead('/busy');
    const waiting = cache.pending('/busy');
    expect(waiting).toBeDefined();
    settle({ body: '[1]', etag: 'W/"b"', cacheControl: 'public' });
    expect((await waiting)?.body).toBe('[1]');
    expect(cache.pending('/busy')).toBeUndefined();
    expect(cache.get('/busy')?.body).toBe('[1]');
  });

  it('neither stores nor shares an answer begun before a change', async () => {
    const cache = createResponseCache(30);
    const settle = cache.lead('/old');
    const waiting = cache.pending('/old');
    cache.clear();
    settle({ body: 'stale', etag: 'W/"s"', cacheControl: 'public' });
    expect(await waiting).toBeUndefined();
    expect(cache.get('/old')).toBeUndefined();
  });
});

const [mouse, keyboard] = ['5f0c1e2a-0b1c-4d2e-8f3a-00000000000a', '5f0c1e2a-0b1c-4d2e-8f3a-00000000000b'];
/** A catalogue answer showing these products. */
const answer = (...ids: string[]) => ({ body: JSON.stringify({ data: ids.map((_id) => ({ _id })) }), etag: 'W/"x"', cacheControl: 'public' });
/** A cache holding the mouse's answer (its card shows the keyboard), the keyboard's, and a list of deals with the keyboard. */
function tagged() {
  const cache = createResponseCache(30, Date.now, { tagsOf: catalogueAnswerTags });
  cache.lead(`/api/shop/products/get/${mouse}`)(answer(mouse, keyboard));
  cache.lead(`/api/shop/products/get/${keyboard}`)(answer(keyboard));
  cache.lead('/api/shop/products/deals')(answer(keyboard));
  return cache;
}
/** The answers of tagged() still cached. */
const stillCached = (cache: ResponseCache) =>
  [`/api/shop/products/get/${mouse}`, `/api/shop/products/get/${keyboard}`, '/api/shop/products/deals'].filter((url) => cache.get(url));

describe('clearing what a change touched (issue 26 item 6)', () => {

  it("drops the answers showing a product, and with the lists every list; a product's own answer is no list", () => {
    const cache = tagged();
    cache.forget({ products: [mouse], lists: false });
    expect(stillCached(cache)).toEqual([`/api/shop/products/get/${keyboard}`, '/api/shop/products/deals']);
    const again = tagged();
    again.forget({ products: ['5f0c1e2a-0b1c-4d2e-8f3a-00000000000c'], lists: true });
    expect(stillCached(again)).toEqual([`/api/shop/products/get/${mouse}`, `/api/shop/products/get/${keyboard}`]);
    again.forget(null);
    expect(stillCached(again)).toEqual([]);
  });

  it('stores an answer begun before a change only when the change does not touch it', async () => {
    const cache = createResponseCache(30, Date.now, { tagsOf: catalogueAnswerTags });
    const touched = cache.lead('/touched');
    const untouched = cache.lead('/untouched');
    const waiting = cache.pending('/touched');
    cache.forget({ products: [mouse], lists: false });
    touched(answer(mouse));
    untouched(answer(keyboard));
    expect(await waiting).toBeUndefined();
    expect(cache.get('/touched')).toBeUndefined();
    expect(cache.get('/untouched')?.body).toBe(answer(keyboard).body);
  });
});

describe('the catalogue with a 30-second response cache', () => {
  let brandId: string;
  let categoryId: string;

  const t = suiteTestApp({ env: { CATALOGUE_CACHE_SECONDS: '30' } });
  const admin = suiteUser(t, { role: 'admin' });

  beforeAll(async () => {
    const db = t.database.db;
    brandId = (await createBrand(db, { name: 'Cached Brand' })).id;
    categoryId = (await createCategory(db, { name: 'Cached Category' })).id;
    await createProduct(db, { brandId, categoryId, title: 'First Monitor' });
  });

  it('answers a repeated listing from memory, with the same ETag, until a change goes through the API', async () => {
    const first = await t.call('GET', '/api/shop/products/get?page=1');
    expect(titles(first.body)).toEqual(['First Monitor']);

    // Written behind the API's back (as another instance would): not seen while the answer is fresh.
    await createProduct(t.database.db, { brandId, categoryId, title: 'Second Monitor' });
    const cached = await t.call('GET', '/api/shop/products/get?page=1');
    expect(titles(cached.body)).toEqual(['First Monitor']);
    expect(cached.headers.etag).toBe(first.headers.etag);
    expect(cached.headers['cache-control']).toBe(first.headers['cache-control']);

    // A browser revalidating its copy still gets 304 from the cached answer.
    const revalidated = await t.call('GET', '/api/shop/products/get?page=1', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.status).toBe(304);

    // A reload (Cache-Control: no-cache) asks for a fresh answer.
    const fresh = await t.call('GET', '/api/shop/products/get?page=1', { headers: { 'cache-control': 'no-cache' } });
    expect(titles(fresh.body)).toEqual(['First Monitor', 'Second Monitor']);
  });

  it('is emptied by a successful change through the API (an admin edit)', async () => {
    await t.call('GET', '/api/shop/brands');
    const before = await t.call('GET', '/api/shop/brands');
    const created = await t.call('POST', '/api/admin/brands/create', { cookie: admin.cookie, payload: { brand: 'Fresh Brand', isTop: false } });
    expect(created.status).toBe(201);
    const after = await t.call('GET', '/api/shop/brands');
    expect(names(before.body)).not.toContain('Fresh Brand');
    expect(names(after.body)).toContain('Fresh Brand');
  });

  it('is not emptied by a refused change', async () => {
    const stale = await t.call('GET', '/api/shop/products/get?page=1');
    await createProduct(t.database.db, { brandId, categoryId, title: 'Third Monitor' });
    const refused = await t.call('POST', '/api/admin/brands/create', { cookie: admin.cookie, payload: { brand: '' } });
    expect(refused.status).toBe(400);
    const still = await t.call('GET', '/api/shop/products/get?page=1');
    expect(still.headers.etag).toBe(stale.headers.etag);
    expect(titles(still.body)).not.toContain('Third Monitor');
  });
});
