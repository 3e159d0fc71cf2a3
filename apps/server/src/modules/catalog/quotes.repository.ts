import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, quoteRequests } from '../../db/schema';

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

export interface NewQuoteRequest {
  productId: string;
  productTitle: string;
  name: string;
  email: string;
  phone: string;
  quantity: number;
  message: string;
}

export async function insertQuoteRequest(db: DbOrTx, values: NewQuoteRequest): Promise<string> {
  const [row] = await db.insert(quoteRequests).values(values).returning({ id: quoteRequests.id });
  if (!row) throw new Error('insert into quote_requests returned no row');
  return row.id;
}
