import { z } from 'zod';
import { idSchema } from './common';
import { trackTokenSchema } from './tracked-order';

// Downloads of an order's tax documents as PDF (issue 13 item 5, docs/decisions/026).

/** Which document of an order: its invoice, or the credit note that cancelled it. */
export const TAX_DOCUMENTS = ['invoice', 'credit-note'] as const;
export type TaxDocumentName = (typeof TAX_DOCUMENTS)[number];

/** GET /api/shop/invoices/:orderId/:document (the signed-in owner, or an admin). */
export const orderDocumentParamsSchema = z.object({ orderId: idSchema, document: z.enum(TAX_DOCUMENTS) });

/** POST /api/shop/invoices/track: the tracking page's token in the body, never in a URL (docs/decisions/021). */
export const trackDocumentSchema = z.object({ token: trackTokenSchema, document: z.enum(TAX_DOCUMENTS) });

/** The API path of an order's document PDF for the account and admin views. */
export function orderDocumentPath(orderId: string, document: TaxDocumentName): string {
  return `/api/shop/invoices/${encodeURIComponent(orderId)}/${document}`;
}
