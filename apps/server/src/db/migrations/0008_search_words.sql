-- search_words (docs/decisions/005-catalogue-search.md, "Typos"): every word
-- search can match (the lexemes of products.search_vector: title, brand,
-- category and description, lower-case and unaccented), with how many products
-- have it anywhere (n) and in the title, brand or category (n_names). A query
-- word no product has is corrected against this short list (a trigram index
-- on the word), not compared with every product's text.
-- The C collation lets the primary key answer "is this a prefix of a word?".
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL,
	"n" integer NOT NULL,
	"n_names" integer NOT NULL
);--> statement-breakpoint
-- GiST, not GIN: a correction asks for the nearest words (ORDER BY word <->> q
-- LIMIT k), which GiST answers by walking the index.
CREATE INDEX search_words_trgm_idx ON search_words USING gist (word gist_trgm_ops);--> statement-breakpoint

-- Every writer keeps the list in step through these triggers (the search
-- columns themselves come from the BEFORE trigger of migration 0002, so the
-- rows seen here carry their final search_vector). Inserts and deletes are
-- counted per statement: a bulk load updates each word once per statement.
-- Words are written in one order, so two writers cannot deadlock on them.
-- A word no product has any more is deleted.
CREATE OR REPLACE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words AS w (word, n, n_names)
    SELECT t.lexeme COLLATE "C", count(*), count(*) FILTER (WHERE t.weights && '{A,B}'::text[])
      FROM new_rows p, unnest(p.search_vector) t
      GROUP BY 1 ORDER BY 1
    ON CONFLICT (word) DO UPDATE SET n = w.n + excluded.n, n_names = w.n_names + excluded.n_names;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words AS w (word, n, n_names)
    SELECT t.lexeme COLLATE "C", -count(*), -count(*) FILTER (WHERE t.weights && '{A,B}'::text[])
      FROM old_rows p, unnest(p.search_vector) t
      GROUP BY 1 ORDER BY 1
    ON CONFLICT (word) DO UPDATE SET n = w.n + excluded.n, n_names = w.n_names + excluded.n_names;
  DELETE FROM search_words w
    WHERE w.n <= 0 AND w.word IN (SELECT t.lexeme COLLATE "C" FROM old_rows p, unnest(p.search_vector) t);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An update that changes the search document (a new title or description,
-- another brand or category, a rename of its brand or category) moves the
-- counts of the words that differ, and only of those.
CREATE OR REPLACE FUNCTION search_words_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words AS w (word, n, n_names)
    SELECT coalesce(a.lexeme, b.lexeme) COLLATE "C",
        (a.lexeme IS NOT NULL)::int - (b.lexeme IS NOT NULL)::int,
        coalesce(a.names, false)::int - coalesce(b.names, false)::int
      FROM (SELECT lexeme, weights && '{A,B}'::text[] AS names FROM unnest(NEW.search_vector)) a
      FULL JOIN (SELECT lexeme, weights && '{A,B}'::text[] AS names FROM unnest(OLD.search_vector)) b ON b.lexeme = a.lexeme
      WHERE a.lexeme IS NULL OR b.lexeme IS NULL OR a.names IS DISTINCT FROM b.names
      ORDER BY 1
    ON CONFLICT (word) DO UPDATE SET n = w.n + excluded.n, n_names = w.n_names + excluded.n_names;
  DELETE FROM search_words w
    WHERE w.n <= 0 AND w.word IN (SELECT lexeme COLLATE "C" FROM unnest(OLD.search_vector));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_words_insert_trg AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
CREATE TRIGGER search_words_delete_trg AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_remove();--> statement-breakpoint
-- Per row, and only for the columns the search document is made of: stock
-- and price changes (every order) never fire it.
CREATE TRIGGER search_words_update_trg AFTER UPDATE OF title, description, brand_id, category_id, search_vector ON products
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION search_words_move();--> statement-breakpoint
-- Products written before this migration.
INSERT INTO search_words (word, n, n_names)
  SELECT t.lexeme COLLATE "C", count(*), count(*) FILTER (WHERE t.weights && '{A,B}'::text[])
    FROM products p, unnest(p.search_vector) t
    GROUP BY 1;
