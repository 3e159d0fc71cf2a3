-- category_slugs (issue 11 item 10): a stable key for each category, so the
-- header's Display, Software License and Gaming PC entries find their category
-- by slug, not by a name an admin may change. The slug comes from the name
-- when the category is created (lower case, words joined by "-", "-2", "-3"...
-- when taken) and never changes after: renaming "Display" to "Monitors" keeps
-- the slug "display". Every writer (the admin, the demo seed, the tests) gets
-- one from this trigger without knowing about it.
ALTER TABLE "categories" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint

CREATE OR REPLACE FUNCTION category_slug_base(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(nullif(trim(both '-' from regexp_replace(lower(store_unaccent(name)), '[^a-z0-9]+', '-', 'g')), ''), 'category') $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION category_slug_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text := category_slug_base(coalesce(nullif(NEW.slug, ''), NEW.name));
  candidate text := base;
  n integer := 1;
BEGIN
  WHILE EXISTS (SELECT 1 FROM categories WHERE slug = candidate AND id IS DISTINCT FROM NEW.id) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  NEW.slug := candidate;
  RETURN NEW;
END $$;--> statement-breakpoint

-- Existing categories, oldest first, so the first of two alike keeps the plain slug.
DO $$
DECLARE
  r record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR r IN SELECT id, name FROM categories ORDER BY created_at, id LOOP
    base := category_slug_base(r.name);
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM categories WHERE slug = candidate) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    UPDATE categories SET slug = candidate WHERE id = r.id;
  END LOOP;
END $$;--> statement-breakpoint

CREATE TRIGGER categories_slug_fill BEFORE INSERT ON categories FOR EACH ROW EXECUTE FUNCTION category_slug_fill();--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_uq" ON "categories" USING btree ("slug");
