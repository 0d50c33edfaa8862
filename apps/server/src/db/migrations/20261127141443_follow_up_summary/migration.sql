CREATE TABLE "meeting_follow_up_summaries" (
	"meeting_id" uuid PRIMARY KEY,
	"startup_score" integer,
	"corporate_score" integer,
	"wants" boolean NOT NULL,
	"answered" boolean NOT NULL,
	"onward" boolean NOT NULL,
	"collaboration" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_follow_up_summaries" ADD CONSTRAINT "meeting_follow_up_summaries_meeting_id_meetings_id_fkey" FOREIGN KEY ("meeting_id") REFERENCES "meetings"("id") ON DELETE CASCADE;