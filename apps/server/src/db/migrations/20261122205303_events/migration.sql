CREATE TABLE "event_attendances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"event_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"unavailable" text[] DEFAULT '{}'::text[] NOT NULL,
	"attending_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"registered_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendances_role_check" CHECK ("role" in ('startup', 'corp')),
	CONSTRAINT "event_attendances_state_check" CHECK ("state" in ('INVITED', 'REGISTERED', 'APPROVED', 'DECLINED', 'WITHDRAWN'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"meeting_link" text,
	"timezone" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"registration_opens_at" timestamp with time zone,
	"registration_closes_at" timestamp with time zone,
	"selection_opens_at" timestamp with time zone,
	"selection_closes_at" timestamp with time zone,
	"restricted_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"schedule" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_format_check" CHECK ("format" in ('PHYSICAL', 'DIGITAL', 'HYBRID')),
	CONSTRAINT "events_dates_check" CHECK ("end_date" > "start_date")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendances_event_company_idx" ON "event_attendances" ("event_id","company_id");--> statement-breakpoint
CREATE INDEX "event_attendances_company_idx" ON "event_attendances" ("company_id","state");--> statement-breakpoint
CREATE INDEX "event_attendances_event_state_idx" ON "event_attendances" ("event_id","role","state");--> statement-breakpoint
CREATE INDEX "events_published_end_idx" ON "events" ("published","end_date");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" ("start_date");--> statement-breakpoint
-- Event search by name uses a trigram index where pg_trgm exists (see 20261121181554_profiles).
DO $$
DECLARE trgm_schema text;
BEGIN
  SELECT n.nspname INTO trgm_schema FROM pg_extension e
    JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX "events_name_trgm_idx" ON "events" USING gin (lower("name") %I.gin_trgm_ops)', trgm_schema);
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "event_attendances" ADD CONSTRAINT "event_attendances_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "event_attendances" ADD CONSTRAINT "event_attendances_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;