import { CURRENCY, effectivePrice, formatAed, imageVariantUrl, type Product } from '@store/contract';

/** Text for HTML content or a quoted attribute value. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What a page puts in its head for search engines and link previews; `head` is trusted HTML. */
export interface PageHead {
  title?: string;
  description?: string;
  head?: string;
  status?: number;
}

// What search engines and link previews read of the single-page app (issue
// "Catalogue", item 8): the product page's head, the sitemap and robots.txt.

/** The pages of the shop that are worth indexing, besides the products (spec section 2). */
export const SITEMAP_PAGES = ['/shop/home', '/shop/listing', '/shop/deals', '/shop/new', '/shop/about'] as const;
/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;
const DESCRIPTION_MAX = 160;

export interface SiteInfo {
  /** `https://shop.example.ae`: PUBLIC_ORIGIN, or the request's own origin. */
  origin: string;
  storeName: string;
}

/** JSON for a `<script>` element: `<`, `>`, `&` and the JS line separators escaped, so no string can close it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL: stored images are paths (`/uploads/...`), external ones stay as they are. */
export function absoluteUrl(origin: string, url: string): string {
  return new URL(url, `${origin}/`).toString();
}

export const productPageUrl = (site: SiteInfo, id: string) => `${site.origin}/shop/product/${encodeURIComponent(id)}`;

/** One line of at most 160 characters, cut at a word. */
export function summarise(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/** The schema.org Product of a product page (https://schema.org/Product). */
export function productJsonLd(product: Product, site: SiteInfo) {
  const url = productPageUrl(site, product._id);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(product.image ? { image: [absoluteUrl(site.origin, imageVariantUrl(product.image, 1280))] } : {}),
    description: product.description,
    sku: product._id,
    category: product.categoryName,
    brand: { '@type': 'Brand', name: product.brandName },
    offers: {
      '@type': 'Offer',
      price: effectivePrice(product).toFixed(2),
      priceCurrency: CURRENCY,
      availability: product.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
  };
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** Title, description, Open Graph tags and JSON-LD of a product page. */
export function productPageHead(product: Product, site: SiteInfo): PageHead {
  const title = `${product.title} | ${site.storeName} Computers`;
  const price = formatAed(effectivePrice(product));
  const description = summarise(product.description) || `${product.title} by ${product.brandName}: ${price}, delivered across the UAE.`;
  const url = productPageUrl(site, product._id);
  const image = product.image ? absoluteUrl(site.origin, imageVariantUrl(product.image, 1280)) : undefined;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', `${site.storeName} Computers`),
    meta('property', 'og:title', product.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', product.title)] : []),
    meta('property', 'product:price:amount', effectivePrice(product).toFixed(2)),
    meta('property', 'product:price:currency', CURRENCY),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    `<script type="application/ld+json">${jsonForScript(productJsonLd(product, site))}</script>`,
  ];
  return { title, description, head: tags.join('') };
}

/** An unknown product: the SPA shows its not-found page; search engines are told not to index it. */
export function missingProductPageHead(site: SiteInfo): PageHead {
  return { status: 404, title: `Product not found | ${site.storeName} Computers`, head: meta('name', 'robots', 'noindex') };
}

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
