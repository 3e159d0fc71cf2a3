ALTER TABLE "orders" ADD COLUMN "placed_ip" text;--> statement-breakpoint
CREATE INDEX "orders_guest_phone_idx" ON "orders" USING btree ("phone","created_at") WHERE "orders"."type" = 'guest';--> statement-breakpoint
CREATE INDEX "orders_guest_ip_idx" ON "orders" USING btree ("placed_ip","created_at") WHERE "orders"."type" = 'guest';--> statement-breakpoint
CREATE INDEX "outbox_recipient_sent_idx" ON "outbox" USING btree (lower("to_address"),"sent_at") WHERE "outbox"."sent_at" is not null;