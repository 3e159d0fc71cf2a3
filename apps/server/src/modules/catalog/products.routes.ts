import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  catalogueLangQuerySchema,
  deleteResponseSchema,
  idParamsSchema,
  messages,
  newArrivalsQuerySchema,
  productDataResponseSchema,
  productDetailsResponseSchema,
  productInputSchema,
  productListQuerySchema,
  productListResponseSchema,
  productsResponseSchema,
  productUpdatedResponseSchema,
} from '@store/contract';
import type { Db } from '#server/db/client';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { SHORT_PUBLIC_CACHE_CONTROL } from '#server/plugins/http-cache';
import {
  createProduct,
  deleteProduct,
  getProductDetails,
  listAdminProducts,
  listDeals,
  listLastAdded,
  listNewArrivals,
  listShopProducts,
  updateProduct,
  type ShopListAnswer,
} from './products.service';

/**
 * JSON text made of product cards, sent as it is (docs/decisions/039): its
 * products were written by PostgreSQL, and product-cards.test.ts holds them
 * equal to toProduct, the mapping the response schema would check.
 */
function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}

/** A shop list's answer: JSON text as it is, Products through the route's response schema. */
export function sendListAnswer(reply: FastifyReply, answer: ShopListAnswer) {
  return typeof answer === 'string' ? sendJsonText(reply, answer) : answer;
}

export interface CatalogRoutesOptions {
  db: Db;
}

/** The shop's product calls of docs/store-rules.md#catalogue-calls, under /api/shop/products. Public. */
export const shopProductRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { db }) => {
  // The listing and the deals: the same filters, a page of products each (or its first page as JSON text).
  for (const [url, list] of [['/get', listShopProducts], ['/deals', listDeals]] as const) {
    app.get(url, { schema: { querystring: productListQuerySchema, response: { 200: productListResponseSchema } } }, async (request, reply) =>
      sendListAnswer(reply, await list(db, request.query)),
    );
  }

  app.get(
    '/get/:id',
    {
      // The random products change on every call, so revalidating in the background would only churn.
      config: { cacheControl: SHORT_PUBLIC_CACHE_CONTROL },
      schema: { params: idParamsSchema, querystring: catalogueLangQuerySchema, response: { 200: productDetailsResponseSchema } },
    },
    async (request, reply) => sendJsonText(reply, await getProductDetails(db, request.params.id, request.query.lang)),
  );

  app.get(
    '/new',
    { schema: { querystring: newArrivalsQuerySchema, response: { 200: productListResponseSchema } } },
    async (request, reply) => sendListAnswer(reply, await listNewArrivals(db, request.query)),
  );

  app.get(
    '/last-added',
    { schema: { querystring: catalogueLangQuerySchema, response: { 200: productsResponseSchema } } },
    async (request) => ({ success: true as const, data: await listLastAdded(db, request.query.lang) }),
  );
};

/**
 * Product management, under /api/admin/products. The guard runs `onRequest`,
 * so a guest hears 401 (a customer 403) before any input is looked at.
 */
export const adminProductRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);

  app.post(
    '/create',
    { schema: { body: productInputSchema, response: { 201: productDataResponseSchema } } },
    async (request, reply) => {
      const data = await createProduct(db, currentUser(request), request.body, app.catalogueChanged);
      return reply.code(201).send({ success: true as const, message: messages.PRODUCT_CREATED, data });
    },
  );

  app.get(
    '/getall',
    { schema: { querystring: adminProductListQuerySchema, response: { 200: adminProductListResponseSchema } } },
    async (request) => ({ success: true as const, ...(await listAdminProducts(db, request.query)) }),
  );

  app.put(
    '/update/:id',
    { schema: { params: idParamsSchema, body: productInputSchema, response: { 200: productUpdatedResponseSchema } } },
    async (request) => {
      const { product, droppedAttributes } = await updateProduct(db, currentUser(request), request.params.id, request.body, app.catalogueChanged);
      return {
        success: true as const,
        message: messages.PRODUCT_UPDATED,
        data: product,
        ...(droppedAttributes.length > 0 ? { droppedAttributes } : {}),
      };
    },
  );

  app.delete(
    '/delete/:id',
    { schema: { params: idParamsSchema, response: { 200: deleteResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.PRODUCT_DELETED,
      data: await deleteProduct(db, currentUser(request), request.params.id, app.catalogueChanged),
    }),
  );
};
