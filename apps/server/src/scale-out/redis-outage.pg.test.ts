import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type Product } from '@store/contract';
import { createProduct } from '#server-test/catalog-factories';
import { createShelf, type TestShelf } from '#server-test/commerce-factories';
import { randomPrefix, startPrivateRedis, type PrivateRedis } from '#server-test/redis';
import { createTestApp, type TestApp } from '#server-test/test-app';

// Redis goes away and comes back while shoppers keep coming (issue 15 item 2,
// docs/decisions/014): a redis-server of this suite's own on a free port (the
// machine's Redis at 6379 is left alone). The store keeps answering, without a
// single 5xx; the limits fail open with a warning in the log, not one per
// request; once Redis is back, the store reconnects by itself and throttles
// again, and hears catalogue changes again.

let redis: PrivateRedis;
let t: TestApp;
let shelf: TestShelf;
const prefix = randomPrefix();
const warnings: { redis?: string }[] = [];

beforeAll(async () => {
  redis = await startPrivateRedis();
  t = await createTestApp({
    env: { REDIS_URL: redis.url, REDIS_PREFIX: prefix, LOGIN_PAIR_MAX_FAILURES: '3', CATALOGUE_CACHE_SECONDS: '30' },
  });
  const warn = t.app.log.warn.bind(t.app.log);
  t.app.log.warn = ((fields: unknown, ...rest: unknown[]) => {
    if (fields && typeof fields === 'object') warnings.push(fields as { redis?: string });
    return warn(fields as object, ...(rest as []));
  }) as typeof t.app.log.warn;
  shelf = await createShelf(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await redis?.stop();
});

let address = 0;
const nextAddress = () => `10.99.${Math.floor(address / 250)}.${(address += 1) % 250}`;
const wrongLogin = (email: string, remoteAddress = nextAddress()) =>
  t.call('POST', '/api/auth/login', { remoteAddress, payload: { email, password: 'not the password' } });

/** Waits (up to 10 s, in bounded steps) until `condition` holds; whether it did. */
async function eventually(condition: () => boolean | Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Shoppers and a password guesser, until `stop` is set: every status answered. */
function traffic() {
  const statuses: number[] = [];
  const state = { stop: false };
  const shopper = async () => {
    while (!state.stop) {
      for (const url of ['/api/shop/products/get?limit=5', '/api/shop/brands', '/api/health']) statuses.push((await t.call('GET', url, { remoteAddress: nextAddress() })).status);
      statuses.push((await wrongLogin('someone@example.ae')).status);
    }
  };
  const running = Promise.all([shopper(), shopper(), shopper()]);
  return {
    statuses,
    async end() {
      state.stop = true;
      await running;
      return statuses;
    },
  };
}

const titles = async () => ((await t.call('GET', '/api/shop/products/get?limit=100')).body.data as Product[]).map((p) => p.title);

describe('Redis stopped and started again while requests flow', () => {
  it('serves throughout, fails open with one warning, reconnects, and throttles again', async () => {
    expect(t.app.redisStatus()).toBe('connected');
    // Before the outage the pair is held to 3 failures.
    const before = nextAddress();
    for (let i = 0; i < 3; i++) expect((await wrongLogin('victim@example.ae', before)).status).toBe(401);
    expect((await wrongLogin('victim@example.ae', before)).status).toBe(429);

    const flow = traffic();
    await eventually(() => flow.statuses.length > 20);
    await redis.stop();
    expect(await eventually(() => t.app.redisStatus() === 'disconnected')).toBe(true);

    // Down: failed logins are not throttled (fail open) and nothing breaks.
    const during = nextAddress();
    for (let i = 0; i < 5; i++) expect((await wrongLogin('victim2@example.ae', during)).status).toBe(401);
    const countDuring = flow.statuses.length;
    await eventually(() => flow.statuses.length > countDuring + 60);

    await redis.start();
    expect(await eventually(() => t.app.redisStatus() === 'connected')).toBe(true);
    const countAfter = flow.statuses.length;
    await eventually(() => flow.statuses.length > countAfter + 20);
    const statuses = await flow.end();

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200, 401]));
    // Hundreds of requests during the outage, one warning per kind of failure.
    const byTopic = new Map<string, number>();
    for (const w of warnings) if (w.redis) byTopic.set(w.redis, (byTopic.get(w.redis) ?? 0) + 1);
    expect(byTopic.get('throttle')).toBe(1);
    expect(byTopic.get('rate-limit')).toBe(1);

    // Back: the throttle counts again (a fresh Redis: nothing was kept on disk).
    const after = nextAddress();
    for (let i = 0; i < 3; i++) expect((await wrongLogin('victim3@example.ae', after)).status).toBe(401);
    const refused = await wrongLogin('victim3@example.ae', after);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, code: 'TOO_MANY_LOGINS', message: messages.TOO_MANY_LOGINS, params: {} });
  });

  it('hears catalogue changes of other instances again after the reconnect', async () => {
    await titles();
    await createProduct(t.database.db, { ...shelf, title: 'Changed Elsewhere' });
    expect(await titles()).not.toContain('Changed Elsewhere');
    // Another instance announces a change through the restarted Redis.
    const other = new Redis(redis.url);
    try {
      await other.publish(`${prefix}catalogue-changed`, 'another-instance');
    } finally {
      other.disconnect();
    }
    expect(await eventually(async () => (await titles()).includes('Changed Elsewhere'))).toBe(true);
  });
});
