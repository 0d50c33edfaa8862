ALTER TABLE "meetings" ADD COLUMN "unplaced_text" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "absent_side" text;