-- Idempotent: the table may already exist where a concurrently generated migration carried it.
CREATE TABLE IF NOT EXISTS "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"admin_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_action_check" CHECK ("action" in ('CREATED', 'UPDATED', 'DISABLED', 'ENABLED', 'INVITATION_RESENT'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "admin_audit_admin_idx" ON "admin_audit" ("admin_id","at");--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'admin_audit_admin_id_admins_id_fkey') THEN
    ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_admin_id_admins_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE;
  END IF;
END $$;
