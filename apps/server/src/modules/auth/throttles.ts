import type { ThrottleConfig } from '../../config';
import type { RedisConnection } from '../../lib/redis';
import { createMemoryLimiter, type AttemptLimiter } from './login-limiter';
import { createMemoryLoginThrottle, type LoginThrottle } from './login-throttle';
import { createRedisLimiter, createRedisLoginThrottle } from './redis-throttles';

/** The auth routes' limits (DESIGN.md section 4), each from its setting. */
export interface Throttles {
  login: LoginThrottle;
  /** Wrong current passwords, per user. */
  passwordChange: AttemptLimiter;
  /** Registrations, per IP. */
  register: AttemptLimiter;
}

/** In memory, per process; in Redis, shared by every instance, when REDIS_URL is set (docs/decisions/014). */
export function createThrottles(c: ThrottleConfig, now: () => number = Date.now, redis?: RedisConnection): Throttles {
  const windowMs = c.loginWindowMinutes * 60_000;
  const login = {
    windowMs,
    pairMaxFailures: c.loginPairMaxFailures,
    ipMaxFailures: c.loginIpMaxFailures,
    emailFreeFailures: c.loginEmailFreeFailures,
    emailFirstDelayMs: c.loginEmailFirstDelaySeconds * 1000,
    emailMaxDelayMs: c.loginEmailMaxDelaySeconds * 1000,
    now,
  };
  const passwordChange = { max: c.passwordUserMaxFailures, windowMs, now };
  const register = { max: c.registerIpMaxPerHour, windowMs: 3_600_000, now };
  if (redis) {
    return {
      login: createRedisLoginThrottle(redis, login),
      passwordChange: createRedisLimiter(redis, 'password', passwordChange),
      register: createRedisLimiter(redis, 'register', register),
    };
  }
  return {
    login: createMemoryLoginThrottle(login),
    passwordChange: createMemoryLimiter(passwordChange),
    register: createMemoryLimiter(register),
  };
}
