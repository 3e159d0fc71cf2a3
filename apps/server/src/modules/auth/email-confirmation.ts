import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Language, type User } from '@store/contract';
import type { Db, DbOrTx } from '#server/db/client';
import { AppError, badRequest } from '#server/lib/app-error';
import { conflictOnUniqueViolation } from '#server/lib/db-errors';
import { enqueueEmail, releaseHeldEmails } from '#server/lib/outbox/outbox.repository';
import { findUserByEmail, findUserById, updateUserById, type UserPatch } from './auth.repository';
import type { AttemptLimiter } from '#server/lib/throttles/login-limiter';
import type { UserRow } from './public-user';

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

function sameMac(given: string, expected: string): boolean {
  return Buffer.from(given).length === Buffer.from(expected).length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

export interface ConfirmationLinks {
  /** A synchronous maker, the key read first: for use inside a transaction (PGlite has one connection). */
  maker(origin: string): Promise<(user: { id: string; email: string }) => string>;
  /** The account a genuine, live token confirms and the address it names (its own, or the one it asked to change to); 400 for anything else. */
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
      const key = await getKey();
      // The link names the account's address, or the one it asked to change to (issue 26 item 8).
      const email = [user?.email, user?.pendingEmail].find((address) => address && sameMac(given, mac(key, userId, address, issued)));
      if (!user || !email) throw badRequest('CONFIRM_LINK_INVALID');
      if (now() - Number.parseInt(issued, 36) > CONFIRM_LINK_DAYS * 86_400_000) {
        throw new AppError('CONFIRM_LINK_INVALID', 400, { sentence: 'CONFIRM_LINK_EXPIRED', params: { days: CONFIRM_LINK_DAYS } });
      }
      return { userId, email };
    },
  };
}

/**
 * Queues the confirmation e-mail of `user` (kind account_security: it goes before bulk mail); `change`: the
 * address is the one the account asked to change to (issue 26 item 8).
 */
export async function queueConfirmationEmail(
  tx: DbOrTx,
  user: { id: string; name: string; email: string },
  link: string,
  language: Language,
  change = false,
): Promise<void> {
  await enqueueEmail(tx, {
    kind: 'account_security',
    to: user.email,
    payload: { template: 'email_confirmation', language, name: user.name, link, days: CONFIRM_LINK_DAYS, ...(change ? { change } : {}) },
  });
}

/** What an e-mail change needs to write its e-mails: the link maker, the link's language, the page that resets a password. */
export interface EmailChangeMail {
  link: (user: { id: string; email: string }) => string;
  language: Language;
  resetUrl: string;
}

/**
 * A profile save that changes the address (issue 26 item 8), its password already checked: the other fields
 * are saved, the new address waits in `pending_email`, and the sign-in address stays until the new one's link
 * is opened. The new address gets the link, or, when another account has it, its owner gets a notice instead
 * (the answer is the same either way: nobody learns who has an account); the old address is told. One
 * transaction, so the change and its e-mails go together.
 */
export async function requestEmailChange(db: Db, user: UserRow, newEmail: string, profile: UserPatch, mail: EmailChangeMail): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const row = await updateUserById(tx, user.id, { ...profile, pendingEmail: newEmail });
    if (!row) throw new AppError('USER_NOT_FOUND', 404);
    const owner = await findUserByEmail(tx, newEmail);
    if (owner) {
      await enqueueEmail(tx, {
        kind: 'account_security',
        to: owner.email,
        payload: { template: 'email_in_use_notice', language: owner.preferredLanguage, name: owner.name, email: owner.email, resetUrl: mail.resetUrl },
      });
    } else {
      await queueConfirmationEmail(tx, { id: row.id, name: row.name, email: newEmail }, mail.link({ id: row.id, email: newEmail }), mail.language, true);
    }
    await enqueueEmail(tx, {
      kind: 'account_security',
      to: user.email,
      payload: { template: 'email_change_notice', language: row.preferredLanguage, name: row.name, newEmail, resetUrl: mail.resetUrl },
    });
    return row;
  });
}

/**
 * POST /auth/confirm-email: confirms the address the token names and releases the e-mails held for it. A link
 * to the address the account asked to change to makes it the sign-in address ('changed'); another account that
 * took that address meanwhile answers 409 EMAIL_TAKEN.
 */
export async function confirmEmail(db: Db, links: ConfirmationLinks, token: string): Promise<{ outcome: 'confirmed' | 'already' | 'changed'; email: string }> {
  const { userId, email } = await links.verify(db, token);
  return conflictOnUniqueViolation('EMAIL_TAKEN', () =>
    db.transaction(async (tx) => {
      const user = await findUserById(tx, userId);
      const changes = user?.pendingEmail === email && user.email !== email;
      if (user?.emailConfirmedAt && !changes) return { outcome: 'already' as const, email };
      await updateUserById(tx, userId, { emailConfirmedAt: new Date(), ...(changes ? { email, pendingEmail: null } : {}) });
      await releaseHeldEmails(tx, userId);
      return { outcome: changes ? ('changed' as const) : ('confirmed' as const), email };
    }),
  );
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
  // A change of address waiting (issue 26 item 8): the link goes to the new address, unless another account took it.
  if (user.pendingEmail) {
    const pending = { ...user, email: user.pendingEmail };
    if (!(await findUserByEmail(db, pending.email))) await queueConfirmationEmail(db, pending, link(pending), language, true);
    return null;
  }
  await queueConfirmationEmail(db, user, link(user), language);
  return null;
}
