import { describe, expect, it } from 'vitest';
import type { Order } from '@store/contract';
import { creditNotes, invoices } from '#server/db/schema/index';
import { guestOrder, stockedProduct } from '#server-test/commerce-factories';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';

// Invoice numbers without gaps under load (issue 13 Tests): only a real
// PostgreSQL server runs transactions side by side (PGlite is one
// connection), so this suite runs when DATABASE_URL is set, as in CI.

describe('200 confirmations at once on PostgreSQL', () => {

  const t = suiteTestApp({ env: { STORE_TRN: '100123456700003' } });
  const shelf = suiteShelf(t);
  const admin = suiteUser(t, { role: 'admin' });

  it('issue INV-000001 to INV-000200, one each, no gap and no number twice; the cancellations after them CN-000001 to CN-000050', async () => {
    const product = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 1000 });
    const orders: Order[] = [];
    for (let i = 0; i < 200; i += 1) {
      const res = await t.call('POST', '/api/shop/order/place-guest-order', {
        payload: guestOrder([{ productId: product.id, quantity: 1 }], 35, { email: `buyer${i}@example.ae` }),
      });
      orders.push(res.body.order as Order);
    }
    const confirm = (order: Order) =>
      t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/guest`, { cookie: admin.cookie, payload: { newStatus: 'confirmed' } });
    // Each order confirmed twice at once: 200 succeed, the 200 repeats wait on the order's row lock and are refused.
    const answers = await Promise.all([...orders, ...orders].map(confirm));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(200);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(200);

    const rows = await t.database.db.select({ number: invoices.number, orderId: invoices.orderId }).from(invoices);
    expect(rows.map((r) => r.number).toSorted()).toEqual(Array.from({ length: 200 }, (_, i) => `INV-${String(i + 1).padStart(6, '0')}`));
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(200);

    const cancel = (order: Order) =>
      t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/guest`, { cookie: admin.cookie, payload: { newStatus: 'cancelled' } });
    const cancelled = await Promise.all(orders.slice(0, 50).map(cancel));
    expect(cancelled.every((a) => a.status === 200)).toBe(true);
    const notes = await t.database.db.select({ number: creditNotes.number }).from(creditNotes);
    expect(notes.map((n) => n.number).toSorted()).toEqual(Array.from({ length: 50 }, (_, i) => `CN-${String(i + 1).padStart(6, '0')}`));
    // 200 placements and 450 status changes: minutes on a busy two-core machine, not the suite's usual minute.
  }, 300_000);
});
