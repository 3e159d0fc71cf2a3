import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageIn, formatFils, messages, type Coupon, type Order, type OrderPreview } from '@store/contract'
import { lastAudit } from '#server-test/admin-helpers';
import { guestOrder, stockedProduct } from '#server-test/commerce-factories';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';
import { toStoreTime } from './coupon-rules';

// Coupon codes (issue 14 item 2, docs/decisions/033): the admin's codes with
// their audit trail, the checkout's discount from the one pricing function
// (preview and placement agree), every refusal with its sentence, and a
// cancelled order giving its use back.

let customerCookie: string;

const t = suiteTestApp();
const shelf = suiteShelf(t);
const otherShelf = suiteShelf(t);
const admin = suiteUser(t, { role: 'admin', name: 'Coupon Admin' });

beforeAll(async () => {
  customerCookie = await t.loginAs((await t.createUser({ name: 'Coupon Customer' })).email);
});

const hour = 3_600_000;
const storeTime = (offsetMs: number) => toStoreTime(new Date(Date.now() + offsetMs));

async function newCoupon(input: Record<string, unknown>): Promise<Coupon> {
  const res = await t.call('POST', '/api/admin/coupons', { cookie: admin.cookie, payload: { kind: 'percent', value: 10, ...input } });
  if (res.status !== 201) throw new Error(`coupon not created: ${res.status} ${res.raw}`);
  return res.body.data as Coupon;
}

const preview = (items: { productId: string; quantity: number }[], couponCode?: string, cookie?: string) =>
  t.call('POST', '/api/shop/order/preview', { payload: { items, paymentMethod: 'card_on_delivery', ...(couponCode === undefined ? {} : { couponCode }) }, ...(cookie ? { cookie } : {}) });

let phones = 0;
/** A guest order from its own phone and IP (the open-guest-orders limits count those). */
const place = (items: { productId: string; quantity: number }[], total: number, couponCode: string, email: string) => {
  phones += 1;
  return t.call('POST', '/api/shop/order/place-guest-order', {
    payload: guestOrder(items, total, { email, couponCode, paymentMethod: 'card_on_delivery', phone: `050 100 ${String(phones).padStart(4, '0')}` }),
    remoteAddress: `10.0.1.${phones}`,
  });
};

describe('the admin’s coupon codes', () => {
  it('are created, listed, changed and deleted by an admin only, each change in the audit trail', async () => {
    const anonymous = await t.call('GET', '/api/admin/coupons');
    expect(anonymous.status).toBe(401);
    const customer = await t.call('POST', '/api/admin/coupons', { cookie: customerCookie, payload: { code: 'X', kind: 'percent', value: 5 } });
    expect(customer.status).toBe(403);

    const created = await t.call('POST', '/api/admin/coupons', {
      cookie: admin.cookie,
      payload: { code: ' eid-25 ', kind: 'fixed', value: '25', minSpend: '100', startsAt: '2026-12-01T09:00', endsAt: '', totalLimit: '50', perCustomerLimit: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(messages.COUPON_SAVED);
    const coupon = created.body.data as Coupon;
    expect(coupon).toMatchObject({ code: 'EID-25', kind: 'fixed', value: 25, minSpend: 100, startsAt: '2026-12-01T09:00', endsAt: null, totalLimit: 50, perCustomerLimit: 1, active: true, usedCount: 0 });
    expect(await lastAudit(t, admin.cookie)).toMatchObject({ action: 'coupon.create', entityId: coupon._id, summary: `Created coupon EID-25 (${formatFils(2_500)} off)` });

    const taken = await t.call('POST', '/api/admin/coupons', { cookie: admin.cookie, payload: { code: 'Eid-25', kind: 'percent', value: 5 } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(messages.COUPON_CODE_TAKEN);

    const changed = await t.call('PUT', `/api/admin/coupons/${coupon._id}`, { cookie: admin.cookie, payload: { code: 'EID-25', kind: 'fixed', value: 30, active: false } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ value: 30, active: false, minSpend: null });
    expect(await lastAudit(t, admin.cookie)).toMatchObject({ action: 'coupon.update', summary: 'Updated coupon EID-25 (deactivated)' });

    const list = await t.call('GET', '/api/admin/coupons', { cookie: admin.cookie });
    expect((list.body.data as Coupon[]).map((c) => c.code)).toContain('EID-25');

    const removed = await t.call('DELETE', `/api/admin/coupons/${coupon._id}`, { cookie: admin.cookie });
    expect(removed.status).toBe(200);
    expect(await lastAudit(t, admin.cookie)).toMatchObject({ action: 'coupon.delete', summary: 'Deleted coupon EID-25' });
    expect((await t.call('DELETE', `/api/admin/coupons/${coupon._id}`, { cookie: admin.cookie })).body.message).toBe(messages.COUPON_NOT_FOUND);
  });

  it('refuses a bad percentage, bad dates and a bad code with their sentences', async () => {
    const res = await t.call('POST', '/api/admin/coupons', {
      cookie: admin.cookie,
      payload: { code: 'NO SPACES', kind: 'percent', value: 150, startsAt: '2026-12-02T00:00', endsAt: '2026-12-01T00:00' },
    });
    expect(res.status).toBe(400);
    const texts = (res.body.errors as { message: string }[]).map((e) => e.message);
    expect(texts).toEqual(expect.arrayContaining([messages.COUPON_CODE_INVALID, messages.COUPON_PERCENT_INVALID, messages.COUPON_DATES_INVALID]));
  });
});

describe('a coupon code at checkout', () => {
  it('shows its discount as its own figure, the VAT of the lower total, and places what the preview showed', async () => {
    await newCoupon({ code: 'TEN' });
    const p = await stockedProduct(t.database.db, shelf, { price: 200, totalStock: 9 });
    const items = [{ productId: p.id, quantity: 2 }];
    const res = await preview(items, ' ten ');
    expect(res.status).toBe(200);
    const shown = res.body.data as OrderPreview;
    // 400 - 40 + 25 delivery = 385, VAT 385 x 5 / 105 = 18.33
    expect(shown).toMatchObject({ subtotal: 400, discount: 40, couponCode: 'TEN', deliveryFee: 25, totalPrice: 385, vat: 18.33 });

    const placed = await place(items, shown.totalPrice, 'TEN', 'ten@example.ae');
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    expect(order).toMatchObject({ subtotal: 400, discount: 40, couponCode: 'TEN', totalPrice: 385, vat: 18.33 });

    // The tax invoice issued on confirmation adds up with the discount in its lines.
    const confirmed = await t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/guest`, { cookie: admin.cookie, payload: { newStatus: 'confirmed' } });
    expect(confirmed.status).toBe(200);
    expect((confirmed.body.order as Order).invoiceNumber).not.toBeNull();
  });

  it('covers only its categories or brands', async () => {
    await newCoupon({ code: 'SHELF-ONLY', kind: 'fixed', value: 50, categoryIds: [shelf.categoryId] });
    const inside = await stockedProduct(t.database.db, shelf, { price: 30, totalStock: 9 });
    const outside = await stockedProduct(t.database.db, otherShelf, { price: 100, totalStock: 9 });
    const res = await preview([{ productId: inside.id, quantity: 1 }, { productId: outside.id, quantity: 1 }], 'SHELF-ONLY');
    expect(res.body.data).toMatchObject({ subtotal: 130, discount: 30, totalPrice: 125 });

    const none = await preview([{ productId: outside.id, quantity: 1 }], 'SHELF-ONLY');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'COUPON_NOT_APPLICABLE', message: messages.COUPON_NOT_APPLICABLE });
  });

  it('answers each refusal with its own sentence', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 50, totalStock: 9 });
    const items = [{ productId: p.id, quantity: 1 }];
    await newCoupon({ code: 'LATER', startsAt: storeTime(24 * hour) });
    await newCoupon({ code: 'OVER', startsAt: storeTime(-48 * hour), endsAt: storeTime(-24 * hour) });
    await newCoupon({ code: 'BIG-SPEND', minSpend: 100 });
    await newCoupon({ code: 'OFF', active: false });
    const cases: [string, number, string, string][] = [
      ['NOPE', 400, 'COUPON_UNKNOWN', messages.COUPON_UNKNOWN],
      ['OFF', 400, 'COUPON_UNKNOWN', messages.COUPON_UNKNOWN],
      ['LATER', 400, 'COUPON_NOT_YET_VALID', messages.COUPON_NOT_YET_VALID],
      ['OVER', 400, 'COUPON_EXPIRED', messages.COUPON_EXPIRED],
      ['BIG-SPEND', 400, 'COUPON_MIN_SPEND', messageIn('en', 'COUPON_MIN_SPEND', { min: formatFils(10_000) })],
      ['BAD CODE!', 400, 'VALIDATION_FAILED', messages.COUPON_CODE_INVALID],
    ];
    for (const [code, status, errorCode, text] of cases) {
      const res = await preview(items, code);
      expect({ code, status: res.status, errorCode: res.body.code }).toEqual({ code, status, errorCode });
      expect(JSON.stringify(res.body)).toContain(text);
    }
    // Without a code, or an empty one, the order is priced as before.
    expect((await preview(items, '')).body.data).toMatchObject({ discount: 0, couponCode: null, totalPrice: 75 });
  });

  it('is used up at its total limit, once per customer, and a cancelled order gives its use back', async () => {
    const coupon = await newCoupon({ code: 'TWO-USES', totalLimit: 2, perCustomerLimit: 1 });
    const p = await stockedProduct(t.database.db, shelf, { price: 100, totalStock: 20 });
    const items = [{ productId: p.id, quantity: 1 }];
    // 100 - 10 + 25 = 115
    const first = await place(items, 115, 'TWO-USES', 'first@example.ae');
    expect(first.status).toBe(201);
    const again = await place(items, 115, 'TWO-USES', 'FIRST@example.ae');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'COUPON_ALREADY_USED', message: messages.COUPON_ALREADY_USED });
    expect((await place(items, 115, 'TWO-USES', 'second@example.ae')).status).toBe(201);
    const third = await place(items, 115, 'TWO-USES', 'third@example.ae');
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: 'COUPON_USED_UP', message: messages.COUPON_USED_UP });
    expect((await preview(items, 'TWO-USES')).body.message).toBe(messages.COUPON_USED_UP);

    const order = first.body.order as Order;
    const cancelled = await t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/guest`, { cookie: admin.cookie, payload: { newStatus: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    const listed = (await t.call('GET', '/api/admin/coupons', { cookie: admin.cookie })).body.data as Coupon[];
    expect(listed.find((c) => c._id === coupon._id)).toMatchObject({ usedCount: 1, discountTotal: 10 });
    // The first customer may use it again: their order holding it was cancelled.
    expect((await place(items, 115, 'TWO-USES', 'first@example.ae')).status).toBe(201);
  });

  it('counts a registered customer by account in the preview', async () => {
    await newCoupon({ code: 'ONCE', perCustomerLimit: 1 });
    const buyer = await t.createUser({ name: 'Once Buyer' });
    const cookie = await t.loginAs(buyer.email);
    const p = await stockedProduct(t.database.db, shelf, { price: 100, totalStock: 9 });
    const items = [{ productId: p.id, quantity: 1 }];
    // First order ships free: 100 - 10 = 90
    const placed = await t.call('POST', '/api/shop/order/place-registered-order', {
      cookie,
      payload: { userId: buyer.user._id, items, totalPrice: 90, deliveryAddress: guestOrder(items, 90).deliveryAddress, paymentMethod: 'card_on_delivery', couponCode: 'ONCE' },
    });
    expect(placed.status).toBe(201);
    const res = await preview(items, 'ONCE', cookie);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(messages.COUPON_ALREADY_USED);
  });

  it('shows in the sales report: the month’s coupon discounts of orders not cancelled', async () => {
    const res = await t.call('GET', '/api/admin/dashboard/monthly-sales', { cookie: admin.cookie });
    const discounts = res.body.monthlyDiscounts as number[];
    // TEN 40; TWO-USES 10 + 10 (the cancelled order's 10 left out); ONCE 10.
    expect(discounts.reduce((sum, d) => sum + d, 0)).toBe(70);
  });
});

describe('a once-per-customer coupon counts the person', () => {
  it('counts one person once however they write their e-mail, by phone, and a guest on an account’s address as that account (issue 26 item 7)', async () => {
    await newCoupon({ code: 'ONE-EACH', perCustomerLimit: 1 });
    const p = await stockedProduct(t.database.db, shelf, { price: 100, totalStock: 30 });
    const items = [{ productId: p.id, quantity: 1 }];
    const buyer = await t.createUser({ name: 'Layla Khalid', email: 'layla.k@gmail.com', phone: '+971507770001' });
    const placed = await t.call('POST', '/api/shop/order/place-registered-order', {
      cookie: await t.loginAs(buyer.email),
      payload: { userId: buyer.user._id, items, totalPrice: 90, deliveryAddress: guestOrder(items, 90).deliveryAddress, paymentMethod: 'card_on_delivery', couponCode: 'ONE-EACH' },
    });
    expect(placed.status).toBe(201);

    // The same mailbox written four other ways, each from a phone and an address of its own.
    for (const email of ['Layla.K+1@gmail.com', 'LAYLA.K+eid@GoogleMail.com', 'laylak@gmail.com', 'l.a.y.l.a.k@gmail.com']) {
      const res = await place(items, 115, 'ONE-EACH', email);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'COUPON_ALREADY_USED', message: messages.COUPON_ALREADY_USED });
    }
    // Another address with the account's phone.
    const samePhone = await t.call('POST', '/api/shop/order/place-guest-order', {
      payload: guestOrder(items, 115, { email: 'someone.else@example.ae', couponCode: 'ONE-EACH', paymentMethod: 'card_on_delivery', phone: '+971 50 777 0001' }),
      remoteAddress: '10.0.2.1',
    });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.code).toBe('COUPON_ALREADY_USED');
    // The account's address now is another one: a guest using it is the account.
    await t.database.db.execute(sql`update users set email = 'layla.new@example.ae' where id = ${buyer.user._id}::uuid`);
    const asAccount = await place(items, 115, 'ONE-EACH', 'Layla.New@example.ae');
    expect(asAccount.status).toBe(409);
    expect(asAccount.body.code).toBe('COUPON_ALREADY_USED');
    // Plus-tags elsewhere than Gmail are one mailbox too, and a different person is not refused.
    expect((await place(items, 115, 'ONE-EACH', 'omar@example.ae')).status).toBe(201);
    expect((await place(items, 115, 'ONE-EACH', 'Omar+again@Example.ae')).status).toBe(409);
    expect((await place(items, 115, 'ONE-EACH', 'omar.saeed@example.ae')).status).toBe(201);
  });

  it('gives the uses stored before the change every name of their buyer (migration 0031)', async () => {
    const before = await t.database.db.execute<{ order_id: string; customer_keys: string[] }>(
      sql`select order_id, customer_keys from coupon_redemptions order by order_id`,
    );
    const stored = before.rows;
    expect(stored.length).toBeGreaterThan(3);
    await t.database.db.execute(sql`update coupon_redemptions set customer_keys = '{}'`);
    const migration = readFileSync(new URL('../../db/migrations/0031_coupon_customer_keys.sql', import.meta.url), 'utf8');
    const fill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    await t.database.db.execute(sql.raw(fill));
    const after = (await t.database.db.execute<{ order_id: string; customer_keys: string[] }>(sql`select order_id, customer_keys from coupon_redemptions order by order_id`)).rows;
    // Each use holds at least the names the placement gave it (the account an e-mail belongs to now may add one).
    for (const [index, row] of stored.entries()) {
      expect(after[index]?.order_id).toBe(row.order_id);
      for (const key of row.customer_keys) expect(after[index]?.customer_keys).toContain(key);
    }
  });
});
