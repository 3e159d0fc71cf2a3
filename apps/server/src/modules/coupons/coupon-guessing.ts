import { ipKey } from '#server/lib/throttles/login-throttle';
import type { FastifyReply } from 'fastify';
import { AppError } from '#server/lib/app-error';
import type { AttemptLimiter } from '#server/lib/throttles/login-limiter';

// Coupon code guessing (docs/decisions/033, "Guessing codes"). Only an
// unknown code counts: it is what a guesser mostly gets, while a shopper's
// typo costs one. A code that exists but is refused (expired, below the
// minimum spend) has been found already, and a shopper may meet it several
// times while filling the cart. Once an address has used up its window, every
// code from it waits, the valid ones too: answering a valid code would tell
// the guesser which guess was right. A checkout without a code is never asked.
//
// A unit is taken before the code is looked up and given back unless the
// code turned out unknown, so a burst sent at once is held to the limit too
// (the same take-then-give-back as the password change, modules/auth).

/**
 * Runs `work` (a preview or a placement carrying `couponCode`) under the
 * per-IP limit of unknown codes; without a code, runs it as it is.
 */
export async function withCouponGuessLimit<T>(
  limiter: AttemptLimiter,
  reply: FastifyReply,
  ip: string,
  couponCode: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!couponCode) return work();
  const key = ipKey(ip);
  const taken = await limiter.take(key);
  if (!taken.allowed) {
    reply.header('retry-after', String(taken.retryAfterSeconds));
    throw new AppError('COUPON_TOO_MANY_ATTEMPTS', 429, {
      params: { minutes: Math.ceil(taken.retryAfterSeconds / 60) },
      extra: { field: 'couponCode', couponCode: null },
    });
  }
  try {
    const result = await work();
    await limiter.giveBack(key);
    return result;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'COUPON_UNKNOWN')) await limiter.giveBack(key);
    throw error;
  }
}
