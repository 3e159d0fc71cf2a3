import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { Database, PoolStats } from '../db/client';
import { AppError } from '../lib/app-error';
import { outboxBacklog, type OutboxBacklog } from '../lib/outbox/outbox.repository';
import { MAX_ATTEMPTS } from '../modules/notifications/outbox-worker';
import type { CacheStats } from './response-cache';
import type { AppInstance } from './types';

// Prometheus metrics at GET /metrics (issue 15 item 9, docs/decisions/018):
// request durations by route pattern, the database pool, the caches' hits
// and misses, the e-mail outbox's backlog and age, and orders placed. Closed
// unless METRICS_TOKEN is set: then a scraper sends it as a Bearer token;
// without it the route does not exist (404) and nothing is recorded.
// Under WEB_CONCURRENCY the answer covers every worker of the machine
// (main.ts asks the cluster's primary, which gathers them over IPC).

export interface StoreMetrics {
  /** The metrics of this process; undefined when /metrics is off. */
  readonly registry: Registry | undefined;
  /** Report this cache's hits and misses as `store_cache_lookups_total{cache=name}`. */
  trackCache(name: string, cache: { readonly stats: CacheStats }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: StoreMetrics;
  }
}

export interface MetricsOptions {
  config: Config;
  database: Database;
  /** Under WEB_CONCURRENCY: every worker's metrics, gathered by the primary (main.ts). */
  clusterMetrics?: (() => Promise<string>) | undefined;
}

/** The two placement routes (orders.routes.ts); 201 means a new order (200 is an Idempotency-Key replay). */
const PLACEMENT_ROUTES: Readonly<Record<string, string>> = {
  '/api/shop/order/place-registered-order': 'registered',
  '/api/shop/order/place-guest-order': 'guest',
};

/** Seconds; from a cached answer (~1 ms) to a slow write under load. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A scrape waits at most this long for the outbox query; the gauges keep their last values otherwise. */
const OUTBOX_QUERY_TIMEOUT_MS = 1_000;

/**
 * The route pattern, never the raw URL (one series per route, not per
 * product): pages are rendered by the not-found handler, so they share one label.
 */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  return request.url.startsWith('/api/') ? '(no route)' : '(page)';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time check of `Authorization: Bearer <token>`. */
export function hasMetricsToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return Boolean(match?.[1]) && timingSafeEqual(sha256(match?.[1] ?? ''), sha256(token));
}

const DISABLED: StoreMetrics = { registry: undefined, trackCache: () => {} };

/** Counts the lookups of every tracked cache at each scrape (the caches keep plain numbers, cheap on their hot path). */
function cacheCounter(registry: Registry): StoreMetrics['trackCache'] {
  const caches = new Map<string, { readonly stats: CacheStats }>();
  const lookups = new Counter({
    name: 'store_cache_lookups_total',
    help: 'Lookups in the in-process caches (catalogue JSON answers, guests\' pages): hit or miss',
    labelNames: ['cache', 'result'],
    registers: [],
    collect() {
      this.reset();
      for (const [name, cache] of caches) {
        this.inc({ cache: name, result: 'hit' }, cache.stats.hits);
        this.inc({ cache: name, result: 'miss' }, cache.stats.misses);
      }
    },
  });
  registry.registerMetric(lookups);
  return (name, cache) => {
    caches.set(name, cache);
  };
}

function poolGauges(registry: Registry, database: Database): void {
  const stats = database.poolStats?.bind(database);
  if (!stats) return;
  const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(stats()));
      },
    });
  gauge('store_db_pool_connections', 'PostgreSQL connections the pool holds open (busy or idle)', (s) => s.total);
  gauge('store_db_pool_idle_connections', 'PostgreSQL connections open and idle', (s) => s.idle);
  gauge('store_db_pool_waiting_queries', 'Queries waiting for a free connection of the pool', (s) => s.waiting);
}

/** `promise`, or undefined when it fails or takes longer than `ms`. */
function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

function outboxGauges(registry: Registry, database: Database): void {
  // The three gauges are collected side by side; one query serves them all.
  let reading: Promise<OutboxBacklog | undefined> | undefined;
  const read = () =>
    (reading ??= settleWithin(outboxBacklog(database.db, MAX_ATTEMPTS), OUTBOX_QUERY_TIMEOUT_MS).finally(() => {
      reading = undefined;
    }));
  // Every worker reads the same table: the cluster's answer takes the largest, not the sum.
  const gauge = (name: string, help: string, pick: (b: OutboxBacklog) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      aggregator: 'max',
      async collect() {
        const backlog = await read();
        if (backlog) this.set(pick(backlog));
      },
    });
  gauge('store_outbox_pending_emails', 'E-mails in the outbox not sent yet (still being tried)', (b) => b.pending);
  gauge('store_outbox_oldest_pending_age_seconds', 'Age of the oldest e-mail not sent yet (0 when none)', (b) => b.oldestAgeSeconds);
  gauge('store_outbox_failed_emails', `E-mails given up after ${MAX_ATTEMPTS} failed attempts`, (b) => b.failed);
}

/**
 * Records and serves the metrics when METRICS_TOKEN is set; otherwise only
 * decorates a no-op `app.metrics`, so the rest of the app need not ask.
 */
export function registerMetrics(app: AppInstance, { config, database, clusterMetrics }: MetricsOptions): void {
  const token = config.metricsToken;
  if (!token) {
    app.decorate('metrics', DISABLED);
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'store_orders_placed_total',
    help: 'Orders placed (new orders, not Idempotency-Key replays), by guest or registered customer',
    labelNames: ['customer'],
    registers: [registry],
  });
  poolGauges(registry, database);
  outboxGauges(registry, database);
  app.decorate('metrics', { registry, trackCache: cacheCounter(registry) });

  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request);
    duration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    const customer = PLACEMENT_ROUTES[route];
    if (customer && reply.statusCode === 201) ordersPlaced.inc({ customer });
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!hasMetricsToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('METRICS_TOKEN_REQUIRED', 401);
    }
    let body: string | undefined;
    if (clusterMetrics) {
      body = await clusterMetrics().catch((error: unknown) => {
        request.log.warn({ err: error }, 'cluster metrics unavailable: answering with this worker\'s own');
        return undefined;
      });
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return body ?? (await registry.metrics());
  });
}
