import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { listProductIdsForSitemap } from './products.repository';
import { robotsTxt, SITEMAP_MAX_URLS, SITEMAP_PAGES, sitemapXml, type SiteInfo } from './seo';

export interface SeoOptions {
  db: Db;
  config: Config;
}

/**
 * Absolute URLs start from PUBLIC_ORIGIN. Without it (development, tests) the
 * request's own origin serves; in production behind a CDN, set PUBLIC_ORIGIN
 * so that a forged Host header cannot end up in a cached sitemap.
 */
export function siteInfo(request: FastifyRequest, config: Config): SiteInfo {
  return { origin: config.publicOrigin ?? requestOrigin(request), storeName: config.storeName };
}

/** The request's own origin; a Host header no URL can be made of (`a:b:c`, `%`) is the client's mistake: 400. */
function requestOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw badRequest('HOST_INVALID');
  }
}

/** GET /sitemap.xml and GET /robots.txt, at the root beside the web app. */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, { db, config }) => {
  app.get('/sitemap.xml', async (request, reply) => {
    const products = await listProductIdsForSitemap(db, SITEMAP_MAX_URLS - SITEMAP_PAGES.length);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(siteInfo(request, config), products));
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteInfo(request, config))),
  );
};
