import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageIn, type Order } from '@store/contract'
import { countOrders, guestOrder, stockedProduct, stockOf } from '#server-test/commerce-factories';
import { suiteShelf, suiteTestApp } from '#server-test/suite';

// Shoppers racing for the last units (docs/store-rules.md#stock): only a
// real PostgreSQL server runs transactions side by side (PGlite is one
// connection), so this suite runs when DATABASE_URL is set, as in CI.

// Runs only where DATABASE_URL names a PostgreSQL server (vitest.config.ts includes *.pg.test.ts then):
// PGlite is a single connection, so it cannot race.
describe('placing orders at once on PostgreSQL', () => {

  const t = suiteTestApp();
  const shelf = suiteShelf(t);

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
      expect(res.body).toMatchObject({ success: false, code: 'STOCK_LIMIT', message: messageIn('en', 'STOCK_LIMIT', { n: 0 }), productId: p.id });
    }
    expect(await stockOf(t.database.db, p.id)).toBe(0);
    expect(await countOrders(t.database.db)).toBe(3);
  });

  it('1,000 shoppers at once for the last 10 units: exactly 10 orders, 990 clear refusals, stock 0, no half-written order', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 10 });
    const ordersBefore = await countOrders(t.database.db);
    // Each shopper from an address of their own: the API's per-address ceiling is not what this test is about.
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        t.call('POST', '/api/shop/order/place-guest-order', {
          payload: guestOrder([{ productId: p.id, quantity: 1 }], 35, { email: `crowd${i}@example.ae` }),
          remoteAddress: `10.9.${Math.floor(i / 250)}.${i % 250}`,
        }),
      ),
    );
    const statuses = new Map<number, number>();
    for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 201: 10, 409: 990 });
    for (const res of answers.filter((a) => a.status === 409)) {
      expect(res.body).toMatchObject({ success: false, code: 'STOCK_LIMIT', message: messageIn('en', 'STOCK_LIMIT', { n: 0 }), productId: p.id });
    }
    expect(await stockOf(t.database.db, p.id)).toBe(0);
    expect(await countOrders(t.database.db)).toBe(ordersBefore + 10);

    // Every order of this product is whole: one line of 1, its first status, its e-mail; nothing else was written.
    const ids = answers.filter((a) => a.status === 201).map((a) => (a.body.order as Order)._id);
    const { rows } = await t.database.db.execute<{ orders: number; lines: number; units: number; statuses: number; emails: number }>(sql`
      select
        (select count(distinct i.order_id)::int from order_items i where i.product_id = ${p.id}) as orders,
        (select count(*)::int from order_items i where i.product_id = ${p.id}) as lines,
        (select coalesce(sum(i.quantity), 0)::int from order_items i where i.product_id = ${p.id}) as units,
        (select count(*)::int from order_status_changes s
           where s.order_id in (select i.order_id from order_items i where i.product_id = ${p.id})) as statuses,
        (select count(*)::int from outbox o where o.kind = 'order_placed' and o.to_address like 'crowd%@example.ae') as emails`);
    expect(rows[0]).toEqual({ orders: 10, lines: 10, units: 10, statuses: 10, emails: 10 });
    expect(new Set(ids).size).toBe(10);
    const { rows: orphans } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
    );
    expect(orphans[0]?.n).toBe(0);
  }, 180_000);

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
