import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZES, type Language, type SortOption } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { preparedStatement, type PreparedStatement } from '../../db/prepared';
import { FIRST_PAGES } from './first-pages.repository';
import { brands, categories, products } from '../../db/schema';
import type { ProductRow } from './product-json';
import { productColumns, productOrder, productRowSql, selectProducts, type ListWindow } from './products.repository';

// Catalogue search in SQL (migration 0002_search): products.search_vector is a
// weighted tsvector (title A, brand and category B, description D), made by a
// trigger. Every input goes through store_unaccent(lower(...)), so "Razér" and
// "RAZER" are both "razer".
//
// A match: every word of the query starts a word of the product (full text,
// prefix query: "logi" finds Logitech; "gaming pcs" needs both), title
// matches first. When no product has every word, the service corrects the
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
const quoted = (word: SQL) => sql`chr(39) || replace(replace(${word}, chr(92), chr(92) || chr(92)), chr(39), chr(92) || chr(39)) || chr(39)`;

function prefixQuery(text: string | SQL, weights: '' | 'A' | 'AB' = ''): SQL {
  return sql`(select string_agg(${quoted(sql`lexeme`)} || ':*' || ${weights}::text, ' & ')::tsquery
    from unnest(tsvector_to_array(to_tsvector('simple', ${normalized(text)}))) as lexeme)`;
}

/** A query word that starts at most this many words of the catalogue is searched as those words. */
const PREFIX_EXPANSION_MAX = 8;

/**
 * The same matches as prefixQuery(text), for the index (docs/decisions/019):
 * a word that starts at most PREFIX_EXPANSION_MAX words of search_words
 * (kept in step with the documents by triggers) becomes those whole words,
 * `('strix')` or `('logitech' | 'logitechs')`. GIN finds whole words from
 * their posting lists, where a prefix makes it gather every match of the
 * prefix into a bitmap first: "razer viper" took four times the CPU as a
 * prefix query. A word with more continuations stays a prefix.
 */
function expandedQuery(text: string | SQL): SQL {
  return sql`(select string_agg(case when e.n between 1 and ${sql.raw(String(PREFIX_EXPANSION_MAX))}
        then '(' || e.words || ')' else ${quoted(sql`lexeme`)} || ':*' end, ' & ')::tsquery
    from unnest(tsvector_to_array(to_tsvector('simple', ${normalized(text)}))) as lexeme
    cross join lateral (select count(*) as n, string_agg(${quoted(sql`w.word`)}, ' | ') as words from (
        select sw.word from search_words sw
         where sw.word >= lexeme and sw.word < lexeme || chr(1114111) and sw.n > 0
         limit ${sql.raw(String(PREFIX_EXPANSION_MAX + 1))}) w) e)`;
}

interface SearchPlan {
  where: SQL;
  /** Relevance, best first. */
  order: SQL[];
  /** The two relevance keys of `order`, best first: a match in the title, then similarity and rank. */
  titleHit: SQL;
  score: SQL;
}

/**
 * Where and order of a search: in the whole document, or (suggestions) in the
 * title, brand and category only. `text` is the query's text, or a placeholder
 * for it (a prepared statement). Ranking uses the prefix query as it always did.
 */
function plan(text: string | SQL, scope: SearchScope, normalizedText: SQL = normalized(text)): SearchPlan {
  const titleSimilarity = sql`word_similarity(${normalizedText}, ${titleNorm})`;
  const query = prefixQuery(text, scope === 'names' ? 'AB' : '');
  const titleHit = sql`${products.searchVector} @@ ${prefixQuery(text, 'A')}`;
  const score = sql`${titleSimilarity} + ts_rank(${products.searchVector}, ${query})`;
  return {
    where: sql`${products.searchVector} @@ ${scope === 'all' ? expandedQuery(text) : query}`,
    order: [desc(titleHit), desc(score)],
    titleHit,
    score,
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
  sort: SortOption | undefined,
  window: ListWindow,
): Promise<{ rows: ProductRow[]; total: number }> {
  if (!sort) {
    const page = await findRelevancePage(db, terms, window);
    if (page) return page;
  }
  const { where, order } = plan(terms.text, 'all');
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
  // A page past the last match has no row to carry the number; an empty first page has none to count.
  const total = first ? first.matchCount : window.offset === 0 ? 0 : await countMatches(db, where);
  return { rows: ranked.map(({ matchCount: _count, ...row }) => row), total };
}

/**
 * The first pages of a search by relevance, each a prepared statement
 * (docs/decisions/019), like the listing's first pages (first-pages.repository.ts):
 * LIMIT and OFFSET written in, the query's text a parameter. The candidates
 * are ranked on their id, search document, title and time, and only the
 * page's products are joined with their rows, brands and categories.
 */
const relevanceStatements = new Map<number, PreparedStatement<ProductRow & { matchCount: number }, { text: string }>>();

function relevanceStatement(page: number, limit: number) {
  let statement = relevanceStatements.get(page);
  if (!statement) {
    // The text only inside subqueries: PostgreSQL estimates the statement the same with the
    // value known or not, so after five calls it keeps one generic plan instead of planning each call.
    const text = sql`${sql.placeholder('text')}::text`;
    const { where, titleHit, score } = plan(text, 'all', sql`(select ${normalized(text)})`);
    statement = preparedStatement(
      `search_relevance_${page}`,
      sql`select ${productRowSql}, ranked.n as "matchCount"
        from (
          select ${products.id} as id, ${products.createdAt} as created_at, (count(*) over ())::int as n,
                 ${titleHit} as title_hit, ${score} as score
            from ${products}
            join (select ${products.id} as match_id from ${products} where ${where} limit ${sql.raw(String(SEARCH_MATCH_CAP))}) m
              on m.match_id = ${products.id}
           order by title_hit desc, score desc, created_at desc, id asc
           limit ${sql.raw(String(limit))} offset ${sql.raw(String((page - 1) * limit))}
        ) ranked
        join ${products} p on p.id = ranked.id
        join ${categories} c on c.id = p.category_id
        join ${brands} b on b.id = p.brand_id
       order by ranked.title_hit desc, ranked.score desc, ranked.created_at desc, ranked.id asc`,
    );
    relevanceStatements.set(page, statement);
  }
  return statement;
}

/** A page by relevance from its prepared statement; undefined when it is not one of the first pages, or lies past the last match. */
async function findRelevancePage(db: DbOrTx, terms: SearchTerms, window: ListWindow) {
  if (window.limit !== PAGE_SIZES.shop || window.offset % window.limit !== 0 || window.offset / window.limit >= FIRST_PAGES) return undefined;
  const rows = await relevanceStatement(window.offset / window.limit + 1, window.limit).run(db, { text: terms.text });
  const first = rows[0];
  // An empty first page means no match at all; past the last match, the general path counts them.
  if (!first) return window.offset === 0 ? { rows: [], total: 0 } : undefined;
  return { rows: rows.map(({ matchCount: _count, ...row }) => row), total: first.matchCount };
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
