import type { ThrottleConfig } from '#server/config';
import type { RedisConnection } from '#server/lib/redis';
import { createMemoryLimiter, type AttemptLimiter } from './login-limiter';
import { createMemoryLoginThrottle, type LoginThrottle } from './login-throttle';
import { createRedisLimiter, createRedisLoginThrottle } from './redis-throttles';

/** The auth routes' limits (docs/store-rules.md#limits), each from its setting. */
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
  /** Downloads of one's own data, per account (docs/decisions/031). */
  dataExport: AttemptLimiter;
  /** Guests' back-in-stock alert requests, per IP (docs/decisions/037). */
  stockAlertIp: AttemptLimiter;
  /** Get Quote requests, per IP (issue 26 item 16). */
  quoteIp: AttemptLimiter;
  /** Reviews written or edited, per account (issue 26 item 6): each one clears its product's cached pages. */
  reviewEdit: AttemptLimiter;
  /** Unknown coupon codes, per IP (docs/decisions/033): the checkout's code guessing. */
  couponFailureIp: AttemptLimiter;
  /** Order lookups by number and contact, found or not, per IP (docs/decisions/021). */
  trackLookupIp: AttemptLimiter;
  /** Orders placed and cancelled, per account (a guest: per e-mail) and per IP (issue 26 item 2): the outbox's flood. */
  orderActionAccount: AttemptLimiter;
  orderActionIp: AttemptLimiter;
  /** Confirmation links e-mailed again on request, per account (issue 26 item 2). */
  confirmationEmail: AttemptLimiter;
}

const HOUR_MS = 3_600_000;

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
  const limits = {
    passwordChange: { max: c.passwordUserMaxFailures, windowMs, now },
    register: { max: c.registerIpMaxPerHour, windowMs: HOUR_MS, now },
    resetRequestEmail: { max: c.resetEmailMaxPerHour, windowMs: HOUR_MS, now },
    resetRequestIp: { max: c.resetIpMaxPerHour, windowMs: HOUR_MS, now },
    resetUser: { max: c.resetUserMaxPerHour, windowMs: HOUR_MS, now },
    resetFailureIp: { max: c.resetIpMaxFailures, windowMs: HOUR_MS, now },
    dataExport: { max: c.dataExportsPerHour, windowMs: HOUR_MS, now },
    stockAlertIp: { max: c.stockAlertIpMaxPerHour, windowMs: HOUR_MS, now },
    quoteIp: { max: c.quoteIpMaxPerHour, windowMs: HOUR_MS, now },
    reviewEdit: { max: c.reviewEditsPerHour, windowMs: HOUR_MS, now },
    couponFailureIp: { max: c.couponIpMaxFailures, windowMs: c.couponWindowMinutes * 60_000, now },
    trackLookupIp: { max: c.trackLookupsPerIp, windowMs: c.trackLookupWindowMinutes * 60_000, now },
    orderActionAccount: { max: c.orderActionsPerAccount, windowMs: HOUR_MS, now },
    orderActionIp: { max: c.orderActionsPerIp, windowMs: HOUR_MS, now },
    confirmationEmail: { max: c.confirmationEmailsPerHour, windowMs: HOUR_MS, now },
  };
  if (redis) {
    return {
      login: createRedisLoginThrottle(redis, login),
      passwordChange: createRedisLimiter(redis, 'password', limits.passwordChange),
      register: createRedisLimiter(redis, 'register', limits.register),
      resetRequestEmail: createRedisLimiter(redis, 'reset-email', limits.resetRequestEmail),
      resetRequestIp: createRedisLimiter(redis, 'reset-ip', limits.resetRequestIp),
      resetUser: createRedisLimiter(redis, 'reset-user', limits.resetUser),
      resetFailureIp: createRedisLimiter(redis, 'reset-failure-ip', limits.resetFailureIp),
      dataExport: createRedisLimiter(redis, 'data-export', limits.dataExport),
      stockAlertIp: createRedisLimiter(redis, 'stock-alert-ip', limits.stockAlertIp),
      quoteIp: createRedisLimiter(redis, 'quote-ip', limits.quoteIp),
      reviewEdit: createRedisLimiter(redis, 'review-edit', limits.reviewEdit),
      couponFailureIp: createRedisLimiter(redis, 'coupon-failure-ip', limits.couponFailureIp),
      trackLookupIp: createRedisLimiter(redis, 'track-lookup-ip', limits.trackLookupIp),
      orderActionAccount: createRedisLimiter(redis, 'order-action-account', limits.orderActionAccount),
      orderActionIp: createRedisLimiter(redis, 'order-action-ip', limits.orderActionIp),
      confirmationEmail: createRedisLimiter(redis, 'confirmation-email', limits.confirmationEmail),
    };
  }
  return {
    login: createMemoryLoginThrottle(login),
    passwordChange: createMemoryLimiter(limits.passwordChange),
    register: createMemoryLimiter(limits.register),
    resetRequestEmail: createMemoryLimiter(limits.resetRequestEmail),
    resetRequestIp: createMemoryLimiter(limits.resetRequestIp),
    resetUser: createMemoryLimiter(limits.resetUser),
    resetFailureIp: createMemoryLimiter(limits.resetFailureIp),
    dataExport: createMemoryLimiter(limits.dataExport),
    stockAlertIp: createMemoryLimiter(limits.stockAlertIp),
    quoteIp: createMemoryLimiter(limits.quoteIp),
    reviewEdit: createMemoryLimiter(limits.reviewEdit),
    couponFailureIp: createMemoryLimiter(limits.couponFailureIp),
    trackLookupIp: createMemoryLimiter(limits.trackLookupIp),
    orderActionAccount: createMemoryLimiter(limits.orderActionAccount),
    orderActionIp: createMemoryLimiter(limits.orderActionIp),
    confirmationEmail: createMemoryLimiter(limits.confirmationEmail),
  };
}
