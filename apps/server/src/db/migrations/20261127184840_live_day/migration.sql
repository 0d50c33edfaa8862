CREATE TABLE "late_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_notices_minutes_check" CHECK ("minutes" in (5, 10, 15))
);
--> statement-breakpoint
CREATE TABLE "venue_screens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"event_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "late_notices_claim_idx" ON "late_notices" ("meeting_id","user_id","minutes");--> statement-breakpoint
CREATE INDEX "late_notices_user_idx" ON "late_notices" ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_screens_token_idx" ON "venue_screens" ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_screens_live_idx" ON "venue_screens" ("event_id") WHERE "revoked_at" is null;--> statement-breakpoint
ALTER TABLE "late_notices" ADD CONSTRAINT "late_notices_meeting_id_meetings_id_fkey" FOREIGN KEY ("meeting_id") REFERENCES "meetings"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "late_notices" ADD CONSTRAINT "late_notices_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "late_notices" ADD CONSTRAINT "late_notices_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "venue_screens" ADD CONSTRAINT "venue_screens_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;