import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { AppInstance } from './types';

const healthResponseSchema = z.object({ success: z.literal(true), status: z.literal('ok') });

/** GET /api/health for load balancers: answers only when the database does. */
export function registerHealth(api: AppInstance, db: Db) {
  api.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async (_request, reply) => {
    await db.execute(sql`select 1`);
    reply.header('cache-control', 'no-store');
    return { success: true as const, status: 'ok' as const };
  });
}
