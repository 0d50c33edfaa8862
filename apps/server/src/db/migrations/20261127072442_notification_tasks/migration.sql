ALTER TABLE "notifications" ADD COLUMN "task" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_task_idx" ON "notifications" ("task") WHERE "task" is not null;