import { z } from 'zod';
import { SALES_YEAR_MAX, SALES_YEAR_MIN } from '../constants';
import { PAGE_SIZES } from '../lists';
import { messages } from '../messages';
import { productSchema } from './catalog';
import { pagedResponse, pagingQuery } from './common';
import { orderSchema, orderStatusSchema } from './order';

// The admin area's own calls: dashboard, sales and the audit trail
// (docs/store-rules.md#admin-calls, docs/store-rules.md#dashboard-and-monthly-sales).

/**
 * One change an admin made. `actor` keeps the admin's name even after the
 * account is deleted (`_id` is then null); null for a change made by no one
 * signed in. `before` and `after` are the public shapes of the record (never a
 * password hash): null before a create and after a delete.
 */
export const auditEntrySchema = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string().nullable(), name: z.string() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit: newest first, 20 a page. */
export const auditListQuerySchema = pagingQuery(PAGE_SIZES.audit);
export const auditListResponseSchema = pagedResponse(auditEntrySchema);

/** A best seller: `product` is null once it is deleted; `title` is then the one its order lines kept. */
export const topProductSchema = z.object({
  product: productSchema.nullable(),
  title: z.string(),
  quantity: z.number().int(),
  /** AED, the lines' totals (VAT included, delivery not). */
  revenue: z.number(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

/** AED taken in one month of the store's calendar (`2026-01`). */
export const monthTotalSchema = z.object({ month: z.string(), total: z.number() });
export type MonthTotal = z.infer<typeof monthTotalSchema>;

/** GET /admin/dashboard (docs/store-rules.md#dashboard-and-monthly-sales). Money in AED; cancelled orders never count as revenue. */
export const dashboardSchema = z.object({
  revenue: z.number(),
  ordersTotal: z.number().int(),
  /** Every status, zeros included. */
  ordersByStatus: z.record(orderStatusSchema, z.number().int()),
  customers: z.number().int(),
  products: z.number().int(),
  /** Stock at or below LOW_STOCK_THRESHOLD, lowest first, up to 10. */
  lowStock: z.array(productSchema),
  /** The newest 5 orders. */
  recentOrders: z.array(orderSchema),
  /** Up to 5, by quantity sold in orders that were not cancelled. */
  topProducts: z.array(topProductSchema),
  /** 12 months ending with the current one, oldest first, zeros included. */
  salesLast12Months: z.array(monthTotalSchema),
  /** The 10 newest audit entries. */
  recentActivity: z.array(auditEntrySchema),
});
export type DashboardData = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ success: z.literal(true), data: dashboardSchema });

/** `?year=2026`: 2000..2100; missing or empty means the current year of the store's calendar. */
export const monthlySalesQuerySchema = z.object({
  year: z
    .union([z.string(), z.number()])
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      const year = typeof raw === 'number' ? raw : Number(raw.trim());
      if (!Number.isInteger(year) || year < SALES_YEAR_MIN || year > SALES_YEAR_MAX) {
        ctx.addIssue({ code: 'custom', message: messages.YEAR_INVALID });
        return z.NEVER;
      }
      return year;
    }),
});
/** GET /admin/dashboard/monthly-sales: 12 AED totals, January to December, and the coupon discounts in them. */
export const monthlySalesResponseSchema = z.object({
  success: z.literal(true),
  monthlySales: z.array(z.number()).length(12),
  monthlyDiscounts: z.array(z.number()).length(12),
});
/** GET /admin/dashboard/sales-years: years with orders, newest first, the current year always among them. */
export const salesYearsResponseSchema = z.object({ success: z.literal(true), data: z.array(z.number().int()) });
