import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminQuotesQuerySchema,
  catalogueLangQuerySchema,
  idParamsSchema,
  messages,
  quoteCreatedResponseSchema,
  quoteDataResponseSchema,
  quoteHandledSchema,
  quoteRequestInputSchema,
  quotesPageResponseSchema,
} from '@store/contract';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { noStore } from '#server/plugins/http-cache';
import type { CatalogRoutesOptions } from './products.routes';
import { listQuotesPage, markQuoteHandled, requestQuote, type QuoteMailer } from './quotes.service';

export interface QuoteRoutesOptions {
  /** Runs before a request is taken: the per-IP throttle (issue 26 item 16). */
  beforeQuote?: preHandlerAsyncHookHandler | undefined;
  /** Queues the request's e-mails, in the language of the page it came from (`?lang=`). */
  mailQuote?: ((request: FastifyRequest) => QuoteMailer) | undefined;
}

/** POST /api/shop/quotes: a Get Quote request from a guest or a customer, throttled by `beforeQuote`. */
export const quoteRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions & QuoteRoutesOptions> = async (app, { db, beforeQuote, mailQuote }) => {
  app.post(
    '/',
    {
      ...(beforeQuote ? { preHandler: beforeQuote } : {}),
      schema: { querystring: catalogueLangQuerySchema, body: quoteRequestInputSchema, response: { 201: quoteCreatedResponseSchema } },
    },
    async (request, reply) => {
      const data = await requestQuote(db, request.body, mailQuote?.(request));
      return reply.code(201).send({ success: true as const, message: messages.QUOTE_SENT, data });
    },
  );
};

/** Quote requests under /api/admin/quotes: the list of the orders page and closing one. */
export const adminQuoteRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);
  // Names, e-mails and phones of shoppers: never stored by a browser or a shared cache.
  noStore(app);

  app.get(
    '/',
    { schema: { querystring: adminQuotesQuerySchema, response: { 200: quotesPageResponseSchema } } },
    async (request) => ({ success: true as const, ...(await listQuotesPage(db, request.query)) }),
  );

  app.patch(
    '/:id/handled',
    { schema: { params: idParamsSchema, body: quoteHandledSchema, response: { 200: quoteDataResponseSchema } } },
    async (request) => {
      const data = await markQuoteHandled(db, currentUser(request), request.params.id, request.body.handled);
      return { success: true as const, message: data.handled ? messages.QUOTE_HANDLED : messages.QUOTE_REOPENED, data };
    },
  );
};
