import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { webBuildDir } from '#server-test/web-build';
import { createBrand, createCategory, createProduct, UNKNOWN_ID, type TestProduct } from '#server-test/catalog-factories';

// What crawlers and link previews see (issue "Catalogue", item 8): the product
// page's head as the server renders it (the route's `meta`, apps/web), and
// sitemap.xml and robots.txt.

let t: TestApp;
let laptop: TestProduct;
let soldOut: TestProduct;
let tricky: TestProduct;

/** The JSON-LD blocks of a page. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
}
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

/** What a forged Host header names: it must never reach an absolute URL (issue 15 item 8). */
const EVIL = 'evil.example';

beforeAll(async () => {
  // shop.test stands for the store's own name; without PUBLIC_ORIGIN only allowed hosts go into absolute URLs.
  // The guests' page cache on, as in production: a page rendered for one Host is served to the next guest.
  t = await createTestApp({
    env: { ALLOWED_HOSTS: 'localhost,127.0.0.1,shop.test', PAGE_CACHE_SECONDS: '30' },
    config: { webDist: webBuildDir() },
  });
  const db = t.database.db;
  const brand = await createBrand(db, { name: 'ASUS' });
  const category = await createCategory(db, { name: 'Laptops' });
  laptop = await createProduct(db, {
    title: 'ROG Strix G16',
    description: 'A 16-inch gaming laptop with an RTX 4070.\nFast and quiet.',
    brandId: brand.id,
    categoryId: category.id,
    price: 7499,
    salePrice: 6999.5,
    totalStock: 4,
    image: '/uploads/products/0123456789abcdef-640.webp',
  });
  soldOut = await createProduct(db, { title: 'Sold Out Laptop', brandId: brand.id, categoryId: category.id, totalStock: 0, price: 10 });
  tricky = await createProduct(db, {
    title: 'Evil </script><script>alert("x")</script> & "Co"',
    description: 'Quotes " and <b>tags</b> & ampersands',
    brandId: brand.id,
    categoryId: category.id,
    image: 'https://cdn.example.com/evil.png',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /shop/product/:id (the page rendered on the server)', () => {
  it("puts the product's title, description, Open Graph tags and JSON-LD in the head", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/shop/product/${laptop.id}`, headers: { host: 'shop.test:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>ROG Strix G16 | Falcon Computers</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'description')).toBe('A 16-inch gaming laptop with an RTX 4070. Fast and quiet.');

    const origin = 'http://shop.test:8080';
    const url = `${origin}/shop/product/${laptop.id}`;
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe('ROG Strix G16');
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:image')).toBe(`${origin}/uploads/products/0123456789abcdef-1280.webp`);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);

    expect(jsonLd(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'ROG Strix G16',
        image: [`${origin}/uploads/products/0123456789abcdef-1280.webp`],
        description: 'A 16-inch gaming laptop with an RTX 4070.\nFast and quiet.',
        sku: expect.stringMatching(/^ASU-LAP-\d{6}$/),
        category: 'Laptops',
        brand: { '@type': 'Brand', name: 'ASUS' },
        offers: { '@type': 'Offer', price: '6999.50', priceCurrency: 'AED', availability: 'https://schema.org/InStock', url },
      },
      // The page's own block (issue 12): its address and language.
      { '@context': 'https://schema.org', '@type': 'WebPage', url, inLanguage: 'en' },
    ]);
    // The head goes in the head.
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });

  it('says OutOfStock for a product with no stock', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/shop/product/${soldOut.id}` });
    const [ld] = jsonLd(res.body);
    expect(ld?.offers).toMatchObject({ price: '10.00', availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('image');
    expect(metaContent(res.body, 'description')).toContain('Sold Out Laptop by ASUS');
  });

  it('escapes what comes from the database: attributes, the title and the JSON-LD', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/shop/product/${tricky.id}` });
    const html = res.body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>tags</b>');
    expect(html).toContain('<title>Evil &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Co&quot; | Falcon Computers</title>');
    expect(metaContent(html, 'og:description')).toBe('Quotes &quot; and &lt;b&gt;tags&lt;/b&gt; &amp; ampersands');
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).toContain('\\u003c/script\\u003e');
    expect(block).not.toContain('<');
    const [ld] = jsonLd(html);
    expect(ld?.name).toBe('Evil </script><script>alert("x")</script> & "Co"');
    expect(ld?.image).toEqual(['https://cdn.example.com/evil.png']);
  });

  it('answers 404 with noindex for an unknown or malformed product', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-product']) {
      const res = await t.app.inject({ method: 'GET', url: `/shop/product/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<meta name="robots" content="noindex"/>');
      expect(jsonLd(res.body).filter((block) => block['@type'] === 'Product')).toEqual([]);
    }
  });

  it('gives the other pages their own title, without product tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shop/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>About Us | Falcon Computers</title>');
    expect(res.body).not.toContain('og:type');
  });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe('GET /sitemap.xml and /robots.txt', () => {
  it('indexes the pages file and the product files, which list the shop pages and every product with absolute URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(res.body)).toEqual(['http://shop.test/sitemap-pages.xml', 'http://shop.test/sitemap-products-1.xml']);

    const pages = await t.app.inject({ method: 'GET', url: '/sitemap-pages.xml', headers: { host: 'shop.test' } });
    expect(pages.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    // Both trees (issue 12): each English page, then its Arabic twin.
    expect(locs(pages.body)).toEqual(
      ['home', 'listing', 'deals', 'new', 'about'].flatMap((page) => [`http://shop.test/shop/${page}`, `http://shop.test/ar/shop/${page}`]),
    );

    const products = await t.app.inject({ method: 'GET', url: '/sitemap-products-1.xml', headers: { host: 'shop.test' } });
    expect(locs(products.body).toSorted()).toEqual([laptop, soldOut, tricky].map((p) => `http://shop.test/shop/product/${p.id}`).toSorted());
    expect(products.body).toContain('<lastmod>');
  });

  it('keeps crawlers out of the admin area and the API and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('User-agent: *\nDisallow: /admin\nDisallow: /api\n\nSitemap: http://shop.test/sitemap.xml\n');
  });
});

describe('a Host header that is not the store\'s own (issue 15 item 8)', () => {
  it('never reaches the sitemap, robots.txt, or a page\'s canonical and Open Graph links', async () => {
    const headers = { host: EVIL, 'x-forwarded-host': EVIL };
    const bodies: string[] = [];
    for (const url of ['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-products-1.xml', '/robots.txt', `/shop/product/${laptop.id}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      bodies.push(res.body);
    }
    for (const body of bodies) expect(body).not.toContain(EVIL);
    const page = bodies.at(-1) ?? '';
    // Without PUBLIC_ORIGIN, an unlisted Host gets the store's local address.
    const url = `http://localhost:${t.config.port}/shop/product/${laptop.id}`;
    expect(metaContent(page, 'og:url')).toBe(url);
    expect(page).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(bodies[3]).toContain(`Sitemap: http://localhost:${t.config.port}/sitemap.xml`);
    // The next guest, at the store's own address, gets the page the forged request left in the cache: clean.
    const next = await t.app.inject({ method: 'GET', url: `/shop/product/${laptop.id}`, headers: { host: `localhost:${t.config.port}` } });
    expect(next.headers['server-timing']).toBe('cache;desc="hit"');
    expect(next.body).not.toContain(EVIL);
  });

  it('gives way to PUBLIC_ORIGIN whatever the Host', async () => {
    const withOrigin = await createTestApp({
      env: { PUBLIC_ORIGIN: 'https://shop.example.ae', PAGE_CACHE_SECONDS: '30' },
      config: { webDist: webBuildDir() },
    });
    try {
      const db = withOrigin.database.db;
      const [brand, category] = [await createBrand(db, { name: 'Dell' }), await createCategory(db, { name: 'Desktops' })];
      const { id } = await createProduct(db, { title: 'Origin Laptop', brandId: brand.id, categoryId: category.id });
      for (const host of [EVIL, 'localhost']) {
        const page = await withOrigin.app.inject({ method: 'GET', url: `/shop/product/${id}`, headers: { host } });
        expect(metaContent(page.body, 'og:url')).toBe(`https://shop.example.ae/shop/product/${id}`);
        const robots = await withOrigin.app.inject({ method: 'GET', url: '/robots.txt', headers: { host } });
        expect(robots.body).toContain('Sitemap: https://shop.example.ae/sitemap.xml');
        const index = await withOrigin.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } });
        expect(locs(index.body)[0]).toBe('https://shop.example.ae/sitemap-pages.xml');
      }
    } finally {
      await withOrigin.close();
    }
  });
});
