import type { z } from 'zod';
import type { quoteRequestInputSchema } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { findQuoteProduct, insertQuoteRequest } from './quotes.repository';

// Get Quote (DESIGN.md section 5): a request for a price, saved for the admins.

export type QuoteRequestInput = z.output<typeof quoteRequestInputSchema>;

/** Only for a product that offers quotes: unknown product 404, no quotes 409. */
export async function requestQuote(db: DbOrTx, input: QuoteRequestInput): Promise<{ _id: string }> {
  const product = await findQuoteProduct(db, input.productId);
  if (!product) throw notFound('PRODUCT_NOT_FOUND');
  if (!product.isQuoteAvailable) throw conflict('QUOTE_NOT_AVAILABLE');
  const id = await insertQuoteRequest(db, {
    productId: product.id,
    // Kept with the request: it still reads right if the product is renamed or deleted.
    productTitle: product.title,
    name: input.name,
    email: input.email,
    phone: input.phone,
    quantity: input.quantity,
    message: input.message ?? '',
  });
  return { _id: id };
}
