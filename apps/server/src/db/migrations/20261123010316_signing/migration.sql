CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"mail_id" uuid NOT NULL CONSTRAINT "notifications_mail_id_unique" UNIQUE,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"title" text NOT NULL,
	"path" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" ("recipient","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" ("recipient") WHERE "read_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_mail_id_mail_messages_id_fkey" FOREIGN KEY ("mail_id") REFERENCES "mail_messages"("id") ON DELETE CASCADE;--> statement-breakpoint
-- A signed agreement is immutable (docs/decisions/062): once its final hash is set, neither the
-- final file nor the original may change; only the archive step (state, archived_at) moves.
CREATE FUNCTION signing_documents_sealed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.signed_sha256 IS NOT NULL AND (
		NEW.signed_sha256 IS DISTINCT FROM OLD.signed_sha256 OR
		NEW.signed_key IS DISTINCT FROM OLD.signed_key OR
		NEW.original_sha256 IS DISTINCT FROM OLD.original_sha256 OR
		NEW.original_key IS DISTINCT FROM OLD.original_key OR
		NEW.signed_at IS DISTINCT FROM OLD.signed_at
	) THEN
		RAISE EXCEPTION 'signed agreement % is immutable', OLD.id USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER signing_documents_sealed BEFORE UPDATE ON signing_documents
	FOR EACH ROW EXECUTE FUNCTION signing_documents_sealed();
--> statement-breakpoint
CREATE FUNCTION signing_signers_sealed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.signed_at IS NOT NULL THEN
		RAISE EXCEPTION 'signature % is immutable', OLD.id USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER signing_signers_sealed BEFORE UPDATE ON signing_signers
	FOR EACH ROW EXECUTE FUNCTION signing_signers_sealed();
