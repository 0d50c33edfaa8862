CREATE TABLE "booking_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"event_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"corporate_id" uuid NOT NULL,
	"requester_company_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decline_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"meeting_id" uuid,
	"counter_to" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_state_check" CHECK ("state" in ('PENDING', 'ACCEPTED', 'DECLINED', 'COUNTERED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"event_id" uuid PRIMARY KEY,
	"scheduling_mode" text DEFAULT 'ORGANISER' NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"max_meetings" integer,
	"expiry_minutes" integer DEFAULT 2880 NOT NULL,
	"request_mode" text DEFAULT 'APPROVAL' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_mode_check" CHECK ("scheduling_mode" in ('ORGANISER', 'PARTICIPANTS', 'HYBRID')),
	CONSTRAINT "booking_settings_request_mode_check" CHECK ("request_mode" in ('AUTOMATIC', 'APPROVAL')),
	CONSTRAINT "booking_settings_expiry_check" CHECK ("expiry_minutes" between 15 and 14400)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_pending_idx" ON "booking_requests" ("event_id","startup_id","corporate_id") WHERE "state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "booking_requests_startup_idx" ON "booking_requests" ("startup_id","event_id");--> statement-breakpoint
CREATE INDEX "booking_requests_corporate_idx" ON "booking_requests" ("corporate_id","event_id");--> statement-breakpoint
CREATE INDEX "booking_requests_expiry_idx" ON "booking_requests" ("expires_at") WHERE "state" = 'PENDING';--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_startup_id_companies_id_fkey" FOREIGN KEY ("startup_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_corporate_id_companies_id_fkey" FOREIGN KEY ("corporate_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_meeting_id_meetings_id_fkey" FOREIGN KEY ("meeting_id") REFERENCES "meetings"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;