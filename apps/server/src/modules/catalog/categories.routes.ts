import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryListResponseSchema,
  catalogueLangQuerySchema,
  categoryDataResponseSchema,
  categoryInputSchema,
  categoryListResponseSchema,
  deleteResponseSchema,
  idParamsSchema,
  messages,
} from '@store/contract';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import type { CatalogRoutesOptions } from './products.routes';
import { categoriesService } from './taxonomy.service';

/** GET /api/shop/categories: every category by name, with its product count (filters and navigation). */
export const shopCategoryRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { db }) => {
  app.get('/', { schema: { querystring: catalogueLangQuerySchema, response: { 200: categoryListResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await categoriesService.list(db, request.query.lang),
  }));
};

/** Category management under /api/admin/categories (docs/store-rules.md#admin-calls). */
export const adminCategoryRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);

  app.post(
    '/create',
    { schema: { body: categoryInputSchema, response: { 201: categoryDataResponseSchema } } },
    async (request, reply) => {
      const data = await categoriesService.create(db, currentUser(request), { name: request.body.category, nameAr: request.body.categoryAr, isTop: request.body.isTop }, app.catalogueChanged);
      return reply.code(201).send({ success: true as const, message: messages.CATEGORY_CREATED, data });
    },
  );

  app.get('/getall', { schema: { response: { 200: adminCategoryListResponseSchema } } }, async () => ({
    success: true as const,
    data: await categoriesService.listForAdmin(db),
  }));

  app.put(
    '/update/:id',
    { schema: { params: idParamsSchema, body: categoryInputSchema, response: { 200: categoryDataResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.CATEGORY_UPDATED,
      data: await categoriesService.update(db, currentUser(request), request.params.id, { name: request.body.category, nameAr: request.body.categoryAr, isTop: request.body.isTop }, app.catalogueChanged),
    }),
  );

  app.delete(
    '/delete/:id',
    { schema: { params: idParamsSchema, response: { 200: deleteResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.CATEGORY_DELETED,
      data: await categoriesService.remove(db, currentUser(request), request.params.id, app.catalogueChanged),
    }),
  );
};
