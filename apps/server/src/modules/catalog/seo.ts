// What search engines read besides the pages (whose heads the web app's routes
// render, e.g. the product page's Open Graph tags and JSON-LD): the sitemap and robots.txt.

/** The shop's pages listed before the products. */
export const SITEMAP_PAGES = ['/shop/home', '/shop/listing', '/shop/deals', '/shop/new', '/shop/about'] as const;
/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SiteInfo {
  /** `https://shop.example.ae`: PUBLIC_ORIGIN, or the request's own origin. */
  origin: string;
  storeName: string;
}

export const productPageUrl = (site: SiteInfo, id: string) => `${site.origin}/shop/product/${encodeURIComponent(id)}`;

const xmlEscape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** sitemap.xml (https://www.sitemaps.org/protocol.html): the shop's pages, then every product. */
const sitemapEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

export function sitemapXml(site: SiteInfo, products: { id: string; updatedAt: Date }[]): string {
  const urls = [
    ...SITEMAP_PAGES.map((page) => sitemapEntry(`${site.origin}${page}`)),
    ...products.map((p) => sitemapEntry(productPageUrl(site, p.id), p.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the admin area and the API are not for crawlers. */
export function robotsTxt(site: SiteInfo): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${site.origin}/sitemap.xml`, ''].join('\n');
}
