-- The table was never written (decision 112 gives it its keys).
DELETE FROM "conversation_digests";--> statement-breakpoint
CREATE TABLE "conversation_digest_opt_outs" (
	"user_id" uuid PRIMARY KEY,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_digests" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "conversation_digests" ADD COLUMN "since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_digests" ADD COLUMN "messages" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_reads" DROP COLUMN "digested_at";--> statement-breakpoint
ALTER TABLE "conversation_digests" DROP CONSTRAINT "conversation_digests_pkey";--> statement-breakpoint
ALTER TABLE "conversation_digests" ADD PRIMARY KEY ("conversation_id","user_id","since");--> statement-breakpoint
ALTER TABLE "conversation_digests" ALTER COLUMN "sent_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "conversation_digest_opt_outs" ADD CONSTRAINT "conversation_digest_opt_outs_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "conversation_digests" ADD CONSTRAINT "conversation_digests_conversation_id_conversations_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE;