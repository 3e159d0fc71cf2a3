import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartRequestSchema,
  cartResponseSchema,
  cartUserParamsSchema,
  mergeCartRequestSchema,
  messageIn,
  messages,
  removeFromCartQuerySchema,
  updateCartRequestSchema,
} from '@store/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { currentUser, requireUser } from '#server/plugins/auth';
import { noStore } from '#server/plugins/http-cache';
import { addToCart, assertOwnCart, getCart, mergeGuestCart, removeFromCart, updateCartQuantity } from './cart.service';

export interface CartRoutesOptions {
  db: Db;
  config: Pick<Config, 'orderLimits'>;
}

/**
 * The cart calls of docs/store-rules.md#cart-calls, under /api/shop/cart: signed-in users
 * only, each on their own cart. The guard runs as `onRequest`, so a guest
 * hears 401 before any input is looked at.
 */
export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (app, { db, config }) => {
  const { maxUnitsPerProduct } = config.orderLimits;
  const response = { 200: cartResponseSchema };
  // A cart is personal: never stored by a browser or a shared cache.
  noStore(app);

  // Static paths first in the reading order; the router prefers them over /:userId anyway.
  app.post(
    '/add',
    { onRequest: requireUser, schema: { body: addToCartRequestSchema, response } },
    async (request) => ({
      success: true as const,
      message: messages.CART_ADDED,
      data: await addToCart(db, currentUser(request), request.body, maxUnitsPerProduct),
    }),
  );

  app.patch(
    '/update',
    { onRequest: requireUser, schema: { body: updateCartRequestSchema, response } },
    async (request) => ({
      success: true as const,
      message: messageIn('en', 'CART_QUANTITY_UPDATED', { n: request.body.quantity }),
      data: await updateCartQuantity(db, currentUser(request), request.body, maxUnitsPerProduct),
    }),
  );

  app.delete(
    '/remove',
    { onRequest: requireUser, schema: { querystring: removeFromCartQuerySchema, response } },
    async (request) => ({
      success: true as const,
      message: messages.CART_REMOVED,
      data: await removeFromCart(db, currentUser(request), request.query.userId, request.query.productId),
    }),
  );

  app.post(
    '/merge',
    { onRequest: requireUser, schema: { body: mergeCartRequestSchema, response } },
    async (request) => ({ success: true as const, data: await mergeGuestCart(db, currentUser(request), request.body, maxUnitsPerProduct) }),
  );

  app.get(
    '/:userId',
    { onRequest: requireUser, schema: { params: cartUserParamsSchema, response } },
    async (request) => {
      const viewer = currentUser(request);
      assertOwnCart(viewer, request.params.userId);
      return { success: true as const, data: await getCart(db, viewer._id, true) };
    },
  );
};
