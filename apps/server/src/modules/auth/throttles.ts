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
}

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
    register: createMemoryLimiter({ max: c.registerIpMaxPerHour, windowMs: 3_600_000, now }),
  };
}
