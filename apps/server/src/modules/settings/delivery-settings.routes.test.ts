import { describe, expect, it } from 'vitest';
import { messages, type AuditEntry, type DeliverySettings, type Order, type OrderPreview } from '@store/contract';
import { ADDRESS, guestOrder, stockedProduct } from '#server-test/commerce-factories';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';

// Delivery by emirate (issue 14 item 3, docs/decisions/032): the admin sets a
// fee per emirate and a free-delivery threshold; an emirate without its own
// fee pays DELIVERY_FEE_AED; a registered customer's first delivery stays
// free; the preview and the placement price it alike.

const t = suiteTestApp();
const shelf = suiteShelf(t);
const admin = suiteUser(t, { role: 'admin', name: 'Mariam Admin' });

const save = (payload: unknown, cookie: string | undefined = admin.cookie) =>
  t.call('PUT', '/api/admin/settings/delivery', { payload, ...(cookie ? { cookie } : {}) });
const preview = async (items: { productId: string; quantity: number }[], emirate?: string, cookie?: string) =>
  (
    await t.call('POST', '/api/shop/order/preview', {
      payload: { items, paymentMethod: 'card_on_delivery', ...(emirate ? { emirate } : {}) },
      ...(cookie ? { cookie } : {}),
    })
  ).body.data as OrderPreview;

describe('/api/admin/settings/delivery', () => {
  it('is for admins only', async () => {
    const customer = await t.createUser();
    const customerCookie = await t.loginAs(customer.email);
    expect((await t.call('GET', '/api/admin/settings/delivery')).status).toBe(401);
    expect((await t.call('GET', '/api/admin/settings/delivery', { cookie: customerCookie })).status).toBe(403);
    expect((await save({ fees: {} }, customerCookie)).status).toBe(403);
  });

  it('starts with no fee of its own for any emirate and no threshold (the demo sets neither)', async () => {
    const res = await t.call('GET', '/api/admin/settings/delivery', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.body.data as DeliverySettings).toEqual({
      fees: [
        { emirate: 'Abu Dhabi', fee: null },
        { emirate: 'Dubai', fee: null },
        { emirate: 'Sharjah', fee: null },
        { emirate: 'Ajman', fee: null },
        { emirate: 'Umm Al Quwain', fee: null },
        { emirate: 'Ras Al Khaimah', fee: null },
        { emirate: 'Fujairah', fee: null },
      ],
      freeDeliveryThreshold: null,
      defaultFee: 25,
    });
  });

  it('refuses a bad fee or threshold with the field and its sentence, and saves nothing', async () => {
    const fee = await save({ fees: { Dubai: -1 } });
    expect(fee.status).toBe(400);
    expect(fee.body).toMatchObject({ code: 'VALIDATION_FAILED', message: messages.DELIVERY_FEE_INVALID });
    expect(fee.body.errors).toEqual([{ path: 'fees.Dubai', message: messages.DELIVERY_FEE_INVALID }]);
    const decimals = await save({ fees: { Sharjah: '12.345' } });
    expect(decimals.body.errors).toEqual([{ path: 'fees.Sharjah', message: messages.DELIVERY_FEE_INVALID }]);
    const threshold = await save({ fees: {}, freeDeliveryThreshold: 'lots' });
    expect(threshold.body.errors).toEqual([{ path: 'freeDeliveryThreshold', message: messages.FREE_DELIVERY_THRESHOLD_INVALID }]);
    const unknown = await save({ fees: { Muscat: 10 } });
    expect(unknown.status).toBe(400);
    const after = await t.call('GET', '/api/admin/settings/delivery', { cookie: admin.cookie });
    expect((after.body.data as DeliverySettings).fees.every((row) => row.fee === null)).toBe(true);
  });

  it('saves the form (text as the browser sends it, empty for none) and keeps an audit entry with before and after', async () => {
    const res = await save({ fees: { Dubai: '15', 'Abu Dhabi': 20.5, Fujairah: '0', Ajman: '' }, freeDeliveryThreshold: '500' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.DELIVERY_SETTINGS_SAVED);
    const data = res.body.data as DeliverySettings;
    expect(data.fees).toContainEqual({ emirate: 'Dubai', fee: 15 });
    expect(data.fees).toContainEqual({ emirate: 'Abu Dhabi', fee: 20.5 });
    expect(data.fees).toContainEqual({ emirate: 'Fujairah', fee: 0 });
    expect(data.fees).toContainEqual({ emirate: 'Ajman', fee: null });
    expect(data.freeDeliveryThreshold).toBe(500);
    expect((await t.call('GET', '/api/admin/settings/delivery', { cookie: admin.cookie })).body.data).toEqual(data);

    const audit = await t.call('GET', '/api/admin/audit', { cookie: admin.cookie });
    const [entry] = audit.body.data as (AuditEntry & { before: DeliverySettings; after: DeliverySettings })[];
    expect(entry).toMatchObject({ action: 'settings.delivery', summary: 'Changed the delivery fees', actor: { name: 'Mariam Admin' } });
    expect(entry?.before.freeDeliveryThreshold).toBeNull();
    expect(entry?.after.freeDeliveryThreshold).toBe(500);
  });
});

describe('the delivery fee of an order (Dubai 15, Abu Dhabi 20.50, Fujairah 0, others 25, free from 500)', () => {
  it("the preview takes the emirate's fee, the default before one is picked and for an emirate without its own", async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 100, totalStock: 50 });
    const items = [{ productId: p.id, quantity: 1 }];
    expect(await preview(items)).toMatchObject({ deliveryFee: 25, totalPrice: 125 });
    expect(await preview(items, 'Dubai')).toMatchObject({ deliveryFee: 15, totalPrice: 115, vat: 5.48 });
    expect(await preview(items, 'Abu Dhabi')).toMatchObject({ deliveryFee: 20.5, totalPrice: 120.5 });
    expect(await preview(items, 'Fujairah')).toMatchObject({ deliveryFee: 0, totalPrice: 100 });
    expect(await preview(items, 'Sharjah')).toMatchObject({ deliveryFee: 25, totalPrice: 125 });
    const bad = await t.call('POST', '/api/shop/order/preview', { payload: { items, emirate: 'Muscat' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(messages.EMIRATE_INVALID);
  });

  it('is free from the threshold on (the subtotal, VAT included), and charged just below it', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 250, totalStock: 50 });
    const cheap = await stockedProduct(t.database.db, shelf, { price: 249.99, totalStock: 50 });
    expect(await preview([{ productId: p.id, quantity: 2 }], 'Dubai')).toMatchObject({ subtotal: 500, deliveryFee: 0, totalPrice: 500 });
    expect(await preview([{ productId: cheap.id, quantity: 2 }], 'Dubai')).toMatchObject({ subtotal: 499.98, deliveryFee: 15, totalPrice: 514.98 });
  });

  it('answers the threshold and how much more the items need (the checkout\'s "Add AED X more"), 0 once reached', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 120.5, totalStock: 50 });
    expect(await preview([{ productId: p.id, quantity: 1 }], 'Dubai')).toMatchObject({ deliveryFee: 15, freeDeliveryThreshold: 500, freeDeliveryRemaining: 379.5 });
    expect(await preview([{ productId: p.id, quantity: 5 }], 'Dubai')).toMatchObject({ deliveryFee: 0, freeDeliveryThreshold: 500, freeDeliveryRemaining: 0 });
  });

  it("the placement charges the address's emirate as the preview did; another emirate's total is refused", async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 100, totalStock: 50 });
    const items = [{ productId: p.id, quantity: 1 }];
    const dubai = await preview(items, 'Dubai');
    const placed = await t.call('POST', '/api/shop/order/place-guest-order', {
      payload: guestOrder(items, dubai.totalPrice, { email: 'dubai@example.ae', paymentMethod: 'card_on_delivery' }),
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order as Order).toMatchObject({ deliveryFee: 15, totalPrice: 115 });

    const stale = await t.call('POST', '/api/shop/order/place-guest-order', {
      payload: guestOrder(items, dubai.totalPrice, {
        email: 'sharjah@example.ae',
        paymentMethod: 'card_on_delivery',
        deliveryAddress: { ...ADDRESS, emirate: 'Sharjah', city: 'Sharjah' },
      }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'ORDER_TOTAL_CHANGED', totalPrice: 125 });
  });

  it("a registered customer's first delivery stays free whatever the emirate; the next pays its fee", async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 100, totalStock: 50 });
    const items = [{ productId: p.id, quantity: 1 }];
    const customer = await t.createUser({ phone: '+971501112299' });
    const cookie = await t.loginAs(customer.email);
    expect(await preview(items, 'Abu Dhabi', cookie)).toMatchObject({ deliveryFee: 0, freeDelivery: true, totalPrice: 100 });
    const first = await t.call('POST', '/api/shop/order/place-registered-order', {
      cookie,
      payload: {
        userId: customer.user._id,
        items,
        totalPrice: 100,
        deliveryAddress: { ...ADDRESS, emirate: 'Abu Dhabi', city: 'Abu Dhabi' },
        paymentMethod: 'card_on_delivery',
      },
    });
    expect(first.status).toBe(201);
    expect(first.body.order as Order).toMatchObject({ deliveryFee: 0, totalPrice: 100 });
    expect(await preview(items, 'Abu Dhabi', cookie)).toMatchObject({ deliveryFee: 20.5, freeDelivery: false, totalPrice: 120.5 });
  });

  it('back to no settings: every emirate pays DELIVERY_FEE_AED again', async () => {
    expect((await save({ fees: {}, freeDeliveryThreshold: null })).status).toBe(200);
    const p = await stockedProduct(t.database.db, shelf, { price: 1000, totalStock: 5 });
    expect(await preview([{ productId: p.id, quantity: 1 }], 'Dubai')).toMatchObject({ deliveryFee: 25, totalPrice: 1025, freeDeliveryThreshold: null, freeDeliveryRemaining: null });
  });
});

describe('GET /api/shop/delivery', () => {
  it("tells anyone each emirate's fee (its own or the standard one) and the threshold, as the admin last saved them", async () => {
    const before = await t.call('GET', '/api/shop/delivery');
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      fees: [
        { emirate: 'Abu Dhabi', fee: 25 },
        { emirate: 'Dubai', fee: 25 },
        { emirate: 'Sharjah', fee: 25 },
        { emirate: 'Ajman', fee: 25 },
        { emirate: 'Umm Al Quwain', fee: 25 },
        { emirate: 'Ras Al Khaimah', fee: 25 },
        { emirate: 'Fujairah', fee: 25 },
      ],
      freeDeliveryThreshold: null,
    });
    expect(before.headers['cache-control']).toBe('no-store');

    expect((await save({ fees: { Dubai: 15, Fujairah: 40 }, freeDeliveryThreshold: 500 })).status).toBe(200);
    const after = (await t.call('GET', '/api/shop/delivery')).body.data as { fees: { emirate: string; fee: number }[]; freeDeliveryThreshold: number };
    expect(after.fees.find((row) => row.emirate === 'Dubai')?.fee).toBe(15);
    expect(after.fees.find((row) => row.emirate === 'Fujairah')?.fee).toBe(40);
    expect(after.fees.find((row) => row.emirate === 'Sharjah')?.fee).toBe(25);
    expect(after.freeDeliveryThreshold).toBe(500);
    expect((await save({ fees: {}, freeDeliveryThreshold: null })).status).toBe(200);
  });
});
