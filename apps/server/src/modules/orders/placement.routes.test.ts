import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatAed, messageIn, messages, type Cart, type Order } from '@store/contract'
import { outbox, products } from '#server/db/schema/index';
import { UNKNOWN_ID } from '#server-test/catalog-factories';
import { ADDRESS, countOrders, countOutbox, guestOrder, stockedProduct, stockOf } from '#server-test/commerce-factories';
import type { TestUser } from '#server-test/test-app';
import { renderedMail } from '#server-test/outbox-mail';
import { suiteShelf, suiteTestApp } from '#server-test/suite';
import { fieldRefusal, stockLimitRefusal } from '#server-test/refusals';

// Placing orders (docs/store-rules.md#the-server-decides and #10-orders-stock-and-money): identity from the session,
// server prices, 409 on a stale total, stock taken in the same transaction,
// Idempotency-Key retries, and the order e-mail written to the outbox.

const t = suiteTestApp();
const shelf = suiteShelf(t);

const placeGuest = (payload: unknown, headers: Record<string, string> = {}, cookie?: string) =>
  t.call('POST', '/api/shop/order/place-guest-order', { payload, headers, ...(cookie ? { cookie } : {}) });
const placeRegistered = (cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/shop/order/place-registered-order', { payload, headers, ...(cookie ? { cookie } : {}) });

async function signedIn(name = 'Registered Buyer'): Promise<{ customer: TestUser; cookie: string }> {
  const customer = await t.createUser({ name, phone: '+971501112233' });
  return { customer, cookie: await t.loginAs(customer.email) };
}

describe('POST /api/shop/order/place-registered-order', () => {
  it('a guest gets 401, and a body naming another customer gets 403 with nothing written', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5 });
    const { customer } = await signedIn();
    const { cookie: otherCookie } = await signedIn('Other Buyer');
    const body = { userId: customer.user._id, items: [{ productId: p.id, quantity: 1 }], totalPrice: 10, deliveryAddress: ADDRESS };
    const before = await countOrders(t.database.db);

    const anonymous = await placeRegistered(undefined, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, params: {}, code: 'NOT_SIGNED_IN', message: messages.NOT_SIGNED_IN });
    const forged = await placeRegistered(otherCookie, body);
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ success: false, code: 'FORBIDDEN', message: messages.FORBIDDEN, params: {} });
    expect(await countOrders(t.database.db)).toBe(before);
    expect(await stockOf(t.database.db, p.id)).toBe(5);
  });

  it('places the order: 201 with the whole order, stock taken, cart emptied, e-mail queued', async () => {
    const { customer, cookie } = await signedIn('Layla Registered');
    const pc = await stockedProduct(t.database.db, shelf, { title: 'Gaming PC', price: 7999, salePrice: 7499, totalStock: 4 });
    const pad = await stockedProduct(t.database.db, shelf, { title: 'Mouse Pad', price: 49.5, totalStock: 10 });
    await t.call('POST', '/api/shop/cart/add', { cookie, payload: { userId: customer.user._id, productId: pad.id, quantity: 1 } });
    const outboxBefore = await countOutbox(t.database.db);

    const res = await placeRegistered(cookie, {
      userId: customer.user._id,
      items: [
        { productId: pc.id, quantity: 1 },
        { productId: pad.id, quantity: 2 },
      ],
      // First order: free delivery. 7499 + 2 x 49.50
      totalPrice: 7598,
      deliveryAddress: ADDRESS,
      paymentMethod: 'card_on_delivery',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(messages.ORDER_PLACED);
    const order = res.body.order as Order;
    expect(order).toMatchObject({
      userId: customer.user._id,
      type: 'registered',
      status: 'pending',
      name: 'Layla Registered',
      email: customer.email,
      phone: '+971501112233',
      deliveryAddress: ADDRESS,
      paymentMethod: 'card_on_delivery',
      subtotal: 7598,
      deliveryFee: 0,
      vat: 361.81,
      totalPrice: 7598,
    });
    expect(order.orderNumber).toMatch(/^FC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(order.items.toSorted((a, b) => a.title.localeCompare(b.title))).toEqual([
      { productId: pc.id, title: 'Gaming PC', image: null, price: 7499, quantity: 1, lineTotal: 7499 },
      { productId: pad.id, title: 'Mouse Pad', image: null, price: 49.5, quantity: 2, lineTotal: 99 },
    ]);
    expect(order.history).toHaveLength(1);
    expect(order.history[0]).toMatchObject({ from: null, to: 'pending', by: customer.user._id, byName: customer.user.name });
    expect(Number.isNaN(Date.parse(order.history[0]?.at ?? ''))).toBe(false);

    expect(await stockOf(t.database.db, pc.id)).toBe(3);
    expect(await stockOf(t.database.db, pad.id)).toBe(8);
    const cart = await t.call('GET', `/api/shop/cart/${customer.user._id}`, { cookie });
    expect((cart.body.data as Cart).items).toEqual([]);

    expect(await countOutbox(t.database.db)).toBe(outboxBefore + 1);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, customer.email));
    expect(mail).toMatchObject({ kind: 'order_placed', sentAt: null, attempts: 0 });
    const sent = await renderedMail(mail);
    expect(sent.subject).toContain(order.orderNumber);
    expect(sent.text).toContain('Gaming PC');
  });

  it('charges delivery on the second order', async () => {
    const { customer, cookie } = await signedIn();
    const p = await stockedProduct(t.database.db, shelf, { price: 100, totalStock: 5 });
    const body = (totalPrice: number) => ({ userId: customer.user._id, items: [{ productId: p.id, quantity: 1 }], totalPrice, deliveryAddress: ADDRESS });
    const first = await placeRegistered(cookie, body(100));
    expect(first.status).toBe(201);
    expect(first.body.order).toMatchObject({ deliveryFee: 0, totalPrice: 100 });
    // The first order's total again is now stale: delivery is no longer free.
    const stale = await placeRegistered(cookie, body(100));
    expect(stale.status).toBe(409);
    expect(stale.body.totalPrice).toBe(125);
    const second = await placeRegistered(cookie, body(125));
    expect(second.status).toBe(201);
    expect(second.body.order).toMatchObject({ subtotal: 100, deliveryFee: 25, vat: 5.95, totalPrice: 125 });
  });
});

describe('POST /api/shop/order/place-guest-order', () => {
  it('places a guest order: the fee applies, contact details normalised, no user', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 80, totalStock: 3 });
    const res = await placeGuest(guestOrder([{ productId: p.id, quantity: 2 }], 185, { email: ' Guest.Shopper@Example.AE ' }));
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({
      userId: null,
      type: 'guest',
      status: 'pending',
      name: 'Guest Shopper',
      email: 'guest.shopper@example.ae',
      phone: '+971501234567',
      subtotal: 160,
      deliveryFee: 25,
      totalPrice: 185,
      paymentMethod: 'cash_on_delivery',
      history: [{ from: null, to: 'pending', by: null, byName: null }],
    });
    expect(await stockOf(t.database.db, p.id)).toBe(1);
  });

  it('a signed-in shopper may place a guest order; it stays a guest order', async () => {
    const { cookie } = await signedIn();
    const p = await stockedProduct(t.database.db, shelf, { price: 10 });
    const res = await placeGuest(guestOrder([{ productId: p.id, quantity: 1 }], 35), {}, cookie);
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ type: 'guest', userId: null, deliveryFee: 25 });
  });

  it('merges duplicate lines of one product', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 3 });
    const res = await placeGuest(guestOrder([{ productId: p.id, quantity: 1 }, { productId: p.id, quantity: 2 }], 55));
    expect(res.status).toBe(201);
    expect((res.body.order as Order).items).toMatchObject([{ productId: p.id, quantity: 3, lineTotal: 30 }]);
    expect(await stockOf(t.database.db, p.id)).toBe(0);
  });

  it('refuses a forged total with 409 and the server total, and writes nothing', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 1500, salePrice: 1299.99, totalStock: 2 });
    const [orders, mails] = [await countOrders(t.database.db), await countOutbox(t.database.db)];
    const res = await placeGuest(guestOrder([{ productId: p.id, quantity: 1 }], 1));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      params: { total: 'AED 1,324.99' },
      code: 'ORDER_TOTAL_CHANGED',
      message: messageIn('en', 'ORDER_TOTAL_CHANGED', { total: formatAed(1324.99) }),
      totalPrice: 1324.99,
    });
    expect(await countOrders(t.database.db)).toBe(orders);
    expect(await countOutbox(t.database.db)).toBe(mails);
    expect(await stockOf(t.database.db, p.id)).toBe(2);
  });

  it('a stock shortfall on any line answers 409 naming it and writes nothing', async () => {
    const plenty = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5 });
    const scarce = await stockedProduct(t.database.db, shelf, { title: 'Rare GPU', price: 20, totalStock: 1 });
    const before = await countOrders(t.database.db);
    const res = await placeGuest(
      guestOrder(
        [
          { productId: plenty.id, quantity: 2 },
          { productId: scarce.id, quantity: 2 },
        ],
        85,
      ),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual(stockLimitRefusal(scarce, 1));
    expect(await countOrders(t.database.db)).toBe(before);
    expect(await stockOf(t.database.db, plenty.id)).toBe(5);
    expect(await stockOf(t.database.db, scarce.id)).toBe(1);
  });

  it('answers 404 naming an unknown product', async () => {
    const res = await placeGuest(guestOrder([{ productId: UNKNOWN_ID, quantity: 1 }], 25));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, params: {}, code: 'PRODUCT_NOT_FOUND', message: messages.PRODUCT_NOT_FOUND, productId: UNKNOWN_ID });
  });

  it('checks the fields: emirate, phone, e-mail, name', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10 });
    const items = [{ productId: p.id, quantity: 1 }];
    const badEmirate = await placeGuest(guestOrder(items, 35, { deliveryAddress: { ...ADDRESS, emirate: 'Muscat' } }));
    expect(badEmirate.status).toBe(400);
    expect(badEmirate.body.message).toBe(messages.EMIRATE_INVALID);
    const badPhone = await placeGuest(guestOrder(items, 35, { phone: '12' }));
    expect(badPhone.body.message).toBe(messages.PHONE_INVALID);
    const badEmail = await placeGuest(guestOrder(items, 35, { email: 'nope' }));
    expect(badEmail.body.message).toBe(messages.EMAIL_INVALID);
    const noName = await placeGuest(guestOrder(items, 35, { name: '  ' }));
    expect(noName.body.message).toBe(messages.NAME_REQUIRED);
  });

  it("answers the catalogue's sentence for a missing key: name, address, items", async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10 });
    const { name: _name, ...nameless } = guestOrder([{ productId: p.id, quantity: 1 }], 35);
    const noName = await placeGuest(nameless);
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual(fieldRefusal('VALIDATION_FAILED', 'name', messages.NAME_REQUIRED));
    const { deliveryAddress: _address, items: _items, ...bare } = nameless;
    const res = await placeGuest(bare);
    expect(res.body.errors).toEqual([
      { path: 'name', message: messages.NAME_REQUIRED },
      { path: 'items', message: messages.ORDER_ITEMS_REQUIRED },
      { path: 'deliveryAddress', message: messages.DELIVERY_ADDRESS_REQUIRED },
    ]);
  });
});

describe('Idempotency-Key', () => {
  it('a retry with the same key returns the first order and takes the stock once', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5 });
    const body = guestOrder([{ productId: p.id, quantity: 2 }], 45);
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const before = await countOrders(t.database.db);
    const first = await placeGuest(body, headers);
    const retry = await placeGuest(body, headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect((retry.body.order as Order)._id).toBe((first.body.order as Order)._id);
    expect(retry.body.order).toEqual(first.body.order);
    expect(await countOrders(t.database.db)).toBe(before + 1);
    expect(await stockOf(t.database.db, p.id)).toBe(3);
  });

  it('two requests at once with one key make one order', async () => {
    const { customer, cookie } = await signedIn();
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5 });
    const body = { userId: customer.user._id, items: [{ productId: p.id, quantity: 1 }], totalPrice: 10, deliveryAddress: ADDRESS };
    const headers = { 'idempotency-key': `same-${customer.user._id}` };
    const answers = await Promise.all([placeRegistered(cookie, body, headers), placeRegistered(cookie, body, headers)]);
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 201]);
    const ids = new Set(answers.map((a) => (a.body.order as Order)._id));
    expect(ids.size).toBe(1);
    expect(await stockOf(t.database.db, p.id)).toBe(4);
  });

  it("a key used by another customer does not reveal that order", async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5 });
    const headers = { 'idempotency-key': 'shared-key-xyz' };
    const first = await placeGuest(guestOrder([{ productId: p.id, quantity: 1 }], 35), headers);
    expect(first.status).toBe(201);

    const otherGuest = await placeGuest(guestOrder([{ productId: p.id, quantity: 1 }], 35, { email: 'someone.else@example.ae' }), headers);
    expect(otherGuest.status).toBe(409);
    expect(otherGuest.body).toEqual({ success: false, params: {}, code: 'IDEMPOTENCY_KEY_REUSED', message: messages.IDEMPOTENCY_KEY_REUSED });

    const { customer, cookie } = await signedIn();
    const registered = await placeRegistered(
      cookie,
      { userId: customer.user._id, items: [{ productId: p.id, quantity: 1 }], totalPrice: 10, deliveryAddress: ADDRESS },
      headers,
    );
    expect(registered.status).toBe(409);
    expect(registered.body).toEqual({ success: false, code: 'IDEMPOTENCY_KEY_REUSED', message: messages.IDEMPOTENCY_KEY_REUSED, params: {} });
    expect(await stockOf(t.database.db, p.id)).toBe(4);
  });

  it('a retry after its own order took the last units, in several lines, answers that order as it was placed', async () => {
    // Titles in neither id nor line order, and in two cases: the answer lists the lines as a read of the
    // order does (by title in the database's collation), so the retry, read back, is equal to it.
    const lines = [
      await stockedProduct(t.database.db, shelf, { title: 'Zeta last units', price: 10, totalStock: 2 }),
      await stockedProduct(t.database.db, shelf, { title: 'alpha last units', price: 20, totalStock: 1 }),
      await stockedProduct(t.database.db, shelf, { title: 'Mid last units', price: 30, totalStock: 3 }),
    ];
    const body = guestOrder(
      [
        { productId: lines[0]!.id, quantity: 2 },
        { productId: lines[1]!.id, quantity: 1 },
        { productId: lines[2]!.id, quantity: 3 },
      ],
      155,
    );
    const headers = { 'idempotency-key': 'retry-after-sold-out' };
    const first = await placeGuest(body, headers);
    expect(first.status).toBe(201);
    expect((first.body.order as Order).items.map((i) => i.title).toSorted()).toEqual(['Mid last units', 'Zeta last units', 'alpha last units']);
    const retry = await placeGuest(body, headers);
    expect(retry.status).toBe(200);
    expect(retry.body.order).toEqual(first.body.order);
    for (const p of lines) expect(await stockOf(t.database.db, p.id)).toBe(0);
  });

  it('a retry after the price changed or the product was removed answers the order placed, not a refusal', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5 });
    const body = guestOrder([{ productId: p.id, quantity: 1 }], 35);
    const headers = { 'idempotency-key': 'retry-after-change' };
    const first = await placeGuest(body, headers);
    expect(first.status).toBe(201);

    await t.database.db.update(products).set({ priceFils: 1500 }).where(eq(products.id, p.id));
    const afterPrice = await placeGuest(body, headers);
    expect(afterPrice.status).toBe(200);
    expect(afterPrice.body.order).toEqual(first.body.order);

    await t.database.db.delete(products).where(eq(products.id, p.id));
    const afterRemoval = await placeGuest(body, headers);
    expect(afterRemoval.status).toBe(200);
    expect((afterRemoval.body.order as Order)._id).toBe((first.body.order as Order)._id);
  });

  it('refuses a key longer than 200 characters', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10 });
    const res = await placeGuest(guestOrder([{ productId: p.id, quantity: 1 }], 35), { 'idempotency-key': 'k'.repeat(201) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.IDEMPOTENCY_KEY_INVALID);
  });
});
