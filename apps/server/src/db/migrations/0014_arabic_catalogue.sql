ALTER TABLE "brands" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "subtitle_ar" text;--> statement-breakpoint
-- Search in Arabic (issue 12 item 5, docs/decisions/025). Hand-written below:
-- Drizzle cannot express functions or triggers.
--
-- store_unaccent() is what every search input and document goes through
-- (migration 0002). It now also normalises Arabic the way shoppers type it:
-- the alef forms أ إ آ ٱ become ا, ى becomes ي, ة becomes ه, tatweel and the
-- diacritics (harakat, shadda, sukun, dagger alef) go, Arabic-Indic digits
-- become Latin ones. The same rules, in TypeScript, split the query into
-- words (modules/catalog/arabic-normalize.ts; a test holds the two equal).
-- Latin text is unchanged, so every English document and index stays valid.
CREATE OR REPLACE FUNCTION store_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(
    regexp_replace(public.unaccent('public.unaccent'::regdictionary, $1), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    'أإآٱىة٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    'اااايه01234567890123456789') $$;--> statement-breakpoint
-- An expression index over the function: rebuilt with the new definition
-- (titles with Arabic in them are the only entries that change).
REINDEX INDEX products_title_trgm_idx;--> statement-breakpoint

-- The search document now holds both languages: the Arabic title with the
-- English one (weight A), the brand's and category's Arabic names with theirs
-- (B), the Arabic description with the English one (D). The two scripts share
-- no word, so one document and one search_words list serve both languages:
-- an English word typed on an Arabic page finds what it finds in English.
CREATE OR REPLACE FUNCTION products_search_text(p_title text, p_description text, p_brand uuid, p_category uuid, p_title_ar text, p_description_ar text)
  RETURNS text LANGUAGE sql STABLE
  AS $$
    SELECT store_unaccent(lower(concat_ws(' ', p_title, p_title_ar,
      (SELECT concat_ws(' ', b.name, b.name_ar) FROM brands b WHERE b.id = p_brand),
      (SELECT concat_ws(' ', c.name, c.name_ar) FROM categories c WHERE c.id = p_category),
      p_description, p_description_ar)))
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_vector(p_title text, p_description text, p_brand uuid, p_category uuid, p_title_ar text, p_description_ar text)
  RETURNS tsvector LANGUAGE sql STABLE
  AS $$
    SELECT
      setweight(to_tsvector('simple'::regconfig, store_unaccent(lower(concat_ws(' ', p_title, p_title_ar)))), 'A') ||
      setweight(to_tsvector('simple'::regconfig, store_unaccent(lower(concat_ws(' ',
        (SELECT concat_ws(' ', b.name, b.name_ar) FROM brands b WHERE b.id = p_brand),
        (SELECT concat_ws(' ', c.name, c.name_ar) FROM categories c WHERE c.id = p_category))))), 'B') ||
      setweight(to_tsvector('simple'::regconfig, store_unaccent(lower(concat_ws(' ', p_description, p_description_ar)))), 'D')
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := products_search_text(NEW.title, NEW.description, NEW.brand_id, NEW.category_id, NEW.title_ar, NEW.description_ar);
  NEW.search_vector := products_search_vector(NEW.title, NEW.description, NEW.brand_id, NEW.category_id, NEW.title_ar, NEW.description_ar);
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP FUNCTION products_search_text(text, text, uuid, uuid);--> statement-breakpoint
DROP FUNCTION products_search_vector(text, text, uuid, uuid);--> statement-breakpoint
DROP TRIGGER products_search_refresh_trg ON products;--> statement-breakpoint
CREATE TRIGGER products_search_refresh_trg
  BEFORE INSERT OR UPDATE OF title, description, brand_id, category_id, title_ar, description_ar ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_refresh();--> statement-breakpoint
DROP TRIGGER search_words_update_trg ON products;--> statement-breakpoint
CREATE TRIGGER search_words_update_trg AFTER UPDATE OF title, description, brand_id, category_id, title_ar, description_ar, search_vector ON products
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION search_words_move();--> statement-breakpoint
-- A brand's or category's Arabic name is in its products' documents too.
DROP TRIGGER brands_search_refresh_trg ON brands;--> statement-breakpoint
CREATE TRIGGER brands_search_refresh_trg
  AFTER UPDATE OF name, name_ar ON brands
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_ar IS DISTINCT FROM NEW.name_ar)
  EXECUTE FUNCTION brands_search_refresh();--> statement-breakpoint
DROP TRIGGER categories_search_refresh_trg ON categories;--> statement-breakpoint
CREATE TRIGGER categories_search_refresh_trg
  AFTER UPDATE OF name, name_ar ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_ar IS DISTINCT FROM NEW.name_ar)
  EXECUTE FUNCTION categories_search_refresh();
--> statement-breakpoint
-- search_postings (migration 0013) follows an Arabic title or description too:
-- an UPDATE OF trigger fires only for the columns an UPDATE names, not for the
-- search_vector the BEFORE trigger rewrites.
DROP TRIGGER search_postings_update_trg ON products;--> statement-breakpoint
CREATE TRIGGER search_postings_update_trg AFTER UPDATE OF title, description, brand_id, category_id, title_ar, description_ar, search_vector, created_at, id ON products
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION search_postings_move();
