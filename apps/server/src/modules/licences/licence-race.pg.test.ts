import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@store/contract';
import { licenceKeys } from '#server/db/schema/index';
import { stockedProduct } from '#server-test/commerce-factories';
import { guestLicenceOrder, licenceProduct } from '#server-test/licence-factories';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';

// Runs only where DATABASE_URL names a PostgreSQL server (vitest.config.ts):
// PGlite is one connection, so it cannot race. Admins confirming many orders
// of one licence product at once (docs/decisions/030): no key goes twice, no
// unit gets two, and the orders the keys cannot cover are refused whole.
describe('licence keys under concurrent confirmations on PostgreSQL', () => {

  const t = suiteTestApp();
  const shelf = suiteShelf(t);
  const admin = suiteUser(t, { role: 'admin' });

  const confirm = (order: Order) =>
    t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/${order.type}`, { cookie: admin.cookie, payload: { newStatus: 'confirmed' } });

  it('twelve orders (some of two units) for ten keys: the keys go to whole orders, each once', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Race Suite 2026', totalStock: 100 });
    await licenceProduct(t, admin.cookie, product, Array.from({ length: 10 }, (_, i) => `RACE-KEY-${String(i).padStart(4, '0')}`));
    const quantities = [1, 2, 1, 1, 2, 1, 1, 1, 2, 1, 1, 1];
    const orders: Order[] = [];
    for (const quantity of quantities) orders.push(await guestLicenceOrder(t, [{ productId: product.id, quantity }]));

    const answers = await Promise.all(orders.map(confirm));
    const confirmedUnits = answers.reduce((sum, res, i) => sum + (res.status === 200 ? (quantities[i] ?? 0) : 0), 0);
    for (const res of answers) expect([200, 409]).toContain(res.status);
    for (const res of answers.filter((a) => a.status === 409)) {
      expect(res.body.message).toMatch(/^Not enough licence keys for "Race Suite 2026": this order needs [12] and [01] are left\./);
    }
    // Every key handed out went to a confirmed order's unit; the refused ones got none.
    const assigned = await t.database.db
      .select({ orderId: licenceKeys.orderId, item: licenceKeys.orderItemId, unit: licenceKeys.unitNo })
      .from(licenceKeys)
      .where(and(eq(licenceKeys.productId, product.id), isNotNull(licenceKeys.assignedAt)));
    expect(assigned).toHaveLength(confirmedUnits);
    expect(confirmedUnits).toBeGreaterThanOrEqual(9); // at worst a two-unit order is refused with one key left
    expect(new Set(assigned.map((a) => `${a.item}:${a.unit}`)).size).toBe(assigned.length);
    answers.forEach((res, i) => {
      const order = orders[i];
      if (!order) return;
      const units = assigned.filter((a) => a.orderId === order._id).map((a) => a.unit).toSorted();
      expect(units).toEqual(res.status === 200 ? Array.from({ length: quantities[i] ?? 0 }, (_, u) => u + 1) : []);
    });
  });

  it('one order confirmed five times at once gets its keys once', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Double Click Pro' });
    await licenceProduct(t, admin.cookie, product, ['DCP-KEY-0001', 'DCP-KEY-0002', 'DCP-KEY-0003', 'DCP-KEY-0004']);
    const order = await guestLicenceOrder(t, [{ productId: product.id, quantity: 2 }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(order)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const res of answers.filter((a) => a.status !== 200)) expect(res.body.code).toBe('INVALID_STATUS_CHANGE');
    const [given] = await t.database.db
      .select({ n: count(), keys: sql<number>`count(distinct ${licenceKeys.id})::int` })
      .from(licenceKeys)
      .where(eq(licenceKeys.orderId, order._id));
    expect(given).toEqual({ n: 2, keys: 2 });
  });
});
