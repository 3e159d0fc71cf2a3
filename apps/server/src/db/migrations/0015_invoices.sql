CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"total_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "credit_notes_kind_ck" CHECK ("credit_notes"."kind" in ('tax_credit_note', 'credit_note')),
	CONSTRAINT "credit_notes_money_ck" CHECK ("credit_notes"."total_fils" >= 0 and "credit_notes"."vat_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"user_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"seller_trn" text,
	"buyer_trn" text,
	"total_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_kind_ck" CHECK ("invoices"."kind" in ('tax_invoice', 'receipt')),
	CONSTRAINT "invoices_money_ck" CHECK ("invoices"."total_fils" >= 0 and "invoices"."vat_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_trn" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachment" jsonb;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
-- Issued tax documents never change (issue 13 item 4, docs/decisions/026): the database refuses,
-- whatever the code does.
CREATE FUNCTION "refuse_tax_document_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tax documents are immutable: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "refuse_tax_document_change"();--> statement-breakpoint
CREATE TRIGGER "invoices_no_truncate" BEFORE TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_tax_document_change"();--> statement-breakpoint
CREATE TRIGGER "credit_notes_immutable" BEFORE UPDATE OR DELETE ON "credit_notes"
  FOR EACH ROW EXECUTE FUNCTION "refuse_tax_document_change"();--> statement-breakpoint
CREATE TRIGGER "credit_notes_no_truncate" BEFORE TRUNCATE ON "credit_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_tax_document_change"();
