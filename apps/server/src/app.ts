import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyRequest, type preHandlerAsyncHookHandler } from 'fastify';
import type { Language } from '@store/contract';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { siteOrigin } from './lib/site-origin';
import { enqueueEmails } from './lib/outbox/outbox.repository';
import type { QuoteMailer } from './modules/catalog/quotes.service';
import type { Database } from './db/client';
import { dashboardRoutes } from './modules/admin/admin.routes';
import { couponAdminRoutes } from './modules/coupons/coupons.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { settingsRoutes, shopDeliveryRoutes } from './modules/settings/settings.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { createConfirmationLinks } from './modules/auth/email-confirmation';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { ipKey } from './lib/throttles/login-throttle';
import { createThrottles, type Throttles } from './lib/throttles/throttles';
import { createDeviceCookies } from './modules/auth/device-cookie';
import { AppError } from './lib/app-error';
import { usersRoutes } from './modules/auth/users.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { stockAlertRoutes } from './modules/stock-alerts/stock-alerts.routes';
import { createUnsubscribeSigner } from './modules/stock-alerts/unsubscribe-token';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { catalogueCsvRoutes } from './modules/catalogue-csv/catalogue-csv.routes';
import { buildRoutes } from './modules/builds/builds.routes';
import { addressRoutes } from './modules/addresses/addresses.routes';
import { catalogRoutes, registerSeoRoutes } from './modules/catalog/catalog.routes';
import { stopDocumentRenders } from './modules/invoices/document-pdfs';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { createLinkSigner, linkKeyReader } from './lib/track-links/link-signer';
import { createKeySealer } from './lib/secrets/key-sealer';
import { licenceRoutes } from './modules/licences/licences.routes';
import { adminReviewRoutes, reviewRoutes } from './modules/reviews/reviews.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { registerSessions } from './plugins/auth';
import { registerErrorHandler, registerSuccessMessageLanguage, sendFrameworkError, sendRouteNotFound } from './plugins/errors';
import { registerHealth } from './plugins/health';
import { registerNoStoreDefault } from './plugins/http-cache';
import { registerJsonBody } from './plugins/json-body';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import type { RedisProbe } from './lib/redis-ping';
import { requestSerializer } from './lib/request-log';
import { registerTextGuard } from './plugins/text-guard';
import { connectRedis, type RedisConnection, type RedisStatus } from './lib/redis';
import { logDestination, RequestLog } from './lib/log';
import { forgetCatalogueMemory } from './modules/catalog/products.service';
import { setFacetCacheSeconds } from './modules/catalog/facets';
import { type CatalogueChanged, type CatalogueChangeListener, changesLists, createCatalogueChanges } from './plugins/catalogue-changes';
import { registerRateLimit } from './plugins/rate-limit';
import { catalogueAnswerTags, createResponseCache } from './plugins/response-cache';
import { registerSecurity } from './plugins/security';
import type { AppInstance } from './plugins/types';
import { registerUploads } from './plugins/uploads';
import { refuseFormBodies, registerFormBodies, registerWebApp, registerWebDev } from './plugins/web-app';
import { createImageStorage } from './storage/create-storage';
import type { ImageStorage } from './storage/storage';

export type { AppInstance };

export interface AppDeps {
  database: Database;
  /** The throttles' clock, replaceable in tests. */
  now?: () => number;
  /** Where uploaded images go; by default the one the configuration names (storage/create-storage.ts). The app closes it. */
  storage?: ImageStorage;
  /** Told each time a sitemap file is made (tests count them: a cached file is not made again). */
  onSitemapBuild?: (path: string) => void;
  /** Under WEB_CONCURRENCY (main.ts): the metrics of every worker, gathered by the cluster's primary. */
  clusterMetrics?: () => Promise<string>;
  /** Redis's status for GET /api/health/ready; default: a PING to REDIS_URL when it is set. */
  redisProbe?: RedisProbe;
  /** Where the log goes; default: readable lines at a terminal, JSON lines on standard output otherwise (lib/log.ts). Tests read what it keeps. */
  logStream?: { write(line: string): void };
}

/** JSON bodies are small; uploads (multipart) set their own limits. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** Never in the log: credentials, cookies, passwords wherever they sit. */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'currentPassword',
  'newPassword',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  'body.password',
  'body.currentPassword',
  'body.newPassword',
  // A password reset link's token (docs/decisions/020).
  'body.token',
];

/** Pino's options for the app's logger (and the cluster primary's, main.ts). */
export function loggerOptions(config: Config) {
  // The request's method, address (its secret query values redacted, lib/request-log.ts) and peer; bodies are never logged.
  return { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: { req: requestSerializer } };
}

/**
 * Fastify's trustProxy from TRUST_PROXY (docs/decisions/015). A hop count trusts the
 * nearest `hops` addresses of the chain (the peer, then X-Forwarded-For from its end);
 * Fastify 5.12 turns a plain number into "trust nobody", so it becomes that function here.
 */
export function trustProxyOption(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /**
     * The catalogue changed (a catalogue write, or stock running out or coming
     * back), once committed: every catalogue cache of every instance clears
     * (plugins/catalogue-changes.ts, docs/decisions/014).
     */
    catalogueChanged: CatalogueChanged;
    /** Runs `listener` on every catalogue change, made here or on another instance. */
    onCatalogueChange(listener: CatalogueChangeListener): void;
    /** Redis as the health check sees it: not configured, connected, or not (the store serves either way). */
    redisStatus(): RedisStatus;
  }
}

/** Get Quote requests per IP (QUOTE_REQUESTS_IP_MAX_PER_HOUR, issue 26 item 16): past it, 429 with Retry-After. */
function quoteThrottle(throttles: Throttles): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const result = await throttles.quoteIp.take(ipKey(request.ip));
    if (result.allowed) return;
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new AppError('TOO_MANY_REQUESTS', 429, { sentence: 'TOO_MANY_QUOTE_REQUESTS' });
  };
}

/**
 * A Get Quote request's e-mails (issue 26 item 16): the shopper's receipt in the page's language and the
 * store's alert to STORE_EMAIL, queued in the request's transaction. The shopper's address is the
 * outbox's per-recipient cap's to guard like any other (EMAILS_PER_RECIPIENT_PER_HOUR).
 */
function quoteMails(config: Config) {
  return (request: FastifyRequest): QuoteMailer =>
    async (tx, quote) => {
      const lang = (request.query as { lang?: Language }).lang ?? 'en';
      await enqueueEmails(tx, [
        { kind: 'quote_request', to: quote.email, payload: { template: 'quote_received', language: lang, quote } },
        {
          kind: 'quote_request',
          to: config.storeEmail,
          payload: { template: 'quote_alert', quote, adminUrl: `${siteOrigin(request, config)}/admin/orders` },
        },
      ]);
    };
}

/** With REDIS_URL, start-up waits this long for Redis, then serves without it (fail open) while it reconnects. */
const REDIS_START_WAIT_MS = 3_000;

/** Redis when REDIS_URL is set, closed with the app. */
function openRedis(app: AppInstance, config: Config): RedisConnection | undefined {
  if (!config.redisUrl) return undefined;
  const redis = connectRedis(config.redisUrl, config.redisPrefix, app.log);
  app.addHook('onClose', () => redis.close());
  return redis;
}

/**
 * The app factory (docs/conventions.md#7-the-app-factory-is-not-the-server): plugins and modules, no port.
 * main.ts listens; tests call `inject`. Not yet `ready()`, so a test may add a route.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<AppInstance> {
  const { db } = deps.database;
  const limits = config.server;
  const logStream = deps.logStream ?? logDestination();
  const app = Fastify({
    logger: logStream ? { ...loggerOptions(config), stream: logStream } : loggerOptions(config),
    logController: new RequestLog(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors: sendFrameworkError,
    // A slow client is cut off (docs/decisions/015): the whole request within requestTimeout, its
    // headers within headersTimeout, an idle socket after connectionTimeout or, between requests, keepAliveTimeout.
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      // Node checks those two timeouts on this interval (30 s by default, which would let a slow client
      // hold its socket up to 30 s past them); walking the open connections once a second is cheap.
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Connections past the cap are closed as they arrive.
  app.server.maxConnections = limits.maxConnections;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  registerErrorHandler(app);
  registerSuccessMessageLanguage(app);
  registerJsonBody(app);
  registerFormBodies(app);
  registerTextGuard(app);
  // Before every route: the metrics' timing hook and the OpenAPI document's route collector see them all.
  registerMetrics(app, { config, database: deps.database, clusterMetrics: deps.clusterMetrics });
  await registerOpenApi(app, config);

  await registerSecurity(app, config);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // Brotli's default (quality 11) is for build-time assets; 4 is as small as gzip and far cheaper per response.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  const storage = deps.storage ?? createImageStorage(config);
  app.addHook('onClose', () => storage.close());
  // Documents issued but not rendered yet are rendered on their first download (docs/decisions/050).
  app.addHook('onClose', () => stopDocumentRenders(db));

  const redis = openRedis(app, config);
  const catalogue = createCatalogueChanges(app.log, redis);
  app.decorate('catalogueChanged', catalogue.changed);
  app.decorate('onCatalogueChange', catalogue.onChange);
  app.decorate('redisStatus', (): RedisStatus => redis?.status() ?? 'not-configured');
  if (redis) {
    const [connected] = await Promise.all([redis.whenConnected(REDIS_START_WAIT_MS), catalogue.ready(REDIS_START_WAIT_MS)]);
    if (!connected) app.log.warn('Redis is not answering yet: serving without it (limits fail open) while it reconnects');
  }
  // A root onRequest hook: before every route's own hooks and the cached answers, and for the pages (plugins/rate-limit.ts).
  await registerRateLimit(app, config.rateLimit, { redis, exemptPages: Boolean(config.webDevRoot) });

  const responseCache = createResponseCache(config.catalogueCacheSeconds, Date.now, { tagsOf: catalogueAnswerTags });
  app.metrics.trackCache('catalogue', responseCache);
  // Only what a change touched goes (issue 26 item 6): a review, its product's answers; stock, those and the lists.
  app.onCatalogueChange((change) => responseCache.forget(change));
  setFacetCacheSeconds(config.facetCacheSeconds);
  // The page anchors, the random sample and the facets are about lists: a change that leaves them leaves these.
  app.onCatalogueChange((change) => {
    if (changesLists(change)) forgetCatalogueMemory(db);
  });
  // Readiness reports the store's own Redis connection (degraded, never failing: the store serves without it).
  const redisProbe = deps.redisProbe ?? (redis ? async () => (app.redisStatus() === 'connected' ? 'up' : 'down') : undefined);

  await app.register(
    async (api) => {
      refuseFormBodies(api);
      registerNoStoreDefault(api);
      registerSessions(api, db);
      registerHealth(api, { db, redis: redisProbe });
      const throttles = createThrottles(config.throttle, deps.now, redis);
      const devices = createDeviceCookies(linkKeyReader(db, config.tracking.appSecret));
      const confirmations = createConfirmationLinks(linkKeyReader(db, config.tracking.appSecret), deps.now ?? Date.now);
      await api.register(authRoutes, { prefix: '/auth', db, throttles, devices, config, confirmations });
      await api.register(usersRoutes, { prefix: '/auth', db });
      await api.register(passwordResetRoutes, { prefix: '/auth', db, config, throttles, now: deps.now ?? Date.now });
      // Further domains (catalogue, cart, orders, admin) register here, under /api.
      await api.register(cartRoutes, { prefix: '/shop/cart', db, config });
      await api.register(wishlistRoutes, { prefix: '/shop/wishlist', db });
      await api.register(buildRoutes, { prefix: '/shop/builds', db, config });
      await api.register(addressRoutes, { prefix: '/shop/addresses', db });
      await api.register(stockAlertRoutes, {
        prefix: '/shop/stock-alerts',
        db,
        throttles,
        limits: config.throttle,
        unsubscribe: createUnsubscribeSigner(db, config.tracking.appSecret),
      });
      // One signer per process: it reads the link key once (docs/decisions/021).
      const now = deps.now ?? Date.now;
      const links = createLinkSigner(db, config.tracking.appSecret, now);
      // A link opens its order for TRACK_LINK_DAYS, until the order's links are revoked (issue 26 item 3).
      const linkRules = { links, lifetimeMs: config.tracking.linkDays * 86_400_000, now };
      // Licence keys are sealed with a key derived from APP_SECRET or a secret of their own (docs/decisions/030).
      const sealer = createKeySealer(db, config.tracking.appSecret);
      await api.register(privacyRoutes, { prefix: '/auth', db, config, throttles, sealer });
      await api.register(orderRoutes, { prefix: '/shop/order', db, config, links, sealer, throttles, confirmations });
      await api.register(trackingRoutes, { prefix: '/shop/track', db, config, linkRules, sealer, throttles });
      await api.register(invoiceRoutes, { prefix: '/shop/invoices', db, linkRules });
      await api.register(licenceRoutes, { prefix: '/admin/licences', db, sealer });
      await api.register(reviewRoutes, { prefix: '/shop/reviews', db, edits: throttles.reviewEdit });
      await api.register(adminReviewRoutes, { prefix: '/admin/reviews', db });
      await api.register(catalogRoutes, { db, storage, responseCache, beforeQuote: quoteThrottle(throttles), mailQuote: quoteMails(config) });
      await api.register(catalogueCsvRoutes, { prefix: '/admin/products', db, storage, config });
      await api.register(dashboardRoutes, { prefix: '/admin/dashboard', db });
      await api.register(auditRoutes, { prefix: '/admin/audit', db });
      await api.register(settingsRoutes, { prefix: '/admin/settings', db, config });
      await api.register(shopDeliveryRoutes, { prefix: '/shop/delivery', db, config });
      await api.register(couponAdminRoutes, { prefix: '/admin/coupons', db });
    },
    { prefix: '/api' },
  );

  await registerUploads(app, storage);
  registerSeoRoutes(app, { db, config, onSitemapBuild: deps.onSitemapBuild });
  const renderPage = config.webDevRoot ? await registerWebDev(app, config, config.webDevRoot) : await registerWebApp(app, config);

  app.setNotFoundHandler((request, reply) => renderPage?.(request, reply) ?? sendRouteNotFound(request, reply));
  return app;
}
