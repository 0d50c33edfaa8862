DROP INDEX IF EXISTS "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_email_trgm_idx";--> statement-breakpoint
-- One trigram index over name and e-mail (console people search), where pg_trgm exists
-- (see 20261121181554_profiles).
DO $$
DECLARE trgm_schema text;
BEGIN
  SELECT n.nspname INTO trgm_schema FROM pg_extension e
    JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("name" || '' '' || "email") %I.gin_trgm_ops)', trgm_schema);
  END IF;
END $$;
