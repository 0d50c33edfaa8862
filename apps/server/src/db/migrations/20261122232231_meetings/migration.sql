CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"owner_id" uuid NOT NULL,
	"owner_kind" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_kind_check" CHECK ("owner_kind" in ('user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"event_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"corporate_id" uuid NOT NULL,
	"need_id" uuid,
	"priority" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"table_no" integer,
	"locked" boolean DEFAULT false NOT NULL,
	"cancel_reason" text,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"shown_status" text,
	"shown_starts_at" timestamp with time zone,
	"shown_ends_at" timestamp with time zone,
	"shown_table_no" integer,
	"sequence" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_status_check" CHECK ("status" in ('REQUESTED', 'SCHEDULED', 'CONFIRMED', 'HELD', 'NO_SHOW', 'CANCELLED')),
	CONSTRAINT "meetings_placed_check" CHECK (("starts_at" is null) = ("table_no" is null) and ("starts_at" is null) = ("ends_at" is null)),
	CONSTRAINT "meetings_table_check" CHECK ("table_no" is null or "table_no" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_owner_live_idx" ON "calendar_feeds" ("owner_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_match_idx" ON "meetings" ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_cell_idx" ON "meetings" ("event_id","starts_at","table_no") WHERE starts_at is not null and status <> 'CANCELLED';--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_startup_slot_idx" ON "meetings" ("event_id","startup_id","starts_at") WHERE starts_at is not null and status <> 'CANCELLED';--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_corporate_slot_idx" ON "meetings" ("event_id","corporate_id","starts_at") WHERE starts_at is not null and status <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "meetings_event_status_idx" ON "meetings" ("event_id","status");--> statement-breakpoint
CREATE INDEX "meetings_startup_idx" ON "meetings" ("startup_id","event_id");--> statement-breakpoint
CREATE INDEX "meetings_corporate_idx" ON "meetings" ("corporate_id","event_id");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_match_id_matches_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_startup_id_companies_id_fkey" FOREIGN KEY ("startup_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_corporate_id_companies_id_fkey" FOREIGN KEY ("corporate_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_need_id_needs_id_fkey" FOREIGN KEY ("need_id") REFERENCES "needs"("id") ON DELETE SET NULL;