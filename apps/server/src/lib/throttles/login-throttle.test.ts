import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisConnection } from '#server/lib/redis';
import { testRedis } from '#server-test/redis';
import { createMemoryLoginThrottle, emailDelayMs, type LoginThrottle, type LoginThrottleSettings } from './login-throttle';
import { createRedisLoginThrottle } from './redis-throttles';

// The same rules in memory (one process) and in Redis (every instance, docs/decisions/014).

let redis: RedisConnection;
beforeAll(async () => {
  redis = await testRedis();
});
afterAll(async () => {
  await redis?.close();
});

const settings = {
  windowMs: 15 * 60_000,
  pairMaxFailures: 3,
  ipMaxFailures: 10,
  emailFreeFailures: 2,
  emailFirstDelayMs: 1_000,
  emailMaxDelayMs: 8_000,
};

describe('emailDelayMs', () => {
  it('is nothing for the free failures, then doubles up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => emailDelayMs(n, settings))).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });
});

let addresses = 0;
// Redis keeps its counters between cases: each case signs in from addresses and e-mails of its own.
const tag = () => `${(addresses += 1)}`;
const stores: [string, (s: LoginThrottleSettings) => LoginThrottle][] = [
  ['in memory', createMemoryLoginThrottle],
  ['in Redis', (s) => createRedisLoginThrottle(redis, s)],
];

describe.each(stores)('a login throttle %s', (_name, createThrottle) => {
  it('does not count successes', async () => {
    const throttle = createThrottle({ ...settings, now: () => 0 });
    const ip = `10.0.${tag()}.1`;
    for (let i = 0; i < 20; i++) {
      expect((await throttle.begin(ip, `user${i}@example.ae`)).allowed).toBe(true);
      await throttle.succeeded(ip, `user${i}@example.ae`);
    }
    expect((await throttle.begin(ip, 'user0@example.ae')).allowed).toBe(true);
  });

  it('holds a (IP, e-mail) pair to its failures, then the IP to its own, whatever the e-mail', async () => {
    const throttle = createThrottle({ ...settings, emailFreeFailures: 100, now: () => 0 });
    const ip = `10.5.${tag()}.1`;
    for (let i = 0; i < 3; i++) expect((await throttle.begin(ip, 'Pair@Example.ae')).allowed).toBe(true);
    expect(await throttle.begin(ip, 'pair@example.ae ')).toEqual({ allowed: false, retryAfterSeconds: 900 });
    for (let i = 0; i < 7; i++) expect((await throttle.begin(ip, `other${i}@example.ae`)).allowed).toBe(true);
    expect((await throttle.begin(ip, 'stranger@example.ae')).allowed).toBe(false);
    expect((await throttle.begin(`10.6.${tag()}.1`, 'stranger@example.ae')).allowed).toBe(true);
  });

  it('makes an e-mail wait a growing delay from any address, never longer than the cap, and a success forgets it', async () => {
    let clock = 0;
    const throttle = createThrottle({ ...settings, now: () => clock });
    const email = `owner${tag()}@example.ae`;
    // Two free failures at once, then waits of 1 s, 2 s, 4 s, 8 s and 8 s (the cap).
    expect((await throttle.begin('10.1.0.1', email)).allowed).toBe(true);
    expect((await throttle.begin('10.1.0.2', email)).allowed).toBe(true);
    for (const [i, wait] of [1_000, 2_000, 4_000, 8_000, 8_000].entries()) {
      const early = await throttle.begin(`10.2.0.${i}`, email);
      expect(early).toEqual({ allowed: false, retryAfterSeconds: wait / 1000 });
      clock += wait - 1;
      expect((await throttle.begin(`10.3.0.${i}`, email)).allowed).toBe(false);
      clock += 1;
      expect((await throttle.begin(`10.4.0.${i}`, email)).allowed, `after ${wait} ms`).toBe(true);
    }
    clock += 8_000;
    expect((await throttle.begin('10.9.9.9', email)).allowed).toBe(true);
    await throttle.succeeded('10.9.9.9', email);
    expect((await throttle.begin('10.9.9.9', email)).allowed).toBe(true);
    expect((await throttle.begin('10.9.9.8', email)).allowed).toBe(true);
  });
});
