import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZES } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { preparedStatement, runQuery, type PreparedStatement } from '#server/db/prepared';
import { brands, categories, products, searchPostings } from '#server/db/schema/index';
import { FIRST_PAGES } from './first-pages.repository';
import type { ProductRow } from './product-json';
import { productRowSql, type ListWindow } from './products.repository';
import { continuations, expandedQuery, PREFIX_EXPANSION_MAX, prefixQuery, queryLexemes, SEARCH_MATCH_CAP } from './search-sql';

// Search by relevance (docs/decisions/022): products with every word of the
// query in the title first, then the newest (the id breaks ties), among at
// most SEARCH_MATCH_CAP matches.
//
// A query of one word (the common case: "strix", "logitech", "logi") reads
// search_postings (migration 0013), whose index is in exactly that order for
// each word of the catalogue: the page is the first rows of one index range
// per word it stands for (at most PREFIX_EXPANSION_MAX), the total counts up to
// 1,000 of them, and only the page's products are read. A query of several
// words, or a prefix of more words than that, takes the first 1,000 matches
// the GIN index yields (as decision 010 did) and orders them the same way.
//
// The first pages of the shop's page size are prepared statements, like the
// listing's (decision 019); other pages are the same SQL sent as it is.

type RankedRow = ProductRow & { matchCount: number };
type Page = { rows: ProductRow[]; total: number };

// In the prepared statements each value is read through a subquery: PostgreSQL
// then estimates a statement the same with the value known or not and keeps
// one generic plan, where with the value in view it planned every call afresh
// (pg_prepared_statements showed only custom plans), which cost more than running it.

/**
 * The words of search_postings a query stands for (a text[]), when it is one
 * word that starts between 1 and PREFIX_EXPANSION_MAX words of the catalogue
 * ("logi": logitech, logitechs); otherwise NULL (several words, or a prefix of
 * many), and the query takes the GIN index.
 */
function postingWordsSql(text: SQL): SQL {
  return sql`(select case when count(distinct q.lexeme) = 1 and count(c.word) between 1 and ${sql.raw(String(PREFIX_EXPANSION_MAX))}
        then array_agg(c.word order by c.word) end
      from ${queryLexemes(text)} as q(lexeme) left join lateral ${continuations(sql`q.lexeme`)} c on true)`;
}

/**
 * The number of products with any of `words`, up to SEARCH_MATCH_CAP: a word
 * that SEARCH_MATCH_CAP products have already makes the cap (search_words
 * counts them), else the distinct products of the words' postings (fewer than
 * PREFIX_EXPANSION_MAX × SEARCH_MATCH_CAP index entries).
 */
function postingsCountSql(words: SQL): SQL {
  const cap = sql.raw(String(SEARCH_MATCH_CAP));
  return sql`select case when exists (select 1 from search_words sw where sw.word = any(${words}::text[]) and sw.n >= ${cap}) then ${cap}
      else (select least(${cap}, count(distinct sp.product_id))::int from ${searchPostings} sp where sp.word = any(${words}::text[])) end as n`;
}

/** The page ends where it does, written in: LIMIT and OFFSET as parameters get generic plans that read far more. */
function bounds(window: ListWindow) {
  return { limit: sql.raw(String(window.limit)), offset: sql.raw(String(window.offset)), depth: sql.raw(String(window.offset + window.limit)) };
}

/**
 * A page from the postings of the words a one-word query stands for: each
 * word's first `offset + limit` postings in search order (one index range
 * each), a product found by two words once (in the title when either says
 * so), the page of those, then its products' rows. A product's place among all
 * matches is its best posting's, so the page is exact however many words the
 * query stands for. Always one row or more: `oneWord` false (and nothing else)
 * when the query is not one such word; a page past the last match is one row
 * of nulls.
 */
function postingsPageSql(text: SQL, window: ListWindow): SQL {
  const { limit, offset, depth } = bounds(window);
  return sql`with qw as materialized (select ${postingWordsSql(text)} as words)
    select qw.words is not null as "oneWord", page.*
      from qw left join lateral (
        select ${productRowSql}, t.n as "matchCount", ranked.title_hit as "titleHit", ranked.created_at as "rankedAt"
          from (select m.product_id as id, bool_or(m.in_title) as title_hit, max(m.created_at) as created_at
                  from unnest(qw.words) as w(word)
                  cross join lateral (select sp.product_id, sp.in_title, sp.created_at from ${searchPostings} sp
                     where sp.word = w.word order by sp.in_title desc, sp.created_at desc, sp.product_id limit ${depth}) m
                 group by m.product_id
                 order by title_hit desc, created_at desc, id
                 limit ${limit} offset ${offset}) ranked
          join ${products} p on p.id = ranked.id
          join ${categories} c on c.id = p.category_id
          join ${brands} b on b.id = p.brand_id
          cross join (${postingsCountSql(sql`qw.words`)}) t
      ) page on true
     order by page."titleHit" desc, page."rankedAt" desc, page.id`;
}

/**
 * The first SEARCH_MATCH_CAP matches the GIN index yields, a match in the
 * title known for each; `where` (the search's filters, which hold the match
 * itself) instead of the bare match.
 */
function firstMatchesSql(text: SQL, where?: SQL): SQL {
  return sql`(select ${products.id} as id, ${products.createdAt} as created_at, ${products.searchVector} @@ ${prefixQuery(text, 'A')} as title_hit
      from ${products} where ${where ?? sql`${products.searchVector} @@ ${expandedQuery(text)}`} limit ${sql.raw(String(SEARCH_MATCH_CAP))})`;
}

/**
 * A page of the first matches the GIN index yields, in search order. The text
 * appears only inside subqueries: PostgreSQL then estimates the statement the
 * same with the value known or not, and keeps one generic plan (decision 019).
 */
function matchesPageSql(text: SQL, window: ListWindow, where?: SQL): SQL {
  const { limit, offset } = bounds(window);
  return sql`select ${productRowSql}, ranked.n as "matchCount"
    from (select m.id, m.created_at, m.title_hit, (count(*) over ())::int as n
            from ${firstMatchesSql(text, where)} m
           order by m.title_hit desc, m.created_at desc, m.id
           limit ${limit} offset ${offset}) ranked
    join ${products} p on p.id = ranked.id
    join ${categories} c on c.id = p.category_id
    join ${brands} b on b.id = p.brand_id
   order by ranked.title_hit desc, ranked.created_at desc, ranked.id`;
}

/** A row of postingsPageSql: a product of the page, or (id null) the one row that says whether the query is one word. */
type PostingsRow = Omit<RankedRow, 'id'> & { id: string | null; oneWord: boolean; titleHit: boolean | null; rankedAt: Date | null };
const postingsStatements = new Map<number, PreparedStatement<PostingsRow, { text: string }>>();
const matchesStatements = new Map<number, PreparedStatement<RankedRow, { text: string }>>();

/** The prepared statement of a first page (1 to FIRST_PAGES, the shop's page size), made on first use. */
function firstPageStatement<Row, V extends Record<string, unknown>>(
  cache: Map<number, PreparedStatement<Row, V>>,
  name: string,
  page: number,
  build: (window: ListWindow) => SQL,
) {
  let statement = cache.get(page);
  if (!statement) {
    statement = preparedStatement<Row, V>(`${name}_${page}`, build({ offset: (page - 1) * PAGE_SIZES.shop, limit: PAGE_SIZES.shop }));
    cache.set(page, statement);
  }
  return statement;
}

const firstPageOf = (window: ListWindow) =>
  window.limit === PAGE_SIZES.shop && window.offset % window.limit === 0 && window.offset / window.limit < FIRST_PAGES
    ? window.offset / window.limit + 1
    : undefined;

/** The query's text in a prepared statement, read through a subquery (see above). */
const textValue = sql`(select ${sql.placeholder('text')}::text)`;

/** The rows of a one-word query's page, or null when the query is not one word (postingWordsSql). */
async function postingsRows(db: DbOrTx, text: string, window: ListWindow): Promise<RankedRow[] | null> {
  const page = firstPageOf(window);
  const rows = page
    ? await firstPageStatement(postingsStatements, 'search_postings', page, (w) => postingsPageSql(textValue, w)).run(db, { text })
    : await runQuery<PostingsRow>(db, postingsPageSql(sql`${text}::text`, window));
  if (!rows[0]?.oneWord) return null;
  return rows.flatMap(({ oneWord: _oneWord, titleHit: _titleHit, rankedAt: _rankedAt, id, ...row }) => (id === null ? [] : [{ id, ...row }]));
}

/** The rows of a page of the first matches the GIN index yields. */
function matchesRows(db: DbOrTx, text: string, window: ListWindow): Promise<RankedRow[]> {
  const page = firstPageOf(window);
  if (!page) return runQuery<RankedRow>(db, matchesPageSql(sql`${text}::text`, window));
  const placeholder = sql`${sql.placeholder('text')}::text`;
  return firstPageStatement(matchesStatements, 'search_matches', page, (w) => matchesPageSql(placeholder, w)).run(db, { text });
}

/** The number of matches, up to SEARCH_MATCH_CAP, as the page counts them: for a page that has no row to carry it. */
async function countMatches(db: DbOrTx, text: string): Promise<number> {
  const value = sql`${text}::text`;
  const [row] = await runQuery<{ n: number }>(
    db,
    sql`with qw as materialized (select ${postingWordsSql(value)} as words)
      select case when qw.words is not null then (${postingsCountSql(sql`qw.words`)})
        else (select count(*)::int from ${firstMatchesSql(value)} m) end as n
      from qw`,
  );
  return row?.n ?? 0;
}

/** A page by relevance and the number of matches (at most SEARCH_MATCH_CAP); pages past the cap are empty. */
export async function findRelevancePage(db: DbOrTx, text: string, window: ListWindow): Promise<Page> {
  const limit = Math.min(window.limit, SEARCH_MATCH_CAP - window.offset);
  if (limit <= 0) return { rows: [], total: await countMatches(db, text) };
  const part = { offset: window.offset, limit };
  const rows = (await postingsRows(db, text, part)) ?? (await matchesRows(db, text, part));
  const first = rows[0];
  // Each row carries the total; a page past the last match has none to carry it.
  if (!first) return { rows: [], total: window.offset === 0 ? 0 : await countMatches(db, text) };
  return { rows: rows.map(({ matchCount: _count, ...row }) => row), total: first.matchCount };
}

/**
 * A page by relevance of the matches that meet the search's filters
 * (`where`, productWhere of a filter with `searchText`), the first
 * SEARCH_MATCH_CAP the GIN index yields, and their number: decision 052's
 * addendum on search. Not prepared: a filtered search is one of many shapes.
 */
export async function findFilteredRelevancePage(db: DbOrTx, text: string, where: SQL, window: ListWindow): Promise<Page> {
  const value = sql`${text}::text`;
  const limit = Math.min(window.limit, SEARCH_MATCH_CAP - window.offset);
  const rows = limit > 0 ? await runQuery<RankedRow>(db, matchesPageSql(value, { offset: window.offset, limit }, where)) : [];
  const first = rows[0];
  if (first) return { rows: rows.map(({ matchCount: _count, ...row }) => row), total: first.matchCount };
  const [row] = await runQuery<{ n: number }>(db, sql`select count(*)::int as n from ${firstMatchesSql(value, where)} m`);
  return { rows: [], total: row?.n ?? 0 };
}
