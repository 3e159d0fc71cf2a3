import type { Db } from '#server/db/client';
import type { Compressible } from '#server/lib/precompressed';
import { bodyEtag } from '#server/plugins/http-cache';
import { createResponseCache, type ResponseCache } from '#server/plugins/response-cache';
import { listSitemapProducts, sitemapFileStarts } from './sitemap.repository';
import {
  SITEMAP_INDEX_PATH,
  SITEMAP_PAGES_PATH,
  sitemapIndexXml,
  sitemapPagesXml,
  sitemapProductsXml,
  type SiteInfo,
} from './seo';

// The sitemap's files, made once and kept (issue 15 item 8: at 50,000 products
// one sitemap was 6.8 MB rebuilt for every request). Each file is kept per
// origin for SITEMAP_CACHE_SECONDS, or until the catalogue changes (the signal
// that empties the catalogue's other caches); requests for a file being made
// wait for it instead of making it again.

/** A sitemap file as it is kept: its XML, its ETag and its compressed copies. */
export interface SitemapFile extends Compressible {
  etag: string;
}

export interface SitemapFilesOptions {
  db: Db;
  /** URLs per product file (at most 50,000, the protocol's limit; smaller in tests). */
  urlsPerFile: number;
  cacheSeconds: number;
  /** Told each time a file is made (tests count them). */
  onBuild?: ((path: string) => void) | undefined;
}

export interface SitemapFiles {
  /** The file at `path` for this site, or undefined when there is no such file (a product file past the last). */
  file(path: string, site: SiteInfo): Promise<SitemapFile | undefined>;
  clear(): void;
  readonly enabled: boolean;
}

const PRODUCTS_FILE = /^\/sitemap-products-([1-9]\d{0,5})\.xml$/;

/** The cached answer for `key`, the one being made, or a new one (shared with those who ask meanwhile). */
async function once<A extends object>(cache: ResponseCache<A>, key: string, make: () => Promise<A | undefined>): Promise<A | undefined> {
  const ready = cache.get(key) ?? (await cache.pending(key));
  if (ready) return ready;
  const settle = cache.lead(key);
  try {
    const answer = await make();
    settle(answer);
    return answer;
  } catch (error) {
    settle(undefined);
    throw error;
  }
}

export function createSitemapFiles({ db, urlsPerFile, cacheSeconds, onBuild }: SitemapFilesOptions): SitemapFiles {
  const files = createResponseCache<SitemapFile>(cacheSeconds);
  // The first product id of each product file: the same for every origin.
  const starts = createResponseCache<{ ids: string[] }>(cacheSeconds);
  const fileStarts = async () =>
    (await once(starts, 'starts', async () => ({ ids: await sitemapFileStarts(db, urlsPerFile) })))?.ids ?? [];

  const build = async (path: string, site: SiteInfo): Promise<string | undefined> => {
    if (path === SITEMAP_INDEX_PATH) return sitemapIndexXml(site, (await fileStarts()).length);
    if (path === SITEMAP_PAGES_PATH) return sitemapPagesXml(site);
    const file = Number(PRODUCTS_FILE.exec(path)?.[1] ?? 0);
    const firstId = (await fileStarts())[file - 1];
    if (firstId === undefined) return undefined;
    return sitemapProductsXml(site, await listSitemapProducts(db, firstId, urlsPerFile));
  };

  return {
    enabled: files.enabled,
    file(path, site) {
      return once(files, `${site.origin}${path}`, async () => {
        onBuild?.(path);
        const body = await build(path, site);
        return body === undefined ? undefined : { body, etag: bodyEtag(body) };
      });
    },
    clear() {
      files.clear();
      starts.clear();
    },
  };
}
