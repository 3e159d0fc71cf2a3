import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { createRoutePreloads, readViteManifest } from './route-preloads';
import type { AppInstance } from './types';

// Static files: product images under /uploads, and the built web app for
// every path that is not the API (DESIGN.md section 2: one process, one port).

/** The place in index.html where the public store settings go. */
export const STORE_CONFIG_MARKER = '<!--store-config-->';
/** Hashed file names never change content, so browsers and CDNs keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=3600';

/**
 * The settings the web app may know (CONVENTIONS.md principle 8: only what is
 * safe to publish), as a JSON data block. `<`, `>`, `&` and the JS line
 * separators are escaped, so a store name cannot close the script element.
 */
export function storeConfigScript(config: Config): string {
  const json = JSON.stringify({
    storeName: config.storeName,
    storePhone: config.storePhone,
    storeEmail: config.storeEmail,
    deliveryFeeAed: config.deliveryFeeAed,
  })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="store-config">${json}</script>`;
}

export function renderIndexHtml(html: string, config: Config): string {
  const script = storeConfigScript(config);
  // A function replacement: `$&` and friends in the store name stay literal.
  if (html.includes(STORE_CONFIG_MARKER)) return html.replace(STORE_CONFIG_MARKER, () => script);
  return html.replace('</head>', () => `${script}</head>`);
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

/** Serves index.html for a client-side route, or answers null when the request is not one. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> | null;

/**
 * What a page puts in the head of index.html, for search engines and link
 * previews (the product page: title, description, Open Graph, JSON-LD).
 * `head` is trusted HTML: its maker escapes what it takes from the database.
 */
export interface PageHead {
  title?: string;
  description?: string;
  head?: string;
  /** 404 for a page of something that does not exist; the SPA still renders it. */
  status?: number;
}

/** The head of the page at this request, or null for the plain index.html. */
export type PageHeadRenderer = (request: FastifyRequest) => Promise<PageHead | null>;

export interface WebAppOptions {
  pageHead?: PageHeadRenderer;
}

/** Text for HTML content or a quoted attribute value. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** index.html with the page's title and description in place of the store's, and its extra head before `</head>`. */
export function applyPageHead(html: string, page: PageHead): string {
  let out = html;
  if (page.title !== undefined) {
    const title = `<title>${escapeHtml(page.title)}</title>`;
    const existing = /<title>[\s\S]*?<\/title>/i;
    out = existing.test(out) ? out.replace(existing, () => title) : out.replace('</head>', () => `${title}</head>`);
  }
  if (page.description !== undefined) {
    const meta = `<meta name="description" content="${escapeHtml(page.description)}" />`;
    const existing = /<meta\s+name="description"[^>]*>/i;
    out = existing.test(out) ? out.replace(existing, () => meta) : out.replace('</head>', () => `${meta}</head>`);
  }
  if (page.head) {
    const head = page.head;
    out = out.replace('</head>', () => `${head}</head>`);
  }
  return out;
}

function sendPage(reply: FastifyReply, html: string, status: number): FastifyReply {
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      // Always revalidate: a new deployment must reach the next page load.
      .header('cache-control', 'no-cache')
      .send(html)
  );
}

/** A GET for a page of the web app: not the API, not a file (a last segment without a dot). */
function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/index.html') return true;
  if (pathname === '/api' || /^\/(api|uploads|assets)\//.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * The built Vite app from `config.webDist`, when that folder has an index.html.
 * Returns the fallback for client routes, or null when there is no web app.
 */
export async function registerWebApp(app: AppInstance, config: Config, options: WebAppOptions = {}): Promise<SpaFallback | null> {
  const dist = config.webDist;
  if (!dist || !existsSync(path.join(dist, 'index.html'))) return null;
  const assetsDir = path.join(dist, 'assets') + path.sep;
  // The build does not change while the server runs: render index.html once.
  const indexHtml = renderIndexHtml(readFileSync(path.join(dist, 'index.html'), 'utf8'), config);

  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      decorateReply: false,
      // One route per built file, made at start; every other path falls through to the SPA fallback.
      wildcard: false,
      index: false,
      // index.html is only ever served rendered, with the store settings in it;
      // the server makes robots.txt and sitemap.xml itself (modules/catalog/seo.routes.ts).
      globIgnore: ['index.html', 'robots.txt', 'sitemap.xml'],
      // The build writes .br (quality 11) and .gz copies of scripts and styles (vite.config.ts):
      // sent as they are when the browser accepts them; any other file is compressed per response.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : SHORT_CACHE);
      },
    });
  });

  // index.html with the address's page chunks named for preloading (route-preloads.ts), one copy per page.
  const manifest = readViteManifest(dist);
  const preloads = manifest ? createRoutePreloads(manifest) : () => '';
  const htmlWithPreloads = new Map<string, string>();
  const pageHtml = (request: FastifyRequest): string => {
    const links = preloads(request.url.split('?')[0] ?? '/');
    if (!links) return indexHtml;
    let html = htmlWithPreloads.get(links);
    if (html === undefined) {
      html = applyPageHead(indexHtml, { head: links });
      htmlWithPreloads.set(links, html);
    }
    return html;
  };

  return (request, reply) => {
    if (!isClientRoute(request)) return null;
    const html = pageHtml(request);
    const { pageHead } = options;
    if (!pageHead) return sendPage(reply, html, 200);
    return pageHead(request).then(
      (page) => (page ? sendPage(reply, applyPageHead(html, page), page.status ?? 200) : sendPage(reply, html, 200)),
      (error: unknown) => {
        // The page works without its head: log and serve the plain one.
        request.log.error({ err: error }, 'page head failed');
        return sendPage(reply, html, 200);
      },
    );
  };
}
