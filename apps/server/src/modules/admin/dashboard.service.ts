import {
  filsToAed,
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  type DashboardData,
  type MonthTotal,
  type OrderStatus,
  type TopProduct,
} from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { listRecentActivity } from '#server/modules/audit/index';
import { toProduct } from '#server/modules/catalog/index';
import { toOrder } from '#server/modules/order-model/index';
import {
  countCustomersAndProducts,
  findProductRowsByIds,
  listLowStockProducts,
  listOrderYears,
  listRecentOrderRecords,
  listTopSellers,
  orderTotalsByStatus,
  salesByMonth,
  salesByMonthOfYear,
} from './dashboard.repository';
import { lastMonths, monthKey, storeYearMonth, withCurrentYear } from './store-calendar';

// The dashboard and the sales page (docs/store-rules.md#admin-calls, docs/store-rules.md#dashboard-and-monthly-sales). Cancelled orders never count as revenue.

const LOW_STOCK_COUNT = 10;
const RECENT_ORDERS_COUNT = 5;
const TOP_PRODUCTS_COUNT = 5;
const SALES_MONTHS = 12;
const RECENT_ACTIVITY_COUNT = 10;

async function statusFigures(db: DbOrTx) {
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  let ordersTotal = 0;
  let revenueFils = 0;
  for (const row of await orderTotalsByStatus(db)) {
    ordersByStatus[row.status] = row.orders;
    ordersTotal += row.orders;
    if (row.status !== 'cancelled') revenueFils += row.totalFils;
  }
  return { revenue: filsToAed(revenueFils), ordersTotal, ordersByStatus };
}

/** Best sellers with their products, read in one more query (deleted ones are null). */
async function topProducts(db: DbOrTx): Promise<TopProduct[]> {
  const sellers = await listTopSellers(db, TOP_PRODUCTS_COUNT);
  const ids = sellers.flatMap((s) => (s.productId ? [s.productId] : []));
  const products = new Map((await findProductRowsByIds(db, ids)).map((row) => [row.id, toProduct(row)]));
  return sellers.map((s) => {
    const product = s.productId ? (products.get(s.productId) ?? null) : null;
    return { product, title: product?.title ?? s.title, quantity: s.quantity, revenue: filsToAed(s.revenueFils) };
  });
}

async function salesLastMonths(db: DbOrTx, now: Date): Promise<MonthTotal[]> {
  const months = lastMonths(now, SALES_MONTHS);
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const totals = await salesByMonth(db, first, last);
  return months.map((m) => ({ month: monthKey(m), total: filsToAed(totals.get(monthKey(m)) ?? 0) }));
}

/** GET /admin/dashboard: every figure of docs/store-rules.md#dashboard-and-monthly-sales in a fixed number of queries, run side by side. */
export async function getDashboard(db: DbOrTx, now: Date = new Date()): Promise<DashboardData> {
  const [status, counts, lowStock, recentOrders, top, sales, recentActivity] = await Promise.all([
    statusFigures(db),
    countCustomersAndProducts(db),
    listLowStockProducts(db, LOW_STOCK_THRESHOLD, LOW_STOCK_COUNT),
    listRecentOrderRecords(db, RECENT_ORDERS_COUNT),
    topProducts(db),
    salesLastMonths(db, now),
    listRecentActivity(db, RECENT_ACTIVITY_COUNT),
  ]);
  return {
    ...status,
    customers: counts.customers,
    products: counts.products,
    lowStock: lowStock.map((row) => toProduct(row)),
    recentOrders: recentOrders.map((record) => toOrder(record, 'admin')),
    topProducts: top,
    salesLast12Months: sales,
    recentActivity,
  };
}

/**
 * GET /admin/dashboard/monthly-sales: AED per month, January to December, of
 * `year` (default: this year in Dubai), and the coupon discounts in them.
 */
export async function getMonthlySales(
  db: DbOrTx,
  year: number | undefined,
  now: Date = new Date(),
): Promise<{ monthlySales: number[]; monthlyDiscounts: number[] }> {
  const totals = await salesByMonthOfYear(db, year ?? storeYearMonth(now).year);
  const months = Array.from({ length: 12 }, (_, i) => totals.get(i + 1));
  return {
    monthlySales: months.map((m) => filsToAed(m?.totalFils ?? 0)),
    monthlyDiscounts: months.map((m) => filsToAed(m?.discountFils ?? 0)),
  };
}

/** GET /admin/dashboard/sales-years: the years of the year picker. */
export async function getSalesYears(db: DbOrTx, now: Date = new Date()): Promise<number[]> {
  return withCurrentYear(await listOrderYears(db), storeYearMonth(now).year);
}
