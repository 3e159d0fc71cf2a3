import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { Language, SortOption } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { products } from '#server/db/schema/index';
import type { ProductRow } from './product-json';
import { productOrder, productWhere, selectProducts, type ListWindow, type ProductFilter } from './products.repository';
import { findFilteredRelevancePage, findRelevancePage } from './search-pages.repository';
import { expandedQuery, normalized, prefixQuery, SEARCH_MATCH_CAP, titleNorm } from './search-sql';

// Catalogue search in SQL (migration 0002_search): products.search_vector is a
// weighted tsvector (title A, brand and category B, description D), made by a
// trigger. Every input goes through store_unaccent(lower(...)), so "Razér" and
// "RAZER" are both "razer".
//
// A match: every word of the query starts a word of the product (full text,
// prefix query: "logi" finds Logitech; "gaming pcs" needs both), title
// matches first (the pages by relevance: search-pages.repository.ts). When no product has every word, the service corrects the
// words no product has against search_words (migration 0008: the distinct
// words of the catalogue, a few thousand rows) and matches again with the
// corrected words: "deathader" finds the DeathAdder without comparing the
// query with each product's text (docs/decisions/005-catalogue-search.md).

/** The query as the service prepared it. */
export interface SearchTerms {
  /** The words of the query (runs of letters and digits), joined by spaces. */
  text: string;
  words: string[];
}

/** Where a search looks: the whole document, or (suggestions) the title, brand and category only. */
export type SearchScope = 'all' | 'names';

interface SearchPlan {
  where: SQL;
  /** Suggestions' relevance, best first: a match in the title, then title similarity plus rank. */
  order: SQL[];
}

/**
 * Where and order of a search: in the whole document, or (suggestions) in the
 * title, brand and category only. Search by relevance orders its own way
 * (search-pages.repository.ts, docs/decisions/022).
 */
function plan(text: string, scope: SearchScope): SearchPlan {
  const titleSimilarity = sql`word_similarity(${normalized(text)}, ${titleNorm})`;
  const query = prefixQuery(text, scope === 'names' ? 'AB' : '');
  const titleHit = sql`${products.searchVector} @@ ${prefixQuery(text, 'A')}`;
  const score = sql`${titleSimilarity} + ts_rank(${products.searchVector}, ${query})`;
  return {
    where: sql`${products.searchVector} @@ ${scope === 'all' ? expandedQuery(text) : query}`,
    order: [desc(titleHit), desc(score)],
  };
}

/** One word of a query as search_words sees it. */
export interface WordCheck {
  /** The word as a lexeme (lower-case, unaccented), as the documents hold it. */
  lexeme: string;
  /** Some product has a word starting with it (in the scope): the prefix query can match it. */
  known: boolean;
  /** For a word no product has: the closest word one has, or null when none is close. */
  correction: string | null;
}

/** Nearest words (trigram word distance, through the GiST index) a correction chooses from. */
const CORRECTION_CANDIDATES = 10;
/**
 * A word is also close when half the trigrams of both words are shared: pg_trgm's
 * word similarity asks for 60% of the query's trigrams in one run of the word,
 * which a letter left out in the middle can miss ("vengance" and "vengeance":
 * 0.58 by either measure).
 */
const MIN_SIMILARITY = 0.5;

/**
 * Each word of the query checked against search_words, in the query's order
 * (a word the parser splits, "i9-14900hx", gives each of its lexemes). A word
 * no product has is corrected to the closest word one has: a word that is the
 * same but for two adjacent letters swapped ("rgo": "rog", which trigrams
 * hardly see in a short word), else among the nearest words by trigram word
 * similarity those at or above pg_trgm.word_similarity_threshold (0.6 by
 * default, as the old whole-query fallback) or at MIN_SIMILARITY, the most
 * similar first, the more frequent on a tie. One statement of a few index
 * probes per word, whatever the size of the catalogue.
 */
export async function checkWords(db: DbOrTx, terms: SearchTerms, scope: SearchScope): Promise<WordCheck[]> {
  const used = sql.raw(scope === 'names' ? 'n_names' : 'n');
  const swapped = sql`overlay(l.lexeme placing substr(l.lexeme, i + 1, 1) || substr(l.lexeme, i, 1) from i for 2)`;
  const result = await db.execute<{ lexeme: string; known: boolean; correction: string | null }>(sql`
    select l.lexeme, k.known, c.word as correction
    from unnest(string_to_array(${terms.text}::text, ' ')) with ordinality as q(word, ord)
    cross join lateral unnest(tsvector_to_array(to_tsvector('simple', store_unaccent(lower(q.word))))) as l(lexeme)
    cross join lateral (select exists (select 1 from search_words w
      where w.word >= l.lexeme and w.word < l.lexeme || chr(1114111) and w.${used} > 0) as known) k
    left join lateral (select candidate.word from (
        (select w.word, w.${used} as uses, false as swap from search_words w where w.${used} > 0
          order by w.word <->> l.lexeme limit ${sql.raw(String(CORRECTION_CANDIDATES))})
        union all
        select s.word, s.uses, true from generate_series(1, length(l.lexeme) - 1) as i
          cross join lateral (select w.word, w.${used} as uses from search_words w where w.word = ${swapped} limit 1) s
      ) candidate
      where not k.known and candidate.uses > 0
        and (candidate.swap or l.lexeme <% candidate.word or similarity(l.lexeme, candidate.word) >= ${sql.raw(String(MIN_SIMILARITY))})
      order by candidate.swap desc, similarity(l.lexeme, candidate.word) desc, candidate.uses desc, candidate.word
      limit 1) c on true
    order by q.ord, l.lexeme`);
  return result.rows.map((row) => ({ lexeme: row.lexeme, known: row.known, correction: row.correction }));
}

/** The ids of at most SEARCH_MATCH_CAP matches, as a subquery to join. */
function firstMatches(db: DbOrTx, where: SQL) {
  return db
    .select({ matchId: sql<string>`${products.id}`.as('match_id') })
    .from(products)
    .where(where)
    .limit(SEARCH_MATCH_CAP)
    .as('matches');
}

/** The number of matches, up to SEARCH_MATCH_CAP. */
async function countMatches(db: DbOrTx, where: SQL): Promise<number> {
  const matches = db.select({ one: sql`1`.as('one') }).from(products).where(where).limit(SEARCH_MATCH_CAP).as('counted');
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}

/**
 * One page of matching products and the number of matches (at most
 * SEARCH_MATCH_CAP): by relevance (search-pages.repository.ts) unless a sort
 * is asked for. A sort walks the sort's index over every match, as the
 * listing does.
 */
export async function searchProducts(
  db: DbOrTx,
  terms: SearchTerms,
  sort: SortOption | undefined,
  window: ListWindow,
): Promise<{ rows: ProductRow[]; total: number }> {
  if (!sort) return findRelevancePage(db, terms.text, window);
  return sortedMatches(db, plan(terms.text, 'all').where, sort, window);
}

/** A page of the matches of `where` in a sort's order, and their number (at most SEARCH_MATCH_CAP). */
async function sortedMatches(db: DbOrTx, where: SQL, sort: SortOption, window: ListWindow): Promise<{ rows: ProductRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    selectProducts(db).where(where).orderBy(...productOrder(sort)).limit(window.limit).offset(window.offset),
    countMatches(db, where),
  ]);
  return { rows, total };
}

/**
 * A page of the products of `filter` (a search's text and the lists'
 * filters, decision 052's addendum) and their number (at most
 * SEARCH_MATCH_CAP): by relevance unless a sort is asked for.
 */
export async function searchFilteredProducts(
  db: DbOrTx,
  filter: ProductFilter & { searchText: string },
  sort: SortOption | undefined,
  window: ListWindow,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = productWhere(filter) ?? sql`true`;
  return sort ? sortedMatches(db, where, sort, window) : findFilteredRelevancePage(db, filter.searchText, where, window);
}

/** True when some product has every word of the query (the filtered search's choice of words). */
export async function anyMatch(db: DbOrTx, terms: SearchTerms): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(products).where(plan(terms.text, 'all').where).limit(1);
  return row !== undefined;
}

/**
 * Titles for the search box: matches in the title, brand or category only (a
 * word of the description is no reason to suggest a product), titles that
 * start with the query first (the title shown: the Arabic one on an Arabic
 * page, when there is one), among the first SEARCH_MATCH_CAP matches.
 */
export async function suggestTitles(
  db: DbOrTx,
  terms: SearchTerms,
  limit: number,
  lang: Language = 'en',
): Promise<{ id: string; title: string; titleAr: string | null }[]> {
  const { where, order } = plan(terms.text, 'names');
  const shown = lang === 'ar' ? normalized(sql`coalesce(nullif(${products.titleAr}, ''), ${products.title})`) : titleNorm;
  return db
    .select({ id: products.id, title: products.title, titleAr: products.titleAr })
    .from(products)
    .innerJoin(firstMatches(db, where), sql`match_id = ${products.id}`)
    .orderBy(desc(sql`starts_with(${shown}, ${normalized(terms.text)})`), ...order, asc(sql`lower(${products.title})`), asc(products.id))
    .limit(limit);
}
