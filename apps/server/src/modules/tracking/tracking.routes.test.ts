import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageIn, messages, type Order, type TrackedOrder } from '@store/contract'
import { orders, orderStatusChanges, outbox } from '#server/db/schema/index';
import { ADDRESS, guestOrder, stockedProduct, stockOf } from '#server-test/commerce-factories';
import { createLinkSigner } from '#server/lib/track-links/link-signer';
import { lastTrackToken, renderedMail } from '#server-test/outbox-mail';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';

// Order tracking and the customer's own cancellation (issue 13 items 2 and 3,
// docs/decisions/021), through the API as the tracking page calls it.

let adminCookie: string;
let ipCounter = 0;
/** Each test from an address of its own, so the lookup throttle is only met where a test wants it. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const t = suiteTestApp({ env: { TRACK_LOOKUPS_PER_IP: '5', STORE_EMAIL: 'orders@falcon.test' } });
const shelf = suiteShelf(t);
const customer = suiteUser(t, { name: 'Mariam Haddad' });

beforeAll(async () => {
  const admin = await t.createUser({ role: 'admin' });
  adminCookie = await t.loginAs(admin.email);
});

async function newGuestOrder(email = `buyer${++ipCounter}@example.ae`) {
  const product = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 10 });
  const res = await t.call('POST', '/api/shop/order/place-guest-order', {
    payload: guestOrder([{ productId: product.id, quantity: 2 }], 45, { email, name: 'Omar Khalid Saeed' }),
    remoteAddress: freshIp(),
  });
  if (res.status !== 201) throw new Error(`guest order failed: ${res.status} ${res.raw}`);
  return { order: res.body.order as Order, product, email };
}

/** The token of the link in the order's last e-mail. */
const tokenFromEmail = (email: string) => lastTrackToken(t.database.db, email);

const lookup = (orderNumber: string, contact: string, remoteAddress = freshIp()) =>
  t.call('POST', '/api/shop/track/lookup', { payload: { orderNumber, contact }, remoteAddress });
const byLink = (token: string) => t.call('POST', '/api/shop/track/link', { payload: { token } });
const setStatus = (order: Order, newStatus: string) =>
  t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/${order.type}`, { cookie: adminCookie, payload: { newStatus } });

describe('looking an order up by its number and contact', () => {
  it('shows the order to its e-mail (any case) or phone (any spelling), with the address masked and no e-mail or phone', async () => {
    const { order, email } = await newGuestOrder();
    for (const contact of [email.toUpperCase(), '+971501234567', '050 123 4567']) {
      const res = await lookup(order.orderNumber.toLowerCase(), contact);
      expect(res.status).toBe(200);
      const tracked = res.body.order as TrackedOrder;
      expect(tracked).toMatchObject({
        orderNumber: order.orderNumber,
        status: 'pending',
        firstName: 'Omar',
        totalPrice: 45,
        deliveryFee: 25,
        items: [{ title: order.items[0]?.title, quantity: 2, lineTotal: 20 }],
        deliveryAddress: { emirate: 'Dubai', city: 'Dubai', area: 'Al Barsha', street: 'A• B••••• R••• 1•', building: 'F••••• T••••', apartment: '••••' },
        cancellable: true,
      });
      expect(tracked.history).toEqual([{ from: null, to: 'pending', actor: 'customer', at: order.createdAt }]);
      // No token: the tax documents and the cancellation open from the e-mailed link or the account (issue 26 item 4).
      expect(res.body.token).toBeNull();
      expect(res.raw).not.toContain(email);
      expect(res.raw).not.toContain('501234567');
      expect(res.raw).not.toContain(ADDRESS.street);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers every wrong combination with the same neutral 404, whether the number exists or not', async () => {
    const { order, email } = await newGuestOrder();
    const answers = await Promise.all([
      lookup(order.orderNumber, 'someone.else@example.ae'),
      lookup(order.orderNumber, '050 999 8888'),
      lookup('FC-999999999', email),
      lookup('FC-999999999', 'someone.else@example.ae'),
      lookup(order.orderNumber, 'not a contact'),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.raw).toBe(answers[0]?.raw);
    }
    expect(answers[0]?.body).toEqual({ success: false, params: {}, code: 'ORDER_NOT_FOUND', message: messages.TRACK_NOT_FOUND });
  });

  it('refuses a malformed number or an empty contact with the fields named', async () => {
    const res = await t.call('POST', '/api/shop/track/lookup', { payload: { orderNumber: 'abc', contact: ' ' }, remoteAddress: freshIp() });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'orderNumber', message: messages.TRACK_NUMBER_INVALID },
        { path: 'contact', message: messages.TRACK_CONTACT_REQUIRED },
      ]),
    );
  });

  it('throttles lookups per IP address with a clear 429, found or not; another address goes on', async () => {
    const { order, email } = await newGuestOrder();
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await lookup(order.orderNumber, i % 2 ? email : 'x@example.ae', ip)).status).not.toBe(429);
    const refused = await lookup(order.orderNumber, email, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, params: { minutes: 15 }, code: 'TOO_MANY_REQUESTS', message: messageIn('en', 'TOO_MANY_TRACK_LOOKUPS', { minutes: 15 }) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup(order.orderNumber, email)).status).toBe(200);
  });
});

/** The random characters of a reference, and how many two share in the same places. */
const randomPart = (reference = '') => [...reference.replace(/^FC-|-/g, '')];
const alike = (a: string[], b: string[]) => a.filter((char, i) => char === b[i]).length;

describe('the order reference (issue 26 item 5)', () => {
  it('gives orders placed one after another references that tell nothing of each other', async () => {
    const references: string[] = [];
    for (let i = 0; i < 4; i += 1) references.push((await newGuestOrder()).order.orderNumber);
    for (const reference of references) expect(reference).toMatch(/^FC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    // A sequence (000123, 000124) differs in a character or two; eight random characters share one in 32 each
    // (five or more of eight alike: about one pair in 600,000).
    for (let i = 1; i < references.length; i += 1) expect(alike(randomPart(references[i - 1]), randomPart(references[i]))).toBeLessThan(5);
    expect(new Set(references).size).toBe(references.length);
  });

  it('finds an order by its reference typed loosely, and an order placed before the references by its old number', async () => {
    const { order, email } = await newGuestOrder();
    const loose = order.orderNumber.slice(3).replace('-', ' ').toLowerCase();
    expect((await lookup(loose, email)).body.order).toMatchObject({ orderNumber: order.orderNumber });
    // What migration 0042 did to the orders already placed: each kept its number as FC-000123.
    const older = await newGuestOrder();
    const [row] = await t.database.db
      .update(orders)
      .set({ reference: sql`'FC-' || lpad(${orders.number}::text, 6, '0')` })
      .where(eq(orders.id, older.order._id))
      .returning({ number: orders.number, reference: orders.reference });
    const found = await lookup(String(row?.number), older.email);
    expect(found.status).toBe(200);
    expect(found.body.order).toMatchObject({ orderNumber: row?.reference });
    expect((await lookup(older.order.orderNumber, older.email)).status).toBe(404);
  });
});

describe('the signed link of the order e-mails', () => {
  it('every order e-mail links to the tracking page, and the link shows the order without typing', async () => {
    const { order, email } = await newGuestOrder();
    const token = await tokenFromEmail(email);
    expect(token.startsWith(`${order._id}.`)).toBe(true);
    const res = await byLink(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ order: { orderNumber: order.orderNumber, status: 'pending' }, token });
    // The status e-mails carry a link too (each made as its e-mail is, docs/decisions/021).
    expect((await setStatus(order, 'confirmed')).status).toBe(200);
    const statusLink = await tokenFromEmail(email);
    expect(statusLink.startsWith(`${order._id}.`)).toBe(true);
    expect((await byLink(statusLink)).body).toMatchObject({ order: { orderNumber: order.orderNumber, status: 'confirmed' } });
  });

  it('refuses a tampered token, a truncated one, and one whose signature is another order\'s', async () => {
    const [a, b] = [await newGuestOrder(), await newGuestOrder()];
    const tokenA = await tokenFromEmail(a.email);
    const tokenB = await tokenFromEmail(b.email);
    const signatureB = tokenB.slice(tokenB.indexOf('.') + 1);
    const last = tokenA.at(-1) === 'A' ? 'B' : 'A';
    for (const bad of [`${tokenA.slice(0, -1)}${last}`, tokenA.slice(0, -5), `${a.order._id}.${signatureB}`, `${b.order._id}.x`, 'nonsense']) {
      const res = await byLink(bad);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, params: {}, code: 'ORDER_NOT_FOUND', message: messages.TRACK_LINK_INVALID });
    }
  });

  it('keeps working after a restart and on another instance: the key lives in the database', async () => {
    const { order, email } = await newGuestOrder();
    const token = await tokenFromEmail(email);
    const another = createLinkSigner(t.database.db, undefined);
    expect(await another.verify(token)).toMatchObject({ orderId: order._id });
    expect((await byLink(await another.sign(order._id))).status).toBe(200);
    // APP_SECRET replaces the stored key: the stored key's links no longer pass.
    const overridden = createLinkSigner(t.database.db, 'an-operator-chosen-secret-of-at-least-32-chars');
    expect(await overridden.verify(token)).toBeNull();
    expect(await overridden.verify(await overridden.sign(order._id))).toMatchObject({ orderId: order._id });
  });
});

const cancel = (payload: Record<string, unknown>, cookie?: string) =>
  t.call('POST', '/api/shop/track/cancel', { payload, ...(cookie ? { cookie } : {}) });

describe('cancelling an order as its customer', () => {
  it('a guest cancels a pending order from the link: stock back, history says the customer, both sides e-mailed', async () => {
    const { order, product, email } = await newGuestOrder();
    expect(await stockOf(t.database.db, product.id)).toBe(8);
    const token = await tokenFromEmail(email);
    const res = await cancel({ token, reason: '  Ordered the wrong model  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: messages.ORDER_CANCELLED_BY_CUSTOMER, order: { status: 'cancelled', cancellable: false } });
    const history = (res.body.order as TrackedOrder).history;
    expect(history.at(-1)).toMatchObject({ from: 'pending', to: 'cancelled', actor: 'customer' });
    expect(await stockOf(t.database.db, product.id)).toBe(10);

    const [change] = await t.database.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, order._id)).orderBy(desc(orderStatusChanges.changedAt)).limit(1);
    expect(change).toMatchObject({ toStatus: 'cancelled', actor: 'customer', reason: 'Ordered the wrong model' });

    const mails = await t.database.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(2);
    const toCustomer = mails.find((m) => m.to === email);
    const toStore = mails.find((m) => m.to === 'orders@falcon.test');
    const customerMail = await renderedMail(toCustomer);
    const storeMail = await renderedMail(toStore);
    expect(customerMail.subject).toBe(`Your Falcon order ${order.orderNumber} is cancelled`);
    expect(customerMail.text).toContain('Your reason: Ordered the wrong model');
    expect(storeMail.subject).toBe(`Order ${order.orderNumber} cancelled by the customer`);
    expect(storeMail.text).toContain('Reason: Ordered the wrong model');

    // The admin's list shows the customer as who cancelled.
    const admin = await t.call('GET', `/api/shop/order/all-orders?search=${order.orderNumber}`, { cookie: adminCookie });
    expect((admin.body.data as Order[])[0]?.history.at(-1)).toMatchObject({ to: 'cancelled', actor: 'customer' });
  });

  it('cancels a confirmed order too, from the e-mailed link', async () => {
    const { order, product, email } = await newGuestOrder();
    await setStatus(order, 'confirmed');
    const res = await cancel({ token: await tokenFromEmail(email), reason: 'Found it cheaper' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ order: { status: 'cancelled' } });
    expect(await stockOf(t.database.db, product.id)).toBe(10);
  });

  it.each([
    ['processing', ['confirmed', 'processing']],
    ['shipped', ['confirmed', 'processing', 'shipped']],
    ['delivered', ['confirmed', 'processing', 'shipped', 'delivered']],
    ['cancelled', ['cancelled']],
  ] as const)('refuses a %s order with 409 and the statuses that allow it; nothing changes', async (status, steps) => {
    const { order, product, email } = await newGuestOrder();
    for (const step of steps) expect((await setStatus(order, step)).status).toBe(200);
    const stock = await stockOf(t.database.db, product.id);
    const res = await cancel({ token: await tokenFromEmail(email), reason: 'Too late?' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'INVALID_STATUS_CHANGE',
      message: messageIn('en', 'ORDER_NOT_CANCELLABLE', { status, allowed: 'pending or confirmed' }),
      params: { status, allowed: 'pending or confirmed' },
      allowedStatuses: ['pending', 'confirmed'],
    });
    expect(await stockOf(t.database.db, product.id)).toBe(stock);
  });

  it('wants a reason of 3 to 300 characters', async () => {
    const { email } = await newGuestOrder();
    const token = await tokenFromEmail(email);
    for (const reason of ['', 'no', 'x'.repeat(301)]) {
      const res = await cancel({ token, reason });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'reason', message: messages.CANCEL_REASON_INVALID }]);
    }
  });

  it('cannot cancel someone else\'s order by guessing: a forged token or another customer\'s session', async () => {
    const { order, product } = await newGuestOrder();
    expect((await cancel({ token: `${order._id}.guessed`, reason: 'Not mine' })).status).toBe(404);
    expect((await cancel({ orderId: order._id, reason: 'Not mine' })).status).toBe(401);
    const res = await cancel({ orderId: order._id, reason: 'Not mine' }, customer.cookie);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'ORDER_NOT_FOUND', message: messages.TRACK_NOT_FOUND });
    expect(await stockOf(t.database.db, product.id)).toBe(8);
  });
});

describe('a registered customer\'s own orders', () => {
  it('opens from the account without a token and cancels by session', async () => {
    const product = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5 });
    const placed = await t.call('POST', '/api/shop/order/place-registered-order', {
      cookie: customer.cookie,
      payload: { userId: customer.user._id, items: [{ productId: product.id, quantity: 1 }], totalPrice: 10, deliveryAddress: ADDRESS },
    });
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    const view = await t.call('GET', `/api/shop/track/mine/${order._id}`, { cookie: customer.cookie });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ order: { orderNumber: order.orderNumber, firstName: 'Mariam' }, token: null });
    const stranger = await t.createUser();
    const other = await t.call('GET', `/api/shop/track/mine/${order._id}`, { cookie: await t.loginAs(stranger.email) });
    expect(other.status).toBe(404);

    const res = await t.call('POST', '/api/shop/track/cancel', { cookie: customer.cookie, payload: { orderId: order._id, reason: 'Changed my mind' } });
    expect(res.status).toBe(200);
    expect(await stockOf(t.database.db, product.id)).toBe(5);
    const mine = await t.call('GET', `/api/shop/order/user-orders/${customer.user._id}`, { cookie: customer.cookie });
    expect((mine.body.data as Order[])[0]?.history.at(-1)).toMatchObject({ to: 'cancelled', actor: 'customer', by: customer.user._id });
  });
});
