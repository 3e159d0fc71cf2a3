import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFeatureListResponseSchema,
  catalogueLangQuerySchema,
  deleteResponseSchema,
  featureDataResponseSchema,
  featureInputSchema,
  featureListResponseSchema,
  featureReorderSchema,
  idParamsSchema,
  messages,
} from '@store/contract';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import type { CatalogRoutesOptions } from './products.routes';
import { createSlide, deleteSlide, listAllSlides, listHeroSlides, reorderSlides, updateSlide } from './features.service';

/** GET /api/shop/features: the active hero slides of the home page, in order. Public. */
export const shopFeatureRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { db }) => {
  app.get('/', { schema: { querystring: catalogueLangQuerySchema, response: { 200: featureListResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await listHeroSlides(db, request.query.lang),
  }));
};

/** The home page's slides under /api/admin/features (docs/store-rules.md#home-page-slides). */
export const adminFeatureRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/getall', { schema: { response: { 200: adminFeatureListResponseSchema } } }, async () => ({
    success: true as const,
    data: await listAllSlides(db),
  }));

  app.post(
    '/create',
    { schema: { body: featureInputSchema, response: { 201: featureDataResponseSchema } } },
    async (request, reply) => {
      const data = await createSlide(db, currentUser(request), request.body, app.catalogueChanged);
      return reply.code(201).send({ success: true as const, message: messages.FEATURE_CREATED, data });
    },
  );

  app.put(
    '/update/:id',
    { schema: { params: idParamsSchema, body: featureInputSchema, response: { 200: featureDataResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.FEATURE_UPDATED,
      data: await updateSlide(db, currentUser(request), request.params.id, request.body, app.catalogueChanged),
    }),
  );

  app.delete(
    '/delete/:id',
    { schema: { params: idParamsSchema, response: { 200: deleteResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.FEATURE_DELETED,
      data: await deleteSlide(db, currentUser(request), request.params.id, app.catalogueChanged),
    }),
  );

  app.patch(
    '/reorder',
    { schema: { body: featureReorderSchema, response: { 200: adminFeatureListResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.FEATURES_REORDERED,
      data: await reorderSlides(db, currentUser(request), request.body.ids, app.catalogueChanged),
    }),
  );
};
