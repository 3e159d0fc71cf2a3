-- Photo galleries (issue 14 item 4, docs/decisions/034): the whole gallery in
-- order, `image` staying the listing image and the gallery's first photo.
-- Existing products keep an empty list: their gallery is their one image.
ALTER TABLE "products" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;
