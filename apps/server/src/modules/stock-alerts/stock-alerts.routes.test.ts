import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatAed, messages, type Order } from '@store/contract';
import { outbox, products, stockAlerts } from '#server/db/schema/index';
import { UNKNOWN_ID } from '#server-test/catalog-factories';
import { createShelf, guestOrder, stockedProduct, type TestShelf } from '#server-test/commerce-factories';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';
import type { MailLog, Mailer, MailMessage } from '../notifications/mailer';
import { runOutboxOnce } from '../notifications/outbox-worker';

// Back in stock (issue 14 item 8, docs/decisions/037): "Notify me" on an
// out-of-stock product; when its stock goes from 0 to more, whoever wrote it,
// one e-mail per waiting address, and the alert ends.

const STORE = { name: 'Falcon', phone: '+971 4 123 4567', email: 'sales@falcon.ae', origin: 'https://shop.example.ae' };
const quiet: MailLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

const t = suiteTestApp();
const shelf = suiteShelf(t);
const customer = suiteUser(t, { name: 'Alert Customer', email: 'Alert.Customer@Example.ae' });
const admin = suiteUser(t, { role: 'admin', name: 'Stock Admin' });

beforeEach(async () => {
  await t.database.db.delete(stockAlerts);
  await t.database.db.delete(outbox);
});

const ask = (productId: string, payload: Record<string, unknown>, options: { cookie?: string; remoteAddress?: string } = {}) =>
  t.call('POST', `/api/shop/stock-alerts/${productId}`, { payload, ...options });

/** Sends what the outbox holds, as the worker does; the messages that went. */
async function sendOutbox(): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void sent.push(message), close: () => undefined };
  await runOutboxOnce(t.database.db, mailer, quiet, { store: STORE, now: new Date(Date.now() + 1000) });
  return sent;
}

const alertRows = () => t.database.db.select().from(stockAlerts);
const queued = () => t.database.db.select().from(outbox).where(eq(outbox.kind, 'back_in_stock'));
const soldOut = (title = 'RTX 5090 Founders Edition', extra: Record<string, unknown> = {}) =>
  stockedProduct(t.database.db, shelf, { title, price: 8999, totalStock: 0, ...extra });

/** The admin's product update with only the stock changed. */
async function adminSetsStock(productId: string, totalStock: number) {
  const current = await t.call('GET', `/api/shop/products/get/${productId}`);
  const p = (current.body.data as { product: Record<string, unknown> }).product;
  const res = await t.call('PUT', `/api/admin/products/update/${productId}`, {
    cookie: admin.cookie,
    payload: { title: p.title, description: p.description, category: p.category, brand: p.brand, image: p.image, price: p.price, totalStock, specs: [] },
  });
  expect(res.status).toBe(200);
}

describe('asking to be told', () => {
  it('a guest asks with an e-mail; asking again answers the same and changes nothing', async () => {
    const product = await soldOut();
    const first = await ask(product.id, { email: ' Sara@Example.AE ', lang: 'ar' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: messages.STOCK_ALERT_SAVED });
    const again = await ask(product.id, { email: 'sara@example.ae', lang: 'en' });
    expect(again.body).toEqual(first.body);
    const rows = await alertRows();
    expect(rows.map((r) => ({ email: r.email, language: r.language, userId: r.userId }))).toEqual([{ email: 'sara@example.ae', language: 'ar', userId: null }]);
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it("a signed-in customer's alert goes to the account's address, whatever the body says", async () => {
    const product = await soldOut();
    const res = await ask(product.id, { email: 'someone.else@example.ae' }, { cookie: customer.cookie });
    expect(res.body).toEqual({ success: true, message: messages.STOCK_ALERT_SAVED });
    const rows = await alertRows();
    expect(rows.map((r) => ({ email: r.email, userId: r.userId, language: r.language }))).toEqual([
      { email: 'alert.customer@example.ae', userId: customer.user._id, language: 'en' },
    ]);
  });

  it('refuses clearly and writes nothing: in stock, unknown product, no e-mail, a bad e-mail, a bad id', async () => {
    const inStock = await stockedProduct(t.database.db, shelf, { totalStock: 3 });
    const soldOutOne = await soldOut();
    const cases = [
      [await ask(inStock.id, { email: 'a@example.ae' }), 409, 'STOCK_ALERT_IN_STOCK', messages.STOCK_ALERT_IN_STOCK],
      [await ask(UNKNOWN_ID, { email: 'a@example.ae' }), 404, 'PRODUCT_NOT_FOUND', messages.PRODUCT_NOT_FOUND],
      [await ask(soldOutOne.id, {}), 400, 'VALIDATION_FAILED', messages.STOCK_ALERT_EMAIL_REQUIRED],
      [await ask(soldOutOne.id, { email: 'not an address' }), 400, 'VALIDATION_FAILED', messages.EMAIL_INVALID],
      [await ask(soldOutOne.id, { email: 'a@example.ae', lang: 'fr' }), 400, 'VALIDATION_FAILED', messages.LANG_INVALID],
      [await ask('12', { email: 'a@example.ae' }), 400, 'VALIDATION_FAILED', messages.INVALID_ID],
    ] as const;
    for (const [res, status, code, text] of cases) {
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({ status, code, message: text });
    }
    expect(await alertRows()).toEqual([]);
  });
});

describe('when the stock comes back', () => {
  it('the back-in-stock e-mail goes exactly once per subscriber, in their language, and the alerts end', async () => {
    const product = await soldOut('RTX 5090 Founders Edition', { titleAr: 'بطاقة RTX 5090' });
    await ask(product.id, { email: 'omar@example.ae', lang: 'en' });
    await ask(product.id, { email: 'layla@example.ae', lang: 'ar' });
    await ask(product.id, { email: 'LAYLA@example.ae', lang: 'ar' });
    await ask(product.id, {}, { cookie: customer.cookie });

    await adminSetsStock(product.id, 5);
    // More stock, out again and back again: each address has its e-mail waiting already, so nothing more is queued.
    await adminSetsStock(product.id, 8);
    await adminSetsStock(product.id, 0);
    await adminSetsStock(product.id, 2);
    expect((await queued()).map((row) => row.to).toSorted()).toEqual(['alert.customer@example.ae', 'layla@example.ae', 'omar@example.ae']);
    // The alerts wait until their e-mail went out while the product is in stock (issue 26 item 1).
    expect(await alertRows()).toHaveLength(3);

    const sent = await sendOutbox();
    expect(sent.map((m) => m.to).toSorted()).toEqual(['alert.customer@example.ae', 'layla@example.ae', 'omar@example.ae']);
    expect(await alertRows()).toEqual([]);
    expect(await sendOutbox()).toEqual([]);

    const english = sent.find((m) => m.to === 'omar@example.ae');
    expect(english?.subject).toBe('RTX 5090 Founders Edition is back in stock at Falcon');
    expect(english?.text).toContain(`https://shop.example.ae/shop/product/${product.id}`);
    expect(english?.text).toContain(`Price today: ${formatAed(8999)}`);
    expect(english?.html).toContain('Stop all stock alerts to this address');
    const arabic = sent.find((m) => m.to === 'layla@example.ae');
    expect(arabic?.subject).toBe('بطاقة RTX 5090 متوفر من جديد لدى Falcon');
    expect(arabic?.html).toContain('dir="rtl"');
    expect(arabic?.text).toContain(`https://shop.example.ae/ar/shop/product/${product.id}`);
    expect(arabic?.html).toContain('إيقاف كل تنبيهات التوفّر إلى هذا البريد');
  });

  it("an order's cancellation that gives the last units back tells the waiting address too", async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Last Keyboard', price: 10, totalStock: 1 });
    const placed = await t.call('POST', '/api/shop/order/place-guest-order', { payload: guestOrder([{ productId: product.id, quantity: 1 }], 35) });
    expect(placed.status).toBe(201);
    await ask(product.id, { email: 'waiting@example.ae' });
    expect(await queued()).toEqual([]);
    const order = placed.body.order as Order;
    const cancelled = await t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/guest`, { cookie: admin.cookie, payload: { newStatus: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    const sent = await sendOutbox();
    expect(sent.filter((m) => m.subject === 'Last Keyboard is back in stock at Falcon').map((m) => m.to)).toEqual(['waiting@example.ae']);
  });

  it('a product emptied again before its e-mail went keeps its alerts, and the next restock tells them (issue 26 item 1)', async () => {
    const product = await soldOut('Brief Restock Console');
    await ask(product.id, { email: 'patient@example.ae' });
    await adminSetsStock(product.id, 2);
    // Someone takes both units before the worker's next pass: the e-mail would tell of stock that is not there.
    await adminSetsStock(product.id, 0);
    expect(await sendOutbox()).toEqual([]);
    expect(await queued()).toEqual([]);
    expect((await alertRows()).map((row) => row.email)).toEqual(['patient@example.ae']);
    await adminSetsStock(product.id, 3);
    expect((await sendOutbox()).map((m) => m.to)).toEqual(['patient@example.ae']);
    expect(await alertRows()).toEqual([]);
  });

  it('an address that unsubscribed before its e-mail went is not told', async () => {
    const product = await soldOut('Unwanted Restock Chair');
    await ask(product.id, { email: 'changed.mind@example.ae' });
    await adminSetsStock(product.id, 2);
    await t.database.db.delete(stockAlerts).where(eq(stockAlerts.email, 'changed.mind@example.ae'));
    expect(await sendOutbox()).toEqual([]);
  });

  it('a product deleted before its e-mail went sends nothing', async () => {
    const product = await soldOut('Gone Soon');
    await ask(product.id, { email: 'late@example.ae' });
    await t.database.db.update(products).set({ totalStock: 4 }).where(eq(products.id, product.id));
    expect(await queued()).toHaveLength(1);
    const deleted = await t.call('DELETE', `/api/admin/products/delete/${product.id}`, { cookie: admin.cookie });
    expect(deleted.status).toBe(200);
    expect(await sendOutbox()).toEqual([]);
    expect(await queued()).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  it('ends every alert the address still waits on; a forged link is refused and ends nothing', async () => {
    const [first, second, third] = [await soldOut('First'), await soldOut('Second'), await soldOut('Third')];
    await ask(first.id, { email: 'noor@example.ae' });
    await ask(second.id, { email: 'noor@example.ae' });
    await ask(third.id, { email: 'someone@example.ae' });
    await adminSetsStock(first.id, 1);
    const [mail] = await sendOutbox();
    const link = /https:\/\/shop\.example\.ae\/shop\/stock-alerts\/unsubscribe#token=([^"\s\]]+)/.exec(mail?.text ?? '');
    const token = decodeURIComponent(link?.[1] ?? '');
    expect(token).not.toBe('');

    const forged = await t.call('POST', '/api/shop/stock-alerts/unsubscribe', { payload: { token: `${Buffer.from('someone@example.ae').toString('base64url')}.${token.split('.')[1]}` } });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'VALIDATION_FAILED', message: messages.STOCK_ALERT_LINK_INVALID });
    expect(await alertRows()).toHaveLength(2);

    const res = await t.call('POST', '/api/shop/stock-alerts/unsubscribe', { payload: { token } });
    expect(res.body).toEqual({ success: true, message: messages.STOCK_ALERT_UNSUBSCRIBED });
    expect((await alertRows()).map((r) => r.email)).toEqual(['someone@example.ae']);
  });
});

describe("the customer's own data", () => {
  it('the export lists their alerts, made signed in or as a guest with their address; deleting the account ends them', async () => {
    const user = await t.createUser({ name: 'Leaving Customer', email: 'leaving@example.ae' });
    const cookie = await t.loginAs(user.email);
    const [a, b] = [await soldOut('Alpha Monitor'), await soldOut('Beta Mouse')];
    await ask(a.id, { lang: 'ar' }, { cookie });
    await ask(b.id, { email: 'leaving@example.ae' });
    await ask(b.id, { email: 'stays@example.ae' });
    const data = await t.call('GET', '/api/auth/account/data', { cookie });
    expect((data.body.data as { stockAlerts: unknown[] }).stockAlerts).toMatchObject([
      { productId: a.id, title: 'Alpha Monitor', email: 'leaving@example.ae', language: 'ar' },
      { productId: b.id, title: 'Beta Mouse', email: 'leaving@example.ae', language: 'en' },
    ]);
    const deleted = await t.call('POST', '/api/auth/account/delete', { cookie, payload: { password: user.password, confirm: true } });
    expect(deleted.status).toBe(200);
    expect((await alertRows()).map((r) => r.email)).toEqual(['stays@example.ae']);
  });
});

describe('limits on what a guest can make the store send', () => {
  let limited: TestApp;
  let shelf2: TestShelf;
  beforeAll(async () => {
    limited = await createTestApp({ env: { STOCK_ALERTS_IP_MAX_PER_HOUR: '2', STOCK_ALERTS_PER_EMAIL: '2' } });
    shelf2 = await createShelf(limited.database.db);
  });
  afterAll(async () => {
    await limited?.close();
  });
  const askLimited = (productId: string, email: string, remoteAddress: string) =>
    limited.call('POST', `/api/shop/stock-alerts/${productId}`, { payload: { email }, remoteAddress });

  it('a guest gets STOCK_ALERTS_IP_MAX_PER_HOUR requests an hour from one address, then 429; another address still may', async () => {
    const p = await stockedProduct(limited.database.db, shelf2, { totalStock: 0 });
    expect((await askLimited(p.id, 'one@example.ae', '10.1.1.1')).status).toBe(200);
    expect((await askLimited(p.id, 'two@example.ae', '10.1.1.1')).status).toBe(200);
    const third = await askLimited(p.id, 'three@example.ae', '10.1.1.1');
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: messages.TOO_MANY_STOCK_ALERTS });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await askLimited(p.id, 'three@example.ae', '10.1.1.2')).status).toBe(200);
    expect(await limited.database.db.$count(stockAlerts)).toBe(3);
  });

  it('one address waits on at most STOCK_ALERTS_PER_EMAIL products; asking again for one it waits on still answers the same', async () => {
    const ps = [];
    for (let i = 0; i < 3; i += 1) ps.push(await stockedProduct(limited.database.db, shelf2, { totalStock: 0 }));
    const [p1, p2, p3] = ps.map((p) => p.id) as [string, string, string];
    expect((await askLimited(p1, 'busy@example.ae', '10.2.0.1')).status).toBe(200);
    expect((await askLimited(p2, 'busy@example.ae', '10.2.0.2')).status).toBe(200);
    const over = await askLimited(p3, 'busy@example.ae', '10.2.0.3');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: messages.STOCK_ALERTS_PER_EMAIL });
    expect((await askLimited(p1, 'busy@example.ae', '10.2.0.4')).body).toEqual({ success: true, message: messages.STOCK_ALERT_SAVED });
    expect(await limited.database.db.$count(stockAlerts, eq(stockAlerts.email, 'busy@example.ae'))).toBe(2);
  });
});
