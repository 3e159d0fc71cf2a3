import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { badRequest } from './app-error';

// The origin the store writes into absolute URLs: the sitemap and robots.txt,
// the canonical and Open Graph links of the rendered pages. All of them are
// publicly cacheable, so a forged Host header must never reach them
// (docs/decisions/015): PUBLIC_ORIGIN when set; without it the request's own
// origin only for a host in ALLOWED_HOSTS (localhost and 127.0.0.1 by
// default), and http://localhost:PORT for any other.

/** The request's `scheme://host[:port]`, or null when the Host header makes no URL (`a:b:c`, `%`). */
function requestOrigin(request: FastifyRequest): URL | null {
  try {
    return new URL(`${request.protocol}://${request.host}`);
  } catch {
    return null;
  }
}

/** The store's own origin for this request (see above). Never the Host of an unlisted name. */
export function siteOrigin(request: FastifyRequest, config: Config): string {
  if (config.publicOrigin) return config.publicOrigin;
  const url = requestOrigin(request);
  // URL keeps an IPv6 host in brackets; ALLOWED_HOSTS lists it without.
  if (url && config.allowedHosts.includes(url.hostname.replace(/^\[|\]$/g, ''))) return url.origin;
  return `http://localhost:${config.port}`;
}

/** As siteOrigin, but a Host header no URL can be made of is the client's mistake: 400. */
export function siteOriginOrBadHost(request: FastifyRequest, config: Config): string {
  if (!config.publicOrigin && !requestOrigin(request)) throw badRequest('HOST_INVALID');
  return siteOrigin(request, config);
}
