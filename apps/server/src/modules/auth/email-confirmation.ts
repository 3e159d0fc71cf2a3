import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Language, type User } from '@store/contract';
import type { Db, DbOrTx } from '#server/db/client';
import { AppError, badRequest } from '#server/lib/app-error';
import { enqueueEmail, releaseHeldEmails } from '#server/lib/outbox/outbox.repository';
import { findUserById, updateUserById } from './auth.repository';
import type { AttemptLimiter } from '#server/lib/throttles/login-limiter';

// Confirming an account's e-mail address (issue 26 item 2, docs/decisions/051).
// Registration verified nothing, so anyone could make the store e-mail any
// address through orders on an account of that address. A registration now
// e-mails a link; until it is opened the account signs in, keeps its cart and
// orders as before, but only its first order's e-mail goes out (with the link
// again), and every later one waits in the outbox (the trigger of migration
// 0037) until the address is confirmed.
//
// The link is `/shop/confirm-email?token=<user id>.<issued>.<HMAC>`, the HMAC
// (SHA-256, the store's link key, like the tracking links) over the purpose
// tag, the account, its address in lower case and the moment it was made
// (milliseconds, base 36): nothing is stored per link, a link for an address
// the account no longer has fails, and it works for CONFIRM_LINK_DAYS. The
// page posts the token (a mail scanner that opens the link confirms nothing);
// the request log redacts it (`token`).

const PURPOSE = 'email-confirm';
export const CONFIRM_LINK_DAYS = 7;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISSUED = /^[0-9a-z]{1,12}$/;

function mac(key: string, userId: string, email: string, issued: string): string {
  return createHmac('sha256', key).update(`${PURPOSE}:${userId}:${email.trim().toLowerCase()}:${issued}`).digest('base64url');
}

export interface ConfirmationLinks {
  /** A synchronous maker, the key read first: for use inside a transaction (PGlite has one connection). */
  maker(origin: string): Promise<(user: { id: string; email: string }) => string>;
  /** The account a genuine, live token confirms; 400 for anything else. */
  verify(db: DbOrTx, token: string): Promise<{ userId: string; email: string }>;
}

/** `getKey`: the store's link key (tracking/link-signer.ts linkKeyReader); `now`: the clock of `issued`. */
export function createConfirmationLinks(getKey: () => Promise<string>, now: () => number = Date.now): ConfirmationLinks {
  return {
    async maker(origin) {
      const key = await getKey();
      return (user) => {
        const issued = now().toString(36);
        return `${origin}/shop/confirm-email?token=${user.id}.${issued}.${mac(key, user.id, user.email, issued)}`;
      };
    },
    async verify(db, token) {
      const [id = '', issued = '', given = ''] = token.split('.');
      const userId = id.toLowerCase();
      if (token.split('.').length !== 3 || !UUID.test(userId) || !ISSUED.test(issued)) throw badRequest('CONFIRM_LINK_INVALID');
      const user = await findUserById(db, userId);
      const expected = Buffer.from(mac(await getKey(), userId, user?.email ?? '', issued));
      if (!user || Buffer.from(given).length !== expected.length || !timingSafeEqual(Buffer.from(given), expected)) {
        throw badRequest('CONFIRM_LINK_INVALID');
      }
      if (now() - Number.parseInt(issued, 36) > CONFIRM_LINK_DAYS * 86_400_000) {
        throw new AppError('CONFIRM_LINK_INVALID', 400, { sentence: 'CONFIRM_LINK_EXPIRED', params: { days: CONFIRM_LINK_DAYS } });
      }
      return { userId, email: user.email };
    },
  };
}

/** Queues the confirmation e-mail of `user` (kind account_security: it goes before bulk mail). */
export async function queueConfirmationEmail(
  tx: DbOrTx,
  user: { id: string; name: string; email: string },
  link: string,
  language: Language,
): Promise<void> {
  await enqueueEmail(tx, {
    kind: 'account_security',
    to: user.email,
    payload: { template: 'email_confirmation', language, name: user.name, link, days: CONFIRM_LINK_DAYS },
  });
}

/** POST /auth/confirm-email: confirms the address the token names and releases the e-mails held for it. */
export async function confirmEmail(db: Db, links: ConfirmationLinks, token: string): Promise<'confirmed' | 'already'> {
  const { userId } = await links.verify(db, token);
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (user?.emailConfirmedAt) return 'already';
    await updateUserById(tx, userId, { emailConfirmedAt: new Date() });
    await releaseHeldEmails(tx, userId);
    return 'confirmed';
  });
}

/** POST /auth/confirm-email/resend: a new link for the signed-in account, within its hourly allowance. */
export async function resendConfirmation(
  db: Db,
  viewer: User,
  limiter: AttemptLimiter,
  link: (user: { id: string; email: string }) => string,
  language: Language,
): Promise<{ retryAfterSeconds: number } | null> {
  const user = await findUserById(db, viewer._id);
  if (!user) throw new AppError('NOT_SIGNED_IN', 401);
  const room = await limiter.take(`user:${user.id}`);
  if (!room.allowed) return { retryAfterSeconds: room.retryAfterSeconds };
  await queueConfirmationEmail(db, user, link(user), language);
  return null;
}
