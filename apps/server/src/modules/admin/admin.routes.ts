import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardResponseSchema,
  monthlySalesQuerySchema,
  monthlySalesResponseSchema,
  salesYearsResponseSchema,
} from '@store/contract';
import type { Db } from '#server/db/client';
import { requireAdmin } from '#server/plugins/auth';
import { noStore } from '#server/plugins/http-cache';
import { getDashboard, getMonthlySales, getSalesYears } from './dashboard.service';

export interface AdminRoutesOptions {
  db: Db;
}

/** The dashboard and sales calls of docs/store-rules.md#admin-calls, under /api/admin/dashboard. Admins only. */
export const dashboardRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);
  // Orders and customers' names: never stored by a browser or a shared cache.
  noStore(app);

  app.get('/', { schema: { response: { 200: dashboardResponseSchema } } }, async () => ({
    success: true as const,
    data: await getDashboard(db),
  }));

  app.get(
    '/monthly-sales',
    { schema: { querystring: monthlySalesQuerySchema, response: { 200: monthlySalesResponseSchema } } },
    async (request) => ({ success: true as const, ...(await getMonthlySales(db, request.query.year)) }),
  );

  app.get('/sales-years', { schema: { response: { 200: salesYearsResponseSchema } } }, async () => ({
    success: true as const,
    data: await getSalesYears(db),
  }));
};
