import { describe, expect, it } from 'vitest';
import { messages } from '@store/contract';
import { suiteTestApp, suiteUser } from '#server-test/suite';

// Regression tests for what the safety suite's generated input found
// (bad-input-*.test.ts): each was a 5xx or a body that was not the store's
// error body (docs/store-rules.md#error-body).

const t = suiteTestApp();
const admin = suiteUser(t, { role: 'admin' });

describe('addresses the router cannot read', () => {
  it('answers a broken %-escape in a path parameter with 400 and the store error body', async () => {
    const res = await t.call('GET', '/api/shop/products/get/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, params: {}, code: 'URL_INVALID', message: messages.URL_INVALID });
  });

  it('answers a path parameter longer than the router takes with 414, without echoing it', async () => {
    const long = 'é'.repeat(5000);
    const res = await t.call('GET', `/api/shop/products/get/${encodeURIComponent(long)}`);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ success: false, params: {}, code: 'URL_TOO_LONG', message: messages.URL_TOO_LONG });
  });
});

describe('a Host header no URL can be made of', () => {
  it.each(['a:b:c', '%', 'exa mple'])('sitemap.xml and robots.txt answer Host "%s" with 400, not 500', async (host) => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const res = await t.call('GET', url, { headers: { host } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, params: {}, code: 'HOST_INVALID', message: messages.HOST_INVALID });
    }
  });

  it('still serves both for a good Host, naming the store\'s own address (a Host not in ALLOWED_HOSTS is never written out)', async () => {
    const res = await t.call('GET', '/robots.txt', { headers: { host: 'shop.example.ae' } });
    expect(res.status).toBe(200);
    expect(res.raw).toContain(`http://localhost:${t.config.port}/sitemap.xml`);
    const local = await t.call('GET', '/robots.txt', { headers: { host: '127.0.0.1:8080' } });
    expect(local.raw).toContain('http://127.0.0.1:8080/sitemap.xml');
  });
});

const upload = (contentType: string, payload: string) =>
  t.call('POST', '/api/admin/uploads', { cookie: admin.cookie, headers: { 'content-type': contentType }, payload });

describe('POST /api/admin/uploads with a broken multipart body', () => {
  it('answers a multipart body without a boundary with 400', async () => {
    const res = await upload('multipart/form-data', 'no boundary here');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, params: {}, code: 'IMAGE_UNREADABLE', message: messages.IMAGE_UNREADABLE });
  });

  it('answers a multipart body cut off in the middle of the file with 400', async () => {
    const res = await upload(
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, params: {}, code: 'IMAGE_UNREADABLE', message: messages.IMAGE_UNREADABLE });
  });
});

describe('the NUL character and broken Unicode, which PostgreSQL cannot store', () => {
  it('is refused with 400 in a JSON body, and nothing is written', async () => {
    const res = await t.call('POST', '/api/admin/categories/create', { cookie: admin.cookie, payload: { category: 'Lap\u0000tops' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, params: {}, code: 'TEXT_UNSTORABLE', message: messages.TEXT_UNSTORABLE });
    const list = await t.call('GET', '/api/admin/categories/getall', { cookie: admin.cookie });
    expect(list.body.data).toEqual([]);
  });

  it('is refused with 400 deep in a body, in a query and in a path', async () => {
    const calls = [
      t.call('POST', '/api/shop/order/place-guest-order', {
        payload: { name: 'A', items: [], deliveryAddress: { city: 'Dubai\u0000' } },
      }),
      t.call('GET', '/api/auth?search=%00', { cookie: admin.cookie }),
      t.call('GET', '/api/shop/order/all-orders?search=x%00y', { cookie: admin.cookie }),
      t.call('GET', '/api/admin/products/getall?search=%00', { cookie: admin.cookie }),
      t.call('GET', '/api/shop/products/get/%00'),
      // Half a surrogate pair: JSON allows the escape, PostgreSQL's jsonb does not.
      t.call('POST', '/api/shop/order/place-guest-order', { payload: { deliveryAddress: { city: 'Du\udfffbai' } } }),
      t.call('POST', '/api/admin/brands/create', { cookie: admin.cookie, payload: { brand: 'x\ud800' } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, params: {}, code: 'TEXT_UNSTORABLE', message: messages.TEXT_UNSTORABLE });
    }
  });

  it('still lets a guest hear 401 first on a guarded route', async () => {
    const res = await t.call('GET', '/api/auth?search=%00');
    expect(res.status).toBe(401);
  });
});
