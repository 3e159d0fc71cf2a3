// What search engines read besides the pages (whose heads the web app's routes
// render, e.g. the product page's Open Graph tags and JSON-LD): the sitemap and robots.txt.
// The sitemap is an index (https://www.sitemaps.org/protocol.html#index) of
// files of at most 50,000 URLs each: the shop's pages, then the products.
// Both languages (issue 12, docs/decisions/023): the pages' file lists the English
// and the Arabic (/ar) tree; every entry names its twins with xhtml:link hreflang
// (en, ar, x-default), so a product's one entry also lists its Arabic page and the
// product files keep their count of URLs per file.

/** The shop's pages, in their own sitemap file. */
export const SITEMAP_PAGES = ['/shop/home', '/shop/listing', '/shop/deals', '/shop/new', '/shop/about'] as const;
/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAP_PAGES_PATH = '/sitemap-pages.xml';
/** `/sitemap-products-1.xml`, `/sitemap-products-2.xml`, … */
export const sitemapProductsPath = (file: number) => `/sitemap-products-${file}.xml`;

export interface SiteInfo {
  /** `https://shop.example.ae`: PUBLIC_ORIGIN, or the request's own origin when its host is allowed (lib/site-origin.ts). */
  origin: string;
  storeName: string;
}

const productPagePath = (id: string) => `/shop/product/${encodeURIComponent(id)}`;
export const productPageUrl = (site: SiteInfo, id: string) => `${site.origin}${productPagePath(id)}`;

const xmlEscape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

/** The Arabic twin of a shop page: the same path under /ar. */
const arabicPath = (path: string) => `/ar${path}`;

/** A page's twins in both languages, and x-default (the English one). */
const alternates = (site: SiteInfo, path: string) =>
  [
    ['en', path],
    ['ar', arabicPath(path)],
    ['x-default', path],
  ]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(`${site.origin}${href}`)}"/>`)
    .join('');

const sitemapEntry = (site: SiteInfo, loc: string, path: string, lastmod?: Date) =>
  `<url><loc>${xmlEscape(`${site.origin}${loc}`)}</loc>${alternates(site, path)}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

const urlset = (entries: string[]) =>
  `${XML_HEAD}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML}">\n${entries.join('\n')}\n</urlset>\n`;

/** The index: one `<sitemap>` per file, the pages' file first. */
export function sitemapIndexXml(site: SiteInfo, productFiles: number): string {
  const files = [SITEMAP_PAGES_PATH, ...Array.from({ length: productFiles }, (_, i) => sitemapProductsPath(i + 1))];
  const entries = files.map((file) => `<sitemap><loc>${xmlEscape(`${site.origin}${file}`)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The shop's own pages, in English and in Arabic. */
export function sitemapPagesXml(site: SiteInfo): string {
  return urlset(SITEMAP_PAGES.flatMap((page) => [sitemapEntry(site, page, page), sitemapEntry(site, arabicPath(page), page)]));
}

/** One file of product pages. */
export function sitemapProductsXml(site: SiteInfo, products: { id: string; updatedAt: Date }[]): string {
  return urlset(products.map((p) => sitemapEntry(site, productPagePath(p.id), productPagePath(p.id), p.updatedAt)));
}

/** robots.txt: the admin area and the API are not for crawlers. */
export function robotsTxt(site: SiteInfo): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${site.origin}${SITEMAP_INDEX_PATH}`, ''].join('\n');
}
