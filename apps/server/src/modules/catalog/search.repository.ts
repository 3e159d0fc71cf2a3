import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SortOption } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import type { ProductRow } from './product-json';
import { productColumns, productOrder, selectProducts, type ListWindow } from './products.repository';

// Catalogue search in SQL (migration 0002_search): products.search_vector is a
// weighted tsvector (title A, brand and category B, description D) and
// products.search_text the same words as lower-case, unaccented text. Both
// come from triggers. Every input goes through store_unaccent(lower(...)), so
// "Razér" and "RAZER" are both "razer".
//
// Two ways to match (the service tries them in this order):
//   - 'words': every word of the query starts a word of the product (full
//     text, prefix query: "logi" finds Logitech; "gaming pcs" needs both);
//   - 'typos', when no product has every word: the query is close to a run of
//     the product's words (pg_trgm word similarity at or above
//     pg_trgm.word_similarity_threshold, 0.6 by default: "asus rgo strix"
//     finds the ROG Strix, "deathader" the DeathAdder).
// Either way, matches in the title rank first.

/** The query as the service prepared it. */
export interface SearchTerms {
  /** The words of the query (runs of letters and digits), joined by spaces. */
  text: string;
  words: string[];
}

export type SearchMode = 'words' | 'typos';

const normalized = (value: SQL | string) =>
  typeof value === 'string' ? sql`store_unaccent(lower(${value}::text))` : sql`store_unaccent(lower(${value}))`;
const titleNorm = normalized(sql`${products.title}`);

/**
 * A tsquery with every word of `text` as a prefix, all required, optionally
 * only in the weights given (`A`, `AB`): `'asus':* & 'rog':*`. The words are
 * the lexemes PostgreSQL's own parser makes of the normalised text (as for the
 * documents), each quoted, so no input can be tsquery syntax or make it fail
 * (unaccent turns "½" into " 1/2"). No words at all: NULL, which matches nothing.
 * An uncorrelated subquery: PostgreSQL runs it once per query.
 */
function prefixQuery(text: string, weights: '' | 'A' | 'AB' = ''): SQL {
  const quotedLexeme = sql`chr(39) || replace(replace(lexeme, chr(92), chr(92) || chr(92)), chr(39), chr(92) || chr(39)) || chr(39)`;
  return sql`(select string_agg(${quotedLexeme} || ':*' || ${weights}::text, ' & ')::tsquery
    from unnest(tsvector_to_array(to_tsvector('simple', ${normalized(text)}))) as lexeme)`;
}

interface SearchPlan {
  where: SQL;
  /** Relevance, best first. */
  order: SQL[];
}

/** Where and order of a search: in the whole document, or (suggestions) in the title, brand and category only. */
function plan(terms: SearchTerms, mode: SearchMode, scope: 'all' | 'names'): SearchPlan {
  const q = normalized(terms.text);
  const titleSimilarity = sql`word_similarity(${q}, ${titleNorm})`;
  if (mode === 'words') {
    const query = prefixQuery(terms.text, scope === 'names' ? 'AB' : '');
    return {
      where: sql`${products.searchVector} @@ ${query}`,
      order: [
        desc(sql`${products.searchVector} @@ ${prefixQuery(terms.text, 'A')}`),
        desc(sql`${titleSimilarity} + ts_rank(${products.searchVector}, ${query})`),
      ],
    };
  }
  const document = scope === 'names' ? titleNorm : sql`${products.searchText}`;
  return {
    where: sql`${q} <% ${document}`,
    order: [desc(sql`${q} <% ${titleNorm}`), desc(titleSimilarity), desc(sql`word_similarity(${q}, ${products.searchText})`)],
  };
}

/**
 * At most this many matches are ranked and counted: relevance is computed per
 * row, so ranking every match of a broad word ("razer" in a million products)
 * would cost far more than a page is worth. The first matches the index
 * yields are ranked; choosing the newest would read every match again
 * (docs/decisions/010-catalogue-at-a-million-products.md).
 */
export const SEARCH_MATCH_CAP = 1_000;

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
 * One page of matching products (by relevance unless a sort is asked for) and
 * the number of matches (at most SEARCH_MATCH_CAP). A sort walks the sort's
 * index over every match, as the listing does.
 */
export async function searchProducts(
  db: DbOrTx,
  terms: SearchTerms,
  mode: SearchMode,
  sort: SortOption | undefined,
  window: ListWindow,
): Promise<{ rows: ProductRow[]; total: number }> {
  const { where, order } = plan(terms, mode, 'all');
  if (sort) {
    const [rows, total] = await Promise.all([
      selectProducts(db).where(where).orderBy(...productOrder(sort)).limit(window.limit).offset(window.offset),
      countMatches(db, where),
    ]);
    return { rows, total };
  }
  // By relevance, the page carries the number of candidates ranked: one scan, no second count.
  const ranked = await db
    .select({ ...productColumns, matchCount: sql`count(*) over ()`.mapWith(Number) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(firstMatches(db, where), sql`match_id = ${products.id}`)
    .orderBy(...order, desc(products.createdAt), asc(products.id))
    .limit(window.limit)
    .offset(window.offset);
  const first = ranked[0];
  // A page past the last match has no row to carry the number.
  const total = first ? first.matchCount : await countMatches(db, where);
  return { rows: ranked.map(({ matchCount: _count, ...row }) => row), total };
}

/**
 * Titles for the search box: matches in the title, brand or category only (a
 * word of the description is no reason to suggest a product), titles that
 * start with the query first, among the first SEARCH_MATCH_CAP matches.
 */
export async function suggestTitles(
  db: DbOrTx,
  terms: SearchTerms,
  mode: SearchMode,
  limit: number,
): Promise<{ id: string; title: string }[]> {
  const { where, order } = plan(terms, mode, 'names');
  return db
    .select({ id: products.id, title: products.title })
    .from(products)
    .innerJoin(firstMatches(db, where), sql`match_id = ${products.id}`)
    .orderBy(desc(sql`starts_with(${titleNorm}, ${normalized(terms.text)})`), ...order, asc(sql`lower(${products.title})`), asc(products.id))
    .limit(limit);
}
