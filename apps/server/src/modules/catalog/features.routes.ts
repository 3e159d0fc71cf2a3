import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featureListResponseSchema } from '@store/contract';
import type { CatalogRoutesOptions } from './products.routes';
import { listHeroSlides } from './features.service';

/** GET /api/shop/features: the active hero slides of the home page, in order. Public. */
export const shopFeatureRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { db }) => {
  app.get('/', { schema: { response: { 200: featureListResponseSchema } } }, async () => ({
    success: true as const,
    data: await listHeroSlides(db),
  }));
};
