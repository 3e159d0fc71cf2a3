CREATE TABLE "category_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"label_ar" text,
	"type" text NOT NULL,
	"unit" text,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filterable" boolean DEFAULT false NOT NULL,
	"in_compare" boolean DEFAULT true NOT NULL,
	"in_spec_table" boolean DEFAULT true NOT NULL,
	"on_card" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_attributes_type_ck" CHECK ("category_attributes"."type" in ('choice', 'multi_choice', 'number', 'boolean'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "category_attributes" ADD CONSTRAINT "category_attributes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_attributes_code_uq" ON "category_attributes" USING btree ("category_id","code");--> statement-breakpoint
-- Typed attributes (issue 24 item 1, docs/decisions/048). A category defines its
-- attributes (category_attributes); a product carries its values in
-- products.attributes, from code to value. The triggers below keep the values
-- to what the product's category defines, for every writer.

-- Moved to another category: only the codes the new category defines stay.
CREATE FUNCTION product_attributes_keep_defined() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.attributes := coalesce((
    SELECT jsonb_object_agg(e.key, e.value) FROM jsonb_each(NEW.attributes) e
     WHERE e.key IN (SELECT code FROM category_attributes WHERE category_id = NEW.category_id)), '{}'::jsonb);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_attributes_category_trg BEFORE UPDATE OF category_id ON products
  FOR EACH ROW WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION product_attributes_keep_defined();--> statement-breakpoint
-- A definition removed takes its values with it; a code renamed moves them.
CREATE FUNCTION category_attribute_values_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE products SET attributes = attributes - OLD.code
     WHERE category_id = OLD.category_id AND attributes ? OLD.code;
  ELSE
    UPDATE products SET attributes = (attributes - OLD.code) || jsonb_build_object(NEW.code, attributes -> OLD.code)
     WHERE category_id = OLD.category_id AND attributes ? OLD.code;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER category_attributes_delete_trg AFTER DELETE ON category_attributes
  FOR EACH ROW EXECUTE FUNCTION category_attribute_values_follow();--> statement-breakpoint
CREATE TRIGGER category_attributes_code_trg AFTER UPDATE OF code ON category_attributes
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code)
  EXECUTE FUNCTION category_attribute_values_follow();--> statement-breakpoint
-- A specification row's free text as a value of the attribute, or null: a number
-- is the text's first figure (TB as 1000 GB for a GB attribute), a choice the
-- longest of the attribute's choices the text contains (without case or spaces),
-- several choices every one it contains, yes/no the words.
CREATE FUNCTION attribute_value_from_text(a category_attributes, v text) RETURNS jsonb
  LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
  n numeric;
  folded text := lower(regexp_replace(coalesce(v, ''), '\s', '', 'g'));
  picked jsonb;
BEGIN
  IF folded = '' THEN RETURN NULL; END IF;
  IF a.type = 'number' THEN
    m := regexp_match(v, '([0-9][0-9,]*(?:\.[0-9]+)?)\s*([A-Za-z]*)');
    IF m IS NULL THEN RETURN NULL; END IF;
    n := replace(m[1], ',', '')::numeric;
    IF lower(coalesce(a.unit, '')) = 'gb' AND lower(m[2]) = 'tb' THEN n := n * 1000; END IF;
    RETURN to_jsonb(n);
  ELSIF a.type = 'boolean' THEN
    IF folded IN ('yes', 'true', 'نعم') THEN RETURN 'true'::jsonb; END IF;
    IF folded IN ('no', 'false', 'none', 'لا') THEN RETURN 'false'::jsonb; END IF;
    RETURN NULL;
  ELSIF a.type = 'choice' THEN
    SELECT c -> 'value' INTO picked FROM jsonb_array_elements(a.choices) c
     WHERE position(lower(regexp_replace(c ->> 'value', '\s', '', 'g')) IN folded) > 0
     ORDER BY length(c ->> 'value') DESC LIMIT 1;
    RETURN picked;
  END IF;
  SELECT jsonb_agg(c -> 'value' ORDER BY k) INTO picked FROM jsonb_array_elements(a.choices) WITH ORDINALITY e(c, k)
   WHERE position(lower(regexp_replace(c ->> 'value', '\s', '', 'g')) IN folded) > 0;
  RETURN picked;
END
$$;--> statement-breakpoint
-- The products of the attribute's category that have no value for it yet take
-- one from their first specification row whose label is the attribute's
-- (English, any case). Run for each new definition (the admin's, the seed's).
CREATE FUNCTION category_attribute_carry_over(attribute_id uuid) RETURNS void LANGUAGE sql AS $$
  WITH found AS (
    SELECT p.id, a.code, attribute_value_from_text(a, first_row.s ->> 'value') AS value
      FROM category_attributes a
      JOIN products p ON p.category_id = a.category_id
      CROSS JOIN LATERAL (
        SELECT e.s FROM jsonb_array_elements(p.specs) WITH ORDINALITY e(s, k)
         WHERE lower(btrim(e.s ->> 'label')) = lower(btrim(a.label)) ORDER BY e.k LIMIT 1) first_row
     WHERE a.id = attribute_id AND NOT (p.attributes ? a.code))
  UPDATE products p SET attributes = p.attributes || jsonb_build_object(found.code, found.value)
    FROM found WHERE p.id = found.id AND found.value IS NOT NULL
$$;--> statement-breakpoint
-- The card carries the attributes (docs/decisions/039: product-cards.test.ts holds it equal to toProduct).
CREATE OR REPLACE FUNCTION product_card(p products, category_name text, category_name_ar text, brand_name text, brand_name_ar text, lang text)
  RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT (jsonb_build_object(
      '_id', p.id,
      'title', product_card_text(p.title, p.title_ar, lang),
      'description', product_card_text(p.description, p.description_ar, lang),
      'category', p.category_id,
      'categoryName', product_card_text(category_name, category_name_ar, lang),
      'brand', p.brand_id,
      'brandName', product_card_text(brand_name, brand_name_ar, lang),
      'image', p.image,
      'price', (p.price_fils / 100.0)::numeric(14, 2),
      'salePrice', (p.sale_price_fils / 100.0)::numeric(14, 2),
      'isQuoteAvailable', p.is_quote_available,
      'specs', coalesce((
        SELECT jsonb_agg(jsonb_build_object(
            'label', product_card_text(s ->> 'label', s ->> 'labelAr', lang),
            'value', product_card_text(s ->> 'value', s ->> 'valueAr', lang)) ORDER BY k)
          FROM jsonb_array_elements(p.specs) WITH ORDINALITY AS e(s, k)), '[]'::jsonb),
      'attributes', p.attributes,
      'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    || CASE WHEN p.rating_count > 0
         THEN jsonb_build_object('rating', jsonb_build_object(
           'average', floor((p.rating_sum::float8 / p.rating_count) * 10 + 0.5) / 10, 'count', p.rating_count))
         ELSE '{}'::jsonb END)::text
$$;--> statement-breakpoint
DROP TRIGGER product_cards_update_trg ON products;--> statement-breakpoint
-- The finished goods of a store made before this migration (the demo's categories
-- by their slugs): their attributes, and the values their specification rows give.
INSERT INTO category_attributes (category_id, code, label, label_ar, type, unit, choices, filterable, in_compare, in_spec_table, on_card, sort_order)
SELECT c.id, d.code, d.label, d.label_ar, d.type, d.unit, d.choices::jsonb, d.filterable, true, true, d.on_card, d.sort_order
  FROM categories c
  JOIN (VALUES
    ('pc', 'cpu', 'CPU', 'المعالج', 'choice', NULL,
      '[{"value":"Intel Core i5"},{"value":"Intel Core i7"},{"value":"Intel Core i9"},{"value":"Intel Core Ultra 7"},{"value":"Intel Core Ultra 9"},{"value":"AMD Ryzen 5"},{"value":"AMD Ryzen 7"},{"value":"AMD Ryzen 9"}]',
      true, true, 1),
    ('pc', 'gpu', 'GPU', 'كرت الشاشة', 'choice', NULL,
      '[{"value":"RTX 4060"},{"value":"RTX 4060 Ti"},{"value":"RTX 4070"},{"value":"RTX 4070 SUPER"},{"value":"RTX 4070 Ti SUPER"},{"value":"RTX 4080"},{"value":"RTX 4080 SUPER"},{"value":"RTX 4090"}]',
      true, true, 2),
    ('pc', 'ram_gb', 'RAM', 'الذاكرة العشوائية', 'number', 'GB', '[]', true, true, 3),
    ('pc', 'storage_gb', 'Storage', 'التخزين', 'number', 'GB', '[]', true, false, 4),
    ('display', 'size_in', 'Screen size', 'حجم الشاشة', 'number', 'in', '[]', true, true, 1),
    ('display', 'resolution', 'Resolution', 'الدقة', 'choice', NULL,
      '[{"value":"1920 x 1080"},{"value":"2560 x 1440"},{"value":"3440 x 1440"},{"value":"3840 x 2160"},{"value":"5120 x 1440"}]',
      true, true, 2),
    ('display', 'refresh_hz', 'Refresh rate', 'معدل التحديث', 'number', 'Hz', '[]', true, true, 3),
    ('display', 'panel', 'Panel', 'نوع اللوحة', 'choice', NULL,
      '[{"value":"IPS"},{"value":"Fast IPS"},{"value":"Rapid IPS"},{"value":"VA"},{"value":"TN"},{"value":"OLED"},{"value":"QD-OLED"},{"value":"WOLED"}]',
      true, false, 4)
  ) AS d(kind, code, label, label_ar, type, unit, choices, filterable, on_card, sort_order)
    ON (d.kind = 'pc' AND c.slug IN ('gaming-pc', 'laptops')) OR (d.kind = 'display' AND c.slug = 'display');--> statement-breakpoint
SELECT category_attribute_carry_over(id) FROM category_attributes;--> statement-breakpoint
-- Every card anew, with its attributes ('{}' where there are none).
SELECT product_cards_write(ARRAY(SELECT id FROM products));--> statement-breakpoint
-- Only what a card shows: a stock change (every order) never rewrites one.
CREATE TRIGGER product_cards_update_trg AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    OLD.title IS DISTINCT FROM NEW.title OR OLD.title_ar IS DISTINCT FROM NEW.title_ar
    OR OLD.description IS DISTINCT FROM NEW.description OR OLD.description_ar IS DISTINCT FROM NEW.description_ar
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.brand_id IS DISTINCT FROM NEW.brand_id
    OR OLD.image IS DISTINCT FROM NEW.image OR OLD.price_fils IS DISTINCT FROM NEW.price_fils
    OR OLD.sale_price_fils IS DISTINCT FROM NEW.sale_price_fils OR OLD.is_quote_available IS DISTINCT FROM NEW.is_quote_available
    OR OLD.specs IS DISTINCT FROM NEW.specs OR OLD.attributes IS DISTINCT FROM NEW.attributes
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.rating_count IS DISTINCT FROM NEW.rating_count OR OLD.rating_sum IS DISTINCT FROM NEW.rating_sum)
  EXECUTE FUNCTION product_cards_change();
