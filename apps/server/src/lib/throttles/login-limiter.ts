/**
 * Fixed-window counters per key (docs/store-rules.md#limits), for limits that count
 * some requests only: a unit is taken before the work and given back when the
 * work turns out not to count (a success). Taking first means a burst sent at
 * once cannot slip past the limit while the first ones are still running.
 *
 * The in-memory store below serves one process. In a scale-out (several API
 * processes behind a load balancer) the counters must be shared: with
 * REDIS_URL set, the implementation over Redis (redis-throttles.ts) takes its
 * place; the routes do not change.
 */
export interface AttemptLimiter {
  /** Take one unit of `key`'s window, unless the window is full. */
  take(key: string): Promise<AttemptResult>;
  /** Give back a unit taken for something that did not count. */
  giveBack(key: string): Promise<void>;
  /** Forget `key`'s window (e.g. after a success). */
  forget(key: string): Promise<void>;
}

export interface AttemptResult {
  allowed: boolean;
  /** Seconds until `key` may try again (at least 1). */
  retryAfterSeconds: number;
}

export interface MemoryLimiterOptions {
  max: number;
  windowMs: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
}

/** Above this many keys, expired entries are swept so memory stays bounded. */
export const SWEEP_ABOVE = 10_000;

export const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/** The synchronous core, shared with the login throttle (which must check several windows at once). */
export interface WindowCounter {
  /** The refusal for `key` if its window is full, else null. */
  check(key: string): AttemptResult | null;
  add(key: string): void;
  giveBack(key: string): void;
  forget(key: string): void;
}

export function createWindowCounter({ max, windowMs, now = Date.now }: MemoryLimiterOptions): WindowCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, at: number) => {
    const w = windows.get(key);
    return w && w.resetAt > at ? w : undefined;
  };
  return {
    check(key) {
      const at = now();
      const w = current(key, at);
      return w && w.count >= max ? { allowed: false, retryAfterSeconds: secondsUntil(w.resetAt, at) } : null;
    },
    add(key) {
      const at = now();
      let w = current(key, at);
      if (!w) {
        if (windows.size >= SWEEP_ABOVE) {
          for (const [k, old] of windows) if (old.resetAt <= at) windows.delete(k);
        }
        w = { count: 0, resetAt: at + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
    },
    giveBack(key) {
      const w = current(key, now());
      if (w && w.count > 0) w.count -= 1;
    },
    forget(key) {
      windows.delete(key);
    },
  };
}

export function createMemoryLimiter(options: MemoryLimiterOptions): AttemptLimiter {
  const counter = createWindowCounter(options);
  return {
    take(key) {
      const refused = counter.check(key);
      if (refused) return Promise.resolve(refused);
      counter.add(key);
      return Promise.resolve({ allowed: true, retryAfterSeconds: 1 });
    },
    giveBack(key) {
      counter.giveBack(key);
      return Promise.resolve();
    },
    forget(key) {
      counter.forget(key);
      return Promise.resolve();
    },
  };
}
