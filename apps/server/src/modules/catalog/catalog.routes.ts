import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client';
import { registerHttpCache } from '#server/plugins/http-cache';
import { registerResponseCache, type ResponseCache } from '#server/plugins/response-cache';
import type { ImageStorage } from '#server/storage/storage';
import { adminAttributeRoutes, shopAttributeRoutes } from './attributes.routes';
import { adminBrandRoutes, adminCategoryRoutes, shopBrandRoutes, shopCategoryRoutes } from './taxonomy.routes';
import { adminFeatureRoutes, shopFeatureRoutes } from './features.routes';
import { adminProductRoutes, shopProductRoutes } from './products.routes';
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

/**
 * The catalogue (issue "Catalogue"), registered under /api: the shop's public
 * calls (with ETag and Cache-Control), Get Quote, and the admin calls for
 * products, brands, categories, home page slides, quote requests and image uploads.
 */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogModuleOptions> = async (app, { db, storage, responseCache, beforeQuote, mailQuote }) => {
  await app.register(async (shop) => {
    if (responseCache) registerResponseCache(shop, responseCache);
    registerHttpCache(shop);
    await shop.register(shopProductRoutes, { prefix: '/shop/products', db });
    await shop.register(searchRoutes, { prefix: '/shop/products', db });
    await shop.register(shopBrandRoutes, { prefix: '/shop/brands', db });
    await shop.register(shopCategoryRoutes, { prefix: '/shop/categories', db });
    await shop.register(shopAttributeRoutes, { prefix: '/shop/categories', db });
    await shop.register(shopFeatureRoutes, { prefix: '/shop/features', db });
  });
  await app.register(quoteRoutes, { prefix: '/shop/quotes', db, beforeQuote, mailQuote });
  await app.register(adminProductRoutes, { prefix: '/admin/products', db });
  await app.register(adminBrandRoutes, { prefix: '/admin/brands', db });
  await app.register(adminCategoryRoutes, { prefix: '/admin/categories', db });
  await app.register(adminAttributeRoutes, { prefix: '/admin/categories', db });
  await app.register(adminFeatureRoutes, { prefix: '/admin/features', db });
  await app.register(adminQuoteRoutes, { prefix: '/admin/quotes', db });
  await app.register(uploadRoutes, { prefix: '/admin/uploads', storage });
};
