CREATE TABLE "product_totals" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"n_on_sale" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_totals_one_ck" CHECK ("product_totals"."one")
);
--> statement-breakpoint
-- product_totals (docs/decisions/019, session 9): the whole catalogue's count
-- and its count on sale in one row, kept by the triggers of migration 0006
-- beside product_counts, so the listing and the deals read their total from
-- one row instead of summing product_counts on every page. Inserts and deletes
-- update it once per statement, before product_counts; an update only when it
-- puts a product on sale or takes it off (stock changes never touch it).
INSERT INTO "product_totals" ("one", "n", "n_on_sale")
  SELECT true, coalesce(sum(n), 0), coalesce(sum(n) FILTER (WHERE on_sale), 0) FROM product_counts;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_totals t SET n = t.n + a.n, n_on_sale = t.n_on_sale + a.on_sale
    FROM (SELECT count(*) AS n, count(*) FILTER (WHERE sale_price_fils IS NOT NULL) AS on_sale FROM new_rows) a;
  INSERT INTO product_counts AS pc (category_id, brand_id, on_sale, n)
    SELECT category_id, brand_id, sale_price_fils IS NOT NULL, count(*) FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (category_id, brand_id, on_sale) DO UPDATE SET n = pc.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_totals t SET n = t.n - o.n, n_on_sale = t.n_on_sale - o.on_sale
    FROM (SELECT count(*) AS n, count(*) FILTER (WHERE sale_price_fils IS NOT NULL) AS on_sale FROM old_rows) o;
  UPDATE product_counts pc SET n = pc.n - o.n
    FROM (SELECT category_id, brand_id, sale_price_fils IS NOT NULL AS on_sale, count(*) AS n FROM old_rows GROUP BY 1, 2, 3) o
    WHERE pc.category_id = o.category_id AND pc.brand_id = o.brand_id AND pc.on_sale = o.on_sale;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.sale_price_fils IS NULL) IS DISTINCT FROM (NEW.sale_price_fils IS NULL) THEN
    UPDATE product_totals SET n_on_sale = n_on_sale + CASE WHEN NEW.sale_price_fils IS NULL THEN -1 ELSE 1 END;
  END IF;
  UPDATE product_counts SET n = n - 1
    WHERE category_id = OLD.category_id AND brand_id = OLD.brand_id AND on_sale = (OLD.sale_price_fils IS NOT NULL);
  INSERT INTO product_counts AS pc (category_id, brand_id, on_sale, n)
    VALUES (NEW.category_id, NEW.brand_id, NEW.sale_price_fils IS NOT NULL, 1)
    ON CONFLICT (category_id, brand_id, on_sale) DO UPDATE SET n = pc.n + 1;
  RETURN NULL;
END
$$;
