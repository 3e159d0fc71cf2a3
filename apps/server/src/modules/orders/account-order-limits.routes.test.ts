import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageIn, messages, type Order, type User } from '@store/contract'
import { loadConfig } from '#server/config';
import { ADDRESS, createShelf, guestOrder, stockedProduct, stockOf, type TestShelf } from '#server-test/commerce-factories';
import { createTestApp, type TestApp } from '#server-test/test-app';

// Issue 26 item 1: guest orders were capped, registered ones were not, and
// registering verified nothing: one new account took a mouse from 18 units to
// 0 with two orders of 10. Now an account whose address is not confirmed
// counts against the guests' limits (decision 016), and a confirmed account
// may hold ACCOUNT_OPEN_ORDERS open orders (10) and ACCOUNT_OPEN_UNITS_PER_PRODUCT
// units of one product across them (20). This suite runs with the defaults.

const DEFAULTS = loadConfig({}).orderLimits;
let t: TestApp;
let shelf: TestShelf;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      GUEST_OPEN_ORDERS_PER_EMAIL: String(DEFAULTS.guestOpenOrdersPerEmail),
      GUEST_OPEN_ORDERS_PER_PHONE: String(DEFAULTS.guestOpenOrdersPerPhone),
      GUEST_OPEN_ORDERS_PER_IP: String(DEFAULTS.guestOpenOrdersPerIp),
      ACCOUNT_OPEN_ORDERS: String(DEFAULTS.accountOpenOrders),
      ACCOUNT_OPEN_UNITS_PER_PRODUCT: String(DEFAULTS.accountOpenUnitsPerProduct),
    },
  });
  shelf = await createShelf(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

/** Places for the signed-in customer at the total the preview names; the answer. */
async function place(who: { cookie: string; user: User }, items: { productId: string; quantity: number }[], lang = 'en') {
  const preview = await t.call('POST', '/api/shop/order/preview', { cookie: who.cookie, payload: { items } });
  const totalPrice = (preview.body.data as { totalPrice: number }).totalPrice;
  return t.call('POST', `/api/shop/order/place-registered-order?lang=${lang}`, {
    cookie: who.cookie,
    remoteAddress: `10.50.${Math.floor(counter / 200)}.${(counter += 1) % 200}`,
    payload: { userId: who.user._id, items, totalPrice, deliveryAddress: ADDRESS },
  });
}

async function confirmedCustomer() {
  const created = await t.createUser();
  return { user: created.user, cookie: await t.loginAs(created.email) };
}

describe('what one account may hold (issue 26 item 1)', () => {
  it('defaults: 10 open orders and 20 units of one product per confirmed account', () => {
    expect(DEFAULTS).toMatchObject({ accountOpenOrders: 10, accountOpenUnitsPerProduct: 20 });
  });

  it('a confirmed account holds at most 20 of one product across its open orders; a cancellation makes room again', async () => {
    const mouse = await stockedProduct(t.database.db, shelf, { title: 'Hoarded Mouse', price: 10, totalStock: 60 });
    const other = await stockedProduct(t.database.db, shelf, { title: 'Other Cable', price: 10, totalStock: 60 });
    const customer = await confirmedCustomer();
    const first = await place(customer, [{ productId: mouse.id, quantity: 10 }]);
    expect(first.status).toBe(201);
    expect((await place(customer, [{ productId: mouse.id, quantity: 10 }])).status).toBe(201);
    const refused = await place(customer, [{ productId: mouse.id, quantity: 1 }]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      code: 'GUEST_ORDER_LIMIT',
      message: messageIn('en', 'ACCOUNT_ORDER_LIMIT', { orders: 10, units: 20 }),
      params: { orders: 10, units: 20 },
    });
    expect(refused.body.message).toBe(
      'Your open orders already hold as much as one account may: 10 open orders, or 20 units of one product. Please wait until we have confirmed them, or contact us to order more',
    );
    const arabic = await place(customer, [{ productId: mouse.id, quantity: 1 }], 'ar');
    expect(arabic.body.message).toBe(messageIn('ar', 'ACCOUNT_ORDER_LIMIT', { orders: 10, units: 20 }));
    expect(await stockOf(t.database.db, mouse.id)).toBe(40);
    // Another product is not held by it.
    expect((await place(customer, [{ productId: other.id, quantity: 5 }])).status).toBe(201);
    // A cancelled order holds nothing.
    const cancelled = await t.call('POST', '/api/shop/track/cancel', { cookie: customer.cookie, payload: { orderId: (first.body.order as Order)._id, reason: 'Too many' } });
    expect(cancelled.status).toBe(200);
    expect((await place(customer, [{ productId: mouse.id, quantity: 10 }])).status).toBe(201);
  });

  it('a confirmed account holds at most 10 open orders', async () => {
    const product = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 100 });
    const customer = await confirmedCustomer();
    for (let i = 0; i < 10; i++) expect((await place(customer, [{ productId: product.id, quantity: 1 }])).status).toBe(201);
    const refused = await place(customer, [{ productId: product.id, quantity: 1 }]);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('GUEST_ORDER_LIMIT');
  });

  it('an account whose address is not confirmed counts against the guests’ limits, with the guest orders of its e-mail', async () => {
    const mouse = await stockedProduct(t.database.db, shelf, { title: 'Guarded Mouse', price: 10, totalStock: 18 });
    const email = 'unconfirmed.hoarder@example.ae';
    const registered = await t.call('POST', '/api/auth/register', {
      payload: { name: 'Hoarder', email, phone: '+971509990001', password: 'a good long password' },
      remoteAddress: '10.51.0.1',
    });
    expect(registered.status).toBe(201);
    const customer = { user: registered.body.user as User, cookie: await t.loginAs(email, 'a good long password') };
    // A guest order with the account's address (any case) counts, as do the account's own.
    const guest = await t.call('POST', '/api/shop/order/place-guest-order', {
      payload: guestOrder([{ productId: mouse.id, quantity: 1 }], 35, { email: email.toUpperCase(), phone: '050 111 2233' }),
      remoteAddress: '10.51.0.2',
    });
    expect(guest.status).toBe(201);
    expect((await place(customer, [{ productId: mouse.id, quantity: 1 }])).status).toBe(201);
    expect((await place(customer, [{ productId: mouse.id, quantity: 1 }])).status).toBe(201);
    const refused = await place(customer, [{ productId: mouse.id, quantity: 1 }]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, code: 'GUEST_ORDER_LIMIT', message: messages.GUEST_ORDER_LIMIT, params: {} });
    expect(await stockOf(t.database.db, mouse.id)).toBe(15);
  });
});
