import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisConnection } from '#server/lib/redis';
import { recordingLog, testRedis } from '#server-test/redis';
import { createMemoryLimiter, type AttemptLimiter, type MemoryLimiterOptions } from './login-limiter';
import { createRedisLimiter } from './redis-throttles';

// The same rules in memory (one process) and in Redis (every instance, docs/decisions/014),
// on a clock the tests move.

let redis: RedisConnection;
beforeAll(async () => {
  redis = await testRedis();
});
afterAll(async () => {
  await redis?.close();
});

let suite = 0;
const stores: [string, (options: MemoryLimiterOptions) => AttemptLimiter][] = [
  ['in memory', createMemoryLimiter],
  // Each limiter of its own kind, so the cases do not share counters.
  ['in Redis', (options) => createRedisLimiter(redis, `limiter-${(suite += 1)}`, options)],
];

describe.each(stores)('an attempt limiter %s', (_name, createLimiter) => {
  it('allows max units in a window, refuses the next, and starts over when the window ends', async () => {
    let clock = 1_000;
    const limiter = createLimiter({ max: 2, windowMs: 60_000, now: () => clock });
    expect((await limiter.take('ip:1')).allowed).toBe(true);
    expect((await limiter.take('ip:1')).allowed).toBe(true);
    const refused = await limiter.take('ip:1');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(60);

    clock += 30_000;
    expect((await limiter.take('ip:1')).retryAfterSeconds).toBe(30);

    clock += 30_000;
    expect((await limiter.take('ip:1')).allowed).toBe(true);
  });

  it('counts each key on its own', async () => {
    const limiter = createLimiter({ max: 1, windowMs: 60_000, now: () => 0 });
    expect((await limiter.take('email:a@b.ae')).allowed).toBe(true);
    expect((await limiter.take('email:c@d.ae')).allowed).toBe(true);
    expect((await limiter.take('email:a@b.ae')).allowed).toBe(false);
  });

  it('does not count a unit given back, and forgets a key', async () => {
    const limiter = createLimiter({ max: 1, windowMs: 60_000, now: () => 0 });
    await limiter.take('user:1');
    await limiter.giveBack('user:1');
    expect((await limiter.take('user:1')).allowed).toBe(true);
    await limiter.forget('user:1');
    expect((await limiter.take('user:1')).allowed).toBe(true);
    expect((await limiter.take('user:1')).allowed).toBe(false);
  });
});

describe('an attempt limiter in Redis', () => {
  it('shares its counts between instances: units taken through one connection count on another', async () => {
    const other = await testRedis();
    try {
      // Same prefix as `redis`: two instances of one store.
      const twin = { ...other, prefix: redis.prefix };
      const options = { max: 2, windowMs: 60_000, now: () => 5_000 };
      const a = createRedisLimiter(redis, 'shared', options);
      const b = createRedisLimiter(twin, 'shared', options);
      expect((await a.take('ip:9')).allowed).toBe(true);
      expect((await b.take('ip:9')).allowed).toBe(true);
      expect((await a.take('ip:9')).allowed).toBe(false);
      expect((await b.take('ip:9')).allowed).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('lets attempts through when Redis does not answer, and warns once, not once per attempt', async () => {
    const log = recordingLog();
    const down = await testRedis(log);
    const limiter = createRedisLimiter(down, 'down', { max: 1, windowMs: 60_000, now: () => 0 });
    down.client.disconnect();
    for (let i = 0; i < 5; i++) expect((await limiter.take('ip:1')).allowed).toBe(true);
    expect(log.calls.filter((c) => c.level === 'warn' && (c.fields as { redis?: string }).redis === 'throttle')).toHaveLength(1);
    await down.close();
  });
});
