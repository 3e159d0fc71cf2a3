CREATE INDEX "products_category_brand_newest_idx" ON "products" USING btree ("category_id","brand_id","created_at","id");
