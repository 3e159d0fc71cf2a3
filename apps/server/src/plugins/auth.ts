import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@store/contract';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/app-error';
import { toPublicUser } from '../modules/auth/public-user';
import {
  findActiveSession,
  hashSessionToken,
  isWellFormedToken,
  refreshSessionIfDue,
  SESSION_COOKIE,
} from '../modules/auth/session.service';
import type { AppInstance } from './types';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the session cookie only (docs/store-rules.md#sessions-and-passwords); null for a guest. */
    user: User | null;
    /** SHA-256 of this request's session token, when it has a live session. */
    sessionTokenHash: string | null;
  }
}

/**
 * Cookie attributes of docs/store-rules.md#sessions-and-passwords: HttpOnly, SameSite=Lax, Secure over HTTPS. HTTPS is
 * the request's own scheme, or PUBLIC_ORIGIN's: behind a TLS-terminating proxy whose
 * X-Forwarded-Proto is not trusted the request looks like plain HTTP, yet the browser is on HTTPS.
 */
export function cookieOptions(request: FastifyRequest) {
  const secure = request.protocol === 'https' || Boolean(request.server.config.publicOrigin?.startsWith('https:'));
  return { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge, expires: expiresAt });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/**
 * Resolve `request.user` for every API request that carries a session cookie
 * (one indexed lookup; requests without the cookie cost nothing), slide the
 * expiry forward when due, and drop a cookie whose session is gone. Not on the
 * public catalogue's answers (plugins/http-cache.ts): they are the same for
 * everyone and publicly cacheable, so they never read the session nor carry a
 * Set-Cookie (issue 15 item 8: a cached answer went out with the live token).
 */
export function registerSessions(api: AppInstance, db: Db) {
  api.decorateRequest('user', null);
  api.decorateRequest('sessionTokenHash', null);

  api.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || request.routeOptions.config.publicCache) return;
    const session = isWellFormedToken(token) ? await findActiveSession(db, hashSessionToken(token)) : null;
    if (!session) {
      clearSessionCookie(request, reply);
      return;
    }
    request.user = toPublicUser(session.user);
    request.sessionTokenHash = session.tokenHash;
    const extendedTo = await refreshSessionIfDue(db, session);
    if (extendedTo) setSessionCookie(request, reply, token, extendedTo);
  });
}

/** Route hook: signed-in users only (401 otherwise). Use as `onRequest` so it runs before body validation. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized('NOT_SIGNED_IN');
}

/** Route hook: admins only (401 for a guest, 403 for a customer). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized('NOT_SIGNED_IN');
  if (request.user.role !== 'admin') throw forbidden('ADMIN_ONLY');
}

/** The signed-in user of a route guarded by requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized('NOT_SIGNED_IN');
  return request.user;
}
