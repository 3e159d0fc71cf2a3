import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { SortOption } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import type { ProductRow } from './product-json';
import { productOrder, selectProducts, type ListWindow } from './products.repository';

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

/** One page of matching products (by relevance unless a sort is asked for) and the number of matches. */
export async function searchProducts(
  db: DbOrTx,
  terms: SearchTerms,
  mode: SearchMode,
  sort: SortOption | undefined,
  window: ListWindow,
): Promise<{ rows: ProductRow[]; total: number }> {
  const { where, order } = plan(terms, mode, 'all');
  const orderBy = sort ? productOrder(sort) : [...order, desc(products.createdAt), asc(products.id)];
  const [rows, totals] = await Promise.all([
    selectProducts(db).where(where).orderBy(...orderBy).limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * Titles for the search box: matches in the title, brand or category only (a
 * word of the description is no reason to suggest a product), titles that
 * start with the query first.
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
    .where(where)
    .orderBy(desc(sql`starts_with(${titleNorm}, ${normalized(terms.text)})`), ...order, asc(sql`lower(${products.title})`), asc(products.id))
    .limit(limit);
}
