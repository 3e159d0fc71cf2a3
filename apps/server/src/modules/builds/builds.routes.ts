import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildCheckRequestSchema,
  buildCheckResponseSchema,
  catalogueLangQuerySchema,
  deleteResponseSchema,
  idParamsSchema,
  messages,
  savedBuildInputSchema,
  savedBuildListResponseSchema,
  savedBuildResponseSchema,
  savedBuildUpdateSchema,
} from '@store/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { currentUser, requireUser } from '#server/plugins/auth';
import { noStore } from '#server/plugins/http-cache';
import { checkBuildItems } from './builds.service';
import { changeBuild, getSavedBuild, getSavedBuilds, removeBuild, saveBuild } from './saved-builds.service';

export interface BuildRoutesOptions {
  db: Db;
  config: Pick<Config, 'orderLimits'>;
}

/**
 * The PC builder's calls under /api/shop/builds (docs/decisions/049): the
 * check is public; the saved builds are the signed-in customer's own (a guest
 * hears 401 before any input is looked at), never stored by a cache.
 */
export const buildRoutes: FastifyPluginAsyncZod<BuildRoutesOptions> = async (app, { db, config }) => {
  const maxUnits = config.orderLimits.maxUnitsPerProduct;
  noStore(app);

  app.post(
    '/check',
    { schema: { querystring: catalogueLangQuerySchema, body: buildCheckRequestSchema, response: { 200: buildCheckResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await checkBuildItems(db, request.body.items, request.query.lang, maxUnits),
    }),
  );

  app.get('/', { onRequest: requireUser, schema: { response: { 200: savedBuildListResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await getSavedBuilds(db, currentUser(request)._id),
  }));

  app.post(
    '/',
    { onRequest: requireUser, schema: { body: savedBuildInputSchema, response: { 201: savedBuildResponseSchema } } },
    async (request, reply) => {
      const data = await saveBuild(db, currentUser(request)._id, request.body, maxUnits);
      return reply.code(201).send({ success: true as const, message: messages.BUILD_SAVED, data });
    },
  );

  app.get('/:id', { onRequest: requireUser, schema: { params: idParamsSchema, response: { 200: savedBuildResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await getSavedBuild(db, currentUser(request)._id, request.params.id),
  }));

  app.put(
    '/:id',
    { onRequest: requireUser, schema: { params: idParamsSchema, body: savedBuildUpdateSchema, response: { 200: savedBuildResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.BUILD_RENAMED,
      data: await changeBuild(db, currentUser(request)._id, request.params.id, request.body, maxUnits),
    }),
  );

  app.delete('/:id', { onRequest: requireUser, schema: { params: idParamsSchema, response: { 200: deleteResponseSchema } } }, async (request) => ({
    success: true as const,
    message: messages.BUILD_DELETED,
    data: await removeBuild(db, currentUser(request)._id, request.params.id),
  }));
};
