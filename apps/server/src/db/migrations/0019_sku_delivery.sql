-- sku and delivery by emirate (issue 14 items 1 and 3, docs/decisions/032): every product has a stock-keeping
-- unit, unique in any case. A writer that leaves it empty (the spec's create
-- call, the demo seed, the tests) gets one made here from the first three
-- letters or digits of the brand and of the category and a sequence:
-- "ASUS ROG" + "Laptops" -> "ASU-LAP-000042". A number some SKU already uses
-- (an admin may type one that looks generated) is skipped.
ALTER TABLE "products" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE SEQUENCE product_sku_seq;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_sku_part(name text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(upper(left(regexp_replace(coalesce(name, ''), '[^A-Za-z0-9]', '', 'g'), 3)), ''), 'X')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_sku_make(brand uuid, category uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  prefix text := product_sku_part((SELECT name FROM brands WHERE id = brand)) || '-'
    || product_sku_part((SELECT name FROM categories WHERE id = category)) || '-';
  candidate text;
BEGIN
  LOOP
    candidate := prefix || lpad(nextval('product_sku_seq')::text, 6, '0');
    EXIT WHEN NOT EXISTS (SELECT 1 FROM products WHERE lower(sku) = lower(candidate));
  END LOOP;
  RETURN candidate;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_sku_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.sku IS NULL OR btrim(NEW.sku) = '' THEN
    NEW.sku := product_sku_make(NEW.brand_id, NEW.category_id);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Existing products, oldest first, in one statement (no per-row lookups: the
-- names come from a join, the numbers from the row order).
UPDATE products p SET sku = n.sku FROM (
  SELECT p2.id, product_sku_part(b.name) || '-' || product_sku_part(c.name) || '-'
      || lpad((row_number() OVER (ORDER BY p2.created_at, p2.id))::text, 6, '0') AS sku
    FROM products p2 JOIN brands b ON b.id = p2.brand_id JOIN categories c ON c.id = p2.category_id
) n WHERE n.id = p.id;--> statement-breakpoint
SELECT setval('product_sku_seq', greatest((SELECT count(*) FROM products), 1), (SELECT count(*) > 0 FROM products));--> statement-breakpoint
CREATE TRIGGER product_sku_fill_trg BEFORE INSERT OR UPDATE OF sku ON products
  FOR EACH ROW EXECUTE FUNCTION product_sku_fill();--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_lower_uq" ON "products" USING btree (lower("sku"));--> statement-breakpoint
-- The admin's search looks for a part of a SKU too (products.repository.ts productWhere).
CREATE INDEX products_sku_trgm_idx ON products USING gin (lower(sku) gin_trgm_ops);--> statement-breakpoint
-- Delivery by emirate (issue 14 item 3): the store's one settings row, empty
-- (every emirate pays DELIVERY_FEE_AED, no free-delivery threshold).
CREATE TABLE "store_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"delivery_fees_fils" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"free_delivery_threshold_fils" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_one_row_ck" CHECK ("store_settings"."id" = 1),
	CONSTRAINT "store_settings_threshold_ck" CHECK ("store_settings"."free_delivery_threshold_fils" is null or "store_settings"."free_delivery_threshold_fils" >= 0)
);--> statement-breakpoint
INSERT INTO "store_settings" ("id") VALUES (1);
