import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderDocumentParamsSchema, trackDocumentSchema } from '@store/contract';
import type { Db } from '#server/db/client';
import { currentUser, requireUser } from '#server/plugins/auth';
import { orderIdOfLink, type LinkRules } from '#server/lib/track-links/order-of-link';
import { orderDocumentPdf, type DocumentPdf } from './order-document.service';

export interface InvoiceRoutesOptions {
  db: Db;
  linkRules: LinkRules;
}

function sendPdf(reply: FastifyReply, { fileName, pdf }: DocumentPdf) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    // A tax document is personal: never kept by a shared cache.
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** An order's invoice and credit note as PDF (issue 13 item 5, docs/decisions/026), under /api/shop/invoices. */
export const invoiceRoutes: FastifyPluginAsyncZod<InvoiceRoutesOptions> = async (app, { db, linkRules }) => {
  // The account's order history and the admin's order dialog: the owner or an admin.
  app.get('/:orderId/:document', { onRequest: requireUser, schema: { params: orderDocumentParamsSchema } }, async (request, reply) =>
    sendPdf(reply, await orderDocumentPdf(db, { kind: 'user', user: currentUser(request) }, request.params.orderId, request.params.document)),
  );

  // The tracking page: its token in the body, never in a URL or an access log (docs/decisions/021).
  app.post('/track', { schema: { body: trackDocumentSchema } }, async (request, reply) => {
    const orderId = await orderIdOfLink(db, linkRules, request.body.token);
    return sendPdf(reply, await orderDocumentPdf(db, { kind: 'token' }, orderId, request.body.document));
  });
};
