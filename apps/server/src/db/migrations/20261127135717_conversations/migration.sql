CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"conversation_id" uuid NOT NULL,
	"author_id" uuid,
	"author_company_id" uuid NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversation_reads" (
	"conversation_id" uuid,
	"user_id" uuid,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digested_at" timestamp with time zone,
	CONSTRAINT "conversation_reads_pkey" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"kind" text DEFAULT 'PAIR' NOT NULL,
	"event_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"corporate_id" uuid NOT NULL,
	"opened_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "conversations_kind_check" CHECK ("kind" in ('PAIR'))
);
--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" ("conversation_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "conversation_messages_author_idx" ON "conversation_messages" ("author_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_idx" ON "conversations" ("event_id","startup_id","corporate_id");--> statement-breakpoint
CREATE INDEX "conversations_startup_idx" ON "conversations" ("startup_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_corporate_idx" ON "conversations" ("corporate_id","last_message_at");--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_id_users_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_company_id_companies_id_fkey" FOREIGN KEY ("author_company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_startup_id_companies_id_fkey" FOREIGN KEY ("startup_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_corporate_id_companies_id_fkey" FOREIGN KEY ("corporate_id") REFERENCES "companies"("id") ON DELETE CASCADE;