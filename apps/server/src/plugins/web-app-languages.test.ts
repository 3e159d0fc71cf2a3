import { beforeAll, describe, expect, it } from 'vitest';
import { redirectOf, type TestUser } from '#server-test/test-app';
import { webBuildDir } from '#server-test/web-build';
import { suiteTestApp } from '#server-test/suite';

// English and Arabic pages from one process (issue 12, docs/decisions/023): the
// server writes lang and dir, each page names its twin, concurrent renders in
// both languages never mix, the page cache keeps each address's own page, and
// the guard and `/` keep a shopper in their language.

let customer: TestUser;
let admin: TestUser;

const t = suiteTestApp(() => ({ env: { DELIVERY_FEE_AED: '30', PAGE_CACHE_SECONDS: '30' }, config: { webDist: webBuildDir() } }));

beforeAll(async () => {
  customer = await t.createUser();
  admin = await t.createUser({ role: 'admin' });
});

const ORIGIN = 'http://localhost';
/** The about page's delivery fee, as each language writes AED 30 (Intl; Arabic with Latin digits). */
const FEE = {
  en: new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED', minimumFractionDigits: 2 }).format(30),
  ar: new Intl.NumberFormat('ar-AE-u-nu-latn', { style: 'currency', currency: 'AED', minimumFractionDigits: 2 }).format(30),
};
/** The navigation's New Arrival entry, as the page shows it. */
const navNew = (html: string) => /href="\/(?:ar\/)?shop\/new"[^>]*>([^<]+)</.exec(html)?.[1];

describe('Arabic pages', () => {
  it('come from the server with lang="ar" dir="rtl", Arabic words and Arabic prices', async () => {
    const res = await t.call('GET', '/ar/shop/about');
    expect(res.status).toBe(200);
    expect(res.raw).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    expect(res.raw).toContain('من نحن');
    expect(res.raw).toContain(FEE.ar);
    expect(res.raw).not.toContain(FEE.en);
  });

  it('keep English pages as they were', async () => {
    const res = await t.call('GET', '/shop/about');
    expect(res.raw).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    expect(res.raw).toContain(FEE.en);
    expect(res.raw).not.toContain(FEE.ar);
  });

  it('name their twins: canonical, hreflang en, ar and x-default, og:locale and JSON-LD inLanguage', async () => {
    const ar = (await t.call('GET', '/ar/shop/listing?category=c1')).raw;
    expect(ar).toContain(`<link rel="canonical" href="${ORIGIN}/ar/shop/listing?category=c1"/>`);
    expect(ar).toContain(`<link rel="alternate" hrefLang="en" href="${ORIGIN}/shop/listing?category=c1"/>`);
    expect(ar).toContain(`<link rel="alternate" hrefLang="ar" href="${ORIGIN}/ar/shop/listing?category=c1"/>`);
    expect(ar).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/shop/listing?category=c1"/>`);
    expect(ar).toContain('<meta property="og:locale" content="ar_AE"/>');
    expect(ar).toContain('"inLanguage":"ar"');
    const en = (await t.call('GET', '/auth/login')).raw;
    expect(en).toContain(`<link rel="alternate" hrefLang="ar" href="${ORIGIN}/ar/auth/login"/>`);
    expect(en).toContain('<meta property="og:locale" content="en_AE"/>');
    expect(en).toContain('"inLanguage":"en"');
  });

  it('keep their links in /ar', async () => {
    const html = (await t.call('GET', '/ar/shop/home')).raw;
    const links = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) => match[1] ?? '');
    const english = links.filter((href) => /^\/(shop|auth)\//.test(href));
    // The one English link is the language switch.
    expect(english).toEqual(['/shop/home']);
    expect(links.filter((href) => href.startsWith('/ar/shop/')).length).toBeGreaterThan(10);
  });

  it('answers an unknown Arabic address with 404 and the Arabic not-found page', async () => {
    const res = await t.call('GET', '/ar/shop/nothing');
    expect(res.status).toBe(404);
    expect(res.raw).toMatch(/<html lang="ar" dir="rtl">/);
    expect(res.raw).toContain('الصفحة غير موجودة');
  });
});

describe('concurrent renders', () => {
  it('never mix the languages of pages rendered side by side', async () => {
    // Addresses of their own: each one rendered, none answered from the page cache.
    const urls = Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? `/ar/shop/about?n=${i}` : `/shop/about?n=${i}`));
    const pages = await Promise.all(urls.map((url) => t.call('GET', url)));
    pages.forEach((page, i) => {
      const arabic = (urls[i] ?? '').startsWith('/ar/');
      expect(page.status).toBe(200);
      expect(page.raw.startsWith(`<!DOCTYPE html><html lang="${arabic ? 'ar' : 'en'}"`)).toBe(true);
      expect(page.raw).toContain(arabic ? FEE.ar : FEE.en);
      expect(page.raw).not.toContain(arabic ? FEE.en : FEE.ar);
      expect(navNew(page.raw)).toBe(arabic ? 'وصل حديثًا' : 'New Arrival');
    });
  });

  it('keeps each address its own page in the page cache', async () => {
    const first = [await t.call('GET', '/shop/deals'), await t.call('GET', '/ar/shop/deals')];
    const again = [await t.call('GET', '/shop/deals'), await t.call('GET', '/ar/shop/deals')];
    expect(again.map((res) => res.headers['server-timing'])).toEqual(['cache;desc="hit"', 'cache;desc="hit"']);
    expect(again[0]?.raw).toBe(first[0]?.raw);
    expect(again[1]?.raw).toBe(first[1]?.raw);
    expect(again[0]?.raw).toMatch(/<html lang="en"/);
    expect(again[1]?.raw).toMatch(/<html lang="ar"/);
    // No Set-Cookie: the language is in the address, so cached pages stay shareable.
    expect(again.every((res) => res.headers['set-cookie'] === undefined)).toBe(true);
  });
});

const location = (url: string, cookie?: string) => redirectOf(t, url, cookie);

describe('redirects and the guard in Arabic', () => {
  it('sends / to the home page of the language the browser remembered, and /ar to the Arabic home', async () => {
    expect(await location('/')).toEqual({ status: 302, location: '/shop/home' });
    expect(await location('/', 'lang=ar')).toEqual({ status: 302, location: '/ar/shop/home' });
    expect(await location('/', 'lang=en')).toEqual({ status: 302, location: '/shop/home' });
    expect(await location('/ar')).toEqual({ status: 302, location: '/ar/shop/home' });
    const res = await t.call('GET', '/', { cookie: 'lang=ar' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a guest in Arabic: the account page sends to the Arabic login, remembering the page', async () => {
    expect(await location('/ar/shop/account')).toEqual({ status: 302, location: '/ar/auth/login?from=%2Far%2Fshop%2Faccount' });
    expect(await location('/ar/shop')).toEqual({ status: 302, location: '/ar/shop/home' });
    expect(await location('/ar/auth')).toEqual({ status: 302, location: '/ar/shop/home' });
  });

  it('sends a signed-in customer from the Arabic login to the Arabic shop, and an admin to the dashboard', async () => {
    const cookie = await t.loginAs(customer.email);
    expect(await location('/ar/auth/login', cookie)).toEqual({ status: 302, location: '/ar/shop/home' });
    expect(await location('/ar/auth/login?from=%2Far%2Fshop%2Faccount', cookie)).toEqual({ status: 302, location: '/ar/shop/account' });
    const adminCookie = await t.loginAs(admin.email);
    expect(await location('/ar/shop/home', adminCookie)).toEqual({ status: 302, location: '/admin/dashboard' });
  });
});

describe('the sitemap', () => {
  it('lists the shop pages of both trees, each with its hreflang twins', async () => {
    const res = await t.call('GET', '/sitemap-pages.xml');
    expect(res.raw).toContain(`<loc>${ORIGIN}/shop/home</loc>`);
    expect(res.raw).toContain(`<loc>${ORIGIN}/ar/shop/home</loc>`);
    expect(res.raw).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/shop/about"/>`);
    expect(res.raw).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/shop/about"/>`);
  });
});
