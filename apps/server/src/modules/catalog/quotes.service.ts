import type { z } from 'zod';
import type { AdminQuotesQuery, QuoteRequest, quoteRequestInputSchema } from '@store/contract';
import type { Db, DbOrTx } from '#server/db/client';
import { conflict, notFound } from '#server/lib/app-error';
import { pageOf, rowWindow } from '#server/lib/paging';
import { type AuditActor, recordAudit } from '#server/modules/audit/index';
import {
  findQuoteForUpdate,
  findQuoteProduct,
  insertQuoteRequest,
  listQuoteRequests,
  setQuoteHandled,
  type QuoteRow,
  type NewQuoteRequest,
} from './quotes.repository';

// Get Quote (docs/store-rules.md#get-quote): a request for a price, saved for the admins,
// who see them on the orders page and mark them handled.

export type QuoteRequestInput = z.output<typeof quoteRequestInputSchema>;

/** A request as its e-mails tell it (the shopper's receipt and the store's alert). */
export type QuoteMailed = Omit<NewQuoteRequest, 'productId'>;

/**
 * Queues a request's e-mails in its transaction (issue 26 item 16). Given by
 * the app, which knows the store's address and the outbox: the catalogue
 * module does not reach the notifications module (docs/decisions/041).
 */
export type QuoteMailer = (tx: DbOrTx, quote: QuoteMailed) => Promise<void>;

/** Only for a product that offers quotes: unknown product 404, no quotes 409. The request and its e-mails are one write. */
export async function requestQuote(db: Db, input: QuoteRequestInput, mail?: QuoteMailer): Promise<{ _id: string }> {
  const product = await findQuoteProduct(db, input.productId);
  if (!product) throw notFound('PRODUCT_NOT_FOUND');
  if (!product.isQuoteAvailable) throw conflict('QUOTE_NOT_AVAILABLE');
  const quote: QuoteMailed = {
    // Kept with the request: it still reads right if the product is renamed or deleted.
    productTitle: product.title,
    name: input.name,
    email: input.email,
    phone: input.phone,
    quantity: input.quantity,
    message: input.message ?? '',
  };
  const id = await db.transaction(async (tx) => {
    const inserted = await insertQuoteRequest(tx, { productId: product.id, ...quote });
    await mail?.(tx, quote);
    return inserted;
  });
  return { _id: id };
}

export function toQuoteRequest(row: QuoteRow): QuoteRequest {
  return {
    _id: row.id,
    productId: row.productId,
    productTitle: row.productTitle,
    name: row.name,
    email: row.email,
    phone: row.phone,
    quantity: row.quantity,
    message: row.message,
    handled: row.handled,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /admin/quotes: newest first, 10 a page, open, handled or all. */
export async function listQuotesPage(db: DbOrTx, query: AdminQuotesQuery) {
  const { rows, total } = await listQuoteRequests(db, { status: query.status, ...rowWindow(query) });
  return pageOf(rows.map(toQuoteRequest), total, query);
}

/** PATCH /admin/quotes/{id}/handled: close or reopen a request; audited when it changes. */
export async function markQuoteHandled(db: Db, actor: AuditActor, id: string, handled: boolean): Promise<QuoteRequest> {
  return db.transaction(async (tx) => {
    const row = await findQuoteForUpdate(tx, id);
    if (!row) throw notFound('QUOTE_NOT_FOUND');
    if (row.handled === handled) return toQuoteRequest(row);
    const updated = await setQuoteHandled(tx, id, handled);
    if (!updated) throw notFound('QUOTE_NOT_FOUND');
    const what = `the quote request of ${row.name} for "${row.productTitle}"`;
    await recordAudit(tx, {
      actor,
      action: 'quote.handle',
      entityType: 'quote',
      entityId: id,
      summary: handled ? `Marked ${what} as handled` : `Reopened ${what}`,
      before: { handled: row.handled },
      after: { handled },
    });
    return toQuoteRequest(updated);
  });
}
