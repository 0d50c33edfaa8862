CREATE TABLE "removed_suggestions" (
	"need_id" uuid,
	"startup_id" uuid,
	"removed_by" uuid,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "removed_suggestions_pkey" PRIMARY KEY("need_id","startup_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "suggestion_floor" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "removed_suggestions" ADD CONSTRAINT "removed_suggestions_need_id_needs_id_fkey" FOREIGN KEY ("need_id") REFERENCES "needs"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "removed_suggestions" ADD CONSTRAINT "removed_suggestions_startup_id_companies_id_fkey" FOREIGN KEY ("startup_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_suggestion_floor_check" CHECK ("suggestion_floor" between 0 and 100);