import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildCheckRequestSchema, buildCheckResponseSchema, catalogueLangQuerySchema } from '@store/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { checkBuildItems } from './builds.service';

export interface BuildRoutesOptions {
  db: Db;
  config: Pick<Config, 'orderLimits'>;
}

/** The PC builder's calls under /api/shop/builds (docs/decisions/049). Public. */
export const buildRoutes: FastifyPluginAsyncZod<BuildRoutesOptions> = async (app, { db, config }) => {
  app.post(
    '/check',
    { schema: { querystring: catalogueLangQuerySchema, body: buildCheckRequestSchema, response: { 200: buildCheckResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await checkBuildItems(db, request.body.items, request.query.lang, config.orderLimits.maxUnitsPerProduct),
    }),
  );
};
