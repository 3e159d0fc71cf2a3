-- search_postings (docs/decisions/022-search-that-stops-early.md): one row per
-- word of a product's search document (the lexemes of products.search_vector,
-- as search_words lists them) with what ranks it: whether the word is in the
-- title (weight A), and the product's time. Its one index is in the order
-- search ranks a word's matches (title first, newest first, id), so the first
-- page of a word is the first rows of one index range, and counting up to
-- 1,000 matches reads at most 1,000 index entries; the GIN index has to list
-- every product that has the word before the first one is read.
-- A word is a normalised token, whatever its language: a per-language list
-- would add a column to this table and to its index.
CREATE TABLE "search_postings" (
	"word" text COLLATE "C" NOT NULL,
	"in_title" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"product_id" uuid NOT NULL
);--> statement-breakpoint

-- Kept by triggers beside those of search_words (migration 0008), in the same
-- transactions as the documents. Inserts and deletes per statement; an update
-- per row, only when the document or the product's time changes (stock and
-- price updates never fire it). A row is found by its whole key, so removing
-- a product's words is one index probe per word.
CREATE OR REPLACE FUNCTION search_postings_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_postings (word, in_title, created_at, product_id)
    SELECT t.lexeme COLLATE "C", 'A' = ANY (t.weights), p.created_at, p.id
      FROM new_rows p, unnest(p.search_vector) t;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_postings_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings s
    USING (SELECT t.lexeme COLLATE "C" AS word, 'A' = ANY (t.weights) AS in_title, p.created_at, p.id
             FROM old_rows p, unnest(p.search_vector) t) o
    WHERE s.word = o.word AND s.in_title = o.in_title AND s.created_at = o.created_at AND s.product_id = o.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_postings_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings s
    USING (SELECT t.lexeme COLLATE "C" AS word, 'A' = ANY (t.weights) AS in_title FROM unnest(OLD.search_vector) t) o
    WHERE s.word = o.word AND s.in_title = o.in_title AND s.created_at = OLD.created_at AND s.product_id = OLD.id;
  INSERT INTO search_postings (word, in_title, created_at, product_id)
    SELECT t.lexeme COLLATE "C", 'A' = ANY (t.weights), NEW.created_at, NEW.id
      FROM unnest(NEW.search_vector) t;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_postings_insert_trg AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_add();--> statement-breakpoint
CREATE TRIGGER search_postings_delete_trg AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_remove();--> statement-breakpoint
CREATE TRIGGER search_postings_update_trg AFTER UPDATE OF title, description, brand_id, category_id, search_vector, created_at, id ON products
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION search_postings_move();--> statement-breakpoint
-- Products written before this migration (the triggers above already hold
-- writers back until it commits), then the index, built once over them:
-- inserting 15 million rows into a b-tree one by one took minutes longer at a
-- million products.
INSERT INTO search_postings (word, in_title, created_at, product_id)
  SELECT t.lexeme COLLATE "C", 'A' = ANY (t.weights), p.created_at, p.id
    FROM products p, unnest(p.search_vector) t;--> statement-breakpoint
-- Unique, and not a constraint: the bench's bulk load drops and rebuilds it like the other secondary indexes.
CREATE UNIQUE INDEX search_postings_rank_idx ON search_postings (word, in_title DESC, created_at DESC, product_id);
