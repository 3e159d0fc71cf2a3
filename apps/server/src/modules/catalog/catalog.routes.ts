import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client';
import { registerHttpCache } from '#server/plugins/http-cache';
import { registerResponseCache, type ResponseCache } from '#server/plugins/response-cache';
import type { ImageStorage } from '#server/storage/storage';
import { adminAttributeRoutes, shopAttributeRoutes } from './attributes.routes';
import { adminBrandRoutes, adminCategoryRoutes, shopBrandRoutes, shopCategoryRoutes } from './taxonomy.routes';
import { adminFeatureRoutes, shopFeatureRoutes } from './features.routes';
import { adminProductRoutes, shopProductRoutes, type CatalogRoutesOptions } from './products.routes';
import { adminQuoteRoutes, quoteRoutes, type QuoteRoutesOptions } from './quotes.routes';
import { searchRoutes } from './search.routes';
import { uploadRoutes } from './uploads.routes';

export { registerSeoRoutes } from './seo.routes';

export interface CatalogModuleOptions {
  db: Db;
  /** Where uploaded images go (storage/create-storage.ts), served at /uploads (plugins/uploads.ts). */
  storage: ImageStorage;
  /** The in-process cache of the public answers (plugins/response-cache.ts). */
  responseCache?: ResponseCache;
  /** Runs before a Get Quote request is taken: the per-IP throttle (issue 26 item 16), given by the app. */
  beforeQuote?: preHandlerAsyncHookHandler;
  /** Queues a Get Quote request's e-mails, given by the app (quotes.routes.ts). */
  mailQuote?: QuoteRoutesOptions['mailQuote'];
}

/** The shop's public calls, each under its prefix, in the order they are registered. */
const SHOP_ROUTES: [FastifyPluginAsyncZod<CatalogRoutesOptions>, string][] = [
  [shopProductRoutes, '/shop/products'],
  [searchRoutes, '/shop/products'],
  [shopBrandRoutes, '/shop/brands'],
  [shopCategoryRoutes, '/shop/categories'],
  [shopAttributeRoutes, '/shop/categories'],
  [shopFeatureRoutes, '/shop/features'],
];

/** The admin's catalogue calls but the uploads (which take the storage, not the database). */
const ADMIN_ROUTES: [FastifyPluginAsyncZod<CatalogRoutesOptions>, string][] = [
  [adminProductRoutes, '/admin/products'],
  [adminBrandRoutes, '/admin/brands'],
  [adminCategoryRoutes, '/admin/categories'],
  [adminAttributeRoutes, '/admin/categories'],
  [adminFeatureRoutes, '/admin/features'],
  [adminQuoteRoutes, '/admin/quotes'],
];

/**
 * The catalogue (issue "Catalogue"), registered under /api: the shop's public
 * calls (with ETag and Cache-Control), Get Quote, and the admin calls for
 * products, brands, categories, home page slides, quote requests and image uploads.
 */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogModuleOptions> = async (app, { db, storage, responseCache, beforeQuote, mailQuote }) => {
  await app.register(async (shop) => {
    if (responseCache) registerResponseCache(shop, responseCache);
    registerHttpCache(shop);
    for (const [routes, prefix] of SHOP_ROUTES) await shop.register(routes, { prefix, db });
  });
  await app.register(quoteRoutes, { prefix: '/shop/quotes', db, beforeQuote, mailQuote });
  for (const [routes, prefix] of ADMIN_ROUTES) await app.register(routes, { prefix, db });
  await app.register(uploadRoutes, { prefix: '/admin/uploads', storage });
};
