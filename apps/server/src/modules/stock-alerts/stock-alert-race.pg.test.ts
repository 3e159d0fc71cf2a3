import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client';
import { outbox, stockAlerts } from '#server/db/schema/index';
import { createShelf, stockedProduct } from '#server-test/commerce-factories';
import { suiteTestApp } from '#server-test/suite';

// Exactly once per subscriber even when restocks race (docs/decisions/037):
// several connections bring the same sold-out product back at once, and
// others ask for alerts meanwhile. Only PostgreSQL runs them side by side.

describe('restocks racing on PostgreSQL', () => {
  let second: Database;

  const t = suiteTestApp({ env: { STOCK_ALERTS_IP_MAX_PER_HOUR: '100000' } });

  beforeAll(async () => {
    if (!t.databaseUrl) throw new Error('this suite needs DATABASE_URL');
    second = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: 'memory://', poolSize: 8 });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('eight restocks at once queue one e-mail per waiting address, and every alert waits for its e-mail', async () => {
    const product = await stockedProduct(t.database.db, await createShelf(t.database.db), { title: 'Race Card', totalStock: 0 });
    const emails = Array.from({ length: 40 }, (_, i) => `racer${i}@example.ae`);
    for (const email of emails) {
      const res = await t.call('POST', `/api/shop/stock-alerts/${product.id}`, { payload: { email } });
      expect(res.status).toBe(200);
    }
    // Absolute and relative writes, as the admin's update and an order's cancellation make them.
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? second.db.execute(sql`update products set total_stock = ${i + 1} where id = ${product.id}`)
          : second.db.execute(sql`update products set total_stock = total_stock + 1 where id = ${product.id}`),
      ),
    );
    const rows = await t.database.db.select({ to: outbox.to }).from(outbox).where(eq(outbox.kind, 'back_in_stock'));
    expect(rows.map((r) => r.to).toSorted()).toEqual(emails.toSorted());
    // An alert ends when its e-mail went out while the product was in stock (issue 26 item 1).
    expect(await t.database.db.$count(stockAlerts)).toBe(emails.length);
  });

  it('an alert asked while the stock comes back is either told now or still waiting, never lost', async () => {
    const product = await stockedProduct(t.database.db, await createShelf(t.database.db), { title: 'Race Mouse', totalStock: 0 });
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => t.call('POST', `/api/shop/stock-alerts/${product.id}`, { payload: { email: `late${i}@example.ae` } })),
      second.db.execute(sql`update products set total_stock = 3 where id = ${product.id}`).then(() => null),
    ]);
    const saved = answers.filter((a) => a?.status === 200).length;
    const refused = answers.filter((a) => a?.status === 409).length;
    expect(saved + refused).toBe(20);
    const told = await t.database.db.$count(outbox, sql`${outbox.payload}->>'productId' = ${product.id}`);
    // Every saved alert was queued by the restock, and waits for its e-mail to go out.
    expect(told).toBe(saved);
    expect(await t.database.db.$count(stockAlerts, eq(stockAlerts.productId, product.id))).toBe(saved);
  });
});
