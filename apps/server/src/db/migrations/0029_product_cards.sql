CREATE TABLE "product_cards" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"en" text NOT NULL,
	"ar" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- product_cards (docs/decisions/039): each product as the shop's lists show it,
-- the contract's Product without totalStock, as JSON text in English and in
-- Arabic. toProduct (product-json.ts) is the same mapping in TypeScript;
-- product-cards.test.ts holds the two equal. A text in Arabic when there is
-- one, else the English, field by field (docs/decisions/025); prices in AED
-- with two decimals; the rating's average to one decimal as Math.round does it.
CREATE FUNCTION product_card_text(english text, arabic text, lang text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN lang = 'ar' AND coalesce(arabic, '') <> '' THEN arabic ELSE english END
$$;--> statement-breakpoint
CREATE FUNCTION product_card(p products, category_name text, category_name_ar text, brand_name text, brand_name_ar text, lang text)
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
      'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    || CASE WHEN p.rating_count > 0
         THEN jsonb_build_object('rating', jsonb_build_object(
           'average', floor((p.rating_sum::float8 / p.rating_count) * 10 + 0.5) / 10, 'count', p.rating_count))
         ELSE '{}'::jsonb END)::text
$$;--> statement-breakpoint
-- The one writer of cards: the cards of these products, made anew from their rows, brands and categories.
CREATE FUNCTION product_cards_write(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_cards (product_id, en, ar)
    SELECT p.id, product_card(p, c.name, c.name_ar, b.name, b.name_ar, 'en'), product_card(p, c.name, c.name_ar, b.name, b.name_ar, 'ar')
      FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id
     WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET en = excluded.en, ar = excluded.ar
$$;--> statement-breakpoint
-- New products, once per statement (a bulk insert writes its cards in one go).
CREATE FUNCTION product_cards_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_cards_write(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION product_cards_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_cards_write(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A brand or category renamed (in either language): the cards of its products.
CREATE FUNCTION product_cards_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'brands' THEN
    PERFORM product_cards_write(ARRAY(SELECT id FROM products WHERE brand_id = NEW.id));
  ELSE
    PERFORM product_cards_write(ARRAY(SELECT id FROM products WHERE category_id = NEW.id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_cards_insert_trg AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_add();--> statement-breakpoint
-- Only what a card shows: a stock change (every order) never rewrites one.
CREATE TRIGGER product_cards_update_trg AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    OLD.title IS DISTINCT FROM NEW.title OR OLD.title_ar IS DISTINCT FROM NEW.title_ar
    OR OLD.description IS DISTINCT FROM NEW.description OR OLD.description_ar IS DISTINCT FROM NEW.description_ar
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.brand_id IS DISTINCT FROM NEW.brand_id
    OR OLD.image IS DISTINCT FROM NEW.image OR OLD.price_fils IS DISTINCT FROM NEW.price_fils
    OR OLD.sale_price_fils IS DISTINCT FROM NEW.sale_price_fils OR OLD.is_quote_available IS DISTINCT FROM NEW.is_quote_available
    OR OLD.specs IS DISTINCT FROM NEW.specs OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.rating_count IS DISTINCT FROM NEW.rating_count OR OLD.rating_sum IS DISTINCT FROM NEW.rating_sum)
  EXECUTE FUNCTION product_cards_change();--> statement-breakpoint
CREATE TRIGGER product_cards_brand_trg AFTER UPDATE OF name, name_ar ON brands
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_ar IS DISTINCT FROM NEW.name_ar)
  EXECUTE FUNCTION product_cards_renamed();--> statement-breakpoint
CREATE TRIGGER product_cards_category_trg AFTER UPDATE OF name, name_ar ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_ar IS DISTINCT FROM NEW.name_ar)
  EXECUTE FUNCTION product_cards_renamed();--> statement-breakpoint
-- Products written before this migration.
SELECT product_cards_write(ARRAY(SELECT id FROM products));
