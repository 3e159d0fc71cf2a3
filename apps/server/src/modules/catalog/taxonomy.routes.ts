import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  adminBrandListResponseSchema,
  adminCategoryListResponseSchema,
  brandDataResponseSchema,
  brandInputSchema,
  brandListResponseSchema,
  catalogueLangQuerySchema,
  categoryDataResponseSchema,
  categoryInputSchema,
  categoryListResponseSchema,
  deleteResponseSchema,
  idParamsSchema,
  messages,
  type MessageCode,
} from '@store/contract';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import type { CatalogRoutesOptions } from './products.routes';
import { brandsService, categoriesService, type TaxonomyInput, type TaxonomyService } from './taxonomy.service';

// Brands and categories have the same calls (docs/store-rules.md#admin-calls):
// one set of routes, given each kind's field name, schemas, sentences and service.

/** A brand or category form as the schema gives it: the name under `brand` or `category`, the Arabic beside it. */
type TaxonomyBody<F extends string> = Record<F, string> & Partial<Record<`${F}Ar`, string | null>> & { isTop: boolean };

interface TaxonomyKind<F extends 'brand' | 'category'> {
  field: F;
  input: z.ZodType<TaxonomyBody<F>>;
  shopList: z.ZodType;
  adminList: z.ZodType;
  saved: z.ZodType;
  service: TaxonomyService<object, object>;
  created: MessageCode;
  updated: MessageCode;
  deleted: MessageCode;
}

const BRANDS: TaxonomyKind<'brand'> = {
  field: 'brand',
  input: brandInputSchema,
  shopList: brandListResponseSchema,
  adminList: adminBrandListResponseSchema,
  saved: brandDataResponseSchema,
  service: brandsService,
  created: 'BRAND_CREATED',
  updated: 'BRAND_UPDATED',
  deleted: 'BRAND_DELETED',
};

const CATEGORIES: TaxonomyKind<'category'> = {
  field: 'category',
  input: categoryInputSchema,
  shopList: categoryListResponseSchema,
  adminList: adminCategoryListResponseSchema,
  saved: categoryDataResponseSchema,
  service: categoriesService,
  created: 'CATEGORY_CREATED',
  updated: 'CATEGORY_UPDATED',
  deleted: 'CATEGORY_DELETED',
};

/** GET /api/shop/<kind>: every one by name, with its product count (filters and navigation). */
function shopTaxonomyRoutes<F extends 'brand' | 'category'>(kind: TaxonomyKind<F>): FastifyPluginAsyncZod<CatalogRoutesOptions> {
  return async (app, { db }) => {
    app.get('/', { schema: { querystring: catalogueLangQuerySchema, response: { 200: kind.shopList } } }, async (request) => ({
      success: true as const,
      data: await kind.service.list(db, request.query.lang),
    }));
  };
}

/** Management under /api/admin/<kind>: create, list, update, delete. */
function adminTaxonomyRoutes<F extends 'brand' | 'category'>(kind: TaxonomyKind<F>): FastifyPluginAsyncZod<CatalogRoutesOptions> {
  // The body was parsed by `kind.input`; Fastify's type provider cannot follow a generic schema.
  const inputOf = (parsed: unknown): TaxonomyInput => {
    const body = parsed as TaxonomyBody<F>;
    return { name: body[kind.field], nameAr: body[`${kind.field}Ar`], isTop: body.isTop };
  };
  return async (app, { db }) => {
    app.addHook('onRequest', requireAdmin);

    app.post('/create', { schema: { body: kind.input, response: { 201: kind.saved } } }, async (request, reply) => {
      const data = await kind.service.create(db, currentUser(request), inputOf(request.body), app.catalogueChanged);
      return reply.code(201).send({ success: true as const, message: messages[kind.created], data });
    });

    app.get('/getall', { schema: { response: { 200: kind.adminList } } }, async () => ({
      success: true as const,
      data: await kind.service.listForAdmin(db),
    }));

    app.put('/update/:id', { schema: { params: idParamsSchema, body: kind.input, response: { 200: kind.saved } } }, async (request) => ({
      success: true as const,
      message: messages[kind.updated],
      data: await kind.service.update(db, currentUser(request), request.params.id, inputOf(request.body), app.catalogueChanged),
    }));

    app.delete('/delete/:id', { schema: { params: idParamsSchema, response: { 200: deleteResponseSchema } } }, async (request) => ({
      success: true as const,
      message: messages[kind.deleted],
      data: await kind.service.remove(db, currentUser(request), request.params.id, app.catalogueChanged),
    }));
  };
}

export const shopBrandRoutes = shopTaxonomyRoutes(BRANDS);
export const adminBrandRoutes = adminTaxonomyRoutes(BRANDS);
export const shopCategoryRoutes = shopTaxonomyRoutes(CATEGORIES);
export const adminCategoryRoutes = adminTaxonomyRoutes(CATEGORIES);
