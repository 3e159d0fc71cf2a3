import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@store/contract';
import { webBuildDir } from '#server-test/web-build';
import { suiteTestApp } from '#server-test/suite';

// The app as a whole: error bodies, security headers, health, static files
// (the web app's pages: plugins/web-app.test.ts) (docs/architecture.md#the-parts, docs/store-rules.md#7-the-api and #6-roles-and-security).

const t = suiteTestApp(() => ({
  // The built web app, so pages are part of the checks (plugins/web-app.test.ts tests them in depth).
  config: { webDist: webBuildDir() },
  beforeReady: (app) => {
    app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail');
    });
  },
}));

beforeAll(async () => {
  mkdirSync(path.join(t.dataDir, 'uploads', 'products'), { recursive: true });
  writeFileSync(path.join(t.dataDir, 'uploads', 'products', 'abc-640.webp'), 'image bytes');
  writeFileSync(path.join(t.dataDir, 'secret.txt'), 'TOP SECRET');
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: 'ok' });
  });
});

describe('error bodies', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const get = await t.call('GET', '/api/nope?x=1');
    expect(get.status).toBe(404);
    expect(get.body).toEqual({ success: false, code: 'ROUTE_NOT_FOUND', message: 'Route GET /api/nope not found', params: { method: 'GET', url: '/api/nope' } });
    const post = await t.call('POST', '/api/auth/nope', { payload: {} });
    expect(post.body).toEqual({ success: false, code: 'ROUTE_NOT_FOUND', message: 'Route POST /api/auth/nope not found', params: { method: 'POST', url: '/api/auth/nope' } });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.call('POST', '/api/auth/login', { headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'INVALID_JSON', message: messages.INVALID_JSON, params: {} });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.call('POST', '/api/auth/register', { payload: { name: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, code: 'PAYLOAD_TOO_LARGE', message: messages.PAYLOAD_TOO_LARGE, params: {} });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.call('POST', '/api/auth/login', { headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.UNSUPPORTED_MEDIA_TYPE, params: {} });
  });

  it('answers an unexpected failure with 500 "Server Error" and nothing else', async () => {
    const res = await t.call('GET', '/api/test/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, code: 'SERVER_ERROR', message: 'Server Error', params: {} });
    expect(res.raw).not.toContain('secret internal detail');
    expect(res.raw).not.toContain('stack');
  });
});

describe('security headers', () => {
  it('are on API answers, errors and pages alike', async () => {
    for (const url of ['/api/health', '/api/nope', '/shop/home']) {
      const res = await t.call('GET', url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('/uploads', () => {
  it('serves a stored image with a long-lived immutable cache', async () => {
    const res = await t.call('GET', '/uploads/products/abc-640.webp');
    expect(res.status).toBe(200);
    expect(res.raw).toBe('image bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing image with 404', async () => {
    expect((await t.call('GET', '/uploads/products/missing.webp')).status).toBe(404);
  });

  it('never lists a folder', async () => {
    for (const url of ['/uploads/', '/uploads/products/', '/uploads/products']) {
      const res = await t.call('GET', url);
      expect([403, 404]).toContain(res.status);
      expect(res.body.success).toBe(false);
      expect(res.raw).not.toContain('abc-640');
    }
  });

  it.each(['/uploads/%2e%2e/secret.txt', '/uploads/..%2fsecret.txt', '/uploads/%2e%2e%2fsecret.txt', '/uploads/products/%2e%2e/%2e%2e/secret.txt'])(
    'does not let %s out of the uploads folder',
    async (url) => {
      const res = await t.call('GET', url);
      expect([403, 404]).toContain(res.status);
      expect(res.raw).not.toContain('TOP SECRET');
    },
  );
});
