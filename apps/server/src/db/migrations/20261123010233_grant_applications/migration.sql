CREATE TABLE "grant_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"application_id" uuid NOT NULL,
	"from" text,
	"to" text NOT NULL,
	"by_user_id" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grant_application_versions" (
	"application_id" uuid,
	"version" integer,
	"snapshot" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" uuid,
	CONSTRAINT "grant_application_versions_pkey" PRIMARY KEY("application_id","version")
);
--> statement-breakpoint
CREATE TABLE "grant_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"startup_id" uuid NOT NULL,
	"corporate_id" uuid,
	"meeting_id" uuid,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"budget_total" integer,
	"budget_lines" jsonb DEFAULT '[]' NOT NULL,
	"timeline_months" integer,
	"startup_signatory_name" text,
	"startup_signatory_email" text,
	"corporate_signatory_name" text,
	"corporate_signatory_email" text,
	"corporate_confirmed_at" timestamp with time zone,
	"corporate_confirmed_by" uuid,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "grant_applications_status_check" CHECK ("status" in ('DRAFT', 'SUBMITTED', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'AGREEMENT_SENT', 'SIGNED', 'CLOSED')),
	CONSTRAINT "grant_applications_timeline_check" CHECK ("timeline_months" is null or "timeline_months" between 1 and 36),
	CONSTRAINT "grant_applications_budget_check" CHECK ("budget_total" is null or "budget_total" >= 0),
	CONSTRAINT "grant_applications_submitted_check" CHECK ("status" = 'DRAFT' or ("submitted_at" is not null and "corporate_confirmed_at" is not null and "corporate_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "grant_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"application_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "grant_application_events_app_idx" ON "grant_application_events" ("application_id","at");--> statement-breakpoint
CREATE INDEX "grant_applications_startup_idx" ON "grant_applications" ("startup_id");--> statement-breakpoint
CREATE INDEX "grant_applications_corporate_idx" ON "grant_applications" ("corporate_id");--> statement-breakpoint
CREATE INDEX "grant_applications_status_idx" ON "grant_applications" ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "grant_attachments_file_idx" ON "grant_attachments" ("application_id","file_id");--> statement-breakpoint
ALTER TABLE "grant_application_events" ADD CONSTRAINT "grant_application_events_BC1STnazZK65_fkey" FOREIGN KEY ("application_id") REFERENCES "grant_applications"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "grant_application_versions" ADD CONSTRAINT "grant_application_versions_WMuZ0Ezlva1j_fkey" FOREIGN KEY ("application_id") REFERENCES "grant_applications"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "grant_applications" ADD CONSTRAINT "grant_applications_startup_id_companies_id_fkey" FOREIGN KEY ("startup_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "grant_applications" ADD CONSTRAINT "grant_applications_corporate_id_companies_id_fkey" FOREIGN KEY ("corporate_id") REFERENCES "companies"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "grant_applications" ADD CONSTRAINT "grant_applications_meeting_id_meetings_id_fkey" FOREIGN KEY ("meeting_id") REFERENCES "meetings"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "grant_attachments" ADD CONSTRAINT "grant_attachments_application_id_grant_applications_id_fkey" FOREIGN KEY ("application_id") REFERENCES "grant_applications"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "grant_attachments" ADD CONSTRAINT "grant_attachments_file_id_files_id_fkey" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE CASCADE;