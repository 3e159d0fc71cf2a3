import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '#server-test/safety/route-fuzz';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { CONTENT_SECURITY_POLICY } from './security';

// The OpenAPI 3.1 document generated from the contract's zod schemas, and the
// developers' reference page (issue 15 item 9, docs/decisions/018).

interface Operation {
  tags?: string[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let withDocs: TestApp;
let document: Document;

beforeAll(async () => {
  [t, withDocs] = await Promise.all([createTestApp(), createTestApp({ env: { OPENAPI_DOCS: 'true' } })]);
  const res = await t.call('GET', '/api/openapi.json');
  if (res.status !== 200) throw new Error(`GET /api/openapi.json: ${res.status} ${res.raw}`);
  document = res.body as unknown as Document;
});
afterAll(async () => {
  await Promise.all([t?.close(), withDocs?.close()]);
});

/** `/api/auth/:id` as OpenAPI writes it: `/api/auth/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of the store', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Falcon Computers store API');
  });

  it('describes every route the app answers under /api, and nothing outside it', () => {
    const own = new Set(['GET /api/openapi.json']);
    const routes = appRoutes(t.app).filter((r) => r.split(' ')[1]?.startsWith('/api/') && !own.has(r));
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((route) => {
      const [method = '', url = ''] = route.split(' ');
      return !document.paths[openApiPath(url)]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
    const described = Object.entries(document.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(described.filter((d) => !d.split(' ')[1]?.startsWith('/api/'))).toEqual([]);
    expect(described).toHaveLength(routes.length);
  });

  it('carries the contract\'s schemas: fields, path parameters and answers', () => {
    const login = document.paths['/api/auth/login']?.post;
    const body = login?.requestBody?.content['application/json']?.schema;
    expect(body?.properties).toHaveProperty('email');
    expect(body?.properties).toHaveProperty('password');
    expect(body?.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(Object.keys(login?.responses ?? {})).toContain('200');
    expect(login?.tags).toEqual(['auth']);
    const product = document.paths['/api/shop/products/get/{id}']?.get;
    expect(product?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]));
    expect(product?.tags).toEqual(['shop/products']);
  });
});

describe('the reference page at /api/docs', () => {
  it('is off unless OPENAPI_DOCS is set (or under npm run dev)', async () => {
    expect((await t.call('GET', '/api/docs')).status).toBe(404);
    expect((await t.call('GET', '/api/docs/static/swagger-initializer.js')).status).toBe(404);
  });

  it('is served under the store\'s CSP: every script from the store itself, none inline', async () => {
    const res = await withDocs.call('GET', '/api/docs/');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const scripts = [...res.raw.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', content = ''] of scripts) {
      expect(content.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes)?.[1] ?? '';
      expect(src).toMatch(/^\.\/|^\/api\/docs\//);
      const file = await withDocs.call('GET', new URL(src, 'http://store/api/docs/').pathname);
      expect(file.status).toBe(200);
    }
  });

  it('points Swagger UI at the store\'s own document, with no outside validator', async () => {
    const init = await withDocs.call('GET', '/api/docs/static/swagger-initializer.js');
    expect(init.status).toBe(200);
    expect(init.raw).toContain('validatorUrl: null');
    expect(init.raw).toContain("url: resolveUrl('./json')");
    const json = await withDocs.call('GET', '/api/docs/json');
    expect(json.body).toEqual(document);
  });
});
