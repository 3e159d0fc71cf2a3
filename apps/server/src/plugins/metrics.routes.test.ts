import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@store/contract';
import { createShelf, guestOrder, stockedProduct, type TestShelf } from '#server-test/commerce-factories';
import { createTestApp, type TestApp } from '#server-test/test-app';

// GET /metrics (issue 15 item 9, docs/decisions/018): what an operator's
// Prometheus reads, and closed to everyone else.

const TOKEN = 'metrics-token-for-the-tests-0123';
const auth = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
let closed: TestApp;
let shelf: TestShelf;

beforeAll(async () => {
  [t, closed] = await Promise.all([
    // The catalogue cache on, so its hits and misses show.
    createTestApp({ env: { METRICS_TOKEN: TOKEN, CATALOGUE_CACHE_SECONDS: '30' } }),
    createTestApp(),
  ]);
  shelf = await createShelf(t.database.db);
});
afterAll(async () => {
  await Promise.all([t?.close(), closed?.close()]);
});

/** One sample's value from the exposition text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(): Promise<string> {
  const res = await t.call('GET', '/metrics', { headers: auth });
  expect(res.status).toBe(200);
  return res.raw;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    await closed.call('GET', '/api/shop/products/get');
    const res = await closed.call('GET', '/metrics', { headers: auth });
    expect(res.status).toBe(404);
    expect(res.raw).not.toContain('http_request_duration_seconds');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('refuses a scraper without the token, or with another one', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-token-at-all-000' }, { authorization: TOKEN }];
    for (const headers of attempts) {
      const res = await t.call('GET', '/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).toEqual({ success: false, params: {}, code: 'METRICS_TOKEN_REQUIRED', message: messages.METRICS_TOKEN_REQUIRED });
      expect(res.raw).not.toContain('http_request_duration_seconds');
    }
  });

  it('times requests by route pattern, never by the raw URL', async () => {
    const product = await stockedProduct(t.database.db, shelf, { price: 100 });
    expect((await t.call('GET', `/api/shop/products/get/${product.id}`)).status).toBe(200);
    expect((await t.call('GET', '/api/nope')).status).toBe(404);
    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/shop/products/get/:id",status_code="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="(no route)",status_code="404"}')).toBe(1);
    expect(text).not.toContain(product.id);
    // The process's own figures come along (memory, CPU, event loop).
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('counts the catalogue cache\'s hits and misses', async () => {
    const before = await scrape();
    const hits = sample(before, 'store_cache_lookups_total{cache="catalogue",result="hit"}') ?? 0;
    const misses = sample(before, 'store_cache_lookups_total{cache="catalogue",result="miss"}') ?? 0;
    const url = `/api/shop/products/get?page=1&limit=7&cache-probe=${Date.now()}`;
    for (let i = 0; i < 3; i += 1) expect((await t.call('GET', url)).status).toBe(200);
    const after = await scrape();
    expect(sample(after, 'store_cache_lookups_total{cache="catalogue",result="miss"}')).toBe(misses + 1);
    expect(sample(after, 'store_cache_lookups_total{cache="catalogue",result="hit"}')).toBe(hits + 2);
  });

  it('counts orders placed, not their Idempotency-Key replays, and shows the e-mail outbox waiting', async () => {
    const product = await stockedProduct(t.database.db, shelf, { price: 100, totalStock: 5 });
    const order = guestOrder([{ productId: product.id, quantity: 1 }], 125);
    const headers = { 'idempotency-key': `metrics-${Date.now()}` };
    const first = await t.call('POST', '/api/shop/order/place-guest-order', { payload: order, headers });
    expect(first.status).toBe(201);
    const replay = await t.call('POST', '/api/shop/order/place-guest-order', { payload: order, headers });
    expect(replay.status).toBe(200);
    const text = await scrape();
    expect(sample(text, 'store_orders_placed_total{customer="guest"}')).toBe(1);
    // Nothing sends e-mail in the tests: the order's confirmation waits in the outbox.
    expect(sample(text, 'store_outbox_pending_emails')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'store_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'store_outbox_failed_emails')).toBe(0);
  });

  it('shows the PostgreSQL pool (the embedded database has none)', async () => {
    const text = await scrape();
    const pool = ['store_db_pool_connections', 'store_db_pool_idle_connections', 'store_db_pool_waiting_queries'].map((s) => sample(text, s));
    const onPostgres = t.database.kind === 'postgres';
    expect(pool.map((value) => value !== undefined)).toEqual([onPostgres, onPostgres, onPostgres]);
    // The scrape's own outbox query holds a connection: the pool is open and nothing waits.
    expect(pool[0] ?? 1).toBeGreaterThanOrEqual(1);
    expect(pool[2] ?? 0).toBe(0);
  });
});
