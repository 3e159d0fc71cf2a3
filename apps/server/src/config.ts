import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_COD_FEE_AED, DEFAULT_DELIVERY_FEE_AED, DEFAULT_MAX_UNITS_PER_PRODUCT, hasAtMostTwoDecimals, LIMITS } from '@store/contract';
import { aedAmount, bool, defaultRedisPrefix, emailList, emptyToUndefined, hostList, limit, seconds, taxRegistrationNumber, trustProxy } from './config-fields';
import type { SellerConfig, ServerLimits, ThrottleConfig, S3Settings, TrackingConfig, OrderLimitsConfig, CatalogueCsvConfig, RateLimitConfig } from './config-sections';

export { defaultRedisPrefix };
export type { SellerConfig, ServerLimits, ThrottleConfig, S3Settings, TrackingConfig, OrderLimitsConfig, CatalogueCsvConfig, RateLimitConfig } from './config-sections';

/** Why WEB_CONCURRENCY above 1 is refused without DATABASE_URL. */
export const EMBEDDED_DATABASE_IS_ONE_PROCESS =
  'several processes need DATABASE_URL (PostgreSQL): the embedded database (PGlite, no DATABASE_URL) is owned by one process; set WEB_CONCURRENCY=1 or DATABASE_URL';

/** The environment variables of docs/architecture.md#the-parts, with their defaults. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
        .optional(),
    ),
    /** Connections of the PostgreSQL pool per process (docs/decisions/019); unused on PGlite. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    STORE_NAME: z.string().trim().min(1).max(40).default('Falcon'),
    STORE_PHONE: z.string().trim().min(1).max(32).default('+971 4 123 4567'),
    STORE_EMAIL: z.email({ message: 'must be an e-mail address' }).default('sales@falcon.ae'),
    PUBLIC_ORIGIN: z.preprocess(
      emptyToUndefined,
      z
        .url({ message: 'must be an origin such as https://shop.example.ae' })
        .transform((u) => new URL(u).origin)
        .optional(),
    ),
    DELIVERY_FEE_AED: z.coerce
      .number({ message: 'must be an amount in AED' })
      .min(0, { message: 'must not be negative' })
      .max(10_000)
      .refine(hasAtMostTwoDecimals, { message: 'must have at most 2 decimals' })
      .default(DEFAULT_DELIVERY_FEE_AED),
    /** Cash on delivery's own fee (docs/decisions/029); card on delivery pays none. */
    COD_FEE_AED: aedAmount(DEFAULT_COD_FEE_AED),
    /** Who hears of every new order (docs/decisions/028); none by default, so no customer data goes anywhere unchosen. */
    ORDER_ALERT_EMAIL: emailList(),
    /** The hour (store time, 0-23) from which the day's low-stock digest goes to the admins. */
    LOW_STOCK_DIGEST_HOUR: z.coerce.number({ message: 'must be an hour from 0 to 23' }).int().min(0).max(23).default(8),
    SEED_DEMO: bool(true),
    // The seller on tax invoices (issue 13 item 4, docs/decisions/026); without STORE_TRN the store issues order receipts.
    STORE_LEGAL_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(200).optional()),
    STORE_ADDRESS: z.string().trim().min(1).max(300).default('Dubai, United Arab Emirates'),
    STORE_TRN: taxRegistrationNumber,
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z.string().regex(/^rediss?:\/\//, { message: 'must start with redis://' }).optional(),
    ),
    /** Start of every key and channel this store uses in Redis, so several stores (or test runs) can share one. */
    REDIS_PREFIX: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .max(64)
        .regex(/^[\w.:-]+$/, { message: 'must be letters, digits and . _ : - only' })
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z.string().regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' }).optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'must be an e-mail address' }).optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(8, { message: 'must be at least 8 characters' }).max(128).optional(),
    ),
    TRUST_PROXY: trustProxy,
    ALLOWED_HOSTS: hostList,
    // Server timeouts and the connection cap (docs/decisions/015): a slow or idle client is cut off.
    /** The whole request (headers and body, an admin's image upload included) must arrive within this. */
    REQUEST_TIMEOUT_SECONDS: seconds(60, 3600),
    /** The request's headers must arrive within this (slowloris). */
    HEADERS_TIMEOUT_SECONDS: seconds(10, 3600),
    /** A kept-alive connection waits this long for its next request; above a load balancer's idle timeout (often 60 s). */
    KEEP_ALIVE_TIMEOUT_SECONDS: seconds(72, 3600),
    /** A connection with no traffic either way for this long is closed. */
    CONNECTION_TIMEOUT_SECONDS: seconds(60, 3600),
    /** Open connections per process; more are refused at once. */
    MAX_CONNECTIONS: limit(2000),
    /** URLs per sitemap file (the protocol's ceiling is 50,000). */
    SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
    /** Seconds the sitemap files are kept once made; a catalogue change empties them sooner. */
    SITEMAP_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
    // Login throttling (docs/store-rules.md#sessions-and-passwords): failures only, forgotten on success.
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** Failed logins per (IP, e-mail) pair in the window, then 429 until it passes. */
    LOGIN_PAIR_MAX_FAILURES: limit(5),
    /** Failed logins per IP in the window: generous, many customers share one address. */
    LOGIN_IP_MAX_FAILURES: limit(100),
    /** Failed logins per e-mail, from any address, before each attempt must wait a delay. */
    LOGIN_EMAIL_FREE_FAILURES: limit(5),
    /** The first delay, doubled with each further failure, up to the cap. */
    LOGIN_EMAIL_FIRST_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(1),
    LOGIN_EMAIL_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /** Wrong current passwords per user in LOGIN_WINDOW_MINUTES on a password change. */
    PASSWORD_USER_MAX_FAILURES: limit(5),
    /** Registrations per IP per hour. */
    REGISTER_IP_MAX_PER_HOUR: limit(20),
    // Password reset (issue 13 item 1, docs/decisions/020): requests and link attempts per hour.
    /** Reset requests per e-mail address typed, whether an account has it or not (so the limit reveals nothing). */
    PASSWORD_RESET_EMAIL_MAX_PER_HOUR: limit(3),
    /** Reset requests per IP: generous, offices and carriers share an address. */
    PASSWORD_RESET_IP_MAX_PER_HOUR: limit(20),
    /** Reset links e-mailed per account (the customer's requests and an admin's together). */
    PASSWORD_RESET_USER_MAX_PER_HOUR: limit(5),
    /** Wrong, used or expired reset links tried per IP. */
    PASSWORD_RESET_IP_MAX_FAILURES: limit(10),
    /** Downloads of one's own data per account per hour (docs/decisions/031). */
    DATA_EXPORTS_PER_HOUR: limit(5),
    // Back-in-stock alerts (issue 14 item 8, docs/decisions/037): a guest could make the store e-mail a stranger.
    /** Guests' "Notify me" requests per IP per hour. */
    STOCK_ALERTS_IP_MAX_PER_HOUR: limit(20),
    /** Get Quote requests per IP per hour (issue 26 item 16): each one is work for the store's staff. */
    QUOTE_REQUESTS_IP_MAX_PER_HOUR: limit(10),
    /** Reviews written or edited per account per hour (issue 26 item 6): each save clears the product's cached answers and pages. */
    REVIEW_EDITS_PER_HOUR: limit(10),
    /** Alerts one e-mail address may wait on at once; more are refused until some are sent or unsubscribed. */
    STOCK_ALERTS_PER_EMAIL: limit(10),
    // Coupon code guessing (docs/decisions/033): unknown codes per IP; a full window refuses every code, never a checkout without one.
    /** Unknown coupon codes tried per IP in COUPON_FAILURE_WINDOW_MINUTES: a shopper's typo costs one, a guesser runs out. */
    COUPON_FAILURES_PER_IP: limit(20),
    COUPON_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    // What an anonymous visitor can take (issue 15 item 8, docs/store-rules.md#limits).
    /** Units of one product in one cart line or order. */
    MAX_UNITS_PER_PRODUCT: z.coerce.number().int().min(1).max(LIMITS.stockMax).default(DEFAULT_MAX_UNITS_PER_PRODUCT),
    /** The window in which open guest orders (pending or confirmed) are counted. */
    GUEST_ORDER_WINDOW_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
    /** Open guest orders per e-mail address, per phone number and per IP address in the window. */
    GUEST_OPEN_ORDERS_PER_EMAIL: limit(3),
    GUEST_OPEN_ORDERS_PER_PHONE: limit(3),
    /** Generous: offices and mobile carriers put many honest shoppers behind one address. */
    GUEST_OPEN_ORDERS_PER_IP: limit(20),
    /** A confirmed account's open orders (pending or confirmed), and units of one product across them (issue 26 item 1). */
    ACCOUNT_OPEN_ORDERS: limit(10),
    ACCOUNT_OPEN_UNITS_PER_PRODUCT: limit(20),
    /** E-mails the outbox sends one recipient in an hour; the rest wait for the next hour. */
    EMAILS_PER_RECIPIENT_PER_HOUR: limit(10),
    /** The least minutes between two alert e-mails to one of the store's addresses; alerts meanwhile go together (issue 26 item 2). */
    STORE_ALERT_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
    /** Orders placed and cancelled (together) per account (a guest: per e-mail) and per IP per hour (issue 26 item 2). */
    ORDER_ACTIONS_PER_ACCOUNT_PER_HOUR: limit(20),
    ORDER_ACTIONS_PER_IP_PER_HOUR: limit(60),
    /** "Send the link again" on the account page, per account per hour (issue 26 item 2). */
    EMAIL_CONFIRMATIONS_PER_HOUR: limit(3),
    /** Requests per IP per minute to the API, the pages, sitemap.xml and robots.txt (one counter). */
    API_RATE_LIMIT_PER_MINUTE: limit(1000),
    /** Requests per IP per minute for product images under /uploads (a listing page shows 24). */
    UPLOADS_RATE_LIMIT_PER_MINUTE: limit(6000),
    // Order tracking (issue 13 item 2, docs/decisions/021).
    /** Signs the tracking links of the order e-mails; unset: a key the store makes once and keeps in the database. */
    APP_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, { message: 'must be at least 32 characters (e.g. openssl rand -base64 32)' }).max(512).optional(),
    ),
    /** Order-number lookups (number + e-mail or phone) one IP address may make in TRACK_LOOKUP_WINDOW_MINUTES. */
    TRACK_LOOKUPS_PER_IP: limit(20),
    TRACK_LOOKUP_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /**
     * Days a tracking link works after the e-mail that carries it was sent (issue 26 item 3). At least the
     * return window (14 days after delivery): the delivery e-mail's link serves a return to its end.
     */
    TRACK_LINK_DAYS: z.coerce.number().int().min(14).max(3650).default(30),
    // The catalogue as a CSV file (issue 14 item 9, docs/decisions/038): admin only.
    /** The largest CSV file an import takes, in megabytes (the file is held in memory while it is checked). */
    CSV_IMPORT_MAX_MB: z.coerce.number().int().min(1).max(200).default(20),
    /** Rows written per transaction by an import; each batch is one commit and one catalogue-changed signal. */
    CSV_IMPORT_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(500),
    /** Seconds a public catalogue answer is kept in memory for the next shopper; 0 turns it off. */
    CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(30).default(2),
    /** Seconds a list's facet counts are kept per filter (docs/decisions/052); emptied when the catalogue changes; 0 turns it off. */
    FACET_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    /** After PAGE_CACHE_SECONDS, a guest's page may still be served this long while one rendering makes the next. */
    PAGE_STALE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
    /** Memory for the guests' pages (brotli copies, about 20 kB a page). */
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
    // Uploaded images on S3-compatible object storage (docs/decisions/017): S3_BUCKET turns it on.
    S3_BUCKET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens' })
        .optional(),
    ),
    S3_ENDPOINT: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://s3.example.com' })
        .optional(),
    ),
    S3_REGION: z.string().trim().min(1).max(64).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().min(1).max(256).optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().min(1).max(256).optional()),
    S3_FORCE_PATH_STYLE: bool(false),
    // Operations (issue 15 item 9, docs/decisions/018).
    /** Worker processes sharing the port (node:cluster); 1 runs the store in this one process. */
    WEB_CONCURRENCY: z.coerce.number({ message: 'must be a number of processes' }).int().min(1).max(64).default(1),
    /** Bearer token that opens GET /metrics; without it the route does not exist (404). */
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(16, { message: 'must be at least 16 characters' }).max(200).optional(),
    ),
    /** The API reference page at /api/docs; default: on only under `npm run dev` (NODE_ENV=development). */
    OPENAPI_DOCS: z.enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' }).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['WEB_CONCURRENCY'], message: EMBEDDED_DATABASE_IS_ONE_PROCESS });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
    }
    // An S3 setting without a bucket would quietly leave the images on the local disk.
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is needed with S3_ENDPOINT or S3 credentials (it selects S3 storage)' });
    }
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_SECONDS'], message: 'must not be longer than REQUEST_TIMEOUT_SECONDS' });
    }
  });

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  dataDir: string;
  storeName: string;
  storePhone: string;
  storeEmail: string;
  publicOrigin: string | undefined;
  deliveryFeeAed: number;
  /** The seller as invoices show it; `trn` undefined: order receipts, "not a tax invoice" (docs/decisions/026). */
  seller: SellerConfig;
  /** COD_FEE_AED: priced by the one pricing function for cash on delivery. */
  codFeeAed: number;
  /** The order alert's addresses and the digest's hour (docs/decisions/028). */
  notifications: { orderAlertEmails: string[]; lowStockDigestHour: number };
  seedDemo: boolean;
  redisUrl: string | undefined;
  /** Prefix of this store's keys and channels in Redis (docs/decisions/014). */
  redisPrefix: string;
  smtpUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  admin: { email: string; password: string } | undefined;
  /** Fastify's trustProxy: false, a hop count, or proxy addresses/CIDRs (docs/decisions/015). */
  trustProxy: false | number | string[];
  /** Host names the store puts into absolute URLs when PUBLIC_ORIGIN is unset (lib/site-origin.ts). */
  allowedHosts: string[];
  /** Server timeouts in milliseconds and the connection cap (docs/decisions/015). */
  server: ServerLimits;
  /** The sitemap's files (modules/catalog/seo.routes.ts). */
  sitemap: { urlsPerFile: number; cacheSeconds: number };
  /** Login, password and registration throttling (docs/store-rules.md#sessions-and-passwords). */
  throttle: ThrottleConfig;
  /** Units per product per order and open guest orders (issue 15 item 8). */
  orderLimits: OrderLimitsConfig;
  /** E-mails sent to one recipient per hour by the outbox worker. */
  emailsPerRecipientPerHour: number;
  /** STORE_ALERT_MINUTES: the least time between two alert e-mails to one of the store's addresses. */
  storeAlertMinutes: number;
  /** Per-IP request limits of every route but the built files (plugins/rate-limit.ts). */
  rateLimit: RateLimitConfig;
  /** Order tracking (docs/decisions/021): the signing-key override and the lookup throttle. */
  tracking: TrackingConfig;
  /** CSV import limits (docs/decisions/038). */
  catalogueCsv: CatalogueCsvConfig;
  /** Seconds a public catalogue answer stays in the in-process cache (0: off). */
  catalogueCacheSeconds: number;
  facetCacheSeconds: number;
  /** Seconds a guest's rendered page is shared with other guests (0: off; docs/decisions/013). */
  pageCacheSeconds: number;
  /** Seconds a stale guest page may still be served while the next is made (stale-while-revalidate). */
  pageStaleSeconds: number;
  /** Megabytes the guests' page cache may hold. */
  pageCacheMaxMb: number;
  /** Uploaded images on S3-compatible storage; undefined: the local folder `<dataDir>/uploads`. */
  s3: S3Settings | undefined;
  /** Worker processes that share the port (main.ts, node:cluster); 1: this process serves alone. */
  webConcurrency: number;
  /** Opens GET /metrics to `Authorization: Bearer <token>`; undefined: no /metrics route (404). */
  metricsToken: string | undefined;
  /** The OpenAPI reference page at /api/docs (the document at /api/openapi.json is always served). */
  openapiDocs: boolean;
  /** Folder of the built web app; absent in API-only tests. */
  webDist?: string | undefined;
  /** `npm run dev`: the web app's source folder, served through Vite with hot reload instead of a build. */
  webDevRoot?: string | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parse the environment once at start-up; every problem on its own line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: path.resolve(e.DATA_DIR),
    storeName: e.STORE_NAME,
    storePhone: e.STORE_PHONE,
    storeEmail: e.STORE_EMAIL,
    publicOrigin: e.PUBLIC_ORIGIN,
    deliveryFeeAed: e.DELIVERY_FEE_AED,
    seller: { legalName: e.STORE_LEGAL_NAME ?? `${e.STORE_NAME} Computers`, address: e.STORE_ADDRESS, trn: e.STORE_TRN },
    codFeeAed: e.COD_FEE_AED,
    notifications: { orderAlertEmails: e.ORDER_ALERT_EMAIL, lowStockDigestHour: e.LOW_STOCK_DIGEST_HOUR },
    seedDemo: e.SEED_DEMO,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX ?? defaultRedisPrefix(e.STORE_NAME),
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    trustProxy: e.TRUST_PROXY,
    allowedHosts: e.ALLOWED_HOSTS,
    server: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      connectionTimeoutMs: e.CONNECTION_TIMEOUT_SECONDS * 1000,
      maxConnections: e.MAX_CONNECTIONS,
    },
    sitemap: { urlsPerFile: e.SITEMAP_URLS_PER_FILE, cacheSeconds: e.SITEMAP_CACHE_SECONDS },
    throttle: {
      loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
      loginPairMaxFailures: e.LOGIN_PAIR_MAX_FAILURES,
      loginIpMaxFailures: e.LOGIN_IP_MAX_FAILURES,
      loginEmailFreeFailures: e.LOGIN_EMAIL_FREE_FAILURES,
      loginEmailFirstDelaySeconds: e.LOGIN_EMAIL_FIRST_DELAY_SECONDS,
      loginEmailMaxDelaySeconds: e.LOGIN_EMAIL_MAX_DELAY_SECONDS,
      passwordUserMaxFailures: e.PASSWORD_USER_MAX_FAILURES,
      registerIpMaxPerHour: e.REGISTER_IP_MAX_PER_HOUR,
      resetEmailMaxPerHour: e.PASSWORD_RESET_EMAIL_MAX_PER_HOUR,
      resetIpMaxPerHour: e.PASSWORD_RESET_IP_MAX_PER_HOUR,
      resetUserMaxPerHour: e.PASSWORD_RESET_USER_MAX_PER_HOUR,
      resetIpMaxFailures: e.PASSWORD_RESET_IP_MAX_FAILURES,
      dataExportsPerHour: e.DATA_EXPORTS_PER_HOUR,
      stockAlertIpMaxPerHour: e.STOCK_ALERTS_IP_MAX_PER_HOUR,
      quoteIpMaxPerHour: e.QUOTE_REQUESTS_IP_MAX_PER_HOUR,
      reviewEditsPerHour: e.REVIEW_EDITS_PER_HOUR,
      stockAlertsPerEmail: e.STOCK_ALERTS_PER_EMAIL,
      couponIpMaxFailures: e.COUPON_FAILURES_PER_IP,
      couponWindowMinutes: e.COUPON_FAILURE_WINDOW_MINUTES,
      trackLookupsPerIp: e.TRACK_LOOKUPS_PER_IP,
      trackLookupWindowMinutes: e.TRACK_LOOKUP_WINDOW_MINUTES,
      orderActionsPerAccount: e.ORDER_ACTIONS_PER_ACCOUNT_PER_HOUR,
      orderActionsPerIp: e.ORDER_ACTIONS_PER_IP_PER_HOUR,
      confirmationEmailsPerHour: e.EMAIL_CONFIRMATIONS_PER_HOUR,
    },
    orderLimits: {
      maxUnitsPerProduct: e.MAX_UNITS_PER_PRODUCT,
      guestWindowHours: e.GUEST_ORDER_WINDOW_HOURS,
      guestOpenOrdersPerEmail: e.GUEST_OPEN_ORDERS_PER_EMAIL,
      guestOpenOrdersPerPhone: e.GUEST_OPEN_ORDERS_PER_PHONE,
      guestOpenOrdersPerIp: e.GUEST_OPEN_ORDERS_PER_IP,
      accountOpenOrders: e.ACCOUNT_OPEN_ORDERS,
      accountOpenUnitsPerProduct: e.ACCOUNT_OPEN_UNITS_PER_PRODUCT,
    },
    emailsPerRecipientPerHour: e.EMAILS_PER_RECIPIENT_PER_HOUR,
    storeAlertMinutes: e.STORE_ALERT_MINUTES,
    rateLimit: { requestsPerMinute: e.API_RATE_LIMIT_PER_MINUTE, uploadsPerMinute: e.UPLOADS_RATE_LIMIT_PER_MINUTE },
    tracking: { appSecret: e.APP_SECRET, linkDays: e.TRACK_LINK_DAYS },
    catalogueCsv: { importMaxBytes: e.CSV_IMPORT_MAX_MB * 1024 * 1024, batchSize: e.CSV_IMPORT_BATCH_SIZE },
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS,
    facetCacheSeconds: e.FACET_CACHE_SECONDS,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    pageStaleSeconds: e.PAGE_STALE_SECONDS,
    pageCacheMaxMb: e.PAGE_CACHE_MAX_MB,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    webConcurrency: e.WEB_CONCURRENCY,
    metricsToken: e.METRICS_TOKEN,
    openapiDocs: e.OPENAPI_DOCS === undefined ? e.NODE_ENV === 'development' : ['true', '1', 'yes'].includes(e.OPENAPI_DOCS),
  };
}

/** What an operator should hear at start-up about this configuration (main.ts logs each as a warning). */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && !config.publicOrigin) {
    warnings.push(
      `PUBLIC_ORIGIN is not set: absolute URLs (sitemap, robots.txt, canonical and Open Graph links) use the Host header only when it is one of ALLOWED_HOSTS (${config.allowedHosts.join(', ')}), otherwise http://localhost:${config.port}. Set PUBLIC_ORIGIN to the store's public address.`,
    );
  }
  return warnings;
}
