import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, type Order, type TrackedOrder } from '@store/contract';
import { invoices, orderItems, outbox, products } from '#server/db/schema/index';
import { countOrders, guestOrder, stockedProduct } from '#server-test/commerce-factories';
import { licenceProduct } from '#server-test/licence-factories';
import { lastTrackToken, renderedMail } from '#server-test/outbox-mail';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';

// Issue 12, the last gap: an order line keeps the product's Arabic title from
// the moment it is placed (order_items.title_ar, migration 0024), and every
// shopper's read of an order answers its titles in `lang` (the catalogue's
// way, docs/decisions/025), field by field falling back to the English; the
// e-mails, licence keys and invoice lines speak the order's own language.

const KEYBOARD = { title: 'Falcon K1 Mechanical Keyboard', titleAr: 'لوحة مفاتيح ميكانيكية Falcon K1' };
const MOUSE = { title: 'Falcon M2 Wireless Mouse' };
const PAD = { title: 'Falcon Desk Pad XL', titleAr: '' };

let guests = 0;

const t = suiteTestApp();
const shelf = suiteShelf(t);
const admin = suiteUser(t, { role: 'admin', name: 'Titles Admin' });

/** A keyboard with an Arabic title, a mouse without one and a desk pad whose Arabic title is empty. */
async function threeProducts() {
  const keyboard = await stockedProduct(t.database.db, shelf, { ...KEYBOARD, price: 300 });
  const mouse = await stockedProduct(t.database.db, shelf, { ...MOUSE, price: 150 });
  const pad = await stockedProduct(t.database.db, shelf, { ...PAD, price: 50 });
  return { keyboard, mouse, pad };
}

/** An order's lines: one unit of each product. */
const oneOfEach = (...lines: { id: string }[]) => lines.map((p) => ({ productId: p.id, quantity: 1 }));

async function totalOf(items: { productId: string; quantity: number }[], cookie?: string): Promise<number> {
  const preview = await t.call('POST', '/api/shop/order/preview', { payload: { items }, ...(cookie ? { cookie } : {}) });
  return (preview.body.data as { totalPrice: number }).totalPrice;
}

/** A guest order (its own e-mail, phone and address, clear of the open-guest-order limits), placed at `query`. */
async function placeGuest(items: { productId: string; quantity: number }[], language: 'en' | 'ar', query = '') {
  guests += 1;
  const email = `titles.guest${guests}@example.ae`;
  const res = await t.call('POST', `/api/shop/order/place-guest-order${query}`, {
    payload: guestOrder(items, await totalOf(items), { email, phone: `0502${String(guests).padStart(6, '0')}`, language }),
    remoteAddress: `10.24.0.${guests}`,
  });
  if (res.status !== 201) throw new Error(`placement failed: ${res.status} ${res.raw}`);
  return res.body.order as Order;
}

const titles = (order: Pick<Order, 'items'>) => order.items.map((item) => item.title).toSorted();

async function mailsTo(email: string) {
  const rows = await t.database.db.select().from(outbox).where(eq(outbox.to, email));
  return Promise.all(rows.map((row) => renderedMail(row)));
}

describe('an order line keeps the Arabic title', () => {
  it('copies the product’s Arabic title with the English one at placement, and none where the product has none', async () => {
    const { keyboard, mouse, pad } = await threeProducts();
    const items = oneOfEach(keyboard, mouse, pad);
    const order = await placeGuest(items, 'ar');

    const rows = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    const byProduct = new Map(rows.map((row) => [row.productId, row]));
    expect(byProduct.get(keyboard.id)).toMatchObject({ title: KEYBOARD.title, titleAr: KEYBOARD.titleAr });
    expect(byProduct.get(mouse.id)).toMatchObject({ title: MOUSE.title, titleAr: null });
    // An empty Arabic title is none: the line falls back to the English.
    expect(byProduct.get(pad.id)).toMatchObject({ title: PAD.title, titleAr: null });

    // The answer without `lang` is English, as every existing client expects.
    expect(titles(order)).toEqual([PAD.title, KEYBOARD.title, MOUSE.title].toSorted());
  });

  it('answers the placement in the language asked, field by field falling back to the English', async () => {
    const { keyboard, mouse } = await threeProducts();
    const order = await placeGuest(
      [
        { productId: keyboard.id, quantity: 2 },
        { productId: mouse.id, quantity: 1 },
      ],
      'ar',
      '?lang=ar',
    );
    expect(titles(order)).toEqual([KEYBOARD.titleAr, MOUSE.title].toSorted());
    // The same shape as the English answer: nothing but the title changes.
    expect(Object.keys(order.items[0] ?? {}).toSorted()).toEqual(['image', 'lineTotal', 'price', 'productId', 'quantity', 'title']);
  });

  it('keeps the title as it was placed when the product is renamed in Arabic or deleted', async () => {
    const { keyboard } = await threeProducts();
    const lookup = await placeGuest([{ productId: keyboard.id, quantity: 1 }], 'ar');
    await t.database.db.update(products).set({ titleAr: 'اسم جديد' }).where(eq(products.id, keyboard.id));
    const found = await t.call('POST', '/api/shop/track/lookup?lang=ar', { payload: { orderNumber: lookup.orderNumber, contact: lookup.email } });
    expect(found.status).toBe(200);
    expect(titles(found.body.order as TrackedOrder)).toEqual([KEYBOARD.titleAr]);

    await t.database.db.delete(products).where(eq(products.id, keyboard.id));
    const link = await t.call('POST', '/api/shop/track/link?lang=ar', { payload: { token: await lastTrackToken(t.database.db, lookup.email) } });
    expect(link.status).toBe(200);
    expect((link.body.order as TrackedOrder).items).toEqual([expect.objectContaining({ productId: null, title: KEYBOARD.titleAr })]);
  });
});

describe('the checkout’s preview', () => {
  it('names the lines, and a line it refuses, in `lang`, falling back to the English per line', async () => {
    const { keyboard, mouse } = await threeProducts();
    const items = oneOfEach(keyboard, mouse);
    const arabic = await t.call('POST', '/api/shop/order/preview?lang=ar', { payload: { items } });
    expect(arabic.status).toBe(200);
    expect(titles(arabic.body.data as Order)).toEqual([KEYBOARD.titleAr, MOUSE.title].toSorted());
    const english = await t.call('POST', '/api/shop/order/preview', { payload: { items } });
    expect(titles(english.body.data as Order)).toEqual([KEYBOARD.title, MOUSE.title].toSorted());

    const tooMany = await t.call('POST', '/api/shop/order/preview?lang=ar', { payload: { items: [{ productId: keyboard.id, quantity: 11 }] } });
    expect(tooMany.status).toBe(409);
    // The refusal's sentence is in `lang` too, with the number it was filled with (docs/store-rules.md#error-body).
    expect(tooMany.body).toMatchObject({ code: 'STOCK_LIMIT', message: 'الكمية المتوفرة في المخزون 10 فقط', params: { n: 10 }, title: KEYBOARD.titleAr });
  });
});

describe('a shopper’s reads of an order', () => {
  it('answer the titles in `lang` (English by default), while the admin’s stay English', async () => {
    const { keyboard, mouse } = await threeProducts();
    const buyer = await t.createUser({ name: 'Huda Ali' });
    const cookie = await t.loginAs(buyer.email);
    const items = oneOfEach(keyboard, mouse);
    const placed = await t.call('POST', '/api/shop/order/place-registered-order?lang=ar', {
      cookie,
      payload: { userId: buyer.user._id, items, totalPrice: await totalOf(items, cookie), deliveryAddress: guestOrder([], 0).deliveryAddress, language: 'ar' },
    });
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    const arabic = [KEYBOARD.titleAr, MOUSE.title].toSorted();
    const english = [KEYBOARD.title, MOUSE.title].toSorted();
    expect(titles(order)).toEqual(arabic);

    const mine = (lang: string) => t.call('GET', `/api/shop/order/user-orders/${buyer.user._id}${lang}`, { cookie });
    expect(titles(((await mine('?lang=ar')).body.data as Order[])[0] ?? { items: [] })).toEqual(arabic);
    expect(titles(((await mine('')).body.data as Order[])[0] ?? { items: [] })).toEqual(english);
    expect(titles(((await mine('?lang=en')).body.data as Order[])[0] ?? { items: [] })).toEqual(english);

    const tracked = await t.call('GET', `/api/shop/track/mine/${order._id}?lang=ar`, { cookie });
    expect(titles(tracked.body.order as TrackedOrder)).toEqual(arabic);
    expect(titles((await t.call('GET', `/api/shop/track/mine/${order._id}`, { cookie })).body.order as TrackedOrder)).toEqual(english);

    // The admin area is English only.
    const asAdmin = await t.call('GET', `/api/shop/order/user-orders/${buyer.user._id}?lang=ar`, { cookie: admin.cookie });
    expect(titles((asAdmin.body.data as Order[])[0] ?? { items: [] })).toEqual(english);
    const all = await t.call('GET', '/api/shop/order/all-orders?limit=100', { cookie: admin.cookie });
    expect(titles((all.body.data as Order[]).find((o) => o._id === order._id) ?? { items: [] })).toEqual(english);

    // The customer's own cancellation answers in `lang` too.
    const cancelled = await t.call('POST', '/api/shop/track/cancel?lang=ar', { cookie, payload: { orderId: order._id, reason: 'طلبت بالخطأ' } });
    expect(cancelled.status).toBe(200);
    expect(titles(cancelled.body.order as TrackedOrder)).toEqual(arabic);
  });

  it('refuses a language the store does not speak with 400 at `lang`, and places nothing', async () => {
    const { keyboard } = await threeProducts();
    const items = [{ productId: keyboard.id, quantity: 1 }];
    const before = await countOrders(t.database.db);
    const res = await t.call('POST', '/api/shop/order/place-guest-order?lang=fr', {
      payload: guestOrder(items, await totalOf(items), { email: 'lang.fr@example.ae', phone: '0509990001' }),
      remoteAddress: '10.24.9.1',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: [{ path: 'lang', message: messages.LANG_INVALID }] });
    expect(res.body.message).toBe(messages.LANG_INVALID);
    expect(await countOrders(t.database.db)).toBe(before);
    const lookup = await t.call('POST', '/api/shop/track/lookup?lang=fr', { payload: { orderNumber: 'FC-000001', contact: 'x@example.ae' } });
    expect(lookup.status).toBe(400);
  });
});

describe('the e-mails, licence keys and invoice of an order', () => {
  it('write the lines in the order’s language, whatever language the placement was answered in', async () => {
    const { keyboard, mouse } = await threeProducts();
    const items = oneOfEach(keyboard, mouse);
    const arabicOrder = await placeGuest(items, 'ar');
    const [arabicMail] = await mailsTo(arabicOrder.email);
    expect(arabicMail?.subject).toBe(`طلبك رقم ${arabicOrder.orderNumber} من Falcon`);
    for (const part of [arabicMail?.text ?? '', arabicMail?.html ?? '']) {
      expect(part).toContain(KEYBOARD.titleAr);
      expect(part).not.toContain(KEYBOARD.title);
      expect(part).toContain(MOUSE.title);
    }

    const englishOrder = await placeGuest(items, 'en', '?lang=ar');
    const [englishMail] = await mailsTo(englishOrder.email);
    expect(englishMail?.subject).toBe(`Your Falcon order ${englishOrder.orderNumber}`);
    expect(englishMail?.text).toContain(KEYBOARD.title);
    expect(englishMail?.text).not.toContain(KEYBOARD.titleAr);
  });

  it('name an Arabic order’s licence keys and invoice lines by the Arabic title, an English order’s by the English', async () => {
    const licence = await stockedProduct(t.database.db, shelf, { title: 'Windows 11 Pro', titleAr: 'ويندوز 11 برو', price: 200 });
    await licenceProduct(t, admin.cookie, licence, ['W11-ARABIC-KEY-0001', 'W11-ENGLISH-KEY-0002']);
    const items = [{ productId: licence.id, quantity: 1 }];
    const arabicOrder = await placeGuest(items, 'ar');
    const englishOrder = await placeGuest(items, 'en');
    for (const order of [arabicOrder, englishOrder]) {
      const confirmed = await t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/guest`, { cookie: admin.cookie, payload: { newStatus: 'confirmed' } });
      expect(confirmed.status).toBe(200);
      // The admin's answer stays English.
      expect(titles(confirmed.body.order as Order)).toEqual(['Windows 11 Pro']);
    }

    const tracked = await t.call('POST', '/api/shop/track/link?lang=ar', { payload: { token: await lastTrackToken(t.database.db, arabicOrder.email) } });
    const [given] = (tracked.body.order as TrackedOrder).licenceKeys ?? [];
    expect(given).toEqual({ productId: licence.id, title: 'ويندوز 11 برو', key: expect.stringMatching(/^W11-(ARABIC|ENGLISH)-KEY-000[12]$/) });

    const arabicKeys = (await mailsTo(arabicOrder.email)).find((mail) => mail.subject.includes('مفاتيح'));
    expect(arabicKeys?.text).toContain(given?.key);
    expect(arabicKeys?.text).toContain('ويندوز 11 برو');
    expect(arabicKeys?.text).not.toContain('Windows 11 Pro');
    const englishKeys = (await mailsTo(englishOrder.email)).find((mail) => mail.subject.includes('licence keys'));
    expect(englishKeys?.text).toContain('Windows 11 Pro');

    const lineOf = async (orderId: string) => {
      const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
      return invoice?.content.lines.find((line) => line.kind === 'product')?.description;
    };
    expect(await lineOf(arabicOrder._id)).toBe('ويندوز 11 برو');
    expect(await lineOf(englishOrder._id)).toBe('Windows 11 Pro');
  });
});
