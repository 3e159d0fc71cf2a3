import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authUserResponseSchema,
  errorBodySchema,
  loginRequestSchema,
  messages,
  passwordChangeRequestSchema,
  registerRequestSchema,
  successSchema,
} from '@store/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { clearSessionCookie, currentUser, requireUser, setSessionCookie } from '../../plugins/auth';
import { authenticate, changePassword, registerUser } from './auth.service';
import { hitLogin, type AttemptLimiter } from './login-limiter';
import { deleteSession, startSession } from './session.service';

export interface AuthRoutesOptions {
  db: Db;
  loginLimiter: AttemptLimiter;
}

/** Spec section 7: GET /auth/check-auth must never come from a cache. */
const NO_STORE_HEADERS = {
  'cache-control': 'no-store, no-cache, must-revalidate, private',
  pragma: 'no-cache',
  expires: '0',
};

/** Sign-up, sign-in, sign-out, session check and password change, under /api/auth. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, loginLimiter }) => {
  app.post(
    '/register',
    { schema: { body: registerRequestSchema, response: { 201: authUserResponseSchema } } },
    async (request, reply) => {
      const user = await registerUser(db, request.body);
      // Registration does not sign in (spec section 4): no cookie here.
      return reply.code(201).send({ success: true, message: messages.REGISTERED, user });
    },
  );

  app.post(
    '/login',
    { schema: { body: loginRequestSchema, response: { 200: authUserResponseSchema } } },
    async (request, reply) => {
      const throttle = await hitLogin(loginLimiter, request.ip, request.body.email);
      if (!throttle.allowed) {
        reply.header('retry-after', String(throttle.retryAfterSeconds));
        throw new AppError('TOO_MANY_LOGINS', 429);
      }
      const user = await authenticate(db, request.body.email, request.body.password);
      const { token, expiresAt } = await startSession(db, user._id, request.sessionTokenHash);
      setSessionCookie(request, reply, token, expiresAt);
      return { success: true as const, message: messages.LOGGED_IN, user };
    },
  );

  app.post('/logout', { schema: { response: { 200: successSchema } } }, async (request, reply) => {
    if (request.sessionTokenHash) await deleteSession(db, request.sessionTokenHash);
    clearSessionCookie(request, reply);
    return { success: true as const, message: messages.LOGGED_OUT };
  });

  app.get(
    '/check-auth',
    { schema: { response: { 200: authUserResponseSchema, 401: errorBodySchema } } },
    async (request, reply) => {
      reply.headers(NO_STORE_HEADERS);
      if (!request.user) return reply.code(401).send({ success: false, code: 'NOT_SIGNED_IN', message: messages.NOT_SIGNED_IN });
      return { success: true as const, user: request.user };
    },
  );

  app.put(
    '/password',
    { onRequest: requireUser, schema: { body: passwordChangeRequestSchema, response: { 200: successSchema } } },
    async (request) => {
      await changePassword(db, currentUser(request), request.sessionTokenHash, request.body);
      return { success: true as const, message: messages.PASSWORD_CHANGED };
    },
  );
};
