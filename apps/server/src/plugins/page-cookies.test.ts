import Fastify from 'fastify';
import type { RequestHandler } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppInstance } from './types';
import { createPageHandler } from './web-app';

// Issue 15 item 8, for the guests' rendered pages: a page that sets a cookie
// is for one browser. It is never stored in the page cache nor sent as
// cacheable, while a guest's ordinary page is shared. The framework's handler
// is replaced by one that sets a cookie on the pages asked to.

let app: AppInstance;
let renders = 0;

const handle: RequestHandler = async (request) => {
  renders += 1;
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  if (new URL(request.url).pathname === '/with-cookie') headers.append('set-cookie', 'visitor=abc; Path=/; HttpOnly');
  return new Response('<!DOCTYPE html><html><body>page</body></html>', { status: 200, headers });
};

beforeAll(async () => {
  app = Fastify() as unknown as AppInstance;
  // No metrics in this bare app (plugins/metrics.ts decorates the real one).
  app.decorate('metrics', { registry: undefined, trackCache: () => undefined });
  app.decorate('onCatalogueChange', () => undefined);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PAGE_CACHE_SECONDS: '30' });
  const pages = createPageHandler(app, config, handle);
  app.setNotFoundHandler((request, reply) => pages(request, reply) ?? reply.code(404).send());
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('a rendered page that sets a cookie', () => {
  it('is rendered for every request, private and not stored, with its cookie', async () => {
    renders = 0;
    for (let i = 0; i < 2; i += 1) {
      const res = await get('/with-cookie');
      expect(res.headers['set-cookie']).toEqual(['visitor=abc; Path=/; HttpOnly']);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['server-timing']).toMatch(/^render;dur=/);
    }
    expect(renders).toBe(2);
  });

  it('while a page without one is shared from the page cache', async () => {
    renders = 0;
    const first = await get('/plain');
    const second = await get('/plain');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(second.headers['server-timing']).toBe('cache;desc="hit"');
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(renders).toBe(1);
  });
});
