CREATE TABLE "conversation_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"event_id" uuid NOT NULL,
	"admin_id" uuid,
	"idempotency_key" text NOT NULL,
	"body" text NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_blocks" (
	"blocker_company_id" uuid,
	"blocked_company_id" uuid,
	"blocked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_blocks_pkey" PRIMARY KEY("blocker_company_id","blocked_company_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_digests" (
	"user_id" uuid PRIMARY KEY,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"message_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reporter_company_id" uuid NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"quoted_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "author_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "announcement_id" uuid;--> statement-breakpoint
ALTER TABLE "conversation_messages" ALTER COLUMN "author_company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "startup_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "corporate_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_announcements_key_idx" ON "conversation_announcements" ("event_id","admin_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_reports_once_idx" ON "conversation_reports" ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "conversation_reports_event_idx" ON "conversation_reports" ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_organiser_idx" ON "conversations" ("event_id",coalesce("startup_id", "corporate_id")) WHERE "kind" = 'ORGANISER';--> statement-breakpoint
CREATE INDEX "conversations_event_idx" ON "conversations" ("event_id","last_message_at");--> statement-breakpoint
ALTER TABLE "conversation_announcements" ADD CONSTRAINT "conversation_announcements_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversation_announcements" ADD CONSTRAINT "conversation_announcements_admin_id_admins_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_blocker_company_id_companies_id_fkey" FOREIGN KEY ("blocker_company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_blocked_company_id_companies_id_fkey" FOREIGN KEY ("blocked_company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_blocked_by_users_id_fkey" FOREIGN KEY ("blocked_by") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "conversation_digests" ADD CONSTRAINT "conversation_digests_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_admin_id_admins_id_fkey" FOREIGN KEY ("author_admin_id") REFERENCES "admins"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_GrGql7sVyoQJ_fkey" FOREIGN KEY ("announcement_id") REFERENCES "conversation_announcements"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_message_id_conversation_messages_id_fkey" FOREIGN KEY ("message_id") REFERENCES "conversation_messages"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_conversation_id_conversations_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_reporter_id_users_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_reporter_company_id_companies_id_fkey" FOREIGN KEY ("reporter_company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_sides_check" CHECK (("kind" = 'PAIR' and "startup_id" is not null and "corporate_id" is not null) or ("kind" = 'ORGANISER' and num_nonnulls("startup_id", "corporate_id") = 1));--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_kind_check", ADD CONSTRAINT "conversations_kind_check" CHECK ("kind" in ('PAIR', 'ORGANISER'));