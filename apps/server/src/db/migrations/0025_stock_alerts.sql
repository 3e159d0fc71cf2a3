CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_language_ck" CHECK ("stock_alerts"."language" in ('en', 'ar')),
	CONSTRAINT "stock_alerts_email_lower_ck" CHECK ("stock_alerts"."email" = lower("stock_alerts"."email"))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_ck";--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_product_email_uq" ON "stock_alerts" USING btree ("product_id","email");--> statement-breakpoint
CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_ck" CHECK ("outbox"."kind" in ('order_placed', 'order_status_changed', 'password_reset', 'order_alert', 'low_stock_digest', 'back_in_stock'));--> statement-breakpoint
-- Back in stock (docs/decisions/037): whichever statement brings a product's
-- stock from 0 to more (the admin's update, an order's cancellation giving
-- stock back, a CSV import) queues one e-mail per waiting address and ends
-- those alerts, in its own transaction. Concurrent restocks queue once: the
-- row lock orders them, and the later one sees stock above 0 in OLD (or no alert left).
CREATE OR REPLACE FUNCTION stock_alerts_fire() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH ended AS (
    DELETE FROM stock_alerts WHERE product_id = NEW.id RETURNING email, language
  )
  INSERT INTO outbox (kind, to_address, payload)
  SELECT 'back_in_stock', ended.email,
         jsonb_build_object('template', 'back_in_stock', 'language', ended.language, 'productId', NEW.id)
  FROM ended;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_stock_alerts_trg
  AFTER UPDATE OF total_stock ON products
  FOR EACH ROW WHEN (OLD.total_stock = 0 AND NEW.total_stock > 0)
  EXECUTE FUNCTION stock_alerts_fire();
