import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, quoteCreatedResponseSchema, quoteRequestInputSchema } from '@store/contract';
import type { CatalogRoutesOptions } from './products.routes';
import { requestQuote } from './quotes.service';

/** POST /api/shop/quotes: a Get Quote request from a guest or a customer. */
export const quoteRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { db }) => {
  app.post(
    '/',
    { schema: { body: quoteRequestInputSchema, response: { 201: quoteCreatedResponseSchema } } },
    async (request, reply) => {
      const data = await requestQuote(db, request.body);
      return reply.code(201).send({ success: true as const, message: messages.QUOTE_SENT, data });
    },
  );
};
