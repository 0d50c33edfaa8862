CREATE TABLE "selection_closings" (
	"event_id" uuid PRIMARY KEY,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"startups" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "selection_closings" ADD CONSTRAINT "selection_closings_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;