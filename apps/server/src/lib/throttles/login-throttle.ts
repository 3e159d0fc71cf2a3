import { normalizeIP } from '@fastify/rate-limit';
import { createWindowCounter, secondsUntil, SWEEP_ABOVE, type AttemptResult } from './login-limiter';

/**
 * Login throttling (docs/store-rules.md#sessions-and-passwords, issue 15): failures only, forgotten
 * on success.
 * - per (IP, e-mail) pair: tight, a hard limit until the window passes;
 * - per e-mail from any address: after some free failures, each further
 *   attempt must wait a delay that doubles per failure, up to a cap, so a
 *   stranger cannot lock the owner out for longer than the cap;
 * - per IP: generous, since offices and mobile carriers put many customers
 *   behind one address.
 *
 * An attempt is counted as a failure when it starts (`begin`) and taken back
 * on success (`succeeded`), so a burst sent at once is held to the limits too.
 * The price: logins still running count against their IP, so only more than
 * LOGIN_IP_MAX_FAILURES logins in flight at the same instant from one address
 * could refuse a right password (thousands a second at the default).
 * With REDIS_URL, redis-throttles.ts keeps the same counters in Redis.
 */
export interface LoginThrottle {
  /** `device`: the id of a browser that signed in to this e-mail before (device-cookie.ts), else null. */
  begin(ip: string, email: string, device?: string | null): Promise<AttemptResult>;
  succeeded(ip: string, email: string, device?: string | null): Promise<void>;
}

export interface LoginThrottleSettings {
  windowMs: number;
  pairMaxFailures: number;
  ipMaxFailures: number;
  emailFreeFailures: number;
  emailFirstDelayMs: number;
  emailMaxDelayMs: number;
  now?: () => number;
}

/** The delay an e-mail must wait after its last failure, given how many it has. */
export function emailDelayMs(failures: number, s: Pick<LoginThrottleSettings, 'emailFreeFailures' | 'emailFirstDelayMs' | 'emailMaxDelayMs'>) {
  if (failures < s.emailFreeFailures) return 0;
  const doublings = Math.min(failures - s.emailFreeFailures, 40);
  return Math.min(s.emailMaxDelayMs, s.emailFirstDelayMs * 2 ** doublings);
}

/**
 * The counters an attempt touches; e-mails compared whatever their case. A
 * known browser (device-cookie.ts) has a per-e-mail counter of its own, with
 * the same growing delays: it never waits for a stranger's failures, and its
 * own failures never hold the owner's other browsers.
 */
export function throttleKeys(ip: string, email: string, device?: string | null) {
  const e = email.trim().toLowerCase();
  const address = normalizeIP(ip);
  return { pair: `${address}|${e}`, ip: address, email: device ? `device:${device}|${e}` : e };
}

/**
 * The key of an address's counter in every per-IP limit: an IPv6 address counts
 * with its /64, as the API limit groups it (@fastify/rate-limit's normalizeIP),
 * since one host owns the whole range and could take a new address per request.
 */
export const ipKey = (ip: string) => `ip:${normalizeIP(ip)}`;

export function createMemoryLoginThrottle(s: LoginThrottleSettings): LoginThrottle {
  const now = s.now ?? Date.now;
  const pairs = createWindowCounter({ max: s.pairMaxFailures, windowMs: s.windowMs, now });
  const ips = createWindowCounter({ max: s.ipMaxFailures, windowMs: s.windowMs, now });
  // Failures per e-mail, forgotten a window after the last one.
  const emails = new Map<string, { failures: number; lastAt: number }>();
  const emailState = (email: string, at: number) => {
    const e = emails.get(email);
    return e && at - e.lastAt < s.windowMs ? e : undefined;
  };

  function emailCheck(email: string, at: number): AttemptResult | null {
    const e = emailState(email, at);
    if (!e) return null;
    const until = e.lastAt + emailDelayMs(e.failures, s);
    return at < until ? { allowed: false, retryAfterSeconds: secondsUntil(until, at) } : null;
  }

  function emailAdd(email: string, at: number) {
    const e = emailState(email, at);
    if (e) {
      e.failures += 1;
      e.lastAt = at;
      return;
    }
    if (emails.size >= SWEEP_ABOVE) {
      for (const [k, old] of emails) if (at - old.lastAt >= s.windowMs) emails.delete(k);
    }
    emails.set(email, { failures: 1, lastAt: at });
  }

  return {
    begin(ip, email, device) {
      const k = throttleKeys(ip, email, device);
      const at = now();
      // All three are checked before any is counted, so a refusal counts nowhere.
      const refusals = [pairs.check(k.pair), emailCheck(k.email, at), ips.check(k.ip)].filter((r) => r !== null);
      if (refusals.length > 0) {
        return Promise.resolve({ allowed: false, retryAfterSeconds: Math.max(...refusals.map((r) => r.retryAfterSeconds)) });
      }
      pairs.add(k.pair);
      ips.add(k.ip);
      emailAdd(k.email, at);
      return Promise.resolve({ allowed: true, retryAfterSeconds: 1 });
    },
    succeeded(ip, email, device) {
      const k = throttleKeys(ip, email, device);
      pairs.forget(k.pair);
      emails.delete(k.email);
      // The IP keeps the failures of other e-mails; only this attempt is taken back.
      ips.giveBack(k.ip);
      return Promise.resolve();
    },
  };
}
