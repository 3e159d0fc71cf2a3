import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mergeWishlistRequestSchema,
  messages,
  wishlistProductParamsSchema,
  wishlistQuerySchema,
  wishlistResponseSchema,
} from '@store/contract';
import type { Db } from '#server/db/client';
import { currentUser, requireUser } from '#server/plugins/auth';
import { noStore } from '#server/plugins/http-cache';
import { getWishlist, mergeWishlist, removeProduct, saveProduct } from './wishlist.service';

export interface WishlistRoutesOptions {
  db: Db;
}

/**
 * The wishlist under /api/shop/wishlist (docs/decisions/035): signed-in
 * customers only, each on their own list, taken from the session; a guest
 * hears 401 before any input is looked at. Never stored by a browser or cache.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<WishlistRoutesOptions> = async (app, { db }) => {
  const response = { 200: wishlistResponseSchema };
  noStore(app);

  app.get('/', { onRequest: requireUser, schema: { querystring: wishlistQuerySchema, response } }, async (request) => ({
    success: true as const,
    data: await getWishlist(db, currentUser(request)._id, request.query.lang),
  }));

  app.post(
    '/merge',
    { onRequest: requireUser, schema: { querystring: wishlistQuerySchema, body: mergeWishlistRequestSchema, response } },
    async (request) => ({
      success: true as const,
      data: await mergeWishlist(db, currentUser(request)._id, request.body.productIds, request.query.lang),
    }),
  );

  // PUT /{productId} saves a product, DELETE takes it off; each answers the list.
  const changes = [
    ['PUT', saveProduct, messages.WISHLIST_ADDED],
    ['DELETE', removeProduct, messages.WISHLIST_REMOVED],
  ] as const;
  for (const [method, change, message] of changes) {
    app.route({
      method,
      url: '/:productId',
      onRequest: requireUser,
      schema: { params: wishlistProductParamsSchema, querystring: wishlistQuerySchema, response },
      handler: async (request) => ({
        success: true as const,
        message,
        data: await change(db, currentUser(request)._id, request.params.productId, request.query.lang),
      }),
    });
  }
};
