import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '#server-test/test-app';
import { createBrand, createCategory, createProduct } from '#server-test/catalog-factories';
import { appRoutes } from '#server-test/safety/route-fuzz';
import { sessions } from '../db/schema';
import { hashSessionToken } from '../modules/auth/session.service';

// Issue 15 item 8, as an attacker found it: a cached public catalogue answer
// left as `public, max-age=30` together with a Set-Cookie carrying the live
// session token (a session due for refresh, or a bogus `sid`); and the admin
// users list, a user's profile and the admin catalogue lists went out with no
// Cache-Control at all.

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let productId: string;

beforeAll(async () => {
  // The in-memory catalogue cache on, as in production: its hits are where the token leaked.
  t = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '30' } });
  admin = await t.createUser({ role: 'admin' });
  customer = await t.createUser();
  const brand = await createBrand(t.database.db, { name: 'Cache Brand' });
  const category = await createCategory(t.database.db, { name: 'Cache Category' });
  productId = (await createProduct(t.database.db, { title: 'Cache Laptop', brandId: brand.id, categoryId: category.id })).id;
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in customer whose session has a day left: due for its sliding refresh (decision 003). */
async function sessionDueForRefresh(): Promise<string> {
  const cookie = await t.loginAs(customer.email);
  const token = cookie.replace(/^sid=/, '');
  await t.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + 24 * 3600 * 1000) })
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  return cookie;
}

const PUBLIC_URLS = ['/api/shop/products/get?page=1', `/api/shop/products/get/${'PRODUCT'}`, '/api/shop/brands', '/api/shop/categories'];
const publicUrls = () => PUBLIC_URLS.map((url) => url.replace('PRODUCT', productId));

describe('public catalogue answers never carry a Set-Cookie', () => {
  it('leaves a bogus sid alone on a cached answer, which stays public', async () => {
    for (const url of publicUrls()) {
      const warm = await t.call('GET', url);
      expect(warm.headers['cache-control']).toMatch(/^public, /);
      const res = await t.call('GET', url, { cookie: 'sid=bogus-token-that-is-no-session' });
      expect({ url, status: res.status, setCookie: res.headers['set-cookie'], cacheControl: res.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        setCookie: undefined,
        cacheControl: warm.headers['cache-control'],
      });
    }
  });

  it('does not refresh a session due for it on a public answer, cached or not, but does on the next private one', async () => {
    const cookie = await sessionDueForRefresh();
    for (const url of publicUrls()) {
      // The first asks past the memory cache (no-cache), the second is answered from it.
      for (const headers of [{ 'cache-control': 'no-cache' }, {}] as Record<string, string>[]) {
        const res = await t.call('GET', url, { cookie, headers });
        expect({ url, status: res.status, setCookie: res.headers['set-cookie'] }).toEqual({ url, status: 200, setCookie: undefined });
        expect(res.headers['cache-control']).toMatch(/^public, /);
      }
    }
    // The session still slides forward where the answer is the visitor's own.
    const own = await t.call('GET', '/api/auth/check-auth', { cookie });
    expect(own.status).toBe(200);
    expect(own.cookies.find((c) => c.name === 'sid')?.value).toBe(cookie.replace(/^sid=/, ''));
    expect(String(own.headers['cache-control'])).toContain('no-store');
  });
});

/** A route's URL with its parameters filled in: the admin's own id for a user, an unknown id for anything else. */
const fill = (url: string) =>
  url.replace(/:userId|:id(?=\/|$)/g, (name) => (name === ':userId' ? admin.user._id : '00000000-0000-4000-8000-000000000000')).replace(/:[A-Za-z]+/g, 'x');

/**
 * The only API answers a shared cache may keep: the public catalogue's reads (decision 006) and the
 * OpenAPI document, the same for everyone (decision 018).
 */
const isPublicCatalogueRead = (route: string) =>
  /^GET \/api\/shop\/(products|brands|categories|features)(\/|$)/.test(route) || route === 'GET /api/openapi.json';

describe('every other API answer is Cache-Control: no-store', () => {
  it('answers the admin users list, a profile and the admin catalogue lists with no-store', async () => {
    const cookie = await t.loginAs(admin.email);
    for (const url of ['/api/auth', `/api/auth/${customer.user._id}`, '/api/admin/products/getall', '/api/admin/brands/getall', '/api/admin/categories/getall']) {
      const res = await t.call('GET', url, { cookie });
      expect({ url, status: res.status, cacheControl: res.headers['cache-control'] }).toEqual({ url, status: 200, cacheControl: 'no-store' });
    }
  });

  it('walks every API route as an admin and as a guest: whatever the status, no-store unless a public catalogue read', async () => {
    // Signing out goes last, so the admin stays signed in for the rest.
    const routes = appRoutes(t.app)
      .filter((route) => route.split(' ')[1]?.startsWith('/api/'))
      .toSorted((a, b) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')));
    const guarded = routes.filter((route) => !isPublicCatalogueRead(route));
    expect(guarded.length).toBeGreaterThan(40);
    const adminCookie = await t.loginAs(admin.email);
    const statuses = new Set<number>();
    const cacheable: string[] = [];
    for (const cookie of [adminCookie, undefined]) {
      for (const route of guarded) {
        const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
        const res = await t.call(method, fill(url), { ...(cookie ? { cookie } : {}), ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
        statuses.add(res.status);
        if (!/(^|, )no-store(,|$)/.test(String(res.headers['cache-control']))) {
          cacheable.push(`${route} as ${cookie ? 'admin' : 'guest'}: ${res.status} ${String(res.headers['cache-control'])}`);
        }
      }
    }
    expect(cacheable).toEqual([]);
    // Successes, refusals and bad input were all among them.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 404]));
  });
});
