CREATE TABLE "meeting_rating_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"rating_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"comment" text,
	"wants_follow_up" boolean NOT NULL,
	"via" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_by_user_id" uuid,
	"replaced_by_admin_id" uuid,
	CONSTRAINT "meeting_rating_versions_score_check" CHECK ("score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "meeting_ratings" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "meeting_rating_versions_rating_idx" ON "meeting_rating_versions" ("rating_id","given_at");--> statement-breakpoint
ALTER TABLE "meeting_rating_versions" ADD CONSTRAINT "meeting_rating_versions_rating_id_meeting_ratings_id_fkey" FOREIGN KEY ("rating_id") REFERENCES "meeting_ratings"("id") ON DELETE CASCADE;