CREATE TABLE "mail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"template" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider" text,
	"provider_message_id" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_messages_state_check" CHECK ("state" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_idempotency_key_idx" ON "mail_messages" ("idempotency_key");--> statement-breakpoint
CREATE INDEX "mail_messages_created_at_idx" ON "mail_messages" ("created_at");--> statement-breakpoint
CREATE INDEX "mail_messages_state_idx" ON "mail_messages" ("state","created_at");--> statement-breakpoint
CREATE INDEX "mail_messages_recipient_idx" ON "mail_messages" ("recipient");