import { desc, eq, sql } from 'drizzle-orm';
import type { QuoteFilter, QuoteRequest } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { rowsWithTotal } from '#server/db/rows-with-total';
import { products, quoteRequests } from '#server/db/schema/index';

export interface QuoteProduct {
  id: string;
  title: string;
  isQuoteAvailable: boolean;
}

export async function findQuoteProduct(db: DbOrTx, id: string): Promise<QuoteProduct | null> {
  const [row] = await db
    .select({ id: products.id, title: products.title, isQuoteAvailable: products.isQuoteAvailable })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row ?? null;
}

/** A request as it is saved: what the shopper sent, with the product's id and title. */
export type NewQuoteRequest = Pick<QuoteRequest, 'productTitle' | 'name' | 'email' | 'phone' | 'quantity' | 'message'> & { productId: string };

export async function insertQuoteRequest(db: DbOrTx, values: NewQuoteRequest): Promise<string> {
  const [row] = await db.insert(quoteRequests).values(values).returning({ id: quoteRequests.id });
  if (!row) throw new Error('insert into quote_requests returned no row');
  return row.id;
}

export type QuoteRow = typeof quoteRequests.$inferSelect;

export interface QuoteListFilter {
  status: QuoteFilter;
  offset: number;
  limit: number;
}

const handledWhere = (status: QuoteFilter) => (status === 'all' ? undefined : eq(quoteRequests.handled, status === 'handled'));

/**
 * A page of quote requests, newest first, and the count of all that match.
 * `nulls last` matches the (handled, created_at desc) index, so a filtered page is an index scan.
 */
export async function listQuoteRequests(db: DbOrTx, filter: QuoteListFilter): Promise<{ rows: QuoteRow[]; total: number }> {
  const where = handledWhere(filter.status);
  const page = db
    .select()
    .from(quoteRequests)
    .where(where)
    .orderBy(sql`${quoteRequests.createdAt} desc nulls last`, desc(quoteRequests.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return rowsWithTotal(db, page, quoteRequests, where);
}

/** The request, locked until the transaction ends. */
export async function findQuoteForUpdate(db: DbOrTx, id: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for('update');
  return row ?? null;
}

export async function setQuoteHandled(db: DbOrTx, id: string, handled: boolean): Promise<QuoteRow | null> {
  const [row] = await db.update(quoteRequests).set({ handled }).where(eq(quoteRequests.id, id)).returning();
  return row ?? null;
}
