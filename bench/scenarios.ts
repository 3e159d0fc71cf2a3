import { randomUUID } from 'node:crypto';
import type { Database } from '../apps/server/src/db/client';
import type { LoadRequest } from './load';

// The hot calls of issue #6, each with a request generator that varies ids,
// pages and words, and the fixtures they need (sessions, priced carts).

export interface Scenario {
  name: string;
  /** The group a target applies to (report.ts TARGETS), when it has one. */
  group?: ScenarioGroup;
  /** Writes are measured against the bare write handler, everything else against the bare read handler. */
  writes?: boolean;
  next: () => LoadRequest;
  /**
   * Paths asked once before the timed run: the guests' page cache in its steady state over the set the
   * run draws from (a store's popular pages are made once, then served until the catalogue changes).
   */
  warm?: string[];
}

export type ScenarioGroup =
  | 'listing'
  | 'details'
  | 'search'
  | 'pages'
  | 'uncached-listing'
  | 'uncached-details'
  | 'uncached-search'
  | 'cart'
  | 'order';

/** What the calls are made of, read from the database before the store starts (PGlite has one owner). */
export interface DbFixtures {
  productIds: string[];
  categoryIds: string[];
  orderProductIds: string[];
  productCount: number;
}

/** Stock large enough for every cart and order the bench makes. */
const BENCH_STOCK = 50_000_000;

async function rows<T>(database: Database, text: string): Promise<T[]> {
  const result = (await database.db.execute(text)) as unknown as { rows: T[] };
  return result.rows;
}

export async function readDbFixtures(database: Database): Promise<DbFixtures> {
  const pivot = randomUUID();
  const sample = await rows<{ id: string }>(database, `select id from products where id > '${pivot}' order by id limit 2000`);
  const more = await rows<{ id: string }>(database, `select id from products order by id limit ${2000 - sample.length}`);
  const categories = await rows<{ id: string }>(database, 'select id from categories order by name');
  // The products that carts and orders use: a few hundred, stocked for the whole run.
  const orderProducts = await rows<{ id: string }>(
    database,
    `update products set total_stock = ${BENCH_STOCK}
      where id in (select id from products where sale_price_fils is null order by id limit 300) returning id`,
  );
  const [count] = await rows<{ n: string }>(database, 'select count(*) as n from products');
  return {
    productIds: [...sample, ...more].map((r) => r.id),
    categoryIds: categories.map((r) => r.id),
    orderProductIds: orderProducts.map((r) => r.id),
    productCount: Number(count?.n ?? 0),
  };
}

interface Session {
  userId: string;
  cookie: string;
}

function sessionCookie(response: Response): string {
  const raw = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!raw) throw new Error(`no session cookie (${response.status})`);
  return raw.split(';')[0] ?? '';
}

async function post(url: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response;
}

export interface ApiFixtures {
  admin: string;
  customers: Session[];
  /** A guest order body per product, its total as the preview priced it. */
  guestOrders: { productId: string; totalPrice: number }[];
}

/** Sessions and prices, made through the API of the running store. */
export async function makeApiFixtures(
  baseUrl: string,
  db: DbFixtures,
  admin: { email: string; password: string },
): Promise<ApiFixtures> {
  const adminCookie = sessionCookie(await post(`${baseUrl}/api/auth/login`, admin));
  const runId = Date.now().toString(36);
  const customers: Session[] = [];
  for (let i = 0; i < 40; i++) {
    const credentials = { email: `bench-${runId}-${i}@bench.example`, password: 'bench-password-1' };
    await post(`${baseUrl}/api/auth/register`, {
      ...credentials,
      name: `Bench Shopper ${i}`,
      phone: `+97156${String(1_000_000 + i).padStart(7, '0')}`,
    });
    const response = await post(`${baseUrl}/api/auth/login`, credentials);
    const body = (await response.json()) as { user: { _id: string } };
    customers.push({ userId: body.user._id, cookie: sessionCookie(response) });
  }
  const guestOrders: ApiFixtures['guestOrders'] = [];
  for (const productId of db.orderProductIds) {
    const response = await post(`${baseUrl}/api/shop/order/preview`, { items: [{ productId, quantity: 1 }] });
    const body = (await response.json()) as { data: { totalPrice: number } };
    guestOrders.push({ productId, totalPrice: body.data.totalPrice });
  }
  return { admin: adminCookie, customers, guestOrders };
}

const pickOne = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

// Words of the generated titles (bench/generate.ts): whole words, words with a typo, and prefixes.
const SEARCH_WORDS = ['razer viper', 'strix', 'logitech', 'predator', 'legion pro', 'deathadder', 'odyssey', 'kraken', 'corsair vengeance', 'vortex'];
const SEARCH_TYPOS = ['deathader', 'predatr', 'logitek', 'vengance', 'odysey', 'krakem', 'huntsmen', 'dominater'];
const SEARCH_PREFIXES = ['raz', 'logi', 'preda', 'legi', 'stri', 'vort', 'hunts', 'alien'];
const SUGGEST_QUERIES = ['ra', 'raz', 'razer v', 'lo', 'log', 'pre', 'pred', 'st', 'stri', 'od', 'kra', 'dea', 'deathad'];
const SORTS = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as const;
const STATUSES = ['all', 'pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'];

/** What every browser asks a page with: its compressed copy (the page cache keeps pages as brotli). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const get = (path: string, headers?: Record<string, string>): LoadRequest => ({ method: 'GET', path, ...(headers ? { headers } : {}) });

export function buildScenarios(db: DbFixtures, api: ApiFixtures): Scenario[] {
  const lastPage = Math.max(1, Math.floor(db.productCount / 24));
  // Each shopper adds from a handful of their own products, so carts stay a realistic size.
  const cartProducts = api.customers.map((_, i) => db.orderProductIds.slice((i * 7) % 290, ((i * 7) % 290) + 10));
  return [
    { name: 'listing: first page', group: 'listing', next: () => get('/api/shop/products/get?page=1') },
    {
      name: 'listing: deep page',
      group: 'listing',
      next: () => get(`/api/shop/products/get?page=${between(Math.ceil(lastPage / 4), Math.ceil((lastPage * 3) / 4))}`),
    },
    {
      name: 'listing: category filter',
      group: 'listing',
      next: () => get(`/api/shop/products/get?category=${pickOne(db.categoryIds)}&page=${between(1, 5)}`),
    },
    ...SORTS.map(
      (sort): Scenario => ({
        name: `listing: sort ${sort}`,
        group: 'listing',
        next: () => get(`/api/shop/products/get?sortBy=${sort}&page=${between(1, 10)}`),
      }),
    ),
    { name: 'product details', group: 'details', next: () => get(`/api/shop/products/get/${pickOne(db.productIds)}`) },
    // Issue 7: the HTML a signed-out shopper gets, over 2,000 products and the listing's first pages.
    {
      name: 'product page HTML (guest)',
      group: 'pages',
      next: () => get(`/shop/product/${pickOne(db.productIds)}`, BROWSER),
      warm: db.productIds.map((id) => `/shop/product/${id}`),
    },
    {
      name: 'listing page HTML (guest)',
      group: 'pages',
      next: () => get(`/shop/listing?page=${between(1, 10)}&sortBy=${pickOne(SORTS)}`, BROWSER),
      warm: SORTS.flatMap((sort) => Array.from({ length: 10 }, (_, i) => `/shop/listing?page=${i + 1}&sortBy=${sort}`)),
    },
    {
      name: 'search: a word',
      group: 'search',
      next: () => get(`/api/shop/products/search?keyword=${encodeURIComponent(pickOne(SEARCH_WORDS))}`),
    },
    {
      name: 'search: a typo',
      group: 'search',
      next: () => get(`/api/shop/products/search?keyword=${encodeURIComponent(pickOne(SEARCH_TYPOS))}`),
    },
    {
      name: 'search: a prefix',
      group: 'search',
      next: () => get(`/api/shop/products/search?keyword=${encodeURIComponent(pickOne(SEARCH_PREFIXES))}`),
    },
    { name: 'suggestions', next: () => get(`/api/shop/products/suggest?q=${encodeURIComponent(pickOne(SUGGEST_QUERIES))}`) },
    {
      name: 'add to cart',
      group: 'cart',
      writes: true,
      next: () => {
        const i = Math.floor(Math.random() * api.customers.length);
        const customer = api.customers[i] as Session;
        return {
          method: 'POST',
          path: '/api/shop/cart/add',
          headers: { cookie: customer.cookie },
          body: JSON.stringify({ userId: customer.userId, productId: pickOne(cartProducts[i] ?? []), quantity: 1 }),
        };
      },
    },
    {
      name: 'order preview',
      next: () => ({
        method: 'POST',
        path: '/api/shop/order/preview',
        body: JSON.stringify({
          items: Array.from({ length: between(1, 3) }, (_, k) => ({ productId: db.orderProductIds[(between(0, 95) * 3 + k) % db.orderProductIds.length], quantity: between(1, 3) })),
        }),
      }),
    },
    {
      name: 'place order (guest)',
      group: 'order',
      writes: true,
      next: () => {
        const order = pickOne(api.guestOrders);
        const n = between(1, 9_999_999);
        return {
          method: 'POST',
          path: '/api/shop/order/place-guest-order',
          headers: { 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            name: 'Bench Guest',
            email: `guest-${n}@bench.example`,
            phone: `+97155${String(n).padStart(7, '0')}`,
            items: [{ productId: order.productId, quantity: 1 }],
            totalPrice: order.totalPrice,
            deliveryAddress: { emirate: 'Dubai', city: 'Dubai', area: 'Marina', street: 'Al Marsa Street', building: 'Tower 1' },
            paymentMethod: 'cash_on_delivery',
          }),
        };
      },
    },
    {
      name: 'admin orders: status filter',
      next: () => get(`/api/shop/order/all-orders?status=${pickOne(STATUSES)}&page=${between(1, 20)}`, { cookie: api.admin }),
    },
  ];
}

/**
 * Issue 15 item 7: the database path alone, measured on a store started with
 * CATALOGUE_CACHE_SECONDS=0 (the long tail of a real catalogue misses the cache).
 */
export function buildCacheOffScenarios(db: DbFixtures): Scenario[] {
  const lastPage = Math.max(1, Math.floor(db.productCount / 24));
  return [
    { name: 'cache off: listing', group: 'uncached-listing', next: () => get(`/api/shop/products/get?page=${between(1, 10)}`) },
    {
      name: 'cache off: category listing',
      group: 'uncached-listing',
      next: () => get(`/api/shop/products/get?category=${pickOne(db.categoryIds)}&page=${between(1, 5)}`),
    },
    {
      name: 'cache off: deep sorted page',
      next: () =>
        get(`/api/shop/products/get?sortBy=${pickOne(SORTS)}&page=${between(Math.ceil(lastPage / 4), Math.ceil((lastPage * 3) / 4))}`),
    },
    {
      name: 'cache off: search',
      group: 'uncached-search',
      next: () => get(`/api/shop/products/search?keyword=${encodeURIComponent(pickOne(SEARCH_WORDS))}`),
    },
    { name: 'cache off: product details', group: 'uncached-details', next: () => get(`/api/shop/products/get/${pickOne(db.productIds)}`) },
  ];
}

/** The bare write handler's request (bare-server.ts): one small JSON body, one row committed. */
export function bareWriteRequest(): LoadRequest {
  return { method: 'POST', path: '/write', body: JSON.stringify({ note: `bench ${between(1, 1_000_000)}` }) };
}
