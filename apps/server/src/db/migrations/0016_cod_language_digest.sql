CREATE TABLE "low_stock_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_ck";--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "body_text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_language_ck" CHECK ("users"."preferred_language" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_ck" CHECK ("orders"."language" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fee_ck" CHECK ("orders"."cod_fee_fils" >= 0);--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_content_ck" CHECK ("outbox"."payload" is not null or ("outbox"."subject" is not null and "outbox"."body_text" is not null));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_ck" CHECK ("outbox"."kind" in ('order_placed', 'order_status_changed', 'password_reset', 'order_alert', 'low_stock_digest'));