CREATE TABLE "store_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_actor_ck" CHECK ("order_status_changes"."actor" is null or "order_status_changes"."actor" in ('customer', 'store'));
