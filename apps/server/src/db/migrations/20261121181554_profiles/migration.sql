CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_badges" (
	"company_id" uuid,
	"badge_id" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" uuid,
	CONSTRAINT "company_badges_pkey" PRIMARY KEY("company_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"original_name" text,
	"owner_company_id" uuid,
	"uploaded_by_kind" text NOT NULL,
	"uploaded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_purpose_check" CHECK ("purpose" in ('logo', 'deck', 'attachment')),
	CONSTRAINT "files_uploaded_by_kind_check" CHECK ("uploaded_by_kind" in ('user', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "organisation_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "founded_year" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "size_band" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "industries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "technologies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "incubator_status" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "incubator_other" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pitch_short" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pitch_long" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "deck_file_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sector" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "public_body" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "onboarding_step" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "onboarding_steps" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "onboarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_user_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "title" text;--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "companies_type_status_name_idx" ON "companies" ("type","activity_status",lower("name"));--> statement-breakpoint
CREATE INDEX "companies_country_idx" ON "companies" ("country");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" ("created_at");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" (lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_name_lower_idx" ON "badges" (lower("name"));--> statement-breakpoint
CREATE INDEX "company_badges_badge_idx" ON "company_badges" ("badge_id");--> statement-breakpoint
CREATE INDEX "files_owner_company_idx" ON "files" ("owner_company_id");--> statement-breakpoint
CREATE INDEX "files_uploader_idx" ON "files" ("uploaded_by_kind","uploaded_by_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_contact_user_id_users_id_fkey" FOREIGN KEY ("contact_user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "company_badges" ADD CONSTRAINT "company_badges_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "company_badges" ADD CONSTRAINT "company_badges_badge_id_badges_id_fkey" FOREIGN KEY ("badge_id") REFERENCES "badges"("id") ON DELETE CASCADE;
--> statement-breakpoint
-- Console search (substring, any case) uses trigram indexes when pg_trgm is available: always on
-- PostgreSQL with contrib, and on PGlite when it is opened with the extension (platform/db.ts).
-- Without it the indexes are skipped and search scans (small embedded databases only).
DO $$
DECLARE trgm_schema text;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
    EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
    END;
  END IF;
  SELECT n.nspname INTO trgm_schema FROM pg_extension e
    JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format('CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format('CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") %I.gin_trgm_ops)', trgm_schema);
  END IF;
END $$;
