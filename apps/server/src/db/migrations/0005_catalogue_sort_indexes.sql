CREATE TABLE "product_counts" (
	"category_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"on_sale" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_counts_category_id_brand_id_on_sale_pk" PRIMARY KEY("category_id","brand_id","on_sale")
);
--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_brand_idx";--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "products_effective_price_idx";--> statement-breakpoint
DROP INDEX "products_title_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "effective_price_fils" integer GENERATED ALWAYS AS (coalesce(sale_price_fils, price_fils)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_key" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at","id","category_id","brand_id");--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_brand_newest_idx" ON "products" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_price_asc_idx" ON "products" USING btree ("effective_price_fils","id","category_id","brand_id");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("effective_price_fils" DESC NULLS FIRST,"id","category_id","brand_id");--> statement-breakpoint
CREATE INDEX "products_title_asc_idx" ON "products" USING btree ("title_key","id","category_id","brand_id");--> statement-breakpoint
CREATE INDEX "products_title_desc_idx" ON "products" USING btree ("title_key" DESC NULLS FIRST,"id","category_id","brand_id");