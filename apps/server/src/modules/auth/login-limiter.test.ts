import { describe, expect, it } from 'vitest';
import { createMemoryLimiter } from './login-limiter';

describe('createMemoryLimiter', () => {
  it('allows max units in a window, refuses the next, and starts over when the window ends', async () => {
    let clock = 1_000;
    const limiter = createMemoryLimiter({ max: 2, windowMs: 60_000, now: () => clock });
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
    const limiter = createMemoryLimiter({ max: 1, windowMs: 60_000, now: () => 0 });
    expect((await limiter.take('email:a@b.ae')).allowed).toBe(true);
    expect((await limiter.take('email:c@d.ae')).allowed).toBe(true);
    expect((await limiter.take('email:a@b.ae')).allowed).toBe(false);
  });

  it('does not count a unit given back, and forgets a key', async () => {
    const limiter = createMemoryLimiter({ max: 1, windowMs: 60_000, now: () => 0 });
    await limiter.take('user:1');
    await limiter.giveBack('user:1');
    expect((await limiter.take('user:1')).allowed).toBe(true);
    await limiter.forget('user:1');
    expect((await limiter.take('user:1')).allowed).toBe(true);
    expect((await limiter.take('user:1')).allowed).toBe(false);
  });
});
