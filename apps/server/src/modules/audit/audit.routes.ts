import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListResponseSchema } from '@store/contract';
import type { Db } from '#server/db/client';
import { requireAdmin } from '#server/plugins/auth';
import { noStore } from '#server/plugins/http-cache';
import { listAuditPage } from './audit.service';

export interface AuditRoutesOptions {
  db: Db;
}

/** GET /api/admin/audit?page&limit (admin): who changed what, newest first. */
export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);
  // Before-and-after copies of orders and users: never stored by a browser or a shared cache.
  noStore(app);

  app.get(
    '/',
    { schema: { querystring: auditListQuerySchema, response: { 200: auditListResponseSchema } } },
    async (request) => ({ success: true as const, ...(await listAuditPage(db, request.query)) }),
  );
};
