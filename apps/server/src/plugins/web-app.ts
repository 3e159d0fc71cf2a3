import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type RequestHandler, type ServerBuild } from 'react-router';
import type { PublicStoreConfig, ServerApiInit, ServerApiResult, StoreLoadContext, User } from '@store/contract';
import type { Config } from '../config';
import { createResponseCache, type ResponseCache } from './response-cache';
import { SESSION_COOKIE } from '../modules/auth/session.service';
import { documentCsp } from './document-csp';
import type { AppInstance } from './types';

// The framework's load context is the store's (packages/contract/src/load-context.ts): loaders and the
// server agree on its type without a cast.
declare module 'react-router' {
  // oxlint-disable-next-line typescript/no-empty-interface, typescript/no-empty-object-type -- an augmentation names its base this way
  interface AppLoadContext extends StoreLoadContext {}
}

// Product images under /uploads, and the web app (React Router's framework
// mode, docs/decisions/013) for every path that is not the API: its built
// files, and every page rendered on the server (DESIGN.md section 2: one
// process, one port).

/** Hashed file names never change content, so browsers and CDNs keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=3600';

/** The settings the web app may know (CONVENTIONS.md principle 8: only what is safe to publish). */
export function publicStoreConfig(config: Config): PublicStoreConfig {
  return {
    storeName: config.storeName,
    storePhone: config.storePhone,
    storeEmail: config.storeEmail,
    deliveryFeeAed: config.deliveryFeeAed,
  };
}

/** /uploads/*: images written by the storage driver. No listing; @fastify/static refuses `..`. */
export async function registerUploads(app: AppInstance, config: Config) {
  const root = path.join(config.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      // Files appear at run time, so look each one up rather than listing them at start.
      wildcard: true,
      index: false,
      list: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // Stored images get a new name when they change, so their URLs can be cached for good.
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE);
      },
    });
  });
}

/** Renders a page for a request that no route answered, or answers null when it is not a page request. */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | null;

/** A page of the web app: not the API, not a built file or upload. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
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
    // A Host header no URL can be made of (the page's links are relative: only absolute links, like the canonical one, use it).
    url = new URL(`http://localhost${request.url}`);
  }
  return new Request(url, { method: request.method, headers });
}

/**
 * The API as the loaders see it: `app.inject`, so a page's data goes through
 * the same validation, authorisation, caches and rate limit as a browser's
 * call, with the visitor's cookie and address, and no network hop.
 */
function serverApi(app: AppInstance, request: FastifyRequest): StoreLoadContext['api'] {
  // One page's loaders run side by side and may ask for the same thing (the shop layout's and the
  // home page's categories): one call per address and page.
  const reads = new Map<string, Promise<ServerApiResult<unknown>>>();
  const call = async (url: string, init: ServerApiInit): Promise<ServerApiResult<unknown>> => {
    // Marked as the page's own calls: the page request was counted by the rate limit, its data is not again.
    const headers: Record<string, string> = { accept: 'application/json', [app.inProcessCall.header]: app.inProcessCall.value };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    const response = await app.inject({
      method: init.method ?? 'GET',
      url,
      headers,
      remoteAddress: request.ip,
      ...(init.body === undefined ? {} : { payload: init.body as object }),
    });
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

/** The signed-in user of a page request: only asked for when the request carries a session cookie. */
async function sessionUser(request: FastifyRequest, api: StoreLoadContext['api']): Promise<User | null> {
  if (!request.cookies?.[SESSION_COOKIE]) return null;
  const { status, body } = await api<{ user?: User }>('/api/auth/check-auth');
  return status === 200 && body.user ? body.user : null;
}

/** A rendered page (or a client navigation's data) as it goes out, and as the page cache keeps it. */
interface RenderedPage {
  status: number;
  headers: [string, string][];
  cookies: string[];
  body: string;
  /** The body compressed, made once per encoding the first time a browser asks for it (a cached page keeps them). */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';
/** Below this, compression saves less than the headers it adds. */
const COMPRESS_MIN_BYTES = 1024;
// As the API's answers (app.ts): brotli 4 is as small as gzip and cheap enough per page.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The encoding to send, from the browser's Accept-Encoding: brotli first. */
function encodingFor(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * @fastify/compress compresses the answers of routes; pages answer from the
 * not-found handler, which it does not see, so they are compressed here.
 */
function encodedBody(page: RenderedPage, encoding: Encoding): Buffer {
  page.encoded ??= {};
  page.encoded[encoding] ??= encoding === 'br' ? zlib.brotliCompressSync(page.body, BROTLI) : zlib.gzipSync(page.body);
  return page.encoded[encoding];
}

async function readPage(response: Response): Promise<RenderedPage> {
  const body = await response.text();
  const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    // Documents are always revalidated by browsers and proxies: a new deployment must reach the next visit.
    headers.push(['cache-control', 'no-cache'], ['content-security-policy', documentCsp(body)]);
  }
  return { status: response.status, headers, cookies: response.headers.getSetCookie(), body };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, fromCache = false): FastifyReply {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (fromCache) reply.header('server-timing', 'cache;desc="hit"');
  if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
  const encoding = Buffer.byteLength(page.body) >= COMPRESS_MIN_BYTES ? encodingFor(request) : null;
  if (!encoding) return reply.send(page.body);
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(encodedBody(page, encoding));
}

/**
 * A guest's page holds nothing of the visitor (the cart and the session live
 * in the browser), so one rendering serves every guest asking for the same
 * address until the catalogue changes or the page is PAGE_CACHE_SECONDS old
 * (docs/decisions/013). A signed-in visitor's pages are always rendered.
 */
function isCacheable(request: FastifyRequest, cache: ResponseCache<RenderedPage>): boolean {
  if (!cache.enabled || request.method !== 'GET' || request.cookies?.[SESSION_COOKIE]) return false;
  const header = request.headers['cache-control'];
  return !(typeof header === 'string' && /no-cache|no-store|max-age=0/i.test(header));
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
  const assetsDir = path.join(clientDir, 'assets') + path.sep;

  await app.register(async (scope) => {
    // Built files are not rate-limited (plugins/rate-limit.ts says why).
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, rateLimitExempt: true };
    });
    await scope.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      decorateReply: false,
      // One route per built file, made at start; every other path falls through to the pages.
      wildcard: false,
      index: false,
      // The server makes robots.txt and sitemap.xml itself (modules/catalog/seo.routes.ts).
      globIgnore: ['robots.txt', 'sitemap.xml', '**/*.map', '.vite/**'],
      // The build writes .br (quality 11) and .gz copies of scripts and styles (vite.config.ts):
      // sent as they are when the browser accepts them; any other file is compressed per response.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : SHORT_CACHE);
      },
    });
  });

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return createPageHandler(app, config, createRequestHandler(build, 'production'));
}

/** Renders pages through the framework's handler, sharing guests' pages through the page cache. */
function createPageHandler(app: AppInstance, config: Config, handle: RequestHandler): PageHandler {
  const storeConfig = publicStoreConfig(config);
  const pageCache = createResponseCache<RenderedPage>(config.pageCacheSeconds);
  // Emptied by the same signal as the catalogue's JSON answers, whichever instance changed the catalogue.
  app.onCatalogueChange(() => pageCache.clear());

  const render = async (request: FastifyRequest): Promise<RenderedPage> => {
    const started = performance.now();
    const origin = config.publicOrigin ?? `${request.protocol}://${request.host}`;
    const api = serverApi(app, request);
    const context: AppLoadContext = { api, user: await sessionUser(request, api), storeConfig };
    const page = await readPage(await handle(toWebRequest(request, origin), context));
    // The bench reads the render time from here (p50/p99 of the server's own work, apart from the network).
    page.headers.push(['server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`]);
    return page;
  };

  return (request, reply) => {
    if (!isPageRequest(request)) return null;
    return (async () => {
      if (!isCacheable(request, pageCache)) return sendPage(request, reply, await render(request));
      const cached = pageCache.get(request.url) ?? (await pageCache.pending(request.url));
      if (cached) return sendPage(request, reply, cached, true);
      const settle = pageCache.lead(request.url);
      try {
        const page = await render(request);
        // Only complete, visitor-free answers are shared: no cookie set, no error, no redirect.
        settle(page.status === 200 && page.cookies.length === 0 ? page : undefined);
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
