import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The problems loadConfig reports for `env` (none: it loads). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}
import { ConfigError, EMBEDDED_DATABASE_IS_ONE_PROCESS, loadConfig, startupWarnings } from './config';

describe('loadConfig', () => {
  it('starts with none of the variables set (docs/architecture.md#the-parts)', () => {
    expect(loadConfig({})).toEqual({
      env: 'production',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      databasePoolSize: 10,
      dataDir: path.resolve('./data'),
      storeName: 'Falcon',
      storePhone: '+971 4 123 4567',
      storeEmail: 'sales@falcon.ae',
      publicOrigin: undefined,
      deliveryFeeAed: 25,
      // No TRN by default: the store issues order receipts, never a tax invoice with an invented TRN.
      seller: { legalName: 'Falcon Computers', address: 'Dubai, United Arab Emirates', trn: undefined },
      codFeeAed: 0,
      notifications: { orderAlertEmails: [], lowStockDigestHour: 8 },
      seedDemo: true,
      redisUrl: undefined,
      redisPrefix: 'falcon:',
      smtpUrl: undefined,
      logLevel: 'info',
      admin: undefined,
      trustProxy: false,
      allowedHosts: ['localhost', '127.0.0.1'],
      server: {
        requestTimeoutMs: 60_000,
        headersTimeoutMs: 10_000,
        keepAliveTimeoutMs: 72_000,
        connectionTimeoutMs: 60_000,
        maxConnections: 2000,
      },
      sitemap: { urlsPerFile: 50_000, cacheSeconds: 3600 },
      throttle: {
        loginWindowMinutes: 15,
        loginPairMaxFailures: 5,
        loginIpMaxFailures: 100,
        loginEmailFreeFailures: 5,
        loginEmailFirstDelaySeconds: 1,
        loginEmailMaxDelaySeconds: 300,
        passwordUserMaxFailures: 5,
        registerIpMaxPerHour: 20,
        resetEmailMaxPerHour: 3,
        resetIpMaxPerHour: 20,
        resetUserMaxPerHour: 5,
        resetIpMaxFailures: 10,
        dataExportsPerHour: 5,
        stockAlertIpMaxPerHour: 20,
        quoteIpMaxPerHour: 10,
        reviewEditsPerHour: 10,
        stockAlertsPerEmail: 10,
        couponIpMaxFailures: 20,
        couponWindowMinutes: 60,
        trackLookupsPerIp: 20,
        trackLookupWindowMinutes: 15,
        orderActionsPerAccount: 20,
        orderActionsPerIp: 60,
        confirmationEmailsPerHour: 3,
      },
      orderLimits: {
        maxUnitsPerProduct: 10,
        guestWindowHours: 24,
        guestOpenOrdersPerEmail: 3,
        guestOpenOrdersPerPhone: 3,
        guestOpenOrdersPerIp: 20,
        accountOpenOrders: 10,
        accountOpenUnitsPerProduct: 20,
      },
      emailsPerRecipientPerHour: 10,
      storeAlertMinutes: 5,
      rateLimit: { requestsPerMinute: 1000, uploadsPerMinute: 6000 },
      tracking: { appSecret: undefined, linkDays: 30 },
      catalogueCsv: { importMaxBytes: 20 * 1024 * 1024, batchSize: 500 },
      catalogueCacheSeconds: 2,
      facetCacheSeconds: 30,
      pageCacheSeconds: 30,
      pageStaleSeconds: 300,
      pageCacheMaxMb: 64,
      s3: undefined,
      webConcurrency: 1,
      metricsToken: undefined,
      openapiDocs: false,
    });
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/store',
      PUBLIC_ORIGIN: 'https://shop.example.ae/',
      DELIVERY_FEE_AED: '12.50',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'Owner@Example.ae',
      ADMIN_PASSWORD: 'long-enough',
      REDIS_URL: '',
      CATALOGUE_CACHE_SECONDS: '0',
      MAX_UNITS_PER_PRODUCT: '4',
      GUEST_OPEN_ORDERS_PER_IP: '50',
      EMAILS_PER_RECIPIENT_PER_HOUR: '3',
      APP_SECRET: 'a-long-operator-chosen-secret-of-32-chars',
      TRACK_LOOKUPS_PER_IP: '5',
      TRACK_LINK_DAYS: '45',
    });
    expect(config).toMatchObject({
      tracking: { appSecret: 'a-long-operator-chosen-secret-of-32-chars', linkDays: 45 },
      throttle: expect.objectContaining({ trackLookupsPerIp: 5 }),
      orderLimits: { maxUnitsPerProduct: 4, guestOpenOrdersPerIp: 50, guestOpenOrdersPerEmail: 3 },
      emailsPerRecipientPerHour: 3,
      redisUrl: undefined,
      catalogueCacheSeconds: 0,
      facetCacheSeconds: 30,
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/store',
      publicOrigin: 'https://shop.example.ae',
      deliveryFeeAed: 12.5,
      seedDemo: false,
      admin: { email: 'owner@example.ae', password: 'long-enough' },
    });
  });

  it('reports every bad value on its own readable line', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://db',
        DELIVERY_FEE_AED: '-1',
        STORE_EMAIL: 'not-an-email',
        SEED_DEMO: 'maybe',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const { problems, message } = caught as ConfigError;
    expect(problems).toEqual([
      'PORT: must be a port number',
      'DATABASE_URL: must start with postgres:// or postgresql://',
      'STORE_EMAIL: must be an e-mail address',
      'DELIVERY_FEE_AED: must not be negative',
      'SEED_DEMO: must be true or false',
    ]);
    expect(message.split('\n')).toHaveLength(problems.length + 1);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, never as "trust every hop"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    // `true` is one hop: the load balancer in front of the store (docs/decisions/015).
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['everything', '10.0.0.0/33', '10.0.0.300', '11', '10.0.0.1,,x']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        'TRUST_PROXY: must be false, a number of proxy hops (1 to 10), or a comma-separated list of proxy addresses or CIDR ranges',
      );
    }
  });

  it('reads the allowed hosts, the server timeouts and the sitemap settings', () => {
    const config = loadConfig({
      ALLOWED_HOSTS: 'Shop.Example.ae, [::1]',
      REQUEST_TIMEOUT_SECONDS: '20',
      HEADERS_TIMEOUT_SECONDS: '5',
      MAX_CONNECTIONS: '100',
      SITEMAP_URLS_PER_FILE: '1000',
    });
    expect(config.allowedHosts).toEqual(['shop.example.ae', '::1']);
    expect(config.server).toMatchObject({ requestTimeoutMs: 20_000, headersTimeoutMs: 5000, maxConnections: 100 });
    expect(config.sitemap.urlsPerFile).toBe(1000);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'shop.example.ae:8080' })).toThrow('ALLOWED_HOSTS: must be a comma-separated list of host names');
    expect(() => loadConfig({ SITEMAP_URLS_PER_FILE: '50001' })).toThrow('SITEMAP_URLS_PER_FILE');
    // A tracking link lives at least as long as the return window after delivery (14 days).
    expect(() => loadConfig({ TRACK_LINK_DAYS: '13' })).toThrow('TRACK_LINK_DAYS');
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '10' })).toThrow(
      'HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS',
    );
  });

  it('warns, without refusing to start, when production runs without PUBLIC_ORIGIN', () => {
    const [warning, ...rest] = startupWarnings(loadConfig({}));
    expect(rest).toEqual([]);
    expect(warning).toContain('PUBLIC_ORIGIN is not set');
    expect(warning).toContain('http://localhost:3000');
    expect(startupWarnings(loadConfig({ PUBLIC_ORIGIN: 'https://shop.example.ae' }))).toEqual([]);
    expect(startupWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('keeps each store apart on a shared Redis: the prefix comes from STORE_NAME unless REDIS_PREFIX is set', () => {
    expect(loadConfig({ STORE_NAME: 'Gulf PC & Co' }).redisPrefix).toBe('gulf-pc-co:');
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379', REDIS_PREFIX: 'shop-a:' })).toMatchObject({
      redisUrl: 'redis://cache:6379',
      redisPrefix: 'shop-a:',
    });
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow('REDIS_PREFIX: must be letters, digits and . _ : - only');
  });

  it('reads the cash-on-delivery fee, the order alert addresses and the digest hour (docs/decisions/028, 029)', () => {
    const config = loadConfig({ COD_FEE_AED: '7.5', ORDER_ALERT_EMAIL: ' Owner@Falcon.ae, floor@falcon.ae,owner@falcon.ae ', LOW_STOCK_DIGEST_HOUR: '0' });
    expect(config.codFeeAed).toBe(7.5);
    expect(config.notifications).toEqual({ orderAlertEmails: ['owner@falcon.ae', 'floor@falcon.ae'], lowStockDigestHour: 0 });
    expect(() => loadConfig({ COD_FEE_AED: '1.005' })).toThrow('COD_FEE_AED: must have at most 2 decimals');
    expect(() => loadConfig({ ORDER_ALERT_EMAIL: 'owner@falcon.ae, not an address' })).toThrow('ORDER_ALERT_EMAIL');
    expect(() => loadConfig({ LOW_STOCK_DIGEST_HOUR: '24' })).toThrow('LOW_STOCK_DIGEST_HOUR');
  });

  it('reads the seller of the tax invoices: legal name, address and a 15-digit TRN', () => {
    expect(loadConfig({ STORE_LEGAL_NAME: 'Falcon Computers Trading LLC', STORE_ADDRESS: 'Al Barsha, Dubai', STORE_TRN: '100 1234 5670 0003' }).seller).toEqual({
      legalName: 'Falcon Computers Trading LLC',
      address: 'Al Barsha, Dubai',
      trn: '100123456700003',
    });
    expect(loadConfig({ STORE_TRN: '' }).seller.trn).toBeUndefined();
    expect(() => loadConfig({ STORE_TRN: '12345' })).toThrow('STORE_TRN: must be the 15 digits of a UAE Tax Registration Number');
  });

  it('reads the per-IP request limits', () => {
    expect(loadConfig({ API_RATE_LIMIT_PER_MINUTE: '50', UPLOADS_RATE_LIMIT_PER_MINUTE: '500' }).rateLimit).toEqual({
      requestsPerMinute: 50,
      uploadsPerMinute: 500,
    });
    expect(() => loadConfig({ API_RATE_LIMIT_PER_MINUTE: '0' })).toThrow('API_RATE_LIMIT_PER_MINUTE');
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.ae' })).toThrow(
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together',
    );
  });

  it('turns S3 image storage on with S3_BUCKET, with AWS defaults for the rest (docs/decisions/017)', () => {
    expect(loadConfig({ S3_BUCKET: 'falcon-images' }).s3).toEqual({
      bucket: 'falcon-images',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'falcon-images',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_REGION: 'me-central-1',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret/key+example',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'falcon-images',
      endpoint: 'http://minio.internal:9000',
      region: 'me-central-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret/key+example' },
      forcePathStyle: true,
    });
    // Empty values, as an .env file leaves them, are unset.
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' }).s3).toBeUndefined();
  });

  it('refuses S3 settings that would fail at the first upload, or quietly keep images on the local disk', () => {
    expect(problemsOf({ S3_BUCKET: 'Falcon_Images', S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
      'S3_ENDPOINT: must be an http(s) URL such as https://s3.example.com',
    ]);
    expect(problemsOf({ S3_BUCKET: 'falcon-images', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ]);
    expect(problemsOf({ S3_ENDPOINT: 'http://minio.internal:9000' })).toEqual([
      'S3_BUCKET: is needed with S3_ENDPOINT or S3 credentials (it selects S3 storage)',
    ]);
  });

  it('runs several processes only over PostgreSQL: the embedded database belongs to one', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(`WEB_CONCURRENCY: ${EMBEDDED_DATABASE_IS_ONE_PROCESS}`);
    expect(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://u@db/store' }).webConcurrency).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://u@db/store' })).toThrow('WEB_CONCURRENCY');
  });

  it('opens the reference page under `npm run dev` or when asked, and /metrics only with a long enough token', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).openapiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).openapiDocs).toBe(false);
    expect(loadConfig({ OPENAPI_DOCS: 'true' }).openapiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', OPENAPI_DOCS: 'false' }).openapiDocs).toBe(false);
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-metrics-token' }).metricsToken).toBe('a-long-enough-metrics-token');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN: must be at least 16 characters');
  });
});
