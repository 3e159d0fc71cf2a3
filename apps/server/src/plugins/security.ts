import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { forbidden } from '../lib/app-error';
import type { AppInstance } from './types';

// Security headers and the cross-site request check of docs/store-rules.md#cross-site-requests-and-headers.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `scheme://host[:port]` in canonical form (lower case, default port dropped), or null. */
function canonicalOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The origin this request was addressed to: PUBLIC_ORIGIN behind a proxy, else its own Host. */
function expectedOrigin(request: FastifyRequest, config: Config): string | null {
  return config.publicOrigin ?? canonicalOrigin(`${request.protocol}://${request.host}`);
}

/**
 * A browser always sends `Origin` on a state-changing request; when it names
 * another site, the request is a cross-site forgery attempt and is refused.
 * No `Origin` (a script, a test client) passes on to the other checks.
 * A page whose Referrer-Policy is `no-referrer` (the tracking page, decision
 * 021) makes its browser send `Origin: null` with a form it posts; the
 * browser's own `Sec-Fetch-Site: same-origin`, which no page can set, says it
 * came from here (docs/decisions/045).
 */
export function isForeignOrigin(request: FastifyRequest, config: Config): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin') return false;
  const allowed = expectedOrigin(request, config);
  return allowed === null || canonicalOrigin(origin) !== allowed;
}

/** The security headers of every answer (helmet's defaults, with these changes). */
const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  // Fit for the Vite build: every script, style sheet and font is served by the store itself.
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // Radix and the toasts set inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
};

/**
 * The headers helmet sets for `options`, worked out once. None of them depends
 * on the request (no CSP nonces), and building helmet's middleware on every
 * request, as @fastify/helmet does, was a sixth of the CPU of a cached answer.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

const SECURITY_HEADERS = helmetHeaders(HELMET_OPTIONS);
/** The policy of every answer; a rendered page adds the hashes of its own inline scripts (document-csp.ts). */
export const CONTENT_SECURITY_POLICY = SECURITY_HEADERS['content-security-policy'] ?? '';

/**
 * The built web app's hashed scripts, styles and fonts (plugins/web-app.ts)
 * are never documents: a policy, a frame rule or a referrer rule means nothing
 * on them, and over HTTP/1.1 their bytes count against the first visit's
 * budget (issue 11: 120 KB with headers). They keep what protects a
 * subresource: no sniffing, and no embedding by other sites.
 */
const ASSET_HEADERS: Record<string, string> = Object.fromEntries(
  Object.entries(SECURITY_HEADERS).filter(([name]) => name === 'x-content-type-options' || name === 'cross-origin-resource-policy'),
);

/** The build's own files: `/assets/` holds nothing else (the uploads live under `/uploads/`). */
const isBuiltAsset = (url: string) => url.startsWith('/assets/');

export async function registerSecurity(app: AppInstance, config: Config) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isBuiltAsset(request.url) ? ASSET_HEADERS : SECURITY_HEADERS);
    done();
  });

  app.addHook('onRequest', async (request) => {
    if (isForeignOrigin(request, config)) throw forbidden('FOREIGN_ORIGIN');
  });
}
