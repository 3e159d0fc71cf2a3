import { sql, type SQL } from 'drizzle-orm';
import { products } from '#server/db/schema/index';

// The SQL pieces search is made of (migration 0002_search, decisions 005,
// 019 and 022): every input goes through store_unaccent(lower(...)), so
// "Razér" and "RAZER" are both "razer", and the query's words are the lexemes
// PostgreSQL's own parser makes of it, as for the documents.

/**
 * At most this many matches are ranked and counted (decision 010): a broad
 * word ("razer" in a million products) has tens of thousands. A query of one
 * word ranks the first 1,000 of the word's matches in search order (title
 * first, newest first), read from search_postings; other queries rank the
 * first 1,000 matches the GIN index yields (docs/decisions/022).
 */
export const SEARCH_MATCH_CAP = 1_000;

export const normalized = (value: SQL | string) =>
  typeof value === 'string' ? sql`store_unaccent(lower(${value}::text))` : sql`store_unaccent(lower(${value}))`;
export const titleNorm = normalized(sql`${products.title}`);

/** The lexemes of the query's text, a set returning `lexeme`. */
export const queryLexemes = (text: string | SQL) => sql`unnest(tsvector_to_array(to_tsvector('simple', ${normalized(text)})))`;

/**
 * A tsquery with every word of `text` as a prefix, all required, optionally
 * only in the weights given (`A`, `AB`): `'asus':* & 'rog':*`. The words are
 * the lexemes PostgreSQL's own parser makes of the normalised text (as for the
 * documents), each quoted, so no input can be tsquery syntax or make it fail
 * (unaccent turns "½" into " 1/2"). No words at all: NULL, which matches nothing.
 * An uncorrelated subquery: PostgreSQL runs it once per query.
 */
const quoted = (word: SQL) => sql`chr(39) || replace(replace(${word}, chr(92), chr(92) || chr(92)), chr(39), chr(92) || chr(39)) || chr(39)`;

export function prefixQuery(text: string | SQL, weights: '' | 'A' | 'AB' = ''): SQL {
  return sql`(select string_agg(${quoted(sql`lexeme`)} || ':*' || ${weights}::text, ' & ')::tsquery
    from ${queryLexemes(text)} as lexeme)`;
}

/** A query word that starts at most this many words of the catalogue is searched as those words. */
export const PREFIX_EXPANSION_MAX = 8;

/**
 * The words of search_words (n > 0) that start `lexeme`, at most one more
 * than PREFIX_EXPANSION_MAX (so "more than the maximum" can be told), in the
 * word's order: rows of `word`.
 */
export const continuations = (lexeme: SQL) => sql`(select sw.word from search_words sw
         where sw.word >= ${lexeme} and sw.word < ${lexeme} || chr(1114111) and sw.n > 0
         order by sw.word limit ${sql.raw(String(PREFIX_EXPANSION_MAX + 1))})`;

/**
 * The same matches as prefixQuery(text), for the index (docs/decisions/019):
 * a word that starts at most PREFIX_EXPANSION_MAX words of search_words
 * (kept in step with the documents by triggers) becomes those whole words,
 * `('strix')` or `('logitech' | 'logitechs')`. GIN finds whole words from
 * their posting lists, where a prefix makes it gather every match of the
 * prefix into a bitmap first: "razer viper" took four times the CPU as a
 * prefix query. A word with more continuations stays a prefix.
 */
export function expandedQuery(text: string | SQL): SQL {
  return sql`(select string_agg(case when e.n between 1 and ${sql.raw(String(PREFIX_EXPANSION_MAX))}
        then '(' || e.words || ')' else ${quoted(sql`lexeme`)} || ':*' end, ' & ')::tsquery
    from ${queryLexemes(text)} as lexeme
    cross join lateral (select count(*) as n, string_agg(${quoted(sql`w.word`)}, ' | ') as words
      from ${continuations(sql`lexeme`)} w) e)`;
}
