import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@store/contract';
import { loadConfig } from '#server/config';
import { guestOrder, stockedProduct, stockOf } from '#server-test/commerce-factories';
import { suiteShelf, suiteTestApp } from '#server-test/suite';

// The open-guest-orders limits under a crowd (issue 15 item 8): many guest
// orders at once for one e-mail, one phone or one address place at most the
// limit. Counting without the advisory locks of guest-order-limits.ts lets
// every one of them see the same count and pass. Runs on PostgreSQL only
// (PGlite is one connection and cannot race).

const DEFAULTS = loadConfig({}).orderLimits;

describe('guest orders at once on PostgreSQL', () => {

  const t = suiteTestApp({
    env: {
      GUEST_OPEN_ORDERS_PER_EMAIL: String(DEFAULTS.guestOpenOrdersPerEmail),
      GUEST_OPEN_ORDERS_PER_PHONE: String(DEFAULTS.guestOpenOrdersPerPhone),
      GUEST_OPEN_ORDERS_PER_IP: String(DEFAULTS.guestOpenOrdersPerIp),
    },
  });
  const shelf = suiteShelf(t);

  async function race(n: number, body: (i: number) => Record<string, unknown>, ip: (i: number) => string) {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 1000 });
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        t.call('POST', '/api/shop/order/place-guest-order', {
          payload: guestOrder([{ productId: p.id, quantity: 1 }], 35, body(i)),
          remoteAddress: ip(i),
        }),
      ),
    );
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    for (const a of answers.filter((r) => r.status === 429)) {
      expect(a.body).toEqual({ success: false, code: 'GUEST_ORDER_LIMIT', message: messages.GUEST_ORDER_LIMIT, params: {} });
    }
    return { statuses, stockTaken: 1000 - (await stockOf(t.database.db, p.id)) };
  }

  it('30 guest orders at once for one e-mail: exactly 3 placed, 27 refused', async () => {
    const { statuses, stockTaken } = await race(
      30,
      (i) => ({ email: 'crowd.hoarder@example.ae', phone: `+97155${String(1000 + i).padStart(7, '0')}` }),
      (i) => `10.30.0.${i + 1}`,
    );
    expect(statuses).toEqual({ 201: 3, 429: 27 });
    expect(stockTaken).toBe(3);
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where lower(email) = 'crowd.hoarder@example.ae'`,
    );
    expect(rows[0]?.n).toBe(3);
  });

  it('30 at once for one phone under different e-mails: exactly 3 placed', async () => {
    const { statuses } = await race(
      30,
      (i) => ({ email: `same.phone${i}@example.ae`, phone: '+971559998877' }),
      (i) => `10.31.0.${i + 1}`,
    );
    expect(statuses).toEqual({ 201: 3, 429: 27 });
  });

  it('40 at once from one address under different e-mails and phones: exactly 20 placed', async () => {
    const { statuses } = await race(
      40,
      (i) => ({ email: `one.office${i}@example.ae`, phone: `+97155${String(5000 + i).padStart(7, '0')}` }),
      () => '10.32.0.1',
    );
    expect(statuses).toEqual({ 201: 20, 429: 20 });
  });
});
