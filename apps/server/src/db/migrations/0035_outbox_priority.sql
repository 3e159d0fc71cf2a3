ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_ck";--> statement-breakpoint
DROP INDEX "outbox_due_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "priority" smallint GENERATED ALWAYS AS (case when kind in ('password_reset', 'account_security') then 0 else 1 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("priority","next_attempt_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_ck" CHECK ("outbox"."kind" in ('order_placed', 'order_status_changed', 'password_reset', 'order_alert', 'low_stock_digest', 'back_in_stock', 'quote_request', 'account_security'));