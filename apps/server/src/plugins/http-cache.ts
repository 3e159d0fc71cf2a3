import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from './types';

// HTTP caching of the public catalogue (docs/architecture.md#the-parts: "Public catalogue
// responses carry ETag and Cache-Control, so a CDN can serve them").
//
// The ETag is a hash of the body, so any admin change gives the next response
// a new ETag and browsers see it on their next request after max-age. A CDN
// (or a browser) may serve a stored copy for up to 30 seconds, and while it
// revalidates in the background, up to 300 seconds more: the price of taking
// the load off the API. Purge the CDN on a catalogue change if that matters.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache-Control of a route under the HTTP cache, instead of PUBLIC_CACHE_CONTROL. */
    cacheControl?: string;
    /** Set on every route under the HTTP cache: the same answer for everyone, so no session is read (plugins/auth.ts). */
    publicCache?: boolean;
    /** Personal data: every answer goes out as `Cache-Control: no-store`, whatever set it before (noStore below). */
    noStore?: boolean;
  }
}

export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';
/** For a body that differs on every call (random products): no point revalidating in the background. */
export const SHORT_PUBLIC_CACHE_CONTROL = 'public, max-age=30';
/** A response that sets a cookie must not be stored by any cache, and never goes out as public. */
const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Every other API answer (authenticated, admin, writes, errors): kept by no cache. */
export const NO_STORE = 'no-store';

/** A weak validator from the body: equal bodies, equal tags. */
export function bodyEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The opaque part of an entity tag, for a weak comparison. */
const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/** True when If-None-Match names `etag` (weak comparison, RFC 9110 section 13.1.2) or is `*`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = opaqueTag(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaqueTag(tag) === wanted);
}

async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
  // This hook runs before compression (route-level onSend hooks come after the
  // scope's), so the payload is still the serialised JSON string.
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

  let etag: string;
  // Nothing on these routes sets a cookie (plugins/auth.ts skips them); should anything ever, the answer stays private.
  const cookie = reply.hasHeader('set-cookie');
  if (request.fromResponseCache) {
    // Served from the response cache (response-cache.ts), with its tag and Cache-Control.
    etag = String(reply.getHeader('etag'));
    if (cookie) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  } else {
    etag = bodyEtag(payload);
    const cacheControl = cookie ? PRIVATE_CACHE_CONTROL : (request.routeOptions.config.cacheControl ?? PUBLIC_CACHE_CONTROL);
    reply.header('etag', etag);
    reply.header('cache-control', cacheControl);
    // The response cache (response-cache.ts) keeps an answer that is the same for everyone.
    if (!cookie && typeof payload === 'string') request.settleResponseCache?.({ body: payload, etag, cacheControl });
  }
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    return '';
  }
  return payload;
}

/**
 * ETag, Cache-Control and 304 Not Modified for every GET in this plugin scope;
 * the answer goes to the response cache when one is registered (response-cache.ts).
 * Register it inside the scope of the public routes only.
 */
export function registerHttpCache(scope: AppInstance): void {
  // Marks the routes registered in this scope after this call (plugins/auth.ts reads no session on them).
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, publicCache: true };
  });
  scope.addHook('onSend', onSend);
}

/**
 * Every API answer starts as `Cache-Control: no-store` (issue 15 item 8: the
 * admin users list, a user's profile and the admin catalogue lists went out
 * with none): the public catalogue's answers replace it with their own
 * (onSend above, response-cache.ts); everything else, whatever its status,
 * is kept by no browser, proxy or CDN.
 */
export function registerNoStoreDefault(api: AppInstance): void {
  api.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', NO_STORE);
    done();
  });
  api.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.noStore) reply.header('cache-control', NO_STORE);
    return payload;
  });
}

/**
 * The routes this scope registers from here on answer with personal data (a cart, an order, the
 * admin's lists of customers): `Cache-Control: no-store` on every answer, even where a handler or a
 * plugin set another; the `noStore` route option, read by the hook of registerNoStoreDefault.
 */
export function noStore(scope: AppInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, noStore: true };
  });
}
