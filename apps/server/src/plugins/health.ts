import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '@store/contract';
import type { Db } from '../db/client';
import type { RedisProbe } from '../lib/redis-ping';
import type { AppInstance } from './types';

// Health checks for load balancers and orchestrators (issue 15 item 9, docs/decisions/018):
// - GET /api/health: liveness. The process is up and its event loop turns; it
//   touches nothing else, so it stays cheap and a database outage does not
//   get every process restarted.
// - GET /api/health/ready: readiness, for the balancer. 503 when the database
//   does not answer within READY_TIMEOUT_MS (take this process out of the
//   rotation); Redis only degrades it (the store serves without Redis:
//   rate limits fail open, caches fall back to their time limit).

/** A database that takes longer than this to answer `select 1` counts as down. */
export const READY_TIMEOUT_MS = 2_000;

const healthResponseSchema = z.object({ success: z.literal(true), status: z.literal('ok') });

const checksSchema = z.object({
  database: z.enum(['up', 'down']),
  /** `off`: no REDIS_URL, nothing to check. */
  redis: z.enum(['up', 'down', 'off']),
});
const readyResponseSchema = z.object({ success: z.literal(true), status: z.enum(['ready', 'degraded']), checks: checksSchema });
const notReadyResponseSchema = z.object({
  success: z.literal(false),
  code: z.literal('NOT_READY'),
  message: z.string(),
  params: z.object({}),
  status: z.literal('unavailable'),
  checks: checksSchema,
});

export interface HealthOptions {
  db: Db;
  /** Redis's status, when REDIS_URL is set. */
  redis?: RedisProbe | undefined;
}

/** `promise`'s result, or 'down' when it fails or takes longer than `ms`. */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), ms);
  });
  return Promise.race([promise.catch(() => 'down' as const), late]).finally(() => clearTimeout(timer));
}

export function registerHealth(api: AppInstance, { db, redis }: HealthOptions) {
  api.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, status: 'ok' as const };
  });

  api.get(
    '/health/ready',
    { schema: { response: { 200: readyResponseSchema, 503: notReadyResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [database, redisStatus] = await Promise.all([
        withinTime(
          db.execute(sql`select 1`).then(() => 'up' as const),
          READY_TIMEOUT_MS,
        ),
        redis ? withinTime(redis(), READY_TIMEOUT_MS) : Promise.resolve('off' as const),
      ]);
      const checks = { database, redis: redisStatus };
      if (database === 'down') {
        return reply.code(503).send({
          success: false as const,
          code: 'NOT_READY' as const,
          message: messages.NOT_READY,
          params: {},
          status: 'unavailable' as const,
          checks,
        });
      }
      return { success: true as const, status: redisStatus === 'down' ? ('degraded' as const) : ('ready' as const), checks };
    },
  );
}
