CREATE TABLE "licence_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"key_hash" text NOT NULL,
	"sealed" text NOT NULL,
	"secret_id" text NOT NULL,
	"tail" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid,
	"order_item_id" uuid,
	"unit_no" integer,
	"assigned_at" timestamp with time zone,
	CONSTRAINT "licence_keys_assignment_ck" CHECK (("licence_keys"."assigned_at" is null) = ("licence_keys"."unit_no" is null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery" text DEFAULT 'shipped' NOT NULL;--> statement-breakpoint
ALTER TABLE "licence_keys" ADD CONSTRAINT "licence_keys_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_keys" ADD CONSTRAINT "licence_keys_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_keys" ADD CONSTRAINT "licence_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_keys" ADD CONSTRAINT "licence_keys_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_keys_hash_uq" ON "licence_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_keys_unit_uq" ON "licence_keys" USING btree ("order_item_id","unit_no");--> statement-breakpoint
CREATE INDEX "licence_keys_available_idx" ON "licence_keys" USING btree ("product_id","created_at") WHERE "licence_keys"."assigned_at" is null;--> statement-breakpoint
CREATE INDEX "licence_keys_order_idx" ON "licence_keys" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_delivery_ck" CHECK ("products"."delivery" in ('shipped', 'licence_key'));
