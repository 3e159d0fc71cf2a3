import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageIn, type Order } from '@store/contract'
import { loadConfig } from '#server/config';
import { ADDRESS, countOrders, countOutbox, createShelf, guestOrder, stockedProduct, type TestShelf } from '#server-test/commerce-factories';
import { createTestApp, type TestApp } from '#server-test/test-app';

// Placing and cancelling orders has a throttle of its own (issue 26 item 2):
// 40 place-and-cancel cycles in 1.8 s once queued 80 e-mails to a victim's
// address. ORDER_ACTIONS_PER_ACCOUNT_PER_HOUR counts an account's (a guest
// order's e-mail's) placements and cancellations together, and
// ORDER_ACTIONS_PER_IP_PER_HOUR an address's; past either, 429 with the
// sentence of the catalogue in the caller's language, and nothing is written.
// The same limits over two instances and Redis: scale-out/two-instances.pg.test.ts.

let t: TestApp;
let shelf: TestShelf;
let productId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_ACTIONS_PER_ACCOUNT_PER_HOUR: '3', ORDER_ACTIONS_PER_IP_PER_HOUR: '5' } });
  shelf = await createShelf(t.database.db);
  productId = (await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 1000 })).id;
});
afterAll(async () => {
  await t?.close();
});

const placeGuest = (email: string, ip: string, lang = 'en') =>
  t.call('POST', `/api/shop/order/place-guest-order?lang=${lang}`, { payload: guestOrder([{ productId, quantity: 1 }], 35, { email }), remoteAddress: ip });

describe('orders placed and cancelled per account and per IP (issue 26 item 2)', () => {
  it('defaults: 20 per account and 60 per IP in an hour', () => {
    expect(loadConfig({}).throttle).toMatchObject({ orderActionsPerAccount: 20, orderActionsPerIp: 60 });
  });

  it("a guest e-mail's fourth order in the hour is refused from any address, in English and Arabic, and writes nothing", async () => {
    for (let i = 1; i <= 3; i++) expect((await placeGuest('Flooded@Example.ae', `10.31.0.${i}`)).status).toBe(201);
    const [orders, mails] = [await countOrders(t.database.db), await countOutbox(t.database.db)];
    const refused = await placeGuest('flooded@example.ae', '10.31.0.9');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body).toEqual({ success: false, code: 'TOO_MANY_REQUESTS', message: messageIn('en', 'TOO_MANY_ORDER_ACTIONS', { minutes: 60 }), params: { minutes: 60 } });
    expect(refused.body.message).toBe('Too many orders were placed or cancelled. Please try again in 60 minutes');
    const arabic = await placeGuest('flooded@example.ae', '10.31.0.10', 'ar');
    expect(arabic.status).toBe(429);
    expect(arabic.body.message).toBe(messageIn('ar', 'TOO_MANY_ORDER_ACTIONS', { minutes: 60 }));
    expect(arabic.body.message).toBe('طلبات أو إلغاءات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 60 دقيقة');
    expect(await countOrders(t.database.db)).toBe(orders);
    expect(await countOutbox(t.database.db)).toBe(mails);
  });

  it("an address's sixth order in the hour is refused, whatever the e-mails", async () => {
    for (let i = 1; i <= 5; i++) expect((await placeGuest(`office${i}@example.ae`, '10.32.0.1')).status).toBe(201);
    const refused = await placeGuest('office6@example.ae', '10.32.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    // Another address is not held by it.
    expect((await placeGuest('office6@example.ae', '10.32.0.2')).status).toBe(201);
  });

  it("an account's cancellations count with its placements: place, cancel, place, then the cancel is refused", async () => {
    const customer = await t.createUser();
    const cookie = await t.loginAs(customer.email);
    const place = (ip: string) =>
      t.call('POST', '/api/shop/order/place-registered-order', {
        cookie,
        remoteAddress: ip,
        // A customer's first order ships free, and a cancelled one does not count as their first.
        payload: { userId: customer.user._id, items: [{ productId, quantity: 1 }], totalPrice: 10, deliveryAddress: ADDRESS },
      });
    const cancel = (order: Order, ip: string) =>
      t.call('POST', '/api/shop/track/cancel', { cookie, remoteAddress: ip, payload: { orderId: order._id, reason: 'Changed my mind' } });
    const first = await place('10.33.0.1');
    expect(first.status).toBe(201);
    expect((await cancel(first.body.order as Order, '10.33.0.2')).status).toBe(200);
    const second = await place('10.33.0.3');
    expect(second.status).toBe(201);
    const refused = await cancel(second.body.order as Order, '10.33.0.4');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many orders were placed or cancelled. Please try again in 60 minutes');
    expect((await t.call('GET', `/api/shop/track/mine/${(second.body.order as Order)._id}`, { cookie })).body.order).toMatchObject({ status: 'pending' });
    expect((await place('10.33.0.5')).status).toBe(429);
  });

  it('a refused placement (not enough stock) does not count', async () => {
    const scarce = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 0 });
    for (let i = 0; i < 4; i++) {
      const res = await t.call('POST', '/api/shop/order/place-guest-order', {
        payload: guestOrder([{ productId: scarce.id, quantity: 1 }], 35, { email: 'patient@example.ae' }),
        remoteAddress: `10.34.0.${i + 1}`,
      });
      expect(res.status).toBe(409);
    }
    expect((await placeGuest('patient@example.ae', '10.34.0.9')).status).toBe(201);
  });
});
