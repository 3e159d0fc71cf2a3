import { createFeature } from '../catalog-factories';
import { createShelf, guestOrder, stockedProduct } from '../commerce-factories';
import { suiteFixture } from '../suite';
import { createTestApp, type TestApp } from '../test-app';
import { tableNames } from './hostile-input';
import type { FuzzFixtures } from './route-cases';
import { fuzzRoute, type FuzzContext, type FuzzStats, type RouteCase } from './route-fuzz';

/** Generated requests per route; SAFETY_RUNS=500 digs deeper locally. */
export const SAFETY_RUNS = Number(process.env.SAFETY_RUNS) || 25;

/** Fixtures for naming the cases before the app exists (test names are fixed at collection). */
export const PLACEHOLDER_FIXTURES: FuzzFixtures = {
  customerId: '',
  customerEmail: '',
  productId: '',
  quotedProductId: '',
  brandId: '',
  categoryId: '',
  featureId: '',
};

export const caseNames = (cases: readonly RouteCase[]) => cases.map((c) => `${c.method} ${c.url}`);

/**
 * Fuzzes the case named `name` of `cases` (built with the real fixtures); the
 * checks of fuzzRoute run on every request. `minRefused`: where there is input
 * to break, most generated requests must be refused, so the generators really
 * produce bad input.
 */
export async function fuzzCase(ctx: FuzzContext, cases: readonly RouteCase[], name: string): Promise<FuzzStats & { minRefused: number }> {
  const route = cases.find((c) => `${c.method} ${c.url}` === name);
  if (!route) throw new Error(`no case ${name}`);
  const stats = await fuzzRoute(ctx, route, SAFETY_RUNS);
  return { ...stats, minRefused: route.body || route.paramsSchema ? Math.ceil(SAFETY_RUNS / 3) : 0 };
}

function ok(what: string, status: number, expected: number) {
  if (status !== expected) throw new Error(`fuzz fixture ${what}: ${status}`);
}

/** A test app holding a little of everything (users, catalogue, a cart, an order, a quote), ready for fuzzing. */
async function createFuzzApp(): Promise<{ t: TestApp; ctx: FuzzContext; fixtures: FuzzFixtures }> {
  const t = await createTestApp();
  const db = t.database.db;
  const [customer, admin] = [await t.createUser(), await t.createUser({ role: 'admin' })];
  const users = {
    customer: { id: customer.user._id, cookie: await t.loginAs(customer.email) },
    admin: { id: admin.user._id, cookie: await t.loginAs(admin.email) },
  };
  const shelf = await createShelf(db);
  const product = await stockedProduct(db, shelf, { price: 100, totalStock: 1000 });
  const quoted = await stockedProduct(db, shelf, { price: 5000, totalStock: 3, isQuoteAvailable: true });
  const feature = await createFeature(db);
  const fixtures: FuzzFixtures = {
    customerId: customer.user._id,
    customerEmail: customer.email,
    productId: product.id,
    quotedProductId: quoted.id,
    brandId: shelf.brandId,
    categoryId: shelf.categoryId,
    featureId: feature.id,
  };

  const line = { productId: product.id, quantity: 1 };
  ok('cart', (await t.call('POST', '/api/shop/cart/add', { cookie: users.customer.cookie, payload: { userId: customer.user._id, ...line } })).status, 200);
  const preview = await t.call('POST', '/api/shop/order/preview', { payload: { items: [line] } });
  const total = (preview.body.data as { totalPrice: number }).totalPrice;
  ok('order', (await t.call('POST', '/api/shop/order/place-guest-order', { payload: guestOrder([line], total) })).status, 201);
  const quote = { productId: quoted.id, name: 'Quote Asker', email: 'quote@example.ae', phone: '050 123 4567', quantity: 2 };
  ok('quote', (await t.call('POST', '/api/shop/quotes', { payload: quote })).status, 201);

  return { t, ctx: { app: t.app, db, tables: await tableNames(db), users }, fixtures };
}

/** The fuzzing app of a suite (createFuzzApp), opened before its tests and closed after them. */
export function suiteFuzzApp(): { t: TestApp; ctx: FuzzContext; fixtures: FuzzFixtures } {
  return suiteFixture(createFuzzApp, ({ t }) => t.close());
}
