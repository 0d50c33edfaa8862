CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"event_id" uuid NOT NULL,
	"need_id" uuid,
	"startup_id" uuid NOT NULL,
	"corporate_id" uuid NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"reasons" jsonb DEFAULT '[]' NOT NULL,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"choice" text,
	"decline_reason" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"met_before" text,
	"chosen_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_state_check" CHECK ("state" in ('PROPOSED', 'SUGGESTED', 'SELECTED', 'DECLINED', 'CONFIRMED', 'REFUSED'))
);
--> statement-breakpoint
CREATE TABLE "need_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"need_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "needs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"event_id" uuid NOT NULL,
	"corporate_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"technologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"wanted_meetings" integer DEFAULT 5 NOT NULL,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "needs_state_check" CHECK ("state" in ('DRAFT', 'PUBLISHED', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "pairing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"event_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"corporate_id" uuid NOT NULL,
	"need_id" uuid,
	"message" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"requested_by" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"match_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pairing_requests_state_check" CHECK ("state" in ('PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "matches_need_startup_idx" ON "matches" ("need_id","startup_id") WHERE "need_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_pairing_idx" ON "matches" ("event_id","startup_id","corporate_id") WHERE "need_id" is null;--> statement-breakpoint
CREATE INDEX "matches_event_state_idx" ON "matches" ("event_id","state");--> statement-breakpoint
CREATE INDEX "matches_startup_idx" ON "matches" ("startup_id","event_id");--> statement-breakpoint
CREATE INDEX "matches_corporate_idx" ON "matches" ("corporate_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "need_applications_need_startup_idx" ON "need_applications" ("need_id","startup_id");--> statement-breakpoint
CREATE INDEX "needs_event_state_idx" ON "needs" ("event_id","state");--> statement-breakpoint
CREATE INDEX "needs_corporate_idx" ON "needs" ("corporate_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pairing_requests_pending_idx" ON "pairing_requests" ("event_id","startup_id","corporate_id") WHERE "state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "pairing_requests_corporate_idx" ON "pairing_requests" ("corporate_id","event_id","state");--> statement-breakpoint
CREATE INDEX "pairing_requests_startup_idx" ON "pairing_requests" ("startup_id","event_id","state");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_need_id_needs_id_fkey" FOREIGN KEY ("need_id") REFERENCES "needs"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_startup_id_companies_id_fkey" FOREIGN KEY ("startup_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_corporate_id_companies_id_fkey" FOREIGN KEY ("corporate_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "need_applications" ADD CONSTRAINT "need_applications_need_id_needs_id_fkey" FOREIGN KEY ("need_id") REFERENCES "needs"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "need_applications" ADD CONSTRAINT "need_applications_startup_id_companies_id_fkey" FOREIGN KEY ("startup_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "needs" ADD CONSTRAINT "needs_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "needs" ADD CONSTRAINT "needs_corporate_id_companies_id_fkey" FOREIGN KEY ("corporate_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "pairing_requests" ADD CONSTRAINT "pairing_requests_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "pairing_requests" ADD CONSTRAINT "pairing_requests_startup_id_companies_id_fkey" FOREIGN KEY ("startup_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "pairing_requests" ADD CONSTRAINT "pairing_requests_corporate_id_companies_id_fkey" FOREIGN KEY ("corporate_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "pairing_requests" ADD CONSTRAINT "pairing_requests_need_id_needs_id_fkey" FOREIGN KEY ("need_id") REFERENCES "needs"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "pairing_requests" ADD CONSTRAINT "pairing_requests_match_id_matches_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE SET NULL;