import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBrandListResponseSchema,
  catalogueLangQuerySchema,
  brandDataResponseSchema,
  brandInputSchema,
  brandListResponseSchema,
  deleteResponseSchema,
  idParamsSchema,
  messages,
} from '@store/contract';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import type { CatalogRoutesOptions } from './products.routes';
import { brandsService } from './taxonomy.service';

/** GET /api/shop/brands: every brand by name, with its product count (filters and navigation). */
export const shopBrandRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { db }) => {
  app.get('/', { schema: { querystring: catalogueLangQuerySchema, response: { 200: brandListResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await brandsService.list(db, request.query.lang),
  }));
};

/** Brand management under /api/admin/brands (docs/store-rules.md#admin-calls). */
export const adminBrandRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);

  app.post(
    '/create',
    { schema: { body: brandInputSchema, response: { 201: brandDataResponseSchema } } },
    async (request, reply) => {
      const data = await brandsService.create(db, currentUser(request), { name: request.body.brand, nameAr: request.body.brandAr, isTop: request.body.isTop }, app.catalogueChanged);
      return reply.code(201).send({ success: true as const, message: messages.BRAND_CREATED, data });
    },
  );

  app.get('/getall', { schema: { response: { 200: adminBrandListResponseSchema } } }, async () => ({
    success: true as const,
    data: await brandsService.listForAdmin(db),
  }));

  app.put(
    '/update/:id',
    { schema: { params: idParamsSchema, body: brandInputSchema, response: { 200: brandDataResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.BRAND_UPDATED,
      data: await brandsService.update(db, currentUser(request), request.params.id, { name: request.body.brand, nameAr: request.body.brandAr, isTop: request.body.isTop }, app.catalogueChanged),
    }),
  );

  app.delete(
    '/delete/:id',
    { schema: { params: idParamsSchema, response: { 200: deleteResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.BRAND_DELETED,
      data: await brandsService.remove(db, currentUser(request), request.params.id, app.catalogueChanged),
    }),
  );
};
