import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts with none of the variables set (DESIGN.md section 2)', () => {
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
      catalogueCacheSeconds: 2,
      pageCacheSeconds: 30,
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
    });
    expect(config).toMatchObject({
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
});
