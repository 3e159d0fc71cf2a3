/**
 * Counts login attempts per key (an IP, an e-mail) in fixed windows
 * (DESIGN.md section 4: login is rate limited per IP and per e-mail).
 *
 * The in-memory store below serves one process. In a scale-out (several API
 * processes behind a load balancer) the counters must be shared: with
 * REDIS_URL set, an implementation of this interface over Redis (INCR + PEXPIRE
 * on `login:<key>`) takes its place; the routes do not change.
 */
export interface AttemptLimiter {
  /** Count one attempt for `key` and say whether it is within the limit. */
  hit(key: string): Promise<AttemptResult>;
}

export interface AttemptResult {
  allowed: boolean;
  /** Seconds until the window of `key` starts over. */
  retryAfterSeconds: number;
}

export interface MemoryLimiterOptions {
  max: number;
  windowMs: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
}

/** Above this many keys, expired windows are swept so memory stays bounded. */
const SWEEP_ABOVE = 10_000;

export function createMemoryLimiter({ max, windowMs, now = Date.now }: MemoryLimiterOptions): AttemptLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number) {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
  }

  return {
    hit(key) {
      const at = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= at) {
        if (windows.size >= SWEEP_ABOVE) sweep(at);
        w = { count: 0, resetAt: at + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return Promise.resolve({
        allowed: w.count <= max,
        retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - at) / 1000)),
      });
    },
  };
}

/**
 * One login attempt from `ip` for `email`: counted against both, so neither
 * one address trying many accounts nor many addresses trying one account get far.
 */
export async function hitLogin(limiter: AttemptLimiter, ip: string, email: string): Promise<AttemptResult> {
  const [byIp, byEmail] = await Promise.all([limiter.hit(`ip:${ip}`), limiter.hit(`email:${email}`)]);
  return {
    allowed: byIp.allowed && byEmail.allowed,
    retryAfterSeconds: Math.max(byIp.allowed ? 0 : byIp.retryAfterSeconds, byEmail.allowed ? 0 : byEmail.retryAfterSeconds),
  };
}
