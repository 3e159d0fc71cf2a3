import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, type Order } from '@store/contract';
import { countOrders, createShelf, guestOrder, stockedProduct, stockOf, type TestShelf } from '../../../test/commerce-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Shoppers racing for the last units (DESIGN.md section 5 "Stock"): only a
// real PostgreSQL server runs transactions side by side (PGlite is one
// connection), so this suite runs when DATABASE_URL is set, as in CI.

// Runs only where DATABASE_URL names a PostgreSQL server (vitest.config.ts includes *.pg.test.ts then):
// PGlite is a single connection, so it cannot race.
describe('placing orders at once on PostgreSQL', () => {
  let t: TestApp;
  let shelf: TestShelf;

  beforeAll(async () => {
    t = await createTestApp();
    shelf = await createShelf(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('25 shoppers for the last 3 units: exactly 3 orders, 22 clear refusals, stock 0', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 3 });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.call('POST', '/api/shop/order/place-guest-order', {
          payload: guestOrder([{ productId: p.id, quantity: 1 }], 35, { email: `racer${i}@example.ae` }),
        }),
      ),
    );
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(22);
    for (const res of refused) {
      expect(res.body).toMatchObject({ success: false, message: message('STOCK_LIMIT', { n: 0 }), productId: p.id });
    }
    expect(await stockOf(t.database.db, p.id)).toBe(0);
    expect(await countOrders(t.database.db)).toBe(3);
  });

  it('orders for two products in opposite line order do not deadlock', async () => {
    const a = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 50 });
    const b = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 50 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const lines = [
          { productId: a.id, quantity: 1 },
          { productId: b.id, quantity: 1 },
        ];
        return t.call('POST', '/api/shop/order/place-guest-order', {
          payload: guestOrder(i % 2 ? lines : lines.toReversed(), 45, { email: `pair${i}@example.ae` }),
        });
      }),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(await stockOf(t.database.db, a.id)).toBe(30);
    expect(await stockOf(t.database.db, b.id)).toBe(30);
  });

  it('five requests at once with one Idempotency-Key make one order', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 10 });
    const before = await countOrders(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('POST', '/api/shop/order/place-guest-order', {
          payload: guestOrder([{ productId: p.id, quantity: 2 }], 45),
          headers: { 'idempotency-key': 'pg-concurrent-key' },
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(4);
    expect(new Set(answers.map((r) => (r.body.order as Order)._id)).size).toBe(1);
    expect(await countOrders(t.database.db)).toBe(before + 1);
    expect(await stockOf(t.database.db, p.id)).toBe(8);
  });
});
