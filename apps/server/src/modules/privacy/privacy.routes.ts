import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDataFileName,
  accountDataResponseSchema,
  deleteAccountRequestSchema,
  deleteResponseSchema,
  idParamsSchema,
  messages,
  successSchema,
} from '@store/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { clearSessionCookie, currentUser, requireAdmin, requireUser } from '#server/plugins/auth';
import type { Throttles } from '#server/lib/throttles/throttles';
import type { KeySealer } from '#server/lib/secrets/key-sealer';
import { exportAccountData } from './account-data.service';
import { deleteOwnAccount, deleteUserAsAdmin } from './account-deletion.service';

export interface PrivacyRoutesOptions {
  db: Db;
  config: Config;
  throttles: Throttles;
  /** Opens the licence keys of the customer's orders for the export (docs/decisions/030). */
  sealer: KeySealer;
}

/**
 * The customer's own data (issue 13 item 9, docs/decisions/031), under /api/auth:
 * the owner only (the session decides whose), never from a cache; and the one
 * way an admin deletes an account.
 */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (app, { db, config, throttles, sealer }) => {
  app.get(
    '/account/data',
    { onRequest: requireUser, schema: { response: { 200: accountDataResponseSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const allowed = await throttles.dataExport.take(`user:${user._id}`);
      if (!allowed.allowed) {
        reply.header('retry-after', String(allowed.retryAfterSeconds));
        throw new AppError('TOO_MANY_REQUESTS', 429, { sentence: 'TOO_MANY_DATA_EXPORTS' });
      }
      const data = await exportAccountData(db, user, request.sessionTokenHash, config.storeName, sealer);
      reply.header('cache-control', 'no-store, private');
      reply.header('content-disposition', `attachment; filename="${accountDataFileName(config.storeName, new Date())}"`);
      return { success: true as const, data };
    },
  );

  app.post(
    '/account/delete',
    { onRequest: requireUser, schema: { body: deleteAccountRequestSchema, response: { 200: successSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      // Wrong passwords count against the same limit as the password change's.
      const key = `delete:user:${user._id}`;
      const allowed = await throttles.passwordChange.take(key);
      if (!allowed.allowed) {
        reply.header('retry-after', String(allowed.retryAfterSeconds));
        throw new AppError('TOO_MANY_REQUESTS', 429);
      }
      try {
        await deleteOwnAccount(db, user, request.body);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'WRONG_CURRENT_PASSWORD')) await throttles.passwordChange.giveBack(key);
        throw error;
      }
      await throttles.passwordChange.forget(key);
      clearSessionCookie(request, reply);
      return { success: true as const, message: messages.ACCOUNT_DELETED };
    },
  );

  // An admin deletes someone else's account (DELETE /auth/{id}, docs/store-rules.md#auth-and-user-calls): the same
  // removal as the owner's own (docs/decisions/031), so it lives beside it.
  app.delete(
    '/:id',
    { onRequest: requireAdmin, schema: { params: idParamsSchema, response: { 200: deleteResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.USER_DELETED,
      data: await deleteUserAsAdmin(db, currentUser(request), request.params.id),
    }),
  );
};
