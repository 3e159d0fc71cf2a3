import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, type LicenceStock, type Order, type TrackedOrder } from '@store/contract';
import { licenceKeys, outbox } from '#server/db/schema/index';
import { mailTo } from '#server-test/smtp-capture';
import { stockedProduct } from '#server-test/commerce-factories';
import { lastTrackToken, sendOutboxTo } from '#server-test/outbox-mail';
import { guestLicenceOrder, licenceProduct, registeredOrder } from '#server-test/licence-factories';
import { suiteShelf, suiteSmtpCapture, suiteTestApp, suiteUser } from '#server-test/suite';

// Software licence keys (issue 13 item 8, docs/decisions/030): the admin adds
// them (all or none, duplicates refused, masked afterwards); confirming an
// order gives each unit its own key, or refuses naming the product; only the
// buyer sees them (account, tracking page, e-mail).

const sendOutbox = () => sendOutboxTo(t.database.db, smtp.url);

const smtp = suiteSmtpCapture();
const t = suiteTestApp();
const shelf = suiteShelf(t);
const admin = suiteUser(t, { role: 'admin', name: 'Keys Admin' });
const buyer = suiteUser(t, { name: 'Licence Buyer' });
const stranger = suiteUser(t, { name: 'Someone Else' });

const addKeys = (productId: string, keys: string) => t.call('POST', `/api/admin/licences/${productId}/keys`, { cookie: admin.cookie, payload: { keys } });
const stockOfKeys = async (productId: string) => (await t.call('GET', `/api/admin/licences/${productId}`, { cookie: admin.cookie })).body.data as LicenceStock;
const setStatus = (order: Pick<Order, '_id' | 'type'>, payload: Record<string, unknown>) =>
  t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/${order.type}`, { cookie: admin.cookie, payload });
const myOrders = async () => (await t.call('GET', `/api/shop/order/user-orders/${buyer.user._id}`, { cookie: buyer.cookie })).body.data as Order[];

describe('the admin adds licence keys', () => {
  it('stores them sealed, counts them, and shows them masked from then on', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Windows 11 Pro' });
    const res = await addKeys(product.id, 'W11PR-AAAAA-BBBBB-CCCCC-1111\n\nW11PR-AAAAA-BBBBB-CCCCC-2222\r\nW11PR-AAAAA-BBBBB-CCCCC-3333\n');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('3 licence keys added');
    const stock = res.body.data as LicenceStock;
    expect(stock).toMatchObject({ title: 'Windows 11 Pro', delivery: 'shipped', available: 3, assigned: 0 });
    expect(stock.keys.map((k) => k.masked).toSorted()).toEqual(['••••-1111', '••••-2222', '••••-3333']);
    expect(res.raw).not.toContain('W11PR');
    expect((await t.call('GET', `/api/admin/licences/${product.id}`, { cookie: admin.cookie })).raw).not.toContain('W11PR');
    const rows = await t.database.db.select().from(licenceKeys).where(eq(licenceKeys.productId, product.id));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain('W11PR');
  });

  it('reads a CSV file\'s first column and skips its header', async () => {
    const product = await stockedProduct(t.database.db, shelf);
    const res = await addKeys(product.id, 'Licence key,Batch\n"CSV-KEY-0001",March\nCSV-KEY-0002,March\n');
    expect(res.status).toBe(200);
    expect((res.body.data as LicenceStock).available).toBe(2);
  });

  it('refuses a batch with a stored key, a repeated key or a bad line, naming the lines, and keeps none of it', async () => {
    const product = await stockedProduct(t.database.db, shelf);
    expect((await addKeys(product.id, 'DUP-KEY-00001')).status).toBe(200);
    const stored = await addKeys(product.id, 'NEW-KEY-00001\nDUP-KEY-00001');
    expect(stored.status).toBe(400);
    expect(stored.body).toMatchObject({ code: 'VALIDATION_FAILED', message: messages.LICENCE_KEYS_REFUSED });
    expect(stored.body.errors).toEqual([{ path: 'keys', message: 'Line 2: this key is already stored' }]);
    const inList = await addKeys(product.id, 'NEW-KEY-00002\nnot a key!\nNEW-KEY-00002');
    expect(inList.status).toBe(400);
    expect(inList.body.errors).toEqual([
      { path: 'keys', message: 'Line 2: a licence key is 5 to 200 letters, digits and - _ . + / = with no spaces' },
      { path: 'keys', message: 'Line 3: this key is already on an earlier line' },
    ]);
    const empty = await addKeys(product.id, '  \n ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messages.LICENCE_KEYS_REQUIRED);
    expect((await stockOfKeys(product.id)).available).toBe(1);
  });

  it('is for admins only', async () => {
    const product = await stockedProduct(t.database.db, shelf);
    const asGuest = await t.call('POST', `/api/admin/licences/${product.id}/keys`, { payload: { keys: 'GUEST-KEY-0001' } });
    expect(asGuest.status).toBe(401);
    const asCustomer = await t.call('GET', `/api/admin/licences/${product.id}`, { cookie: buyer.cookie });
    expect(asCustomer.status).toBe(403);
    expect((await t.call('GET', '/api/admin/licences/00000000-0000-4000-8000-000000000000', { cookie: admin.cookie })).status).toBe(404);
  });
});

describe('confirming an order that holds licences', () => {
  it('gives each unit its own key in the confirmation, e-mails them, and shows them only to the buyer', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Office 2024 Home', price: 100 });
    const keys = ['OFF24-KEY-AAAA-0001', 'OFF24-KEY-AAAA-0002', 'OFF24-KEY-AAAA-0003'];
    await licenceProduct(t, admin.cookie, product, keys);
    const order = await registeredOrder(t, buyer.cookie, buyer.user._id, [{ productId: product.id, quantity: 2 }]);
    expect((await myOrders()).find((o) => o._id === order._id)?.licenceKeys).toBeUndefined();

    const confirmed = await setStatus(order, { newStatus: 'confirmed' });
    expect(confirmed.status).toBe(200);
    // The admin's answer and list never carry a key.
    expect(confirmed.raw).not.toContain('OFF24-KEY');
    expect((await t.call('GET', '/api/shop/order/all-orders?limit=100', { cookie: admin.cookie })).raw).not.toContain('OFF24-KEY');
    expect((await t.call('GET', `/api/shop/order/user-orders/${buyer.user._id}`, { cookie: admin.cookie })).raw).not.toContain('OFF24-KEY');
    const stock = await stockOfKeys(product.id);
    expect(stock).toMatchObject({ delivery: 'licence_key', available: 1, assigned: 2 });
    expect(stock.keys.filter((k) => k.orderNumber === order.orderNumber)).toHaveLength(2);

    const mine = (await myOrders()).find((o) => o._id === order._id);
    // Two different keys of the three, one per unit, each named by its line.
    const given = mine?.licenceKeys ?? [];
    expect(given).toHaveLength(2);
    expect(new Set(given.map((k) => k.key)).size).toBe(2);
    for (const k of given) {
      expect(keys).toContain(k.key);
      expect(k).toMatchObject({ productId: product.id, title: 'Office 2024 Home' });
    }
    expect((await t.call('GET', `/api/shop/order/user-orders/${buyer.user._id}`, { cookie: stranger.cookie })).status).toBe(403);

    // One e-mail tells the confirmation: the keys with the order, HTML and text.
    await sendOutbox();
    const mail = mailTo(smtp, buyer.email, `Your licence keys for ${order.orderNumber}`);
    for (const k of given) {
      expect(mail.text).toContain(k.key);
      expect(mail.html).toContain(k.key);
    }
    expect(mail.text).toContain('Office 2024 Home');
    expect(mail.text).not.toContain('Track or cancel');
    // Sent, the outbox row keeps no key: only the masked tails (docs/decisions/030).
    const rows = await t.database.db.select({ payload: outbox.payload, sentAt: outbox.sentAt }).from(outbox);
    const sentRow = rows.find((row) => row.payload?.template === 'licence_keys' && row.payload.order._id === order._id);
    expect(sentRow?.sentAt).not.toBeNull();
    expect(JSON.stringify(sentRow?.payload)).not.toContain('OFF24-KEY');
    const stored = sentRow?.payload && 'order' in sentRow.payload ? sentRow.payload.order.licenceKeys : undefined;
    expect(stored?.map((k) => k.key).toSorted()).toEqual(given.map((k) => `••••-${k.key.slice(-4)}`).toSorted());
    expect(smtp.received.filter((m) => m.to.includes(buyer.email) && (m.mail.subject ?? '').includes('is confirmed'))).toHaveLength(0);

    const tracked = await t.call('GET', `/api/shop/track/mine/${order._id}`, { cookie: buyer.cookie });
    expect((tracked.body.order as TrackedOrder).licenceKeys?.map((k) => k.key)).toEqual(given.map((k) => k.key));
    const notMine = await t.call('GET', `/api/shop/track/mine/${order._id}`, { cookie: stranger.cookie });
    expect(notMine.status).toBe(404);
    expect(notMine.raw).not.toContain('OFF24-KEY');
  });

  it('shows a guest the keys through the e-mailed link only: a lookup by number and contact shows the order without them (issue 26 item 5)', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Antivirus 1 Year' });
    await licenceProduct(t, admin.cookie, product, ['AV-GUEST-KEY-01']);
    const order = await guestLicenceOrder(t, [{ productId: product.id, quantity: 1 }]);
    expect((await setStatus(order, { newStatus: 'confirmed' })).status).toBe(200);
    const right = await t.call('POST', '/api/shop/track/lookup', { payload: { orderNumber: order.orderNumber, contact: order.email } });
    expect(right.status).toBe(200);
    expect((right.body.order as TrackedOrder).orderNumber).toBe(order.orderNumber);
    expect(right.body.token).toBeNull();
    expect(right.raw).not.toContain('AV-GUEST');
    const link = await t.call('POST', '/api/shop/track/link', { payload: { token: await lastTrackToken(t.database.db, order.email) } });
    expect((link.body.order as TrackedOrder).licenceKeys).toEqual([{ productId: product.id, title: 'Antivirus 1 Year', key: 'AV-GUEST-KEY-01' }]);
    const wrong = await t.call('POST', '/api/shop/track/lookup', { payload: { orderNumber: order.orderNumber, contact: 'someone@example.ae' } });
    expect(wrong.status).toBe(404);
    expect(wrong.raw).not.toContain('AV-GUEST');
  });

  it('refuses the confirmation when a product has too few keys, naming it, and changes nothing', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Adobe Acrobat Pro' });
    await licenceProduct(t, admin.cookie, product, ['ACRO-ONLY-KEY-1']);
    const order = await guestLicenceOrder(t, [{ productId: product.id, quantity: 2 }]);
    const res = await setStatus(order, { newStatus: 'confirmed' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'STOCK_LIMIT',
      message: 'Not enough licence keys for "Adobe Acrobat Pro": this order needs 2 and 1 are left. Add keys to the product, then confirm the order',
    });
    expect((await stockOfKeys(product.id)).available).toBe(1);
    const after = await t.call('GET', `/api/shop/order/all-orders?search=${order.orderNumber}`, { cookie: admin.cookie });
    expect((after.body.data as Order[])[0]?.status).toBe('pending');

    // One more key, and the same confirmation goes through.
    expect((await addKeys(product.id, 'ACRO-ONLY-KEY-2')).status).toBe(200);
    expect((await setStatus(order, { newStatus: 'confirmed' })).status).toBe(200);
    expect((await stockOfKeys(product.id)).available).toBe(0);
  });

  it('keeps the keys of a cancelled order spent, and withdraws them from the buyer\'s view', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Game Pass Ultimate' });
    await licenceProduct(t, admin.cookie, product, ['GPU-KEY-0000001', 'GPU-KEY-0000002']);
    const order = await registeredOrder(t, buyer.cookie, buyer.user._id, [{ productId: product.id, quantity: 1 }]);
    expect((await setStatus(order, { newStatus: 'confirmed' })).status).toBe(200);
    expect((await setStatus(order, { newStatus: 'cancelled' })).status).toBe(200);
    expect(await stockOfKeys(product.id)).toMatchObject({ available: 1, assigned: 1 });
    expect((await myOrders()).find((o) => o._id === order._id)?.licenceKeys).toBeUndefined();
  });

  it('no longer lets the buyer cancel online once the keys are sent', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Photoshop 1 Year' });
    await licenceProduct(t, admin.cookie, product, ['PS-KEY-00000001']);
    const order = await registeredOrder(t, buyer.cookie, buyer.user._id, [{ productId: product.id, quantity: 1 }]);
    expect((await setStatus(order, { newStatus: 'confirmed' })).status).toBe(200);
    const tracked = await t.call('GET', `/api/shop/track/mine/${order._id}`, { cookie: buyer.cookie });
    expect((tracked.body.order as TrackedOrder).cancellable).toBe(false);
    const res = await t.call('POST', '/api/shop/track/cancel', { cookie: buyer.cookie, payload: { orderId: order._id, reason: 'Changed my mind' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'INVALID_STATUS_CHANGE', message: messages.ORDER_KEYS_SENT });
    expect((await myOrders()).find((o) => o._id === order._id)?.status).toBe('confirmed');
  });

  it('gives no key to a product shipped as a parcel', async () => {
    const product = await stockedProduct(t.database.db, shelf);
    expect((await addKeys(product.id, 'PARCEL-KEY-0001')).status).toBe(200);
    const order = await guestLicenceOrder(t, [{ productId: product.id, quantity: 1 }]);
    expect((await setStatus(order, { newStatus: 'confirmed' })).status).toBe(200);
    expect((await stockOfKeys(product.id)).available).toBe(1);
  });
});
