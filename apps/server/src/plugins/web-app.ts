import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type RequestHandler, type ServerBuild } from 'react-router';
import type { PublicStoreConfig, ServerApiInit, ServerApiResult, StoreLoadContext, User } from '@store/contract';
import type { Config } from '../config';
import { encodedBody, encodingFor, type Compressible } from '../lib/precompressed';
import { AppError } from '../lib/app-error';
import { siteOrigin } from '../lib/site-origin';
import { type CacheTags, createResponseCache, productIdsIn, type ResponseCache } from './response-cache';
import { SESSION_COOKIE } from '../modules/auth/session.service';
import { documentCsp } from './document-csp';
import type { AppInstance } from './types';

// The framework's load context is the store's (packages/contract/src/load-context.ts): loaders and the
// server agree on its type without a cast.
declare module 'react-router' {
  // oxlint-disable-next-line typescript/no-empty-interface, typescript/no-empty-object-type -- an augmentation names its base this way
  interface AppLoadContext extends StoreLoadContext {}
}

// The web app (React Router's framework mode, docs/decisions/013) for every
// path that is not the API or an upload (plugins/uploads.ts): its built files,
// and every page rendered on the server (docs/architecture.md#the-parts: one process, one port).

/** Hashed file names never change content, so browsers and CDNs keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=3600';

/** The settings the web app may know (docs/conventions.md#8-configuration-is-parsed-once: only what is safe to publish). */
export function publicStoreConfig(config: Config): PublicStoreConfig {
  return {
    storeName: config.storeName,
    storePhone: config.storePhone,
    storeEmail: config.storeEmail,
    deliveryFeeAed: config.deliveryFeeAed,
    maxUnitsPerProduct: config.orderLimits.maxUnitsPerProduct,
  };
}

/** Renders a page for a request that no route answered, or answers null when it is not a page request. */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | null;

/**
 * A page of the web app: not the API, not a built file or upload. A POST is a
 * form submitted to a route's action (docs/decisions/045): before JavaScript,
 * the browser posts the form itself; after, the framework posts it to the
 * page's `.data` address.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return !(pathname === '/api' || /^\/(api|uploads|assets)\//.test(pathname));
}

/** The request as the Web `Request` the framework takes. */
function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Joined, not resolved: a path like `//x` stays a path instead of naming a host.
  let url: URL;
  try {
    url = new URL(`${origin}${request.url}`);
  } catch {
    // A path no URL can be made of (the page's links are relative: only absolute links, like the canonical one, use the origin).
    url = new URL(`http://localhost${request.url}`);
  }
  if (request.method !== 'POST') return new Request(url, { method: request.method, headers });
  // The body as the form parser kept it (text), or a JSON body the JSON parser read (a fetcher's JSON submission).
  const body = typeof request.body === 'string' ? request.body : request.body === undefined ? '' : JSON.stringify(request.body);
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  // `Origin: null` from a no-referrer page got past the server's own check (plugins/security.ts) as same-origin;
  // the framework, which compares Origin with the address, would refuse it.
  if (headers.get('origin') === 'null') headers.delete('origin');
  return new Request(url, { method: 'POST', headers, body });
}

/** Form bodies: the only page POSTs a browser sends without JavaScript (multipart forms are not used by the shop). */
const FORM_TYPE = 'application/x-www-form-urlencoded';
/** A shop or auth form is a few fields; a larger body is refused with 413 before any action runs. */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Lets the pages take submitted forms: the body is kept as text for the
 * framework's `request.formData()`. Registered on the root (the not-found
 * handler renders the pages); the API scope removes it again
 * (`refuseFormBodies`), so the API keeps answering JSON only.
 */
export function registerFormBodies(app: AppInstance): void {
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    // Checked here: the not-found route's own body limit (the server's) would take precedence over a parser's.
    if (Buffer.byteLength(body) > FORM_BODY_LIMIT) done(new AppError('PAYLOAD_TOO_LARGE', 413));
    else done(null, body);
  });
}

/** The API takes JSON (and its own upload and CSV types), never a form body. */
export function refuseFormBodies(api: AppInstance): void {
  api.removeContentTypeParser(FORM_TYPE);
}

/**
 * An action's call from an Arabic page asks for its answer in Arabic (`lang=ar`,
 * docs/store-rules.md#error-body), so the refusal the form shows is in the page's
 * language. English is the API's default; reads pass their own `lang` (catalogue
 * texts, docs/decisions/025), so only writes get it here.
 */
function withPageLanguage(url: string, method: string, pageUrl: string): string {
  if (method === 'GET' || !/^\/ar(?:[/?.]|$)/.test(pageUrl) || /[?&]lang=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=ar`;
}

/**
 * The API as the loaders see it: `app.inject`, so a page's data goes through
 * the same validation, authorisation, caches and rate limit as a browser's
 * call, with the visitor's cookie and address, and no network hop.
 */
function serverApi(app: AppInstance, request: FastifyRequest, setCookies: string[]): StoreLoadContext['api'] {
  // One page's loaders run side by side and may ask for the same thing (the shop layout's and the
  // home page's categories): one call per address and page.
  const reads = new Map<string, Promise<ServerApiResult<unknown>>>();
  const call = async (url: string, init: ServerApiInit): Promise<ServerApiResult<unknown>> => {
    // Marked as the page's own calls: the page request was counted by the rate limit, its data is not again.
    const headers: Record<string, string> = { ...init.headers, accept: 'application/json', [app.inProcessCall.header]: app.inProcessCall.value };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    // The address the visitor asked at: a link the API writes (a reset e-mail's, an order's) names the same host.
    headers.host = request.host;
    const response = await app.inject({
      method: init.method ?? 'GET',
      url: withPageLanguage(url, init.method ?? 'GET', request.url),
      headers,
      remoteAddress: request.ip,
      ...(init.body === undefined ? {} : { payload: init.body as object }),
    });
    // A cookie an action's call set (a login's session, a logout's clearing) goes out with its page or
    // redirect. A read's cookies are not passed on: a guest's page stays shareable.
    const cookies = response.headers['set-cookie'];
    if (cookies && (init.method ?? 'GET') !== 'GET') setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      // Not JSON: the loader sees the status and a null body.
    }
    return { status: response.statusCode, body };
  };
  return <T>(url: string, init: ServerApiInit = {}): Promise<ServerApiResult<T>> => {
    if ((init.method ?? 'GET') !== 'GET') return call(url, init) as Promise<ServerApiResult<T>>;
    let read = reads.get(url);
    if (!read) {
      read = call(url, init);
      reads.set(url, read);
    }
    return read as Promise<ServerApiResult<T>>;
  };
}

const hasSessionCookie = (request: FastifyRequest) => Boolean(request.cookies?.[SESSION_COOKIE]);

/** The signed-in user of a page request: only asked for when the request carries a session cookie. */
async function sessionUser(request: FastifyRequest, api: StoreLoadContext['api']): Promise<User | null> {
  if (!hasSessionCookie(request)) return null;
  const { status, body } = await api<{ user?: User }>('/api/auth/check-auth');
  return status === 200 && body.user ? body.user : null;
}

/** A rendered page (or a client navigation's data) as it goes out, and as the page cache keeps it (with its compressed copies). */
interface RenderedPage extends Compressible {
  status: number;
  headers: [string, string][];
  cookies: string[];
  /** The text's length in bytes, where the text itself is not kept (a cached page). */
  bytes?: number;
  /** The products a cached page shows (the ids in its text), read before the text is packed. */
  products?: ReadonlySet<string>;
}

/**
 * A page as the cache keeps it: its brotli copy (about a sixth of the text),
 * which nearly every browser takes as it is; the text is unpacked again only
 * for a client without brotli. 2,000 product pages fit in about 40 MB.
 */
function compact(page: RenderedPage): RenderedPage {
  const br = encodedBody(page, 'br');
  const gzip = page.encoded?.gzip;
  return {
    status: page.status,
    headers: page.headers,
    cookies: page.cookies,
    bytes: Buffer.byteLength(page.body),
    products: productIdsIn(page.body),
    encoded: gzip ? { br, gzip } : { br },
    get body() {
      return zlib.brotliDecompressSync(br).toString();
    },
  };
}

/** A product's own page (English or Arabic, its client data and its reviews' resource route): no list. */
const PRODUCT_PAGE = /^(?:\/ar)?\/shop\/product\/[^/?]+/;

/**
 * A cached page's tags (issue 26 item 6): the products it shows, and whether it is a list (every page but a
 * product's own: the home page, the listings, deals, new arrivals, search). The key is the origin and the URL.
 */
function pageTags(key: string, page: RenderedPage): CacheTags {
  if (!page.products) return null;
  return { products: page.products, list: !PRODUCT_PAGE.test(new URL(key).pathname) };
}

/** What a cached page costs in memory, for PAGE_CACHE_MAX_MB (its compressed copies and a little for the rest). */
const pageBytes = (page: RenderedPage) => (page.encoded?.br?.length ?? 0) + (page.encoded?.gzip?.length ?? 0) + 1024;

/** A page for this visitor alone (it sets a cookie, or was rendered for a session): no cache may keep it. */
const PRIVATE_PAGE = 'private, no-store';

async function readPage(response: Response, signedIn: boolean, apiCookies: string[] = []): Promise<RenderedPage> {
  const body = await response.text();
  const headers = [...response.headers].filter(([name]) => name !== 'set-cookie' && name !== 'cache-control');
  const cookies = [...apiCookies, ...response.headers.getSetCookie()];
  // A route may declare its page personal (`headers` with no-store: /shop/track shows an order by its link).
  const personal = (response.headers.get('cache-control') ?? '').includes('no-store');
  if (signedIn || cookies.length > 0 || personal) {
    // Never public, never in the page cache (issue 15 item 8): a Set-Cookie or a session's page is for one browser.
    headers.push(['cache-control', PRIVATE_PAGE]);
  } else if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    // Documents are always revalidated by browsers and proxies: a new deployment must reach the next visit.
    headers.push(['cache-control', 'no-cache']);
  } else {
    const cacheControl = response.headers.get('cache-control');
    if (cacheControl) headers.push(['cache-control', cacheControl]);
  }
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) headers.push(['content-security-policy', documentCsp(body)]);
  return { status: response.status, headers, cookies, body };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, fromCache?: 'hit' | 'stale'): FastifyReply {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (fromCache) reply.header('server-timing', `cache;desc="${fromCache}"`);
  if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
  // @fastify/compress compresses the answers of routes; pages answer from the not-found handler, which it does not see.
  const encoding = encodingFor(request, page.bytes ?? page.body);
  if (!encoding) return reply.send(page.body);
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(encodedBody(page, encoding));
}

/**
 * A guest's page holds nothing of the visitor (the cart and the session live
 * in the browser), so one rendering serves every guest asking for the same
 * address until the catalogue changes or the page is PAGE_CACHE_SECONDS old
 * (docs/decisions/013). A signed-in visitor's pages are always rendered. A
 * guest's `Cache-Control: no-cache` does not skip it: anyone could otherwise
 * make the server render every page they ask for (issue 15 item 8).
 */
function isCacheable(request: FastifyRequest, cache: ResponseCache<RenderedPage>): boolean {
  return cache.enabled && request.method === 'GET' && !hasSessionCookie(request);
}

/**
 * The built web app under `config.webDist` (React Router's `client/` and
 * `server/` folders), when it is there. Returns the page handler for the
 * not-found route, or null when there is no web app (API-only tests).
 */
export async function registerWebApp(app: AppInstance, config: Config): Promise<PageHandler | null> {
  const dist = config.webDist;
  const serverEntry = dist ? path.join(dist, 'server', 'index.js') : undefined;
  if (!dist || !serverEntry || !existsSync(serverEntry)) return null;
  const clientDir = path.join(dist, 'client');
  // The build's two kinds of files, one route per file made at start (every other path falls through to
  // the pages). The build writes .br (quality 11) and .gz copies of scripts and styles (vite.config.ts):
  // sent as they are when the browser accepts them; any other file is compressed per response.
  const shared = { decorateReply: false, wildcard: false, index: false, preCompressed: true, cacheControl: false } as const;
  await app.register(async (scope) => {
    // Built files are not rate-limited (plugins/rate-limit.ts says why).
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, rateLimitExempt: true };
    });
    // Hashed names under /assets/: a new content gets a new name, so browsers keep them for good and never
    // ask again. No validators or ranges on them: each header line counts on a first visit (issue 11's budget).
    await scope.register(fastifyStatic, {
      ...shared,
      root: path.join(clientDir, 'assets'),
      prefix: '/assets/',
      globIgnore: ['**/*.map'],
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE);
      },
    });
    // The rest (the icon, robots-free public files): kept an hour and revalidated by their ETag.
    await scope.register(fastifyStatic, {
      ...shared,
      root: clientDir,
      prefix: '/',
      // The server makes robots.txt and sitemap.xml itself (modules/catalog/seo.routes.ts).
      globIgnore: ['assets/**', 'robots.txt', 'sitemap.xml', '**/*.map', '.vite/**'],
      lastModified: false,
      setHeaders: (reply) => {
        reply.header('cache-control', SHORT_CACHE);
      },
    });
  });

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return createPageHandler(app, config, createRequestHandler(build, 'production'));
}

/** Renders pages through the framework's handler, sharing guests' pages through the page cache. */
export function createPageHandler(
  app: AppInstance,
  config: Config,
  handle: RequestHandler,
  /** The page cache's clock, replaceable in tests. */
  now: () => number = Date.now,
): PageHandler {
  const storeConfig = publicStoreConfig(config);
  const pageCache = createResponseCache<RenderedPage>(config.pageCacheSeconds, now, {
    staleSeconds: config.pageStaleSeconds,
    maxEntries: 100_000,
    maxBytes: config.pageCacheMaxMb * 1024 * 1024,
    sizeOf: pageBytes,
    tagsOf: pageTags,
  });
  app.metrics.trackCache('pages', pageCache);
  // Cleared by the same signal as the catalogue's JSON answers, whichever instance changed the catalogue:
  // the pages that show a product a change touched, and the lists when it touched them.
  app.onCatalogueChange((change) => pageCache.forget(change));

  const render = async (request: FastifyRequest): Promise<RenderedPage> => {
    const started = performance.now();
    const setCookies: string[] = [];
    const api = serverApi(app, request, setCookies);
    const context: AppLoadContext = { api, user: await sessionUser(request, api), storeConfig };
    // The canonical and Open Graph links are made from the request's URL: only a trusted origin goes in it.
    const response = await handle(toWebRequest(request, siteOrigin(request, config)), context);
    const page = await readPage(response, hasSessionCookie(request), setCookies);
    // The bench reads the render time from here (p50/p99 of the server's own work, apart from the network).
    page.headers.push(['server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`]);
    return page;
  };

  /**
   * Only complete, visitor-free answers are shared: no cookie set, no error, no redirect, and not a page
   * its route marks private (the order tracking page, docs/decisions/021).
   */
  const shareable = (page: RenderedPage) => {
    const personal = page.headers.some(([name, value]) => name === 'cache-control' && value === PRIVATE_PAGE);
    return page.status === 200 && page.cookies.length === 0 && !personal ? compact(page) : undefined;
  };

  /** Makes the next copy of a stale page after its request was answered with the stale one. */
  const refresh = async (request: FastifyRequest, key: string) => {
    const settle = pageCache.lead(key);
    try {
      settle(shareable(await render(request)));
    } catch (error) {
      settle(undefined);
      request.log.warn({ err: error }, 'a stale page could not be made again');
    }
  };

  return (request, reply) => {
    if (!isPageRequest(request)) return null;
    return (async () => {
      if (!isCacheable(request, pageCache)) return sendPage(request, reply, await render(request));
      // The origin is part of the page (its canonical link): localhost and 127.0.0.1 keep their own copies.
      const key = `${siteOrigin(request, config)}${request.url}`;
      const fresh = pageCache.get(key);
      if (fresh) return sendPage(request, reply, fresh, 'hit');
      // Stale-while-revalidate (PAGE_STALE_SECONDS): this guest gets the last copy at once, one rendering
      // makes the next. A catalogue change drops the pages it touched, so a stale copy never outlives a change.
      const stale = pageCache.getStale(key);
      if (stale) {
        if (!pageCache.inProgress(key)) void refresh(request, key);
        return sendPage(request, reply, stale, 'stale');
      }
      const shared = await pageCache.pending(key);
      if (shared) return sendPage(request, reply, shared, 'hit');
      const settle = pageCache.lead(key);
      try {
        const page = await render(request);
        settle(shareable(page));
        return sendPage(request, reply, page);
      } catch (error) {
        settle(undefined);
        throw error;
      }
    })();
  };
}

/**
 * `npm run dev`: the same process serves the web app through Vite in
 * middleware mode (hot module replacement over the server's own port), and
 * renders pages from Vite's live server build. Vite is a development tool: it
 * is loaded only here.
 */
export async function registerWebDev(app: AppInstance, config: Config, webRoot: string): Promise<PageHandler> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());
  const pages = createPageHandler(
    app,
    config,
    createRequestHandler(() => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>, 'development'),
  );
  return (request, reply) => {
    if (!isPageRequest(request)) return null;
    reply.hijack();
    return new Promise<FastifyReply>((resolve) => {
      vite.middlewares(request.raw, reply.raw, () => {
        // Not one of Vite's own files: a page.
        const raw = reply.raw;
        const fake = {
          code: (status: number) => ((raw.statusCode = status), fake),
          header: (name: string, value: string | string[]) => (raw.setHeader(name, value), fake),
          send: (body: string) => (raw.end(body), fake),
        };
        void Promise.resolve(pages(request, fake as unknown as FastifyReply)).then(
          () => resolve(reply),
          (error: unknown) => {
            vite.ssrFixStacktrace(error as Error);
            request.log.error({ err: error }, 'page render failed');
            if (!raw.headersSent) raw.statusCode = 500;
            raw.end('Server Error');
            resolve(reply);
          },
        );
      });
    });
  };
}
