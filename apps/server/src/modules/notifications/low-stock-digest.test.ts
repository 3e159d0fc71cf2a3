import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lowStockDigests, outbox, products } from '#server/db/schema/index';
import { createShelf, stockedProduct } from '#server-test/commerce-factories';
import { createTestApp } from '#server-test/test-app';
import { renderedMail } from '#server-test/outbox-mail';
import { suiteTestApp } from '#server-test/suite';
import { lowStockDigestSchedule, queueLowStockDigest, storeClock } from './low-stock-digest';

// The daily low-stock digest (issue 13 item 6): once a day per store, however
// many instances run the worker. On PostgreSQL (DATABASE_URL) the two
// instances below are two connection pools racing on one database.

describe('storeClock', () => {
  it('reads the day and hour in store time (UTC+4)', () => {
    expect(storeClock(new Date('2026-03-01T03:59:00Z'))).toEqual({ day: '2026-03-01', hour: 7 });
    expect(storeClock(new Date('2026-03-01T20:30:00Z'))).toEqual({ day: '2026-03-02', hour: 0 });
  });
});

describe('the low-stock digest', () => {
  // 09:00 in Dubai.
  const morning = new Date('2026-05-10T05:00:00Z');

  const t = suiteTestApp();

  beforeAll(async () => {
    const shelf = await createShelf(t.database.db);
    await stockedProduct(t.database.db, shelf, { title: 'Plenty Keyboard', totalStock: 40 });
    await stockedProduct(t.database.db, shelf, { title: 'Last Monitor', totalStock: 1 });
    await stockedProduct(t.database.db, shelf, { title: 'Gone Headset', totalStock: 0 });
    await stockedProduct(t.database.db, shelf, { title: 'Five Mice', totalStock: 5 });
    await t.createUser({ role: 'admin', email: 'boss@falcon.test' });
    await t.createUser({ role: 'admin', email: 'deputy@falcon.test' });
    await t.createUser({ role: 'customer', email: 'shopper@falcon.test' });
  });

  it('waits for LOW_STOCK_DIGEST_HOUR', async () => {
    expect(await queueLowStockDigest(t.database.db, new Date('2026-05-10T03:00:00Z'), { hour: 8, adminUrl: null })).toBe('not-yet');
    expect((await t.database.db.select({ n: count() }).from(lowStockDigests))[0]?.n).toBe(0);
  });

  it('is queued once to each admin when two instances run it at the same moment, then not again that day', async () => {
    const options = { hour: 8, adminUrl: 'http://localhost:3000/admin/products' };
    const second = await createTestApp(t.databaseUrl ? { sameDatabaseAs: t } : {});
    try {
      const db2 = t.databaseUrl ? second.database.db : t.database.db;
      const outcomes = await Promise.all([
        lowStockDigestSchedule(options)(t.database.db, morning),
        lowStockDigestSchedule(options)(db2, morning),
        queueLowStockDigest(t.database.db, morning, options),
        queueLowStockDigest(db2, morning, options),
      ]);
      expect(outcomes.filter((o) => o === 'queued')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'already-queued')).toHaveLength(3);
    } finally {
      await second.close();
    }
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'low_stock_digest'));
    expect(rows.map((r) => r.to).toSorted()).toEqual(['boss@falcon.test', 'deputy@falcon.test']);

    const mail = await renderedMail(rows[0]);
    expect(mail.subject).toBe('Low stock on 2026-05-10: 3 products at 5 or fewer');
    expect(mail.text).toMatch(/Gone Headset[\s\S]*Last Monitor[\s\S]*Five Mice/);
    expect(mail.text).not.toContain('Plenty Keyboard');

    // Later that day: nothing more.
    expect(await queueLowStockDigest(t.database.db, new Date('2026-05-10T15:00:00Z'), options)).toBe('already-queued');
    expect((await t.database.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, 'low_stock_digest')))[0]?.n).toBe(2);
  });

  it('sends nothing on a day when no product is low', async () => {
    await t.database.db.update(products).set({ totalStock: 50 });
    expect(await queueLowStockDigest(t.database.db, new Date('2026-05-11T05:00:00Z'), { hour: 8, adminUrl: null })).toBe('nothing-low');
    expect((await t.database.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, 'low_stock_digest')))[0]?.n).toBe(2);
  });
});
