import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  messages,
  updateUserRequestSchema,
  userDataResponseSchema,
  usersListQuerySchema,
  usersListResponseSchema,
} from '@store/contract';
import type { Db } from '#server/db/client';
import { currentUser, requireAdmin, requireUser } from '#server/plugins/auth';
import {
  getUserFor,
  listUsersPage,
  updateUserAsAdmin,
} from './auth.service';

export interface UsersRoutesOptions {
  db: Db;
}

/**
 * The user calls of docs/store-rules.md#auth-and-user-calls, under /api/auth. The guards run as
 * `onRequest` hooks, so a guest hears 401 before any input is looked at.
 * Static paths (/check-auth, /password, /profile/:id, in auth.routes.ts) win over /:id in the router.
 */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { db }) => {
  app.get(
    '/',
    { onRequest: requireAdmin, schema: { querystring: usersListQuerySchema, response: { 200: usersListResponseSchema } } },
    async (request) => ({ success: true as const, ...(await listUsersPage(db, request.query)) }),
  );

  app.get(
    '/:id',
    { onRequest: requireUser, schema: { params: idParamsSchema, response: { 200: userDataResponseSchema } } },
    async (request) => ({ success: true as const, data: await getUserFor(db, currentUser(request), request.params.id) }),
  );

  app.put(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: { params: idParamsSchema, body: updateUserRequestSchema, response: { 200: userDataResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: messages.USER_UPDATED,
      data: await updateUserAsAdmin(db, currentUser(request), request.params.id, request.body),
    }),
  );
};
