import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import { sessions, users } from '#server/db/schema/index';
import type { UserRow } from './public-user';

// Sessions of docs/store-rules.md#sessions-and-passwords: an opaque random token in the cookie, only
// its SHA-256 in the database (a leaked table holds no usable token), 7-day
// sliding expiry. Sessions live in the database, so API processes hold no state.

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Extend a session once less than this remains: at most one write a day per session. */
const REFRESH_BELOW_MS = 6 * 24 * 60 * 60 * 1000;
/** 32 random bytes in base64url. Anything else in the cookie is not ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export async function createSession(db: DbOrTx, userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export interface ActiveSession {
  tokenHash: string;
  expiresAt: Date;
  user: UserRow;
}

/**
 * Every signed-in request starts with this lookup: a prepared statement
 * (docs/decisions/019), its columns named as Drizzle names the user row's fields.
 */
const activeSessionStatement = preparedStatement<UserRow & { sessionExpiresAt: Date }, { tokenHash: string; now: string }>(
  'session_active',
  sql`select s.expires_at as "sessionExpiresAt", u.id, u.name, u.email, u.phone, u.password_hash as "passwordHash",
         u.role, u.preferred_language as "preferredLanguage", u.email_confirmed_at as "emailConfirmedAt",
         u.pending_email as "pendingEmail",
         u.created_at as "createdAt", u.updated_at as "updatedAt"
    from ${sessions} s join ${users} u on u.id = s.user_id
   where s.token_hash = ${sql.placeholder('tokenHash')} and s.expires_at > ${sql.placeholder('now')}::timestamptz
   limit 1`,
);

/** The live session of a token hash with its user, or null when unknown or expired. */
export async function findActiveSession(db: DbOrTx, tokenHash: string, now = new Date()): Promise<ActiveSession | null> {
  const [row] = await activeSessionStatement.run(db, { tokenHash, now: now.toISOString() });
  if (!row) return null;
  const { sessionExpiresAt, ...user } = row;
  return { tokenHash, expiresAt: sessionExpiresAt, user };
}

/** Slide the expiry forward when it is due; returns the new expiry, or null when nothing changed. */
export async function refreshSessionIfDue(db: DbOrTx, session: ActiveSession, now = new Date()): Promise<Date | null> {
  if (session.expiresAt.getTime() - now.getTime() >= REFRESH_BELOW_MS) return null;
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, session.tokenHash));
  return expiresAt;
}

export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** After a password change: sign out every other device, keep this one. */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keepTokenHash: string | null): Promise<void> {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepTokenHash ? and(mine, ne(sessions.tokenHash, keepTokenHash)) : mine);
}

/** Expired rows are dead weight; logins sweep them (cheap with sessions_expires_idx). */
export async function deleteExpiredSessions(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/**
 * Sign in: always a brand-new token (docs/store-rules.md#sessions-and-passwords). The session the
 * request came with, if any, ends here instead of being reused, and expired
 * rows are swept while we are at it.
 */
export async function startSession(
  db: DbOrTx,
  userId: string,
  previousTokenHash: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  if (previousTokenHash) await deleteSession(db, previousTokenHash);
  await deleteExpiredSessions(db);
  return createSession(db, userId);
}
