CREATE TABLE "pairing_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"token_hash" text NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pairing_tokens_hash_idx" ON "pairing_tokens" ("token_hash");--> statement-breakpoint
CREATE INDEX "pairing_tokens_request_idx" ON "pairing_tokens" ("request_id");--> statement-breakpoint
ALTER TABLE "pairing_tokens" ADD CONSTRAINT "pairing_tokens_request_id_pairing_requests_id_fkey" FOREIGN KEY ("request_id") REFERENCES "pairing_requests"("id") ON DELETE CASCADE;