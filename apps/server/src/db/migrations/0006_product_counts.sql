-- product_counts (docs/decisions/010-catalogue-at-a-million-products.md): how
-- many products each (category, brand, on sale) holds, so a listing's total is
-- a sum over at most a few thousand rows, never a count over the catalogue.
-- Every writer keeps it in step through these triggers. Inserts and deletes
-- are counted per statement (a bulk load updates each counter once); an update
-- only when it moves a product to another category, brand or sale state, so
-- stock changes (every order) never touch a counter.
CREATE OR REPLACE FUNCTION product_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts AS pc (category_id, brand_id, on_sale, n)
    SELECT category_id, brand_id, sale_price_fils IS NOT NULL, count(*) FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (category_id, brand_id, on_sale) DO UPDATE SET n = pc.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts pc SET n = pc.n - o.n
    FROM (SELECT category_id, brand_id, sale_price_fils IS NOT NULL AS on_sale, count(*) AS n FROM old_rows GROUP BY 1, 2, 3) o
    WHERE pc.category_id = o.category_id AND pc.brand_id = o.brand_id AND pc.on_sale = o.on_sale;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts SET n = n - 1
    WHERE category_id = OLD.category_id AND brand_id = OLD.brand_id AND on_sale = (OLD.sale_price_fils IS NOT NULL);
  INSERT INTO product_counts AS pc (category_id, brand_id, on_sale, n)
    VALUES (NEW.category_id, NEW.brand_id, NEW.sale_price_fils IS NOT NULL, 1)
    ON CONFLICT (category_id, brand_id, on_sale) DO UPDATE SET n = pc.n + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_counts_insert_trg AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_add();--> statement-breakpoint
CREATE TRIGGER product_counts_delete_trg AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_remove();--> statement-breakpoint
CREATE TRIGGER product_counts_update_trg AFTER UPDATE OF category_id, brand_id, sale_price_fils ON products
  FOR EACH ROW WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.brand_id IS DISTINCT FROM NEW.brand_id
    OR (OLD.sale_price_fils IS NULL) IS DISTINCT FROM (NEW.sale_price_fils IS NULL))
  EXECUTE FUNCTION product_counts_move();--> statement-breakpoint
-- Products written before this migration.
INSERT INTO product_counts (category_id, brand_id, on_sale, n)
  SELECT category_id, brand_id, sale_price_fils IS NOT NULL, count(*) FROM products GROUP BY 1, 2, 3;
