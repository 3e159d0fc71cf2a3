import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { messageIn, type User } from '@store/contract';
import type { Db, DbOrTx } from '#server/db/client';
import { badRequest, notFound } from '#server/lib/app-error';
import { hashPassword } from '#server/lib/password';
import { recordAudit } from '#server/modules/audit/index';
import { enqueueEmail } from '#server/lib/outbox/outbox.repository';
import { findUserByEmail, findUserById, updateUserById } from './auth.repository';
import type { AttemptLimiter, AttemptResult } from '#server/lib/throttles/login-limiter';
import { consumeReset, findLiveReset, insertReset, retireLiveResets } from './password-reset.repository';
import { toPublicUser, type UserRow } from './public-user';
import { createSession, deleteOtherSessions } from './session.service';

// Password reset (issue 13 item 1, docs/decisions/020). A link carries 32
// random bytes; the database keeps only their SHA-256, works once, for 30
// minutes, and a newer link retires the older ones. Asking for a link answers
// the same whether the account exists or not.

export const RESET_LINK_MINUTES = 30;

/** Where a link leads and what the e-mail says about the store. */
export interface ResetLinkContext {
  /** The store's own origin (lib/site-origin.ts): PUBLIC_ORIGIN or an allowed host, never an unlisted Host. */
  origin: string;
  storeName: string;
  now: Date;
}

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The page that sets the new password. The token rides in the fragment, which
 * browsers never send: it stays out of server and proxy logs and Referer
 * headers, and the page moves it into its state and off the address bar.
 */
export function resetLink(origin: string, token: string): string {
  return `${origin}/auth/reset-password#token=${token}`;
}

/** Retires the user's live links, stores the new one's hash and queues its e-mail; call inside a transaction. */
async function issueResetLink(tx: DbOrTx, user: UserRow, context: ResetLinkContext): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await retireLiveResets(tx, user.id, context.now);
  await insertReset(tx, {
    userId: user.id,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(context.now.getTime() + RESET_LINK_MINUTES * 60_000),
    createdAt: context.now,
  });
  // In the user's preferred language (issue 12 item 6); rendered when sent (docs/decisions/028).
  await enqueueEmail(tx, {
    kind: 'password_reset',
    to: user.email,
    payload: {
      template: 'password_reset',
      language: user.preferredLanguage,
      name: user.name,
      link: resetLink(context.origin, token),
      minutes: RESET_LINK_MINUTES,
    },
  });
}

/**
 * The same round trips as issueResetLink, changing nothing: an unknown e-mail
 * (or an account whose hour is full) must not answer faster than a known one.
 */
async function issueNothing(tx: DbOrTx, now: Date): Promise<void> {
  await retireLiveResets(tx, randomUUID(), now);
  await findLiveReset(tx, hashResetToken(randomBytes(32).toString('base64url')), now);
}

/**
 * POST /auth/forgot-password, after the per-e-mail and per-IP limits: a link
 * for the account of `email` if there is one and its hour has room. The
 * caller answers the same neutral message whatever happened here.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  perUser: AttemptLimiter,
  context: ResetLinkContext,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  const room = user ? await perUser.take(`user:${user.id}`) : null;
  await db.transaction(async (tx) => {
    if (user && room?.allowed) await issueResetLink(tx, user, context);
    else await issueNothing(tx, context.now);
  });
}

/** POST /auth/:id/password-reset by an admin: the user gets a link (the admin never sees it). Audited. */
export async function sendResetLinkAsAdmin(
  db: Db,
  actor: User,
  id: string,
  perUser: AttemptLimiter,
  context: ResetLinkContext,
): Promise<{ sent: true; email: string } | { sent: false; refusal: AttemptResult }> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('USER_NOT_FOUND');
  const room = await perUser.take(`user:${user.id}`);
  if (!room.allowed) return { sent: false, refusal: room };
  await db.transaction(async (tx) => {
    await issueResetLink(tx, user, context);
    await recordAudit(tx, {
      actor,
      action: 'user.password_reset_link',
      entityType: 'user',
      entityId: user.id,
      summary: `Sent a password reset link to ${user.name} <${user.email}>`,
      before: null,
      after: null,
    });
  });
  return { sent: true, email: user.email };
}

/**
 * POST /auth/reset-password: the link's token and a new password. Uses the
 * link once, sets the password, ends every session of the user and starts a
 * new one (the caller sets its cookie). 400 RESET_LINK_INVALID for a link that
 * is unknown, used, retired by a newer one, or expired.
 */
export async function resetPasswordWithToken(
  db: Db,
  token: string,
  newPassword: string,
  now: Date,
): Promise<{ user: User; session: { token: string; expiresAt: Date } }> {
  // A cheap lookup first: a wrong token never costs a password hash.
  const reset = await findLiveReset(db, hashResetToken(token), now);
  if (!reset) throw badRequest('RESET_LINK_INVALID');
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    if (!(await consumeReset(tx, reset.id, now))) throw badRequest('RESET_LINK_INVALID');
    // A reset also ends a change of address waiting for its link (issue 26 item 8): the way to stop a taken-over session's change.
    const row = await updateUserById(tx, reset.userId, { passwordHash, pendingEmail: null });
    if (!row) throw badRequest('RESET_LINK_INVALID');
    // Every session ends, the one this browser may hold included: whoever knew the old password is out.
    await deleteOtherSessions(tx, row.id, null);
    const session = await createSession(tx, row.id);
    return { user: toPublicUser(row), session };
  });
}

export const resetLinkSentMessage = (email: string) => messageIn('en', 'RESET_LINK_SENT_TO_USER', { email });
