import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListResponseSchema, searchQuerySchema, suggestionsResponseSchema, suggestQuerySchema } from '@store/contract';
import { sendListAnswer, type CatalogRoutesOptions } from './products.routes';
import { searchCatalog, suggestProducts } from './search.service';

/** Search under /api/shop/products: `search?keyword&page&limit&sortBy` (and the lists' filters, `facets=1`) and `suggest?q`. Public. */
export const searchRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { db }) => {
  app.get(
    '/search',
    { schema: { querystring: searchQuerySchema, response: { 200: productListResponseSchema } } },
    async (request, reply) => sendListAnswer(reply, await searchCatalog(db, request.query)),
  );

  app.get(
    '/suggest',
    { schema: { querystring: suggestQuerySchema, response: { 200: suggestionsResponseSchema } } },
    async (request) => ({ success: true as const, data: await suggestProducts(db, request.query.q, request.query.lang) }),
  );
};
