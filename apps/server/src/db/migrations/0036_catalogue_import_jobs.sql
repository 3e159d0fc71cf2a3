CREATE TABLE "catalogue_import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"message" text,
	"actor_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "catalogue_import_jobs_status_ck" CHECK ("catalogue_import_jobs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "catalogue_import_jobs_started_idx" ON "catalogue_import_jobs" USING btree ("started_at");