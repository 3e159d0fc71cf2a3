import { or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type AccountData, type Order } from '@store/contract';
import { ADDRESS, createShelf, stockedProduct } from '#server-test/commerce-factories';
import { licenceProduct, registeredOrder } from '#server-test/licence-factories';
import { outbox } from '#server/db/schema/index';
import { lastTrackToken } from '#server-test/outbox-mail';
import { createTestApp, findSecrets, type TestApp } from '#server-test/test-app';
import { ERASED_NAME } from './order-erasure';

// Issue 13 item 9 (docs/decisions/031): the customer downloads what the store
// holds about them and deletes the account; the orders stay for the tax record.

let t: TestApp;
let productId: string;
let shelf: Awaited<ReturnType<typeof createShelf>>;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_EXPORTS_PER_HOUR: '3' } });
  shelf = await createShelf(t.database.db);
  productId = (await stockedProduct(t.database.db, shelf, { title: 'Falcon Keyboard K1', price: 100, totalStock: 50 })).id;
});
afterAll(async () => {
  await t?.close();
});

let keys = 0;
/** Places an order at the server's own total (the first one has free delivery). */
async function placeOrder(cookie: string, userId: string, address = { ...ADDRESS, landmark: 'Next to the pharmacy', phone: '+971501112233' }): Promise<Order> {
  const items = [{ productId, quantity: 2 }];
  const preview = await t.call('POST', '/api/shop/order/preview', { cookie, payload: { items } });
  const totalPrice = (preview.body.data as { totalPrice: number }).totalPrice;
  keys += 1;
  const placed = await t.call('POST', '/api/shop/order/place-registered-order', {
    cookie,
    payload: { userId, items, totalPrice, deliveryAddress: address },
    headers: { 'idempotency-key': `privacy-${keys}-${Date.now()}` },
  });
  expect(placed.status).toBe(201);
  return placed.body.order as Order;
}

async function setStatus(adminCookie: string, orderId: string, ...statuses: string[]) {
  for (const newStatus of statuses) {
    const res = await t.call('PATCH', `/api/shop/order/update-order-status/${orderId}/registered`, { cookie: adminCookie, payload: { newStatus } });
    expect(res.status).toBe(200);
  }
}

async function adminView(adminCookie: string, orderNumber: string): Promise<Order | undefined> {
  const res = await t.call('GET', `/api/shop/order/all-orders?search=${orderNumber}`, { cookie: adminCookie });
  return (res.body.data as Order[]).find((o) => o.orderNumber === orderNumber);
}

describe('downloading my data', () => {
  it('holds the profile, addresses, orders with lines and history, cart, sessions, reset requests and what the store did, without tokens', async () => {
    const admin = await t.createUser({ role: 'admin', name: 'Staff Member Omar' });
    const adminCookie = await t.loginAs(admin.email);
    const me = await t.createUser({ name: 'Layla Haddad', phone: '+971501234567' });
    const cookie = await t.loginAs(me.email);
    const otherDevice = await t.loginAs(me.email);
    const order = await placeOrder(cookie, me.user._id);
    await setStatus(adminCookie, order._id, 'confirmed');
    expect((await t.call('POST', '/api/shop/cart/add', { cookie, payload: { userId: me.user._id, productId, quantity: 1 } })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/forgot-password', { payload: { email: me.email } })).status).toBe(200);
    expect((await t.call('PUT', `/api/auth/${me.user._id}`, { cookie: adminCookie, payload: { phone: '+971509998877' } })).status).toBe(200);
    // Someone else's order is not in my file.
    const other = await t.createUser({ name: 'Someone Else' });
    const otherOrder = await placeOrder(await t.loginAs(other.email), other.user._id);

    const res = await t.call('GET', '/api/auth/account/data', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store, private');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="falcon-account-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.body.data as AccountData;
    expect(data.profile).toMatchObject({ _id: me.user._id, name: 'Layla Haddad', email: me.email, phone: '+971509998877', role: 'customer' });
    expect(data.addresses).toEqual([{ ...ADDRESS, landmark: 'Next to the pharmacy', phone: '+971501112233' }]);
    expect(data.orders.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
    expect(data.orders[0]?.items).toMatchObject([{ title: 'Falcon Keyboard K1', quantity: 2, price: 100 }]);
    expect(data.orders[0]?.history.map((h) => [h.to, h.byName])).toEqual([
      ['pending', 'Layla Haddad'],
      ['confirmed', messages.ORDER_CHANGED_BY_STORE],
    ]);
    expect(data.cart.items).toMatchObject([{ title: 'Falcon Keyboard K1', quantity: 1 }]);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(data.resetLinkRequests).toEqual([{ requestedAt: expect.any(String), expiresAt: expect.any(String), usedAt: null }]);
    expect(data.emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'order_placed', orderNumber: order.orderNumber }),
        expect.objectContaining({ kind: 'order_status_changed', orderNumber: order.orderNumber }),
        expect.objectContaining({ kind: 'password_reset', orderNumber: null }),
      ]),
    );
    expect(data.activity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'order.status', by: 'the store', summary: `Changed order ${order.orderNumber} from pending to confirmed` }),
        expect.objectContaining({ action: 'user.update', by: 'the store' }),
      ]),
    );
    // No token, no hash, no staff member, nobody else's order.
    for (const secret of [cookie.slice(4), otherDevice.slice(4), 'Staff Member Omar', admin.user._id, otherOrder.orderNumber, 'tokenHash']) {
      expect(res.raw).not.toContain(secret);
    }
    expect(findSecrets([res.raw])).toEqual([]);
  });

  it('holds the licence keys delivered to me, my wishlist and my reviews, hidden ones too, and nobody else’s', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const adminCookie = await t.loginAs(admin.email);
    const office = await stockedProduct(t.database.db, shelf, { title: 'Office 2024 Home', price: 499, totalStock: 10 });
    const headset = await stockedProduct(t.database.db, shelf, { title: 'Falcon Headset H2', price: 249, totalStock: 10 });
    const allKeys = ['EXPORT-KEY-0001', 'EXPORT-KEY-0002', 'EXPORT-KEY-0003'];
    await licenceProduct(t, adminCookie, office, allKeys);
    const me = await t.createUser({ name: 'Mariam Saeed' });
    const cookie = await t.loginAs(me.email);
    const order = await registeredOrder(t, cookie, me.user._id, [{ productId: office.id, quantity: 2 }, { productId: headset.id, quantity: 1 }]);
    await setStatus(adminCookie, order._id, 'confirmed', 'processing', 'shipped', 'delivered');
    expect((await t.call('POST', `/api/shop/reviews/${office.id}`, { cookie, payload: { rating: 5, text: 'Activated at once.' } })).status).toBe(201);
    expect((await t.call('POST', `/api/shop/reviews/${headset.id}`, { cookie, payload: { rating: 2, text: 'Too tight on the ears' } })).status).toBe(201);
    const hidden = await t.call('GET', `/api/admin/reviews?product=${headset.id}`, { cookie: adminCookie });
    const reviewId = (hidden.body.data as { _id: string }[])[0]?._id;
    expect((await t.call('PUT', `/api/admin/reviews/${reviewId}/visibility`, { cookie: adminCookie, payload: { hidden: true, reason: 'Checking with the maker' } })).status).toBe(200);
    expect((await t.call('PUT', `/api/shop/wishlist/${headset.id}`, { cookie })).status).toBe(200);
    // Someone else's key, wishlist and review stay out of my file.
    const other = await t.createUser({ name: 'Other Buyer' });
    const otherCookie = await t.loginAs(other.email);
    const otherOrder = await registeredOrder(t, otherCookie, other.user._id, [{ productId: office.id, quantity: 1 }]);
    await setStatus(adminCookie, otherOrder._id, 'confirmed', 'processing', 'shipped', 'delivered');
    expect((await t.call('POST', `/api/shop/reviews/${office.id}`, { cookie: otherCookie, payload: { rating: 1, text: 'Not for me at all' } })).status).toBe(201);
    expect((await t.call('PUT', `/api/shop/wishlist/${office.id}`, { cookie: otherCookie })).status).toBe(200);

    const res = await t.call('GET', '/api/auth/account/data', { cookie });
    expect(res.status).toBe(200);
    const data = res.body.data as AccountData;
    // Two of the three keys are mine (which two, the assignment decides); the third went to the other buyer.
    const mine = (data.orders[0]?.licenceKeys ?? []).map((k) => k.key);
    expect(data.orders[0]?.licenceKeys?.map((k) => k.title)).toEqual(['Office 2024 Home', 'Office 2024 Home']);
    expect(new Set(mine).size).toBe(2);
    expect(allKeys).toEqual(expect.arrayContaining(mine));
    const theirKey = allKeys.find((key) => !mine.includes(key)) ?? '';
    expect(data.wishlist).toEqual([{ productId: headset.id, title: 'Falcon Headset H2', addedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
    expect(data.reviews.map((r) => [r.productTitle, r.rating, r.text, r.hidden]).toSorted()).toEqual([
      ['Falcon Headset H2', 2, 'Too tight on the ears', true],
      ['Office 2024 Home', 5, 'Activated at once.', false],
    ]);
    for (const theirs of [theirKey, 'Not for me at all']) expect(res.raw).not.toContain(theirs);
  });

  it('is for the signed-in owner only, and limited per hour', async () => {
    expect((await t.call('GET', '/api/auth/account/data')).status).toBe(401);
    const me = await t.createUser();
    const cookie = await t.loginAs(me.email);
    for (let i = 0; i < 3; i += 1) expect((await t.call('GET', '/api/auth/account/data', { cookie })).status).toBe(200);
    const refused = await t.call('GET', '/api/auth/account/data', { cookie });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(messages.TOO_MANY_DATA_EXPORTS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer has a limit of their own.
    const other = await t.createUser();
    expect((await t.call('GET', '/api/auth/account/data', { cookie: await t.loginAs(other.email) })).status).toBe(200);
  });
});

const deleteMine = (cookie: string, payload: unknown) => t.call('POST', '/api/auth/account/delete', { cookie, payload });

describe('deleting my account', () => {
  it('needs the password and an explicit confirmation', async () => {
    const me = await t.createUser();
    const cookie = await t.loginAs(me.email);
    const unconfirmed = await deleteMine(cookie, { password: me.password });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.errors).toEqual([{ path: 'confirm', message: messages.DELETE_ACCOUNT_CONFIRM_REQUIRED }]);
    const wrong = await deleteMine(cookie, { password: 'not my password', confirm: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(messages.DELETE_ACCOUNT_WRONG_PASSWORD);
    expect((await t.call('GET', '/api/auth/check-auth', { cookie })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/account/delete', { payload: { password: me.password, confirm: true } })).status).toBe(401);
  });

  it('waits until no order is on its way', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const adminCookie = await t.loginAs(admin.email);
    const me = await t.createUser();
    const cookie = await t.loginAs(me.email);
    const order = await placeOrder(cookie, me.user._id);
    await setStatus(adminCookie, order._id, 'confirmed', 'processing', 'shipped');
    const refused = await deleteMine(cookie, { password: me.password, confirm: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `You have orders that are not delivered yet (${order.orderNumber}). Cancel them or wait until they arrive, then delete your account`,
    );
    expect((await t.call('GET', '/api/auth/check-auth', { cookie })).status).toBe(200);
  });

  it('ends the sessions, removes the user, keeps the orders reduced, and refuses the login afterwards', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const adminCookie = await t.loginAs(admin.email);
    const me = await t.createUser({ name: 'Rashid Al Mansoori', phone: '+971507654321' });
    const cookie = await t.loginAs(me.email);
    const otherDevice = await t.loginAs(me.email);
    const delivered = await placeOrder(cookie, me.user._id);
    await setStatus(adminCookie, delivered._id, 'confirmed', 'processing', 'shipped', 'delivered');
    // The delivered order's e-mail links open it and its invoice, for now.
    const link = await lastTrackToken(t.database.db, me.email);
    expect((await t.call('POST', '/api/shop/track/link', { payload: { token: link } })).status).toBe(200);
    expect((await t.call('POST', '/api/shop/invoices/track', { payload: { token: link, document: 'invoice' } })).status).toBe(200);
    const cancelledEarly = await placeOrder(cookie, me.user._id);
    const cancel = await t.call('POST', '/api/shop/track/cancel', { cookie, payload: { orderId: cancelledEarly._id, reason: 'Ordered the wrong colour' } });
    expect(cancel.status).toBe(200);
    expect((await t.call('POST', '/api/shop/cart/add', { cookie, payload: { userId: me.user._id, productId, quantity: 1 } })).status).toBe(200);
    // A deleted order's audit entry keeps the whole order: its copy loses the e-mail and phones too.
    const removed = await placeOrder(cookie, me.user._id);
    expect((await t.call('DELETE', `/api/shop/order/delete/${removed._id}/registered`, { cookie: adminCookie })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/audit?limit=50', { cookie: adminCookie })).raw).toContain(me.email);

    const res = await deleteMine(cookie, { password: me.password, confirm: true });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.ACCOUNT_DELETED);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    for (const c of [cookie, otherDevice]) expect((await t.call('GET', '/api/auth/check-auth', { cookie: c })).status).toBe(401);
    // The links die with the account (issue 26 item 14): a forwarded e-mail opens neither the order nor its invoice.
    expect((await t.call('POST', '/api/shop/track/link', { payload: { token: link } })).status).toBe(404);
    const invoice = await t.call('POST', '/api/shop/invoices/track', { payload: { token: link, document: 'invoice' } });
    expect(invoice.status).toBe(404);
    expect(invoice.raw).not.toContain('%PDF');
    const login = await t.call('POST', '/api/auth/login', { payload: { email: me.email, password: me.password } });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe(messages.INVALID_CREDENTIALS);
    expect((await t.call('GET', `/api/auth/${me.user._id}`, { cookie: adminCookie })).status).toBe(404);

    const kept = await adminView(adminCookie, delivered.orderNumber);
    expect(kept).toMatchObject({ userId: null, status: 'delivered', name: 'Rashid Al Mansoori', email: '', phone: '', totalPrice: delivered.totalPrice });
    expect(kept?.deliveryAddress).toEqual(ADDRESS);
    expect(kept?.items).toMatchObject([{ title: 'Falcon Keyboard K1', quantity: 2 }]);
    const early = await adminView(adminCookie, cancelledEarly.orderNumber);
    expect(early).toMatchObject({ status: 'cancelled', name: ERASED_NAME, email: '', phone: '' });
    expect(early?.deliveryAddress).toEqual({ emirate: 'Dubai', city: 'Dubai', area: '', street: '', building: '' });

    // The e-mails to the customer and the store's copies about their orders (which carry the whole order) are gone.
    const mail = await t.database.db
      .select({ to: outbox.to })
      .from(outbox)
      .where(or(sql`lower(${outbox.to}) = lower(${me.email})`, sql`${outbox.payload}->'order'->>'_id' in (${delivered._id}, ${cancelledEarly._id})`));
    expect(mail).toEqual([]);

    const trail = await t.call('GET', '/api/admin/audit?limit=50', { cookie: adminCookie });
    expect(trail.raw).toContain('A customer deleted their own account');
    for (const personal of [me.email, '+971507654321', '+971501112233', 'Next to the pharmacy', 'Ordered the wrong colour']) {
      expect(trail.raw).not.toContain(personal);
    }
  });

  it('an admin deleting a user goes the same way: the orders stay, reduced', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const adminCookie = await t.loginAs(admin.email);
    const customer = await t.createUser({ name: 'Noura Customer' });
    const order = await placeOrder(await t.loginAs(customer.email), customer.user._id);
    await setStatus(adminCookie, order._id, 'confirmed');
    expect((await t.call('DELETE', `/api/auth/${customer.user._id}`, { cookie: adminCookie })).status).toBe(200);
    expect(await adminView(adminCookie, order.orderNumber)).toMatchObject({ userId: null, name: 'Noura Customer', email: '', phone: '' });
    // The store can still move the order on; there is nobody left to e-mail.
    await setStatus(adminCookie, order._id, 'processing');
  });
});

describe('the last admin', () => {
  it('cannot delete their own account; with another admin they can', async () => {
    const solo = await createTestApp();
    try {
      const only = await solo.createUser({ role: 'admin' });
      const cookie = await solo.loginAs(only.email);
      const refused = await solo.call('POST', '/api/auth/account/delete', { cookie, payload: { password: only.password, confirm: true } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(messages.DELETE_ACCOUNT_LAST_ADMIN);
      expect((await solo.call('GET', '/api/auth/check-auth', { cookie })).status).toBe(200);

      await solo.createUser({ role: 'admin' });
      const done = await solo.call('POST', '/api/auth/account/delete', { cookie, payload: { password: only.password, confirm: true } });
      expect(done.status).toBe(200);
      expect((await solo.call('POST', '/api/auth/login', { payload: { email: only.email, password: only.password } })).status).toBe(401);
    } finally {
      await solo.close();
    }
  });
});
