import type { z } from 'zod';
import { SUGGESTIONS_COUNT, type Language, type searchQuerySchema, type Suggestion } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { pageOf, rowWindow } from '#server/lib/paging';
import { normalizeArabic, withoutArticle } from './arabic-normalize';
import { localized, toProducts } from './product-json';
import { filteredListAnswer, type ShopListAnswer } from './products.service';
import { anyMatch, checkWords, searchFilteredProducts, searchProducts, suggestTitles, type SearchScope, type SearchTerms } from './search.repository';
import { SEARCH_MATCH_CAP } from './search-sql';

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
 * The first of the query's readings that finds something: the words as
 * typed; without their Arabic article ("الشاشة": "شاشة"); with the words no
 * product has corrected. Typo tolerance only when no product has every word:
 * a correctly typed query gets precise results, not everything that looks a
 * bit like it. `search` answers for one reading, `found` says whether it did.
 */
async function firstReading<T>(
  db: DbOrTx,
  terms: SearchTerms,
  scope: SearchScope,
  search: (terms: SearchTerms) => Promise<T>,
  found: (result: T) => boolean,
): Promise<T> {
  let result = await search(terms);
  if (found(result)) return result;
  const bare = termsWithoutArticles(terms);
  if (bare) result = await search(bare);
  if (found(result)) return result;
  const corrected = await correctedTerms(db, bare ?? terms, scope);
  return corrected ? search(corrected) : result;
}

/** A search with the lists' filters or their facets (decision 052's addendum): the query asks for one or the other. */
const isFiltered = (query: SearchQuery) =>
  query.facets || query.category.length > 0 || query.brand.length > 0 || query.attributeFilters.length > 0 || query.price !== undefined || query.inStock;

/**
 * A filtered search: the reading of the words that finds something without
 * the filters (a filter that leaves nothing is no typo), then the page and
 * the facets of its matches under the filters.
 */
async function filteredSearch(db: DbOrTx, terms: SearchTerms, query: SearchQuery): Promise<ShopListAnswer> {
  const reading = await firstReading(db, terms, 'all', async (t) => ({ terms: t, found: await anyMatch(db, t) }), (r) => r.found);
  const window = rowWindow(query);
  return filteredListAnswer(
    db,
    { categoryIds: query.category, brandIds: query.brand, searchText: reading.terms.text },
    query,
    async (filter) => {
      const result = await searchFilteredProducts(db, { ...filter, searchText: reading.terms.text }, query.sortBy, window);
      return { success: true, ...pageOf(result.rows.map(toProducts(query.lang)), result.total, query) };
    },
    SEARCH_MATCH_CAP,
  );
}

/**
 * GET /shop/products/search: an empty keyword finds nothing (not everything).
 * English and Arabic words match in any language (docs/decisions/025); `lang`
 * chooses the language of the answer. With the lists' filters or `facets=1`,
 * filteredSearch; without them, as before.
 */
export async function searchCatalog(db: DbOrTx, query: SearchQuery): Promise<ShopListAnswer> {
  const terms = searchTerms(query.keyword);
  if (!terms) return { success: true, ...pageOf([], 0, query) };
  if (isFiltered(query)) return filteredSearch(db, terms, query);
  const window = rowWindow(query);
  const result = await firstReading(db, terms, 'all', (t) => searchProducts(db, t, query.sortBy, window), (r) => r.total > 0);
  return { success: true, ...pageOf(result.rows.map(toProducts(query.lang)), result.total, query) };
}

/** GET /shop/products/suggest: up to 8 titles once two letters are typed, in `lang`. */
export async function suggestProducts(db: DbOrTx, q: string, lang: Language = 'en'): Promise<Suggestion[]> {
  const terms = searchTerms(q);
  if (!terms || terms.text.length < SUGGEST_MIN_LENGTH) return [];
  const rows = await firstReading(db, terms, 'names', (t) => suggestTitles(db, t, SUGGESTIONS_COUNT, lang), (r) => r.length > 0);
  return rows.map((row) => ({ _id: row.id, title: localized(row.title, row.titleAr, lang) }));
}
