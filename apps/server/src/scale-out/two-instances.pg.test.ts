import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageIn, messages, type Order, type Product } from '@store/contract'
import { countOrders, createShelf, guestOrder, stockedProduct, stockOf, type TestShelf } from '#server-test/commerce-factories';
import { deleteKeys, randomPrefix, TEST_REDIS_URL } from '#server-test/redis';
import { createTestApp, TEST_PASSWORD, type TestApp } from '#server-test/test-app';
import { webBuildDir } from '#server-test/web-build';

// Two instances of the store behind one load balancer (issue 15 item 2,
// docs/decisions/014): two apps over one PostgreSQL database and one Redis,
// under a prefix of this suite's own. The caches are long (30 s), so only
// the Redis signal can make the second instance show a change in time.

const RATE_LIMIT = 60;
const prefix = randomPrefix();
let a: TestApp;
let b: TestApp;
let shelf: TestShelf;
let adminCookie: string;

beforeAll(async () => {
  const env = {
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    CATALOGUE_CACHE_SECONDS: '30',
    PAGE_CACHE_SECONDS: '30',
    LOGIN_PAIR_MAX_FAILURES: '3',
    COUPON_FAILURES_PER_IP: '3',
    TRACK_LOOKUPS_PER_IP: '3',
    ORDER_ACTIONS_PER_ACCOUNT_PER_HOUR: '3',
    API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  };
  a = await createTestApp({ env, config: { webDist: webBuildDir() } });
  b = await createTestApp({ env, config: { webDist: webBuildDir() }, sameDatabaseAs: a });
  shelf = await createShelf(a.database.db);
  const admin = await a.createUser({ role: 'admin' });
  adminCookie = await a.loginAs(admin.email);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await deleteKeys(TEST_REDIS_URL, prefix);
});

let address = 0;
/** Each case from addresses of its own: the rate limit counts per IP, across both instances. */
const nextAddress = () => `10.88.0.${(address += 1)}`;

/** Asks `read` up to 40 times, 25 ms apart (one second), until `done` holds; the last answer. */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 40 && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

describe('two instances over one database and one Redis', () => {
  it('both report Redis connected', () => {
    expect(a.app.redisStatus()).toBe('connected');
    expect(b.app.redisStatus()).toBe('connected');
  });

  it('a product edited through the first is served new by the second, as JSON and as a guest’s page, within a second', async () => {
    const ip = nextAddress();
    const product = await stockedProduct(a.database.db, shelf, { title: 'Falcon Tower PC', price: 4999, totalStock: 5 });
    const details = (t: TestApp) => t.call('GET', `/api/shop/products/get/${product.id}`, { remoteAddress: ip });
    const page = (t: TestApp) => t.call('GET', `/shop/product/${product.id}`, { remoteAddress: ip });
    // The second instance has both cached.
    expect(((await details(b)).body.data as { product: Product }).product.title).toBe('Falcon Tower PC');
    expect((await page(b)).raw).toContain('Falcon Tower PC');
    expect((await page(b)).headers['server-timing']).toBe('cache;desc="hit"');

    const edit = await a.call('PUT', `/api/admin/products/update/${product.id}`, {
      cookie: adminCookie,
      remoteAddress: ip,
      payload: { title: 'Falcon Tower PC Mk II', category: shelf.categoryId, brand: shelf.brandId, price: 5199, totalStock: 5 },
    });
    expect(edit.status).toBe(200);

    const json = await poll(() => details(b), (res) => (res.body.data as { product: Product }).product.title === 'Falcon Tower PC Mk II');
    expect((json.body.data as { product: Product }).product).toMatchObject({ title: 'Falcon Tower PC Mk II', price: 5199 });
    const html = await poll(() => page(b), (res) => res.raw.includes('Falcon Tower PC Mk II'));
    expect(html.raw).toContain('Falcon Tower PC Mk II');
  });

  it('counts failed logins on both: failures on the first hold the second to the same limit', async () => {
    const ip = nextAddress();
    const customer = await a.createUser();
    const login = (t: TestApp, password: string) =>
      t.call('POST', '/api/auth/login', { remoteAddress: ip, payload: { email: customer.email, password } });
    expect((await login(a, 'wrong password')).status).toBe(401);
    expect((await login(a, 'wrong password')).status).toBe(401);
    expect((await login(b, 'wrong password')).status).toBe(401);
    const refused = await login(b, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, code: 'TOO_MANY_LOGINS', message: messages.TOO_MANY_LOGINS, params: {} });
    expect((await login(a, TEST_PASSWORD)).status).toBe(429);
  });

  it('counts unknown coupon codes on both: guesses on the first hold the second to the same limit', async () => {
    const ip = nextAddress();
    const product = await stockedProduct(a.database.db, shelf, { price: 300, totalStock: 5 });
    const created = await a.call('POST', '/api/admin/coupons', { cookie: adminCookie, remoteAddress: ip, payload: { code: 'TWO-HOSTS', kind: 'percent', value: 10 } });
    expect(created.status).toBe(201);
    const preview = (t: TestApp, couponCode: string) =>
      t.call('POST', '/api/shop/order/preview', { remoteAddress: ip, payload: { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'card_on_delivery', couponCode } });
    expect((await preview(a, 'GUESS-1')).status).toBe(400);
    expect((await preview(b, 'GUESS-2')).status).toBe(400);
    expect((await preview(a, 'GUESS-3')).status).toBe(400);
    const refused = await preview(b, 'TWO-HOSTS');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'COUPON_TOO_MANY_ATTEMPTS', message: messageIn('en', 'COUPON_TOO_MANY_ATTEMPTS', { minutes: 60 }) });
  });

  it('counts order lookups on both: lookups on the first hold the second to the same limit (issue 26 item 5)', async () => {
    const ip = nextAddress();
    const lookup = (t: TestApp) => t.call('POST', '/api/shop/track/lookup', { remoteAddress: ip, payload: { orderNumber: 'FC-999999', contact: 'walker@example.ae' } });
    expect((await lookup(a)).status).toBe(404);
    expect((await lookup(b)).status).toBe(404);
    expect((await lookup(a)).status).toBe(404);
    const refused = await lookup(b);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('counts orders placed for one e-mail on both: three through either, then both refuse (issue 26 item 2)', async () => {
    const product = await stockedProduct(a.database.db, shelf, { price: 10, totalStock: 50 });
    const place = (t: TestApp) =>
      t.call('POST', '/api/shop/order/place-guest-order', {
        payload: guestOrder([{ productId: product.id, quantity: 1 }], 35, { email: 'flood.target@example.ae' }),
        remoteAddress: nextAddress(),
      });
    expect((await place(a)).status).toBe(201);
    expect((await place(b)).status).toBe(201);
    expect((await place(a)).status).toBe(201);
    for (const t of [b, a]) {
      const refused = await place(t);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: messageIn('en', 'TOO_MANY_ORDER_ACTIONS', { minutes: 60 }) });
    }
  });

  it('counts one client’s requests on both against one API rate limit', async () => {
    const ip = nextAddress();
    const half = RATE_LIMIT / 2;
    for (let i = 0; i < half; i++) expect((await a.call('GET', '/api/shop/brands', { remoteAddress: ip })).status).toBe(200);
    for (let i = 0; i < half; i++) expect((await b.call('GET', '/api/shop/brands', { remoteAddress: ip })).status).toBe(200);
    for (const t of [a, b]) {
      const res = await t.call('GET', '/api/shop/brands', { remoteAddress: ip });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ success: false, code: 'TOO_MANY_REQUESTS', message: messages.TOO_MANY_REQUESTS, params: {} });
    }
  });

  it('a sell-out through the first takes the product off the second’s cached in-stock list (issue 26 item 6)', async () => {
    const own = await createShelf(a.database.db);
    const last = await stockedProduct(a.database.db, own, { title: 'Last Headset', price: 10, totalStock: 1 });
    await stockedProduct(a.database.db, own, { title: 'Plenty Keyboard', price: 10, totalStock: 50 });
    const ip = nextAddress();
    const inStockTitles = async (t: TestApp) => {
      const res = await t.call('GET', `/api/shop/products/get?category=${own.categoryId}&inStock=true`, { remoteAddress: ip });
      return (res.body.data as Product[]).map((p) => p.title).toSorted();
    };
    expect(await inStockTitles(b)).toEqual(['Last Headset', 'Plenty Keyboard']);

    const placed = await a.call('POST', '/api/shop/order/place-guest-order', {
      payload: guestOrder([{ productId: last.id, quantity: 1 }], 35, { email: 'last.headset@example.ae', phone: '050 777 9911' }),
      remoteAddress: nextAddress(),
    });
    expect(placed.status).toBe(201);

    const titles = await poll(() => inStockTitles(b), (shown) => shown.length === 1);
    expect(titles).toEqual(['Plenty Keyboard']);
  });

  it('oversells nothing when shoppers on both race for the last units, and both show the product sold out', async () => {
    const product = await stockedProduct(a.database.db, shelf, { title: 'Last Units Monitor', price: 10, totalStock: 4 });
    const inStock = (t: TestApp) => t.call('GET', `/api/shop/products/get/${product.id}`, { remoteAddress: nextAddress() });
    expect(((await inStock(b)).body.data as { product: Product }).product.totalStock).toBe(4);
    const ordersBefore = await countOrders(a.database.db);
    // Each shopper with an address, e-mail and phone of their own: only the stock is contended.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 === 0 ? a : b).call('POST', '/api/shop/order/place-guest-order', {
          payload: guestOrder([{ productId: product.id, quantity: 1 }], 35, { email: `racer${i}@example.ae`, phone: `050 777 ${1000 + i}` }),
          remoteAddress: `10.89.0.${i + 1}`,
        }),
      ),
    );
    const statuses = new Map<number, number>();
    for (const res of answers) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 201: 4, 409: 26 });
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(res.body).toMatchObject({ code: 'STOCK_LIMIT', message: messageIn('en', 'STOCK_LIMIT', { n: 0 }) });
    }
    expect(new Set(answers.filter((r) => r.status === 201).map((r) => (r.body.order as Order)._id)).size).toBe(4);
    expect(await stockOf(a.database.db, product.id)).toBe(0);
    expect(await countOrders(a.database.db)).toBe(ordersBefore + 4);
    // Whichever instance took the last unit, both stop showing stock.
    for (const t of [a, b]) {
      const shown = await poll(() => inStock(t), (res) => (res.body.data as { product: Product }).product.totalStock === 0);
      expect((shown.body.data as { product: Product }).product.totalStock).toBe(0);
    }
  });
});
