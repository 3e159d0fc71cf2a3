import type { z } from 'zod';
import { SUGGESTIONS_COUNT, type Language, type searchQuerySchema, type Suggestion } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { pageOf, rowWindow } from '#server/lib/paging';
import { normalizeArabic, withoutArticle } from './arabic-normalize';
import { localized, toProducts } from './product-json';
import type { ProductPage } from './products.service';
import { checkWords, searchProducts, suggestTitles, type SearchScope, type SearchTerms } from './search.repository';

// Search and suggestions (issue "Catalogue", item 2); the SQL is in search.repository.ts.

export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Words are runs of letters and digits; at most this many count. */
const MAX_WORDS = 8;
/** Suggestions start from the second letter typed. */
export const SUGGEST_MIN_LENGTH = 2;

/**
 * The words of a query, or null when it has none ("", "!!!"). Arabic is folded
 * first (arabic-normalize.ts): its diacritics are no letters and would split a word.
 */
export function searchTerms(keyword: string): SearchTerms | null {
  const words = normalizeArabic(keyword)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return { text: words.join(' '), words };
}

/**
 * The query with the Arabic article taken off its words ("الشاشة" is
 * "شاشة"), or null when no word has one. Tried only when the words as typed
 * find nothing (docs/decisions/025).
 */
export function termsWithoutArticles(terms: SearchTerms): SearchTerms | null {
  const words = terms.words.map(withoutArticle);
  return words.every((word, i) => word === terms.words[i]) ? null : { text: words.join(' '), words };
}

/**
 * Share of the query's letters the known and corrected words must make up: a
 * word no product has and none is close to may be left out ("xyzzy" in "asus
 * xyzzy strix") only when such words are at most 40% of the query, the
 * tolerance of the whole-query trigram match search had before the word list.
 */
const MIN_KEPT_SHARE = 0.6;
const letters = (words: string[]) => words.reduce((sum, word) => sum + word.length, 0);

/**
 * The query with each word no product has replaced by the closest word one
 * has (search_words, see checkWords), or null when there is nothing to try:
 * every word exists (no product has them all: that is the answer), or too
 * little of the query is left.
 */
export async function correctedTerms(db: DbOrTx, terms: SearchTerms, scope: SearchScope): Promise<SearchTerms | null> {
  const checks = await checkWords(db, terms, scope);
  if (checks.every((check) => check.known)) return null;
  const words = checks.flatMap((check) => (check.known ? [check.lexeme] : check.correction ? [check.correction] : []));
  const kept = checks.filter((check) => check.known || check.correction).map((check) => check.lexeme);
  if (words.length === 0 || letters(kept) < MIN_KEPT_SHARE * letters(checks.map((check) => check.lexeme))) return null;
  return { text: words.join(' '), words };
}

/**
 * GET /shop/products/search: an empty keyword finds nothing (not everything).
 * English and Arabic words match in any language (docs/decisions/025); `lang`
 * chooses the language of the answer.
 */
export async function searchCatalog(db: DbOrTx, query: SearchQuery): Promise<ProductPage> {
  const terms = searchTerms(query.keyword);
  if (!terms) return pageOf([], 0, query);
  const window = rowWindow(query);
  let result = await searchProducts(db, terms, query.sortBy, window);
  // Typo tolerance only when no product has every word: a correctly typed
  // query gets precise results, not everything that looks a bit like it.
  // Arabic words with their article come first ("الشاشة": "شاشة").
  if (result.total === 0) {
    const bare = termsWithoutArticles(terms);
    if (bare) result = await searchProducts(db, bare, query.sortBy, window);
    if (result.total === 0) {
      const corrected = await correctedTerms(db, bare ?? terms, 'all');
      if (corrected) result = await searchProducts(db, corrected, query.sortBy, window);
    }
  }
  return pageOf(result.rows.map(toProducts(query.lang)), result.total, query);
}

/** GET /shop/products/suggest: up to 8 titles once two letters are typed, in `lang`. */
export async function suggestProducts(db: DbOrTx, q: string, lang: Language = 'en'): Promise<Suggestion[]> {
  const terms = searchTerms(q);
  if (!terms || terms.text.length < SUGGEST_MIN_LENGTH) return [];
  let rows = await suggestTitles(db, terms, SUGGESTIONS_COUNT, lang);
  if (rows.length === 0) {
    const bare = termsWithoutArticles(terms);
    if (bare) rows = await suggestTitles(db, bare, SUGGESTIONS_COUNT, lang);
    if (rows.length === 0) {
      const corrected = await correctedTerms(db, bare ?? terms, 'names');
      if (corrected) rows = await suggestTitles(db, corrected, SUGGESTIONS_COUNT, lang);
    }
  }
  return rows.map((row) => ({ _id: row.id, title: localized(row.title, row.titleAr, lang) }));
}
