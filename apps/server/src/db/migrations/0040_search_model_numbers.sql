-- Search that reads model numbers and units (issue 24 item 4, docs/decisions/053).
-- Hand-written: Drizzle cannot express functions or triggers.
--
-- Gamers type "rtx4080" for "RTX 4080", "144hz" for "144 Hz", "32gb" for
-- "32 GB". The search document of a product (migration 0014) now holds, beside
-- each of its texts, the same text with letters and digits apart ("rtx4080":
-- also "rtx 4080") and with a word joined to the number after or before it
-- ("rtx 4080": also "rtx4080"; "144 hz": also "144hz"), so either way of
-- typing finds either way of writing. The query is left as typed: "i9" is
-- still the word i9, not i and 9.
--
-- The input is lower-case and unaccented (store_unaccent): Latin letters are
-- a-z, Arabic letters U+0621 to U+064A, Arabic-Indic digits already Latin.
CREATE OR REPLACE FUNCTION store_search_words(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT concat_ws(' ', $1,
    regexp_replace(regexp_replace($1, '([a-z\u0621-\u064a])([0-9])', '\1 \2', 'g'), '([0-9])([a-z\u0621-\u064a])', '\1 \2', 'g'),
    regexp_replace($1, '([a-z\u0621-\u064a])[ -]+([0-9])', '\1\2', 'g'),
    regexp_replace($1, '([0-9])[ -]+([a-z\u0621-\u064a])', '\1\2', 'g')) $$;--> statement-breakpoint

-- A product's typed attributes (docs/decisions/048) as words: a number with
-- its unit ("32 GB"), a choice with its Arabic label, several choices each.
-- Yes/no values are left out: "true" is no word a shopper searches.
CREATE OR REPLACE FUNCTION products_attribute_text(p_category uuid, p_attributes jsonb)
  RETURNS text LANGUAGE sql STABLE
  AS $$
    SELECT string_agg(
      CASE jsonb_typeof(e.value)
        WHEN 'number' THEN concat_ws(' ', e.value #>> '{}', a.unit)
        WHEN 'string' THEN concat_ws(' ', e.value #>> '{}',
          (SELECT c ->> 'labelAr' FROM jsonb_array_elements(a.choices) c WHERE c ->> 'value' = e.value #>> '{}'))
        WHEN 'array' THEN (SELECT string_agg(concat_ws(' ', v,
          (SELECT c ->> 'labelAr' FROM jsonb_array_elements(a.choices) c WHERE c ->> 'value' = v)), ' ')
          FROM jsonb_array_elements_text(e.value) v)
      END, ' ')
    FROM jsonb_each(p_attributes) e
    JOIN category_attributes a ON a.category_id = p_category AND a.code = e.key
  $$;--> statement-breakpoint

-- The document: the titles (A); the brand's and category's names and the
-- attributes' words (B); the descriptions (D); each with its other spellings.
CREATE OR REPLACE FUNCTION products_search_vector(p_title text, p_description text, p_brand uuid, p_category uuid, p_title_ar text, p_description_ar text, p_attributes jsonb)
  RETURNS tsvector LANGUAGE sql STABLE
  AS $$
    SELECT
      setweight(to_tsvector('simple'::regconfig, store_search_words(store_unaccent(lower(concat_ws(' ', p_title, p_title_ar))))), 'A') ||
      setweight(to_tsvector('simple'::regconfig, store_search_words(store_unaccent(lower(concat_ws(' ',
        (SELECT concat_ws(' ', b.name, b.name_ar) FROM brands b WHERE b.id = p_brand),
        (SELECT concat_ws(' ', c.name, c.name_ar) FROM categories c WHERE c.id = p_category),
        products_attribute_text(p_category, p_attributes)))))), 'B') ||
      setweight(to_tsvector('simple'::regconfig, store_search_words(store_unaccent(lower(concat_ws(' ', p_description, p_description_ar))))), 'D')
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := products_search_text(NEW.title, NEW.description, NEW.brand_id, NEW.category_id, NEW.title_ar, NEW.description_ar);
  NEW.search_vector := products_search_vector(NEW.title, NEW.description, NEW.brand_id, NEW.category_id, NEW.title_ar, NEW.description_ar, NEW.attributes);
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP FUNCTION products_search_vector(text, text, uuid, uuid, text, text);--> statement-breakpoint

-- A change of the attributes changes the document, and with it search_words
-- and search_postings (an UPDATE OF trigger fires only for the columns an
-- UPDATE names, not for the search_vector the BEFORE trigger rewrites).
DROP TRIGGER products_search_refresh_trg ON products;--> statement-breakpoint
CREATE TRIGGER products_search_refresh_trg
  BEFORE INSERT OR UPDATE OF title, description, brand_id, category_id, title_ar, description_ar, attributes ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_refresh();--> statement-breakpoint
DROP TRIGGER search_words_update_trg ON products;--> statement-breakpoint
CREATE TRIGGER search_words_update_trg AFTER UPDATE OF title, description, brand_id, category_id, title_ar, description_ar, attributes, search_vector ON products
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION search_words_move();--> statement-breakpoint
DROP TRIGGER search_postings_update_trg ON products;--> statement-breakpoint
CREATE TRIGGER search_postings_update_trg AFTER UPDATE OF title, description, brand_id, category_id, title_ar, description_ar, attributes, search_vector, created_at, id ON products
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION search_postings_move();--> statement-breakpoint

-- A definition's unit or a choice's Arabic label is in its products' documents.
CREATE OR REPLACE FUNCTION category_attributes_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET title = title WHERE category_id = NEW.category_id AND attributes ? NEW.code;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER category_attributes_search_refresh_trg
  AFTER UPDATE OF unit, choices ON category_attributes
  FOR EACH ROW WHEN (OLD.unit IS DISTINCT FROM NEW.unit OR OLD.choices IS DISTINCT FROM NEW.choices)
  EXECUTE FUNCTION category_attributes_search_refresh();--> statement-breakpoint

-- Products written before this migration.
UPDATE products SET title = title;
