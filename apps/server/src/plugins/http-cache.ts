import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from './types';

// HTTP caching of the public catalogue (DESIGN.md section 2: "Public catalogue
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
  }
}

export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';
/** For a body that differs on every call (random products): no point revalidating in the background. */
export const SHORT_PUBLIC_CACHE_CONTROL = 'public, max-age=30';
/** A response that sets a cookie must not be stored by a shared cache. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

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
  if (request.fromResponseCache) {
    // Served from the response cache (response-cache.ts), with its tag and Cache-Control.
    etag = String(reply.getHeader('etag'));
  } else {
    etag = bodyEtag(payload);
    const cookie = reply.hasHeader('set-cookie');
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
  scope.addHook('onSend', onSend);
}
