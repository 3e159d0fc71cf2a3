import { ipKey } from '#server/lib/throttles/login-throttle';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authUserResponseSchema,
  forgotPasswordRequestSchema,
  idParamsSchema,
  messages,
  resetPasswordRequestSchema,
  successSchema,
} from '@store/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { siteOriginOrBadHost } from '#server/lib/site-origin';
import { currentUser, requireAdmin, setSessionCookie } from '#server/plugins/auth';
import type { AttemptResult } from '#server/lib/throttles/login-limiter';
import {
  requestPasswordReset,
  resetLinkSentMessage,
  resetPasswordWithToken,
  sendResetLinkAsAdmin,
} from './password-reset.service';
import type { Throttles } from '#server/lib/throttles/throttles';

export interface PasswordResetRoutesOptions {
  db: Db;
  config: Config;
  throttles: Throttles;
  /** The clock of link expiry, replaceable in tests. */
  now: () => number;
}

type ResetRefusal = 'TOO_MANY_RESET_REQUESTS' | 'TOO_MANY_RESET_ATTEMPTS';

function refuseUnlessAllowed(reply: FastifyReply, result: AttemptResult, code: ResetRefusal) {
  if (result.allowed) return;
  reply.header('retry-after', String(result.retryAfterSeconds));
  throw new AppError(code, 429);
}

/** Password reset under /api/auth (issue 13 item 1, docs/decisions/020). */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (app, { db, config, throttles, now }) => {
  const context = (request: Parameters<typeof siteOriginOrBadHost>[0]) => ({
    origin: siteOriginOrBadHost(request, config),
    storeName: config.storeName,
    now: new Date(now()),
  });

  app.post(
    '/forgot-password',
    { schema: { body: forgotPasswordRequestSchema, response: { 200: successSchema } } },
    async (request, reply) => {
      const { email } = request.body;
      // Both count whether an account has the e-mail or not, so a 429 tells nothing about it either.
      refuseUnlessAllowed(reply, await throttles.resetRequestIp.take(ipKey(request.ip)), 'TOO_MANY_RESET_REQUESTS');
      refuseUnlessAllowed(reply, await throttles.resetRequestEmail.take(`email:${email}`), 'TOO_MANY_RESET_REQUESTS');
      await requestPasswordReset(db, email, throttles.resetUser, context(request));
      return { success: true as const, message: messages.RESET_LINK_SENT };
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: resetPasswordRequestSchema, response: { 200: authUserResponseSchema } } },
    async (request, reply) => {
      let result: Awaited<ReturnType<typeof resetPasswordWithToken>>;
      try {
        result = await resetPasswordWithToken(db, request.body.token, request.body.newPassword, new Date(now()));
      } catch (error) {
        // Only a link that does not work counts against the address, and only such links are refused at
        // its limit: a live link always goes through, so one prankster behind a shared address blocks
        // nobody's reset (issue 26 item 10). A wrong link costs one indexed lookup either way.
        if (error instanceof AppError && error.code === 'RESET_LINK_INVALID') {
          refuseUnlessAllowed(reply, await throttles.resetFailureIp.take(ipKey(request.ip)), 'TOO_MANY_RESET_ATTEMPTS');
        }
        throw error;
      }
      // Signed in like a login: a new session of its own (the old ones all ended).
      setSessionCookie(request, reply, result.session.token, result.session.expiresAt);
      return { success: true as const, message: messages.PASSWORD_RESET_DONE, user: result.user };
    },
  );

  app.post(
    '/:id/password-reset',
    { onRequest: requireAdmin, schema: { params: idParamsSchema, response: { 200: successSchema } } },
    async (request, reply) => {
      const outcome = await sendResetLinkAsAdmin(db, currentUser(request), request.params.id, throttles.resetUser, context(request));
      if (!outcome.sent) {
        refuseUnlessAllowed(reply, outcome.refusal, 'TOO_MANY_RESET_REQUESTS');
        throw new AppError('TOO_MANY_RESET_REQUESTS', 429);
      }
      return { success: true as const, message: resetLinkSentMessage(outcome.email) };
    },
  );
};
