import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import rateLimit, { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config';
import type { RedisConnection } from '../lib/redis';
import type { AppInstance } from './types';

// A per-IP ceiling on every route (docs/store-rules.md#limits, issue 15): the API,
// the pages, sitemap.xml and robots.txt share one counter
// (API_RATE_LIMIT_PER_MINUTE); product images under /uploads have their own,
// larger one (a listing page shows 24 of them). It stops a runaway client or
// a scraper, not shoppers: login, password and registration have their own,
// tighter throttles (lib/throttles/throttles.ts).
//
// Not counted: the built files of the web app (hashed names, kept by browsers
// for a year, sent pre-compressed from disk: a first visit fetches about ten
// and never again, and refusing them would break pages for an office behind
// one address rather than protect anything), and the API calls a page's
// loaders make in-process (the page itself was counted).
//
// The counters are in memory, or in Redis when REDIS_URL is set, so every
// instance counts the same client (docs/decisions/014). If Redis fails, the
// request goes through (fail open) and the log says so at most once a minute.

declare module 'fastify' {
  interface FastifyInstance {
    /** Header and value that mark the in-process API calls of a page's loaders (web-app.ts); random per process. */
    inProcessCall: { header: string; value: string };
  }
  interface FastifyContextConfig {
    /** A route the rate limit does not count (the built files of the web app). */
    rateLimitExempt?: boolean;
  }
}

const IN_PROCESS_HEADER = 'x-store-in-process';

const isUpload = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/uploads/') === true;

type RedisStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => FastifyRateLimitStore;

/** The plugin's own Redis store (its Lua script), letting requests through with a warning when Redis fails. */
function failOpenRedisStore(redis: RedisConnection): FastifyRateLimitStoreCtor {
  // The plugin exports no name for it; its file is part of the published package.
  const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore') as RedisStoreCtor;
  const wrap = (inner: FastifyRateLimitStore): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow, max) {
      inner.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          redis.warn('rate-limit', error, 'Redis: the request rate limit could not be counted and let requests through');
          callback(null, { current: 0, ttl: timeWindow });
        },
        timeWindow,
        max,
      );
    },
    child: (routeOptions) => wrap(inner.child(routeOptions)),
  });
  // The plugin calls `new store(options)`: a function that returns an object serves as that constructor.
  return function failOpenStore() {
    return wrap(new RedisStore(false, false, redis.client, `${redis.prefix}rate:`));
  } as unknown as FastifyRateLimitStoreCtor;
}

export interface RateLimitOptions {
  redis?: RedisConnection | undefined;
  /** `npm run dev`: a page loads a hundred modules through Vite, none of which should count. */
  exemptPages?: boolean;
}

/**
 * One `onRequest` hook at the root, so it runs before anything else: before
 * the catalogue's answers served from memory (their hooks are the routes'
 * scope's), and for the not-found handler, which renders the pages.
 */
export async function registerRateLimit(app: AppInstance, limits: RateLimitConfig, { redis, exemptPages = false }: RateLimitOptions = {}) {
  const inProcess = { header: IN_PROCESS_HEADER, value: randomBytes(16).toString('base64url') };
  app.decorate('inProcessCall', inProcess);
  const exempt = (request: FastifyRequest) =>
    request.routeOptions.config?.rateLimitExempt === true ||
    request.headers[IN_PROCESS_HEADER] === inProcess.value ||
    (exemptPages && !request.url.startsWith('/api'));
  await app.register(rateLimit, {
    global: false,
    timeWindow: 60_000,
    keyGenerator: (request) => `${normalizeIP(request.ip)}${isUpload(request) ? '|uploads' : ''}`,
    max: (request) => (isUpload(request) ? limits.uploadsPerMinute : limits.requestsPerMinute),
    allowList: exempt,
    ...(redis ? { store: failOpenRedisStore(redis) } : {}),
    // The thrown error reaches the one error handler, which answers messages.TOO_MANY_REQUESTS.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('Too many requests'), { statusCode: context.statusCode }),
  });
  app.addHook('onRequest', app.rateLimit());
}
