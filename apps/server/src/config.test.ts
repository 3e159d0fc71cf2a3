import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The problems loadConfig reports for `env` (none: it loads). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}

describe('loadConfig', () => {
  it('starts with none of the variables set (DESIGN.md section 2)', () => {
    expect(loadConfig({})).toEqual({
      env: 'production',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      storeName: 'Falcon',
      storePhone: '+971 4 123 4567',
      storeEmail: 'sales@falcon.ae',
      publicOrigin: undefined,
      deliveryFeeAed: 25,
      seedDemo: true,
      redisUrl: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
      admin: undefined,
      trustProxy: false,
      throttle: {
        loginWindowMinutes: 15,
        loginPairMaxFailures: 5,
        loginIpMaxFailures: 100,
        loginEmailFreeFailures: 5,
        loginEmailFirstDelaySeconds: 1,
        loginEmailMaxDelaySeconds: 300,
        passwordUserMaxFailures: 5,
        registerIpMaxPerHour: 20,
      },
      orderLimits: {
        maxUnitsPerProduct: 10,
        guestWindowHours: 24,
        guestOpenOrdersPerEmail: 3,
        guestOpenOrdersPerPhone: 3,
        guestOpenOrdersPerIp: 20,
      },
      emailsPerRecipientPerHour: 10,
      catalogueCacheSeconds: 2,
      pageCacheSeconds: 30,
      s3: undefined,
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
    });
    expect(config).toMatchObject({
      orderLimits: { maxUnitsPerProduct: 4, guestOpenOrdersPerIp: 50, guestOpenOrdersPerEmail: 3 },
      emailsPerRecipientPerHour: 3,
      redisUrl: undefined,
      catalogueCacheSeconds: 0,
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
});
