ALTER TABLE "order_items" ADD COLUMN "title_ar" text;--> statement-breakpoint
-- Lines placed before this migration: the Arabic title of their product, where the product still exists and has one
-- (issue 12). A line whose product was deleted keeps its English title on Arabic pages too.
UPDATE "order_items" oi SET "title_ar" = p."title_ar"
  FROM "products" p
 WHERE p."id" = oi."product_id" AND oi."title_ar" IS NULL AND nullif(btrim(p."title_ar"), '') IS NOT NULL;
