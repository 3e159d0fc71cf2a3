import rateLimit from '@fastify/rate-limit';
import type { AppInstance } from './types';

/**
 * A generous per-IP ceiling on the API (DESIGN.md section 3, 429): it stops a
 * runaway client, not a shopper or the browser tests, which stay far below it.
 * Login has its own, much tighter limiter (modules/auth/login-limiter.ts).
 * Counters are in memory; with REDIS_URL they would move to Redis for a scale-out.
 */
export const API_REQUESTS_PER_MINUTE = 1000;

export async function registerApiRateLimit(api: AppInstance) {
  await api.register(rateLimit, {
    max: API_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    // The thrown error reaches the one error handler, which answers messages.TOO_MANY_REQUESTS.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('Too many requests'), { statusCode: context.statusCode }),
  });
}
