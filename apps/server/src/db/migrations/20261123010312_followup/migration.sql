CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_id" uuid,
	"link" text,
	"audience" text NOT NULL,
	"event_id" uuid,
	"incubator" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_audience_check" CHECK ("audience" in ('EVERYONE', 'EVENT', 'INCUBATOR')),
	CONSTRAINT "resources_file_or_link_check" CHECK (("file_id" is null) <> ("link" is null)),
	CONSTRAINT "resources_audience_target_check" CHECK (("audience" = 'EVENT') = ("event_id" is not null) and ("audience" = 'INCUBATOR') = ("incubator" is not null))
);
--> statement-breakpoint
CREATE TABLE "follow_up_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"report_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"happened_on" date,
	CONSTRAINT "follow_up_outcomes_kind_check" CHECK ("kind" in ('FOLLOW_UP_MEETING', 'NDA', 'LOI', 'PILOT', 'CONTRACT'))
);
--> statement-breakpoint
CREATE TABLE "follow_up_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"meeting_id" uuid NOT NULL,
	"side" text NOT NULL,
	"result" text NOT NULL,
	"source" text,
	"comment" text,
	"reported_by_user_id" uuid,
	"reported_by_admin_id" uuid,
	"via" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_reports_side_check" CHECK ("side" in ('STARTUP', 'CORPORATE', 'ORGANISER')),
	CONSTRAINT "follow_up_reports_result_check" CHECK ("result" in ('NO_FURTHER_CONTACT', 'KNOWLEDGE_GAIN', 'VALUABLE_CONTACT', 'NEGOTIATION_STARTED', 'AGREEMENT_REACHED')),
	CONSTRAINT "follow_up_reports_source_check" CHECK ("side" <> 'ORGANISER' or "source" is not null)
);
--> statement-breakpoint
CREATE TABLE "followup_settings" (
	"event_id" uuid PRIMARY KEY,
	"second_stage_days" integer DEFAULT 180 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followup_settings_days_check" CHECK ("second_stage_days" between 1 and 730)
);
--> statement-breakpoint
CREATE TABLE "followup_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"token_hash" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"side" text NOT NULL,
	"purpose" text NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followup_tokens_side_check" CHECK ("side" in ('STARTUP', 'CORPORATE')),
	CONSTRAINT "followup_tokens_purpose_check" CHECK ("purpose" in ('RATING', 'FOLLOW_UP'))
);
--> statement-breakpoint
CREATE TABLE "meeting_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"meeting_id" uuid NOT NULL,
	"side" text NOT NULL,
	"score" integer NOT NULL,
	"comment" text,
	"wants_follow_up" boolean NOT NULL,
	"rated_by_user_id" uuid,
	"rated_by_admin_id" uuid,
	"via" text NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_ratings_side_check" CHECK ("side" in ('STARTUP', 'CORPORATE')),
	CONSTRAINT "meeting_ratings_score_check" CHECK ("score" between 1 and 5),
	CONSTRAINT "meeting_ratings_via_check" CHECK ("via" in ('APP', 'LINK', 'ORGANISER'))
);
--> statement-breakpoint
CREATE TABLE "signing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"application_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"title" text NOT NULL,
	"original_key" text NOT NULL,
	"original_sha256" text NOT NULL,
	"original_size" integer NOT NULL,
	"signed_key" text,
	"signed_sha256" text,
	"signed_size" integer,
	"external_id" text,
	"create_started_at" timestamp with time zone,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	CONSTRAINT "signing_documents_provider_check" CHECK ("provider" in ('builtin', 'scrive')),
	CONSTRAINT "signing_documents_state_check" CHECK ("state" in ('creating', 'pending', 'signed', 'archived')),
	CONSTRAINT "signing_documents_signed_check" CHECK ("state" not in ('signed', 'archived') or "signed_sha256" is not null)
);
--> statement-breakpoint
CREATE TABLE "signing_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"document_id" uuid NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organisation" text NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"external_party_id" text,
	"external_link" text,
	"signed_at" timestamp with time zone,
	"signed_name" text,
	"consent" boolean DEFAULT false NOT NULL,
	"ip" text,
	"user_agent" text,
	"document_sha256" text,
	CONSTRAINT "signing_signers_role_check" CHECK ("role" in ('startup', 'corporate', 'programme'))
);
--> statement-breakpoint
CREATE INDEX "resources_event_idx" ON "resources" ("event_id");--> statement-breakpoint
CREATE INDEX "resources_incubator_idx" ON "resources" ("incubator");--> statement-breakpoint
CREATE INDEX "resources_audience_created_idx" ON "resources" ("audience","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_outcomes_report_kind_idx" ON "follow_up_outcomes" ("report_id","kind");--> statement-breakpoint
CREATE INDEX "follow_up_outcomes_meeting_idx" ON "follow_up_outcomes" ("meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_reports_meeting_side_idx" ON "follow_up_reports" ("meeting_id","side");--> statement-breakpoint
CREATE UNIQUE INDEX "followup_tokens_hash_idx" ON "followup_tokens" ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "followup_tokens_round_idx" ON "followup_tokens" ("meeting_id","side","purpose","round");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_ratings_meeting_side_idx" ON "meeting_ratings" ("meeting_id","side");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_documents_application_idx" ON "signing_documents" ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_documents_external_idx" ON "signing_documents" ("provider","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_signers_token_idx" ON "signing_signers" ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_signers_role_idx" ON "signing_signers" ("document_id","role");--> statement-breakpoint
CREATE INDEX "signing_signers_email_idx" ON "signing_signers" ("email");--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_file_id_files_id_fkey" FOREIGN KEY ("file_id") REFERENCES "files"("id");--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "follow_up_outcomes" ADD CONSTRAINT "follow_up_outcomes_report_id_follow_up_reports_id_fkey" FOREIGN KEY ("report_id") REFERENCES "follow_up_reports"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "follow_up_outcomes" ADD CONSTRAINT "follow_up_outcomes_meeting_id_meetings_id_fkey" FOREIGN KEY ("meeting_id") REFERENCES "meetings"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "follow_up_reports" ADD CONSTRAINT "follow_up_reports_meeting_id_meetings_id_fkey" FOREIGN KEY ("meeting_id") REFERENCES "meetings"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "followup_settings" ADD CONSTRAINT "followup_settings_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "followup_tokens" ADD CONSTRAINT "followup_tokens_meeting_id_meetings_id_fkey" FOREIGN KEY ("meeting_id") REFERENCES "meetings"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "meeting_ratings" ADD CONSTRAINT "meeting_ratings_meeting_id_meetings_id_fkey" FOREIGN KEY ("meeting_id") REFERENCES "meetings"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "signing_documents" ADD CONSTRAINT "signing_documents_application_id_grant_applications_id_fkey" FOREIGN KEY ("application_id") REFERENCES "grant_applications"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "signing_signers" ADD CONSTRAINT "signing_signers_document_id_signing_documents_id_fkey" FOREIGN KEY ("document_id") REFERENCES "signing_documents"("id") ON DELETE CASCADE;