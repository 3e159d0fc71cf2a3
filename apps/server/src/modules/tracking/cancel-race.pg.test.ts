import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@store/contract';
import { orderStatusChanges, storeSecrets } from '#server/db/schema/index';
import { guestOrder, stockedProduct, stockOf } from '#server-test/commerce-factories';
import { lastTrackToken } from '#server-test/outbox-mail';
import { createTestApp } from '#server-test/test-app';
import { suiteShelf, suiteTestApp } from '#server-test/suite';
import { createLinkSigner } from '#server/lib/track-links/link-signer';

// Runs only where DATABASE_URL names a PostgreSQL server (vitest.config.ts):
// PGlite is one connection, so it cannot race. A customer double-clicking
// Cancel, or cancelling in two tabs, must give the stock back once.
describe('two cancellations of one order at once on PostgreSQL', () => {

  const t = suiteTestApp();
  const shelf = suiteShelf(t);

  it('one succeeds, the others get 409, and the stock comes back once', async () => {
    const product = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 10 });
    const placed = await t.call('POST', '/api/shop/order/place-guest-order', {
      payload: guestOrder([{ productId: product.id, quantity: 3 }], 55, { email: 'racer@example.ae' }),
    });
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    const token = await lastTrackToken(t.database.db, 'racer@example.ae');
    expect(await stockOf(t.database.db, product.id)).toBe(7);

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call('POST', '/api/shop/track/cancel', { payload: { token, reason: 'Clicked twice' } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(5);
    for (const res of refused) expect(res.body).toMatchObject({ code: 'INVALID_STATUS_CHANGE', allowedStatuses: ['pending', 'confirmed'] });
    expect(await stockOf(t.database.db, product.id)).toBe(10);
    const [cancellations] = await t.database.db
      .select({ n: count() })
      .from(orderStatusChanges)
      .where(and(eq(orderStatusChanges.orderId, order._id), eq(orderStatusChanges.toStatus, 'cancelled')));
    expect(cancellations?.n).toBe(1);
  });
});

describe('the link key made by several processes at once on PostgreSQL', () => {
  it('every process ends up with the one key that won the insert', async () => {
    const t = await createTestApp();
    try {
      const orderId = '11111111-2222-4333-8444-555555555555';
      // Ten fresh signers (ten processes starting together), each with its own random candidate. One clock for
      // all: a token carries the time it was made, so equal tokens mean one key.
      const now = () => Date.UTC(2026, 10, 28);
      const tokens = await Promise.all(Array.from({ length: 10 }, () => createLinkSigner(t.database.db, undefined, now).sign(orderId)));
      expect(new Set(tokens).size).toBe(1);
      const [rows] = await t.database.db.select({ n: count() }).from(storeSecrets);
      expect(rows?.n).toBe(1);
    } finally {
      await t.close();
    }
  });
});
