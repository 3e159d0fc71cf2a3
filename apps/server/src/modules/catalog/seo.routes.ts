import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { encodedBody, encodingFor } from '#server/lib/precompressed';
import { siteOriginOrBadHost } from '#server/lib/site-origin';
import { changesLists } from '#server/plugins/catalogue-changes';
import { ifNoneMatchHits } from '#server/plugins/http-cache';
import type { AppInstance } from '#server/plugins/types';
import { robotsTxt, SITEMAP_INDEX_PATH, SITEMAP_PAGES_PATH, type SiteInfo } from './seo';
import { createSitemapFiles } from './sitemap-files';

export interface SeoOptions {
  db: Db;
  config: Config;
  /** Told each time a sitemap file is made (tests count them). */
  onSitemapBuild?: ((path: string) => void) | undefined;
}

/** Crawlers and CDNs may keep these for an hour. */
const SEO_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Absolute URLs start from PUBLIC_ORIGIN; without it, from the request's own
 * origin only when its host is allowed (lib/site-origin.ts), so a forged Host
 * header never ends up in a cached sitemap or robots.txt.
 */
export function siteInfo(request: FastifyRequest, config: Config): SiteInfo {
  return { origin: siteOriginOrBadHost(request, config), storeName: config.storeName };
}

/**
 * GET /robots.txt and the sitemap's files (/sitemap.xml is their index), at the root beside the web app.
 */
export function registerSeoRoutes(app: AppInstance, { db, config, onSitemapBuild }: SeoOptions): void {
  const sitemaps = createSitemapFiles({
    db,
    urlsPerFile: config.sitemap.urlsPerFile,
    cacheSeconds: config.sitemap.cacheSeconds,
    onBuild: onSitemapBuild,
  });
  // Emptied by the same signal as the catalogue's other caches, whichever instance changed the catalogue;
  // a review (one product's stars, issue 26 item 6) leaves the list of addresses as it was.
  app.onCatalogueChange((change) => {
    if (changesLists(change)) sitemaps.clear();
  });

  const sendSitemapFile = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const file = await sitemaps.file(path, siteInfo(request, config));
    if (!file) return reply.callNotFound();
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', SEO_CACHE_CONTROL).header('etag', file.etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    // Kept compressed with the file: a crawler's request costs no compression of megabytes of XML.
    const encoding = encodingFor(request, file.body);
    if (!encoding) return reply.send(file.body);
    return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(encodedBody(file, encoding));
  };

  app.get(SITEMAP_INDEX_PATH, (request, reply) => sendSitemapFile(request, reply, SITEMAP_INDEX_PATH));
  app.get(SITEMAP_PAGES_PATH, (request, reply) => sendSitemapFile(request, reply, SITEMAP_PAGES_PATH));
  app.get<{ Params: { file: string } }>('/sitemap-products-:file.xml', (request, reply) =>
    sendSitemapFile(request, reply, `/sitemap-products-${request.params.file}.xml`),
  );

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', SEO_CACHE_CONTROL)
      .send(robotsTxt(siteInfo(request, config))),
  );
}
