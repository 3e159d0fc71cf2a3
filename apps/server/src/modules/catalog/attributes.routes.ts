import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attributeDataResponseSchema,
  attributeDefinitionInputSchema,
  attributeListResponseSchema,
  attributeParamsSchema,
  deleteResponseSchema,
  idParamsSchema,
  messages,
} from '@store/contract';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import type { CatalogRoutesOptions } from './products.routes';
import {
  createCategoryAttribute,
  deleteCategoryAttribute,
  listCategoryAttributes,
  updateCategoryAttribute,
} from './attributes.service';

/** GET /api/shop/categories/{id}/attributes: the category's typed attributes in order, both languages' labels (docs/decisions/048). */
export const shopAttributeRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { db }) => {
  app.get('/:id/attributes', { schema: { params: idParamsSchema, response: { 200: attributeListResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await listCategoryAttributes(db, request.params.id),
  }));
};

/** A category's attributes under /api/admin/categories/{id}/attributes. */
export const adminAttributeRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/:id/attributes', { schema: { params: idParamsSchema, response: { 200: attributeListResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await listCategoryAttributes(db, request.params.id),
  }));

  app.post(
    '/:id/attributes',
    { schema: { params: idParamsSchema, body: attributeDefinitionInputSchema, response: { 201: attributeDataResponseSchema } } },
    async (request, reply) => {
      const data = await createCategoryAttribute(db, currentUser(request), request.params.id, request.body, app.catalogueChanged);
      return reply.code(201).send({ success: true as const, message: messages.ATTRIBUTE_CREATED, data });
    },
  );

  app.put(
    '/:id/attributes/:attributeId',
    { schema: { params: attributeParamsSchema, body: attributeDefinitionInputSchema, response: { 200: attributeDataResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.ATTRIBUTE_UPDATED,
      data: await updateCategoryAttribute(db, currentUser(request), request.params.id, request.params.attributeId, request.body, app.catalogueChanged),
    }),
  );

  app.delete(
    '/:id/attributes/:attributeId',
    { schema: { params: attributeParamsSchema, response: { 200: deleteResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.ATTRIBUTE_DELETED,
      data: await deleteCategoryAttribute(db, currentUser(request), request.params.id, request.params.attributeId, app.catalogueChanged),
    }),
  );
};
