CREATE TABLE "tax_document_pdfs" (
	"document_kind" text NOT NULL,
	"document_id" uuid NOT NULL,
	"pdf" bytea NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_document_pdfs_document_kind_document_id_pk" PRIMARY KEY("document_kind","document_id"),
	CONSTRAINT "tax_document_pdfs_kind_ck" CHECK ("tax_document_pdfs"."document_kind" in ('invoice', 'credit_note'))
);
--> statement-breakpoint
-- A document's PDF is rendered once and never changes (issue 26 item 15, docs/decisions/050): the same
-- refusal as the documents' own tables (migration 0015).
CREATE TRIGGER "tax_document_pdfs_immutable" BEFORE UPDATE OR DELETE ON "tax_document_pdfs"
  FOR EACH ROW EXECUTE FUNCTION "refuse_tax_document_change"();--> statement-breakpoint
CREATE TRIGGER "tax_document_pdfs_no_truncate" BEFORE TRUNCATE ON "tax_document_pdfs"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_tax_document_change"();
