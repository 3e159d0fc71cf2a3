import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifySchema } from 'fastify';
import type { Config } from '../config';
import type { AppInstance } from './types';

// The API described as OpenAPI 3.1 (issue 15 item 9, docs/decisions/018),
// generated from the same zod schemas of @store/contract that validate every
// request and answer, so it cannot drift from what the server does:
// @fastify/swagger collects the routes, the zod type provider's
// jsonSchemaTransform turns their schemas into JSON Schema.
// - GET /api/openapi.json: the document, always (it describes the public API
//   the web app already calls; nothing in it is secret).
// - /api/docs: Swagger UI for developers, on under `npm run dev` and
//   otherwise only with OPENAPI_DOCS=true. It is served from the package's
//   own files with no inline script, so the store's CSP (script-src 'self')
//   holds for it unchanged.

/** Where the reference page lives. */
export const OPENAPI_DOCS_PREFIX = '/api/docs';
export const OPENAPI_DOCUMENT_URL = '/api/openapi.json';

/** Groups of the reference page: `shop/cart`, `admin/orders`, `auth`… from the path. */
export function tagFor(url: string): string {
  const [area, part] = url.replace(/^\/api\//, '').split('/');
  if (area === 'health') return 'operations';
  return (area === 'shop' || area === 'admin') && part && !part.startsWith(':') ? `${area}/${part}` : (area ?? 'api');
}

/** Registers the document builder; call before any route, so it sees them all. */
export async function registerOpenApi(app: AppInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.storeName} Computers store API`,
        version: '1',
        description:
          'The online store\'s HTTP API, under /api (docs/store-rules.md#7-the-api in the repository). Every request and answer is validated by the zod schemas of @store/contract, from which this document is generated. Errors answer `{ success: false, code, message, params, errors? }`, the message in the language asked for with `lang=ar|en` (English by default); clients branch on `code`.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The session cookie set by POST /api/auth/login' },
        },
      },
    },
    // Only the API: pages, built files, uploads and the sitemap are not part of it.
    transform: (input) => {
      if (!input.url.startsWith('/api/')) return { schema: { ...input.schema, hide: true } as FastifySchema, url: input.url };
      const { schema, url } = jsonSchemaTransform(input);
      // A module's root route (`/api/shop/brands/`) as clients call it, without the trailing slash.
      const path = url.replace(/(.)\/$/, '$1');
      return { schema: { ...schema, tags: [tagFor(path)] } as FastifySchema, url: path };
    },
  });

  await app.register(
    async (api) => {
      api.get(OPENAPI_DOCUMENT_URL.replace(/^\/api/, ''), { schema: { hide: true } }, async (_request, reply) => {
        // Stable for a deployment; a short shared cache spares the work of serialising it.
        reply.header('cache-control', 'public, max-age=300');
        return app.swagger();
      });
    },
    { prefix: '/api' },
  );

  if (config.openapiDocs) {
    // Its defaults already keep the page on this store: no validator.swagger.io badge (CSP img-src 'self').
    await app.register(swaggerUi, { routePrefix: OPENAPI_DOCS_PREFIX });
  }
}
