import * as fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShelf, stockedProduct } from '#server-test/commerce-factories';
import { dotSegment, encodeAny, errorBodyProblem, hostileQuery, injection, pathSegment, snapshotTables, tableNames } from '#server-test/safety/hostile-input';
import { webBuildDir } from '#server-test/web-build';
import { suiteTestApp } from '#server-test/suite';

// Safety suite (issue #6 item 4): the paths no route claims, with the web app
// built (so pages are rendered on the server, loaders and all): made-up
// API paths, broken escapes, traversal, hostile Host headers. Never a 5xx; the
// API answers the store's JSON error, pages answer HTML; nothing is written.

const RUNS = (Number(process.env.SAFETY_RUNS) || 25) * 4;

let productId: string;

const t = suiteTestApp(() => ({ config: { webDist: webBuildDir() } }));

beforeAll(async () => {
  productId = (await stockedProduct(t.database.db, await createShelf(t.database.db))).id;
});

const start = fc.constantFrom('/', '/api/', '/api/shop/', '/api/admin/', '/uploads/', '/assets/', '/shop/product/', '/shop/', '//', '/api/shop/products/get/');
const request = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
  path: fc
    .tuple(start, fc.array(fc.oneof(pathSegment, injection.map(encodeAny), dotSegment), { minLength: 1, maxLength: 4 }))
    .map(([head, segments]) => head + segments.join('/')),
  query: fc.option(hostileQuery(['q', 'page', 'id']), { nil: undefined }),
  host: fc.option(fc.constantFrom('', 'a:b:c', '%', 'exa mple', '[::1', 'evil.example', 'localhost:99999'), { nil: undefined }),
});

describe('paths no route claims', () => {
  it('never answer 5xx, answer the store error body under /api, and change nothing', async () => {
    const tables = await tableNames(t.database.db);
    const before = await snapshotTables(t.database.db, tables);
    const details = await fc.check(
      fc.asyncProperty(request, async (r) => {
        const url = r.query ? `${r.path}?${r.query}` : r.path;
        let res: Awaited<ReturnType<typeof t.app.inject>>;
        try {
          res = await t.app.inject({ method: r.method, url, ...(r.host === undefined ? {} : { headers: { host: r.host } }) });
        } catch (error) {
          // light-my-request parses the URL itself and cannot send some that a raw socket could (`//%`): not the server's doing.
          fc.pre(!(error instanceof TypeError && /Invalid URL/.test(error.message)));
          throw error;
        }
        const what = `${r.method} ${url.slice(0, 300)} host ${r.host ?? '(default)'} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) throw new Error(`server error: ${what}`);
        const type = String(res.headers['content-type'] ?? '');
        if (res.statusCode >= 400 && !type.startsWith('text/html')) {
          const problem = errorBodyProblem(res.statusCode, type, res.body);
          if (problem) throw new Error(`bad error body (${problem}): ${what}`);
        }
        // inject resolves `..` as a browser would: judge the path the server saw.
        const seen = (res.raw.req.url ?? url).split('?')[0] ?? '';
        if (/^\/api(\/|$)/.test(seen) && type.startsWith('text/html')) throw new Error(`a page for an API path: ${what}`);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(details.failed ? `${String(details.errorInstance)} (seed ${details.seed})` : null).toBeNull();
    expect(await snapshotTables(t.database.db, tables)).toEqual(before);
  });

  it('the product page of a real product still gets its head, and a bad Host only loses the head', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/shop/product/${productId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('application/ld+json');
    const badHost = await t.app.inject({ method: 'GET', url: `/shop/product/${productId}`, headers: { host: 'a:b:c' } });
    expect(badHost.statusCode).toBe(200);
    expect(badHost.headers['content-type']).toMatch(/^text\/html/);
  });
});
