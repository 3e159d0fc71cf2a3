import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type Order } from '@store/contract';
import { orders } from '#server/db/schema/index';
import { createShelf, guestOrder, stockedProduct } from '#server-test/commerce-factories';
import { suiteTestApp, suiteUser } from '#server-test/suite';
import { storeYearMonth } from './store-calendar';

// Monthly sales (issue "The admin area", item 6; docs/store-rules.md#dashboard-and-monthly-sales): AED per
// month of the store's calendar (Asia/Dubai, UTC+4), cancelled orders left out.

let productId: string;

// Orders of up to 50 units of one product make the sums easy to read.
const t = suiteTestApp({ env: { MAX_UNITS_PER_PRODUCT: '100' } });
const admin = suiteUser(t, { role: 'admin' });

beforeAll(async () => {
  const shelf = await createShelf(t.database.db);
  productId = (await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 1000 })).id;
});

/** A guest order of `quantity` at 10 AED (plus 25 AED delivery), placed at `at` (UTC) when given. */
async function orderAt(quantity: number, at?: string): Promise<Order> {
  const res = await t.call('POST', '/api/shop/order/place-guest-order', {
    payload: guestOrder([{ productId, quantity }], quantity * 10 + 25),
  });
  if (res.status !== 201) throw new Error(`guest order failed: ${res.status} ${res.raw}`);
  const order = res.body.order as Order;
  if (at) await t.database.db.update(orders).set({ createdAt: new Date(at) }).where(eq(orders.id, order._id));
  return order;
}

const monthlySales = (query = '') => t.call('GET', `/api/admin/dashboard/monthly-sales${query}`, { cookie: admin.cookie });

describe('GET /api/admin/dashboard/monthly-sales', () => {
  it('sums each month of the year asked, by the clock in Dubai, leaving out cancelled orders and other years', async () => {
    await orderAt(1, '2023-12-31T20:30:00Z'); // 00:30 on 1 January 2024 in Dubai: January           35
    await orderAt(2, '2024-03-15T08:00:00Z'); // March                                                  45
    await orderAt(3, '2024-03-20T08:00:00Z'); // March again                                            55
    await orderAt(5, '2024-12-31T19:30:00Z'); // 23:30 on 31 December in Dubai: still December 2024     75
    await orderAt(7, '2023-12-31T19:00:00Z'); // 23:00 on 31 December 2023 in Dubai: not 2024
    await orderAt(9, '2024-12-31T20:10:00Z'); // 00:10 on 1 January 2025 in Dubai, though 2024 in UTC
    const cancelled = await orderAt(50, '2024-05-10T08:00:00Z');
    const res = await t.call('PATCH', `/api/shop/order/update-order-status/${cancelled._id}/guest`, {
      cookie: admin.cookie,
      payload: { newStatus: 'cancelled' },
    });
    expect(res.status).toBe(200);

    const sales = await monthlySales('?year=2024');
    expect(sales.status).toBe(200);
    expect(sales.body).toEqual({ success: true, monthlySales: [35, 0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 75], monthlyDiscounts: Array(12).fill(0) });

    expect((await monthlySales('?year=2023')).body.monthlySales).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 95]);
    expect((await monthlySales('?year=2025')).body.monthlySales).toEqual([115, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await monthlySales('?year=2019')).body.monthlySales).toEqual(Array(12).fill(0));
  });

  it('defaults to the current year of the store', async () => {
    const order = await orderAt(4); // 65, now
    const { year, month } = storeYearMonth(new Date(order.createdAt));
    const expected = Array<number>(12).fill(0);
    expected[month - 1] = 65;
    for (const query of ['', '?year=', `?year=${year}`]) {
      const res = await monthlySales(query);
      expect(res.status).toBe(200);
      expect(res.body.monthlySales).toEqual(expected);
    }
  });

  it('refuses a year outside 2000..2100 or no year at all with 400', async () => {
    for (const year of ['1999', '2101', 'abc', '2024.5', '-2024']) {
      const res = await monthlySales(`?year=${year}`);
      expect([year, res.status]).toEqual([year, 400]);
      expect(res.body).toEqual({ success: false, params: {}, code: 'VALIDATION_FAILED', message: messages.YEAR_INVALID, errors: [{ path: 'year', message: messages.YEAR_INVALID }] });
    }
    expect((await monthlySales('?year=2000')).status).toBe(200);
    expect((await monthlySales('?year=2100')).status).toBe(200);
  });
});

describe('GET /api/admin/dashboard/sales-years', () => {
  it('lists the years with orders in Dubai, newest first, always with the current year', async () => {
    const res = await t.call('GET', '/api/admin/dashboard/sales-years', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const current = storeYearMonth(new Date()).year;
    expect(res.body).toEqual({ success: true, data: [...new Set([current, 2025, 2024, 2023])].toSorted((a, b) => b - a) });
  });
});
