CREATE INDEX "companies_industries_idx" ON "companies" USING gin ("industries");--> statement-breakpoint
-- Company directory search (name, pitches, description; any part, any case) uses a trigram
-- index where pg_trgm exists (see 20261121181554_profiles).
DO $$
DECLARE trgm_schema text;
BEGIN
  SELECT n.nspname INTO trgm_schema FROM pg_extension e
    JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX "companies_directory_search_trgm_idx" ON "companies" USING gin (lower("name" || '' '' || coalesce("pitch_short", '''') || '' '' || coalesce("pitch_long", '''') || '' '' || coalesce("description", '''')) %I.gin_trgm_ops)', trgm_schema);
  END IF;
END $$;
