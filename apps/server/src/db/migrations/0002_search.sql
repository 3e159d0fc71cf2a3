-- Catalogue search (issue "Catalogue", item 2): case- and accent-insensitive,
-- over title, brand, category and description, tolerant of typos.
-- Full-text search (tsvector, prefix queries) finds whole words and prefixes;
-- pg_trgm finds words with a typo or two. Drizzle cannot express extensions,
-- functions, triggers or operator-class indexes, hence this hand-written file.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint

-- unaccent() is only STABLE (its dictionary could change), so it cannot appear
-- in an index. With the dictionary named, the result depends on the argument
-- alone: this wrapper may be declared IMMUTABLE and indexed.
CREATE OR REPLACE FUNCTION store_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint

-- The search document of a product: lower-case, unaccented words of its
-- title, brand, category and description.
CREATE OR REPLACE FUNCTION products_search_text(p_title text, p_description text, p_brand uuid, p_category uuid)
  RETURNS text LANGUAGE sql STABLE
  AS $$
    SELECT store_unaccent(lower(concat_ws(' ', p_title,
      (SELECT b.name FROM brands b WHERE b.id = p_brand),
      (SELECT c.name FROM categories c WHERE c.id = p_category),
      p_description)))
  $$;--> statement-breakpoint

-- The same words as a tsvector, weighted so title matches rank first:
-- title A, brand and category B, description D.
CREATE OR REPLACE FUNCTION products_search_vector(p_title text, p_description text, p_brand uuid, p_category uuid)
  RETURNS tsvector LANGUAGE sql STABLE
  AS $$
    SELECT
      setweight(to_tsvector('simple'::regconfig, store_unaccent(lower(p_title))), 'A') ||
      setweight(to_tsvector('simple'::regconfig, store_unaccent(lower(concat_ws(' ',
        (SELECT b.name FROM brands b WHERE b.id = p_brand),
        (SELECT c.name FROM categories c WHERE c.id = p_category))))), 'B') ||
      setweight(to_tsvector('simple'::regconfig, store_unaccent(lower(p_description))), 'D')
  $$;--> statement-breakpoint

-- Every writer (the admin API, the demo seed, a script) keeps the search
-- columns in step: a product's own change, and a rename of its brand or category.
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := products_search_text(NEW.title, NEW.description, NEW.brand_id, NEW.category_id);
  NEW.search_vector := products_search_vector(NEW.title, NEW.description, NEW.brand_id, NEW.category_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_refresh_trg
  BEFORE INSERT OR UPDATE OF title, description, brand_id, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_refresh();--> statement-breakpoint

CREATE OR REPLACE FUNCTION brands_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Naming a column in SET fires products_search_refresh_trg for each product.
  UPDATE products SET title = title WHERE brand_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER brands_search_refresh_trg
  AFTER UPDATE OF name ON brands
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION brands_search_refresh();--> statement-breakpoint

CREATE OR REPLACE FUNCTION categories_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET title = title WHERE category_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_search_refresh_trg
  AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION categories_search_refresh();--> statement-breakpoint

-- Products written before this migration.
UPDATE products SET title = title;--> statement-breakpoint

-- Trigram indexes serve the typo-tolerant matches (`<%`, `%`, LIKE); the GIN
-- tsvector index serves word and prefix matches (`@@`).
CREATE INDEX products_title_trgm_idx ON products USING gin (store_unaccent(lower(title)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX products_search_text_trgm_idx ON products USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX products_search_vector_idx ON products USING gin (search_vector);
