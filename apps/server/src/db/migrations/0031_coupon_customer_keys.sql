ALTER TABLE "coupon_redemptions" ADD COLUMN "customer_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_keys_idx" ON "coupon_redemptions" USING gin ("customer_keys");--> statement-breakpoint
-- The uses already stored get every name their order's buyer is known by (modules/coupons/coupon-identity.ts):
-- the account (a guest e-mail that is an account's counts as that account), the normalised e-mail, the phone.
UPDATE "coupon_redemptions" AS r
SET "customer_keys" = array_remove(ARRAY[
  r."customer_key",
  CASE WHEN o."user_id" IS NOT NULL THEN 'user:' || o."user_id"::text END,
  (SELECT 'user:' || u."id"::text FROM "users" AS u WHERE o."user_id" IS NULL AND lower(u."email") = lower(btrim(o."email")) LIMIT 1),
  'email:' || (
    SELECT CASE WHEN x.domain IN ('gmail.com', 'googlemail.com') THEN replace(x.local, '.', '') || '@gmail.com' ELSE x.local || '@' || x.domain END
    FROM (SELECT regexp_replace(split_part(lower(btrim(o."email")), '@', 1), '\+.*$', '') AS local, split_part(lower(btrim(o."email")), '@', 2) AS domain) AS x
  ),
  CASE WHEN o."phone" <> '' THEN 'phone:' || o."phone" END
], NULL)
FROM "orders" AS o
WHERE o."id" = r."order_id";
