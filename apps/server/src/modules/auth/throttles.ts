import type { ThrottleConfig } from '../../config';
import { createMemoryLimiter, type AttemptLimiter } from './login-limiter';
import { createMemoryLoginThrottle, type LoginThrottle } from './login-throttle';

/** The auth routes' limits (DESIGN.md section 4), each from its setting. */
export interface Throttles {
  login: LoginThrottle;
  /** Wrong current passwords, per user. */
  passwordChange: AttemptLimiter;
  /** Registrations, per IP. */
  register: AttemptLimiter;
  /** Password reset (docs/decisions/020): requests per typed e-mail and per IP, links per account, bad links per IP. */
  resetRequestEmail: AttemptLimiter;
  resetRequestIp: AttemptLimiter;
  resetUser: AttemptLimiter;
  resetFailureIp: AttemptLimiter;
}

const HOUR_MS = 3_600_000;

/** In memory, per process; a Redis store replaces these when scaled out. */
export function createThrottles(c: ThrottleConfig, now: () => number = Date.now): Throttles {
  const windowMs = c.loginWindowMinutes * 60_000;
  return {
    login: createMemoryLoginThrottle({
      windowMs,
      pairMaxFailures: c.loginPairMaxFailures,
      ipMaxFailures: c.loginIpMaxFailures,
      emailFreeFailures: c.loginEmailFreeFailures,
      emailFirstDelayMs: c.loginEmailFirstDelaySeconds * 1000,
      emailMaxDelayMs: c.loginEmailMaxDelaySeconds * 1000,
      now,
    }),
    passwordChange: createMemoryLimiter({ max: c.passwordUserMaxFailures, windowMs, now }),
    register: createMemoryLimiter({ max: c.registerIpMaxPerHour, windowMs: HOUR_MS, now }),
    resetRequestEmail: createMemoryLimiter({ max: c.resetEmailMaxPerHour, windowMs: HOUR_MS, now }),
    resetRequestIp: createMemoryLimiter({ max: c.resetIpMaxPerHour, windowMs: HOUR_MS, now }),
    resetUser: createMemoryLimiter({ max: c.resetUserMaxPerHour, windowMs: HOUR_MS, now }),
    resetFailureIp: createMemoryLimiter({ max: c.resetIpMaxFailures, windowMs: HOUR_MS, now }),
  };
}
