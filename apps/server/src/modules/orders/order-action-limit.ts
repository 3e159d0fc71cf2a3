import type { FastifyReply } from 'fastify';
import { AppError } from '#server/lib/app-error';
import { ipKey } from '#server/lib/throttles/login-throttle';
import type { Throttles } from '#server/lib/throttles/throttles';

// Placing and cancelling orders, per account and per IP (issue 26 item 2): 40
// place-and-cancel cycles in two seconds once queued 80 e-mails to a victim's
// address, and the per-e-mail limit of open guest orders never saw them, since
// a cancelled order is no longer open. Each placement and each cancellation
// takes one unit of ORDER_ACTIONS_PER_ACCOUNT_PER_HOUR (the account; a guest
// order's e-mail address) and of ORDER_ACTIONS_PER_IP_PER_HOUR, in the login
// throttles' store (in Redis when REDIS_URL is set: every instance counts the
// same). A unit is taken before the work, so a burst sent at once is held to the
// limit too, and given back when the work wrote nothing (a refusal, or an
// Idempotency-Key retry answered with the order placed before).

export type OrderActionThrottles = Pick<Throttles, 'orderActionAccount' | 'orderActionIp'>;

/** The key of an order's buyer: their account, or a guest order's e-mail in lower case. */
export function buyerKey(buyer: { userId: string | null; email: string }): string {
  return buyer.userId ? `user:${buyer.userId}` : `email:${buyer.email.toLowerCase()}`;
}

function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', String(retryAfterSeconds));
  throw new AppError('TOO_MANY_REQUESTS', 429, {
    sentence: 'TOO_MANY_ORDER_ACTIONS',
    params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
  });
}

/** Runs `work` (a placement or a cancellation by `buyer` from `ip`) within both limits; `counts` says whether its result wrote anything. */
export async function withOrderActionLimit<T>(
  throttles: OrderActionThrottles,
  reply: FastifyReply,
  keys: { ip: string; buyer: string },
  work: () => Promise<T>,
  counts: (result: T) => boolean = () => true,
): Promise<T> {
  const ip = ipKey(keys.ip);
  const byIp = await throttles.orderActionIp.take(ip);
  if (!byIp.allowed) refuse(reply, byIp.retryAfterSeconds);
  const byBuyer = await throttles.orderActionAccount.take(keys.buyer);
  if (!byBuyer.allowed) {
    await throttles.orderActionIp.giveBack(ip);
    refuse(reply, byBuyer.retryAfterSeconds);
  }
  const giveBack = () => Promise.all([throttles.orderActionIp.giveBack(ip), throttles.orderActionAccount.giveBack(keys.buyer)]);
  try {
    const result = await work();
    if (!counts(result)) await giveBack();
    return result;
  } catch (error) {
    await giveBack();
    throw error;
  }
}
