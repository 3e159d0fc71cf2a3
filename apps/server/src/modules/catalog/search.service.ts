import type { z } from 'zod';
import { SUGGESTIONS_COUNT, type searchQuerySchema, type Suggestion } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { toProduct } from './product-json';
import { pageOf, type ProductPage } from './products.service';
import { searchProducts, suggestTitles, type SearchTerms } from './search.repository';

// Search and suggestions (issue "Catalogue", item 2); the SQL is in search.repository.ts.

export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Words are runs of letters and digits; at most this many count. */
const MAX_WORDS = 8;
/** Suggestions start from the second letter typed. */
export const SUGGEST_MIN_LENGTH = 2;

/** The words of a query, or null when it has none ("", "!!!"). */
export function searchTerms(keyword: string): SearchTerms | null {
  const words = keyword
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return { text: words.join(' '), words };
}

/** GET /shop/products/search: an empty keyword finds nothing (not everything). */
export async function searchCatalog(db: DbOrTx, query: SearchQuery): Promise<ProductPage> {
  const terms = searchTerms(query.keyword);
  if (!terms) return pageOf([], 0, query.page, query.limit);
  const window = { offset: (query.page - 1) * query.limit, limit: query.limit };
  let result = await searchProducts(db, terms, 'words', query.sortBy, window);
  // Typo tolerance only when no product has every word: a correctly typed
  // query gets precise results, not everything that looks a bit like it.
  if (result.total === 0) result = await searchProducts(db, terms, 'typos', query.sortBy, window);
  return pageOf(result.rows.map(toProduct), result.total, query.page, query.limit);
}

/** GET /shop/products/suggest: up to 8 titles once two letters are typed. */
export async function suggestProducts(db: DbOrTx, q: string): Promise<Suggestion[]> {
  const terms = searchTerms(q);
  if (!terms || terms.text.length < SUGGEST_MIN_LENGTH) return [];
  let rows = await suggestTitles(db, terms, 'words', SUGGESTIONS_COUNT);
  if (rows.length === 0) rows = await suggestTitles(db, terms, 'typos', SUGGESTIONS_COUNT);
  return rows.map((row) => ({ _id: row.id, title: row.title }));
}
