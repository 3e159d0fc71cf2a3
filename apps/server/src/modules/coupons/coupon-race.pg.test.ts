import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, type Coupon } from '@store/contract';
import { couponRedemptions, coupons } from '#server/db/schema/index';
import { countOrders, createShelf, guestOrder, stockedProduct, stockOf } from '#server-test/commerce-factories';
import { suiteTestApp } from '#server-test/suite';

// Issue 14 item 2: redemption is race-safe. 1,000 guests place orders at once
// with a coupon good for 100 uses; only PostgreSQL runs them side by side
// (PGlite is one connection). The guest limits are raised through settings:
// they are not what this test is about.

describe('a 100-use coupon raced by 1,000 orders on PostgreSQL', () => {

  const t = suiteTestApp({
    env: { GUEST_OPEN_ORDERS_PER_EMAIL: '10000', GUEST_OPEN_ORDERS_PER_PHONE: '10000', GUEST_OPEN_ORDERS_PER_IP: '10000' },
  });

  it('redeems exactly 100: 100 orders with the discount, 900 clear refusals, no stock taken by a refused order', async () => {
    const adminCookie = await t.loginAs((await t.createUser({ role: 'admin', name: 'Race Admin' })).email);
    const created = await t.call('POST', '/api/admin/coupons', { cookie: adminCookie, payload: { code: 'RUSH', kind: 'fixed', value: 5, totalLimit: 100 } });
    expect(created.status).toBe(201);
    const coupon = created.body.data as Coupon;
    const product = await stockedProduct(t.database.db, await createShelf(t.database.db), { price: 10, totalStock: 5000 });
    const items = [{ productId: product.id, quantity: 1 }];
    // 10 - 5 + 25 delivery = 30
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        t.call('POST', '/api/shop/order/place-guest-order', {
          payload: guestOrder(items, 30, { email: `rush${i}@example.ae`, couponCode: 'RUSH' }),
          remoteAddress: `10.8.${Math.floor(i / 250)}.${i % 250}`,
        }),
      ),
    );
    const statuses = new Map<number, number>();
    for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 201: 100, 409: 900 });
    for (const res of answers.filter((a) => a.status === 409)) {
      expect(res.body).toMatchObject({ success: false, code: 'COUPON_USED_UP', message: messages.COUPON_USED_UP, params: {} });
    }
    const [row] = await t.database.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon._id));
    expect(row?.used).toBe(100);
    expect(await t.database.db.$count(couponRedemptions, eq(couponRedemptions.couponId, coupon._id))).toBe(100);
    expect(await countOrders(t.database.db)).toBe(100);
    expect(await stockOf(t.database.db, product.id)).toBe(4900);
  }, 120_000);
});
