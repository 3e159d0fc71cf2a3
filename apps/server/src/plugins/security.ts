import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { forbidden } from '../lib/app-error';
import type { AppInstance } from './types';

// Security headers and the cross-site request check of DESIGN.md section 4.

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
 */
export function isForeignOrigin(request: FastifyRequest, config: Config): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const allowed = expectedOrigin(request, config);
  return allowed === null || canonicalOrigin(origin) !== allowed;
}

export async function registerSecurity(app: AppInstance, config: Config) {
  await app.register(helmet, {
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
  });

  app.addHook('onRequest', async (request) => {
    if (isForeignOrigin(request, config)) throw forbidden('FOREIGN_ORIGIN');
  });
}
