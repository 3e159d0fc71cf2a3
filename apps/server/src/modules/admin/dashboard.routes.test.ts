import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema, ORDER_STATUSES, type DashboardData, type Order } from '@store/contract';
import { orders } from '#server/db/schema/index';
import { adminOnlyViolations } from '#server-test/admin-helpers';
import { ADDRESS, guestOrder, stockedProduct } from '#server-test/commerce-factories';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';
import { lastMonths, monthKey } from './store-calendar';

// The dashboard (issue "The admin area", item 1;
// docs/store-rules.md#dashboard-and-monthly-sales), against orders placed through the API in this file.

const t = suiteTestApp();
const shelf = suiteShelf(t);
const admin = suiteUser(t, { role: 'admin', name: 'Dashboard Admin' });
const customer = suiteUser(t, { name: 'Dashboard Customer' });

beforeAll(async () => {
  await t.createUser({ name: 'Second Customer' });
});

async function dashboard(): Promise<DashboardData> {
  const res = await t.call('GET', '/api/admin/dashboard', { cookie: admin.cookie });
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return dashboardSchema.parse(res.body.data);
}

/** A guest order of the given lines (prices in AED), 25 AED delivery. */
async function placeGuest(lines: { productId: string; quantity: number; price: number }[]): Promise<Order> {
  const total = lines.reduce((sum, l) => sum + l.price * l.quantity, 0) + 25;
  const res = await t.call('POST', '/api/shop/order/place-guest-order', {
    payload: guestOrder(lines.map(({ productId, quantity }) => ({ productId, quantity })), total),
  });
  if (res.status !== 201) throw new Error(`guest order failed: ${res.status} ${res.raw}`);
  return res.body.order as Order;
}

const setStatus = (order: Order, newStatus: string) =>
  t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/${order.type}`, { cookie: admin.cookie, payload: { newStatus } });

/** Moves an order to noon on the 15th of a store month (the dashboard counts months in Dubai). */
async function moveOrder(order: Order, month: { year: number; month: number }) {
  const at = new Date(Date.UTC(month.year, month.month - 1, 15, 8, 0, 0));
  await t.database.db.update(orders).set({ createdAt: at }).where(eq(orders.id, order._id));
}

describe('who may see the dashboard', () => {
  it('refuses guests (401) and customers (403)', async () => {
    const violations = await adminOnlyViolations(
      t,
      [
        ['GET', '/api/admin/dashboard'],
        ['GET', '/api/admin/dashboard/monthly-sales'],
        ['GET', '/api/admin/dashboard/sales-years'],
      ],
      customer.cookie,
    );
    expect(violations).toEqual([]);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('shows an empty store as zeros, every status and month included', async () => {
    const data = await dashboard();
    expect(data).toMatchObject({ revenue: 0, ordersTotal: 0, customers: 2, products: 0, lowStock: [], recentOrders: [], topProducts: [] });
    expect(data.ordersByStatus).toEqual(Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])));
    expect(data.salesLast12Months).toHaveLength(12);
    expect(data.salesLast12Months.every((m) => m.total === 0)).toBe(true);
  });

  it('sums the orders that were not cancelled, counts every status and lists the stock running out', async () => {
    const db = t.database.db;
    const a = await stockedProduct(db, shelf, { title: 'Alpha Rig', price: 100, totalStock: 20 });
    const b = await stockedProduct(db, shelf, { title: 'Bravo Mouse', price: 50, totalStock: 10 });
    const c = await stockedProduct(db, shelf, { title: 'Charlie Cable', price: 10, totalStock: 3 });
    await stockedProduct(db, shelf, { title: 'Delta Screen', price: 900, totalStock: 0 });
    await stockedProduct(db, shelf, { title: 'Echo Pad', price: 15, totalStock: 5 });
    const f = await stockedProduct(db, shelf, { title: 'Foxtrot Fan', price: 20, totalStock: 7 });
    const g = await stockedProduct(db, shelf, { title: 'Golf Licence', price: 30, totalStock: 10 });

    const o1 = await placeGuest([{ productId: a.id, quantity: 2, price: 100 }, { productId: b.id, quantity: 1, price: 50 }]); // 275
    const o2 = await placeGuest([{ productId: b.id, quantity: 3, price: 50 }]); // 175
    const o3 = await placeGuest([{ productId: a.id, quantity: 5, price: 100 }]); // 525, cancelled below
    const registered = await t.call('POST', '/api/shop/order/place-registered-order', {
      cookie: customer.cookie,
      payload: { userId: customer.user._id, items: [{ productId: c.id, quantity: 1 }], totalPrice: 10, deliveryAddress: ADDRESS },
    }); // 10: a customer's first order ships free
    expect(registered.status).toBe(201);
    const o4 = registered.body.order as Order;
    const o5 = await placeGuest([{ productId: g.id, quantity: 2, price: 30 }]); // 85, its product deleted below
    const o6 = await placeGuest([{ productId: f.id, quantity: 1, price: 20 }]); // 45
    const o7 = await placeGuest([{ productId: a.id, quantity: 1, price: 100 }]); // 125, moved 14 months back

    expect((await setStatus(o3, 'cancelled')).status).toBe(200);
    expect((await setStatus(o2, 'confirmed')).status).toBe(200);
    expect((await t.call('DELETE', `/api/admin/products/delete/${g.id}`, { cookie: admin.cookie })).status).toBe(200);
    const months = lastMonths(new Date(), 12);
    const twoMonthsAgo = months[9];
    if (!twoMonthsAgo) throw new Error('no month');
    await moveOrder(o1, twoMonthsAgo);
    await moveOrder(o7, { year: twoMonthsAgo.year - 1, month: twoMonthsAgo.month });

    const data = await dashboard();
    expect(data.revenue).toBe(275 + 175 + 10 + 85 + 45 + 125);
    expect(data.ordersTotal).toBe(7);
    expect(data.ordersByStatus).toEqual({ pending: 5, confirmed: 1, processing: 0, shipped: 0, delivered: 0, cancelled: 1 });
    expect(data.customers).toBe(2);
    expect(data.products).toBe(6);

    // Stock 5 or less, lowest first; Golf is deleted, Foxtrot has 6 left.
    expect(data.lowStock.map((p) => [p.title, p.totalStock])).toEqual([
      ['Delta Screen', 0],
      ['Charlie Cable', 2],
      ['Echo Pad', 5],
    ]);
    expect(data.lowStock[0]).toMatchObject({ brand: shelf.brandId, category: shelf.categoryId, price: 900, salePrice: null });

    // The five newest, newest first: o1 and o7 were moved into the past.
    expect(data.recentOrders.map((o) => o.orderNumber)).toEqual([o6, o5, o4, o3, o2].map((o) => o.orderNumber));
    expect(data.recentOrders[3]).toMatchObject({ status: 'cancelled', totalPrice: 525 });

    // By quantity over orders not cancelled (o3's five Alphas do not count); ties by revenue.
    expect(data.topProducts.map((p) => [p.title, p.quantity, p.revenue, p.product?._id ?? null])).toEqual([
      ['Bravo Mouse', 4, 200, b.id],
      ['Alpha Rig', 3, 300, a.id],
      ['Golf Licence', 2, 60, null],
      ['Foxtrot Fan', 1, 20, f.id],
      ['Charlie Cable', 1, 10, c.id],
    ]);
    expect(data.topProducts[0]?.product).toMatchObject({ _id: b.id, title: 'Bravo Mouse', price: 50, totalStock: 6 });

    // Twelve months ending with this one (in Dubai); o7 is older than that.
    expect(data.salesLast12Months.map((m) => m.month)).toEqual(months.map(monthKey));
    expect(data.salesLast12Months.map((m) => m.total)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 275, 0, 175 + 10 + 85 + 45]);

    // The newest audit entries, newest first.
    expect(data.recentActivity.map((e) => e.action)).toEqual(['product.delete', 'order.status', 'order.status']);
    expect(data.recentActivity[1]).toMatchObject({
      actor: { name: 'Dashboard Admin' },
      entityType: 'order',
      entityId: o2._id,
      summary: `Changed order ${o2.orderNumber} from pending to confirmed`,
    });
  });

  it('lists at most ten products running out and ten recent changes', async () => {
    const db = t.database.db;
    for (let i = 0; i < 12; i++) await stockedProduct(db, shelf, { title: `Zulu Part ${String(i).padStart(2, '0')}`, totalStock: 1 });
    for (let i = 0; i < 11; i++) {
      const res = await t.call('POST', '/api/admin/brands/create', { cookie: admin.cookie, payload: { brand: `Dash Brand ${i}` } });
      expect(res.status).toBe(201);
    }
    const data = await dashboard();
    expect(data.lowStock).toHaveLength(10);
    expect(data.lowStock.slice(0, 2).map((p) => p.totalStock)).toEqual([0, 1]);
    expect(data.recentActivity).toHaveLength(10);
    expect(data.recentActivity[0]?.summary).toBe('Created brand "Dash Brand 10"');
  });
});
