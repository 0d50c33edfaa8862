CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"admin_type" text NOT NULL,
	"incubator" text,
	"hosting" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"account_filter" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"accepted_terms_version" text,
	"accepted_terms_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_admin_type_check" CHECK ("admin_type" in ('ADMIN', 'EVENT_HOST', 'INCUBATOR', 'CONSORTIUM_MEMBER'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"type" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"activity_status" text DEFAULT 'PENDING' NOT NULL,
	"incubator" text,
	"has_access_innovation_grants" boolean DEFAULT false NOT NULL,
	"interested_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_type_check" CHECK ("type" in ('startup', 'corp')),
	CONSTRAINT "companies_activity_status_check" CHECK ("activity_status" in ('ACTIVE', 'INACTIVE', 'PENDING'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"type" text NOT NULL,
	"company_id" uuid NOT NULL,
	"verified_at" timestamp with time zone,
	"onboarded" boolean DEFAULT false NOT NULL,
	"accepted_terms_version" text,
	"accepted_terms_at" timestamp with time zone,
	"country" text,
	"disabled_at" timestamp with time zone,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_check" CHECK ("type" in ('startup', 'corp'))
);
--> statement-breakpoint
CREATE TABLE "impersonations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"admin_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"session_family" uuid NOT NULL,
	"device_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"kind" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"token_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "one_time_tokens_kind_check" CHECK ("kind" in ('verify', 'reset', 'invite', 'login')),
	CONSTRAINT "one_time_tokens_subject_kind_check" CHECK ("subject_kind" in ('user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"family" uuid NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"subject_version" integer NOT NULL,
	"device_id" text NOT NULL,
	"refresh_hash" text NOT NULL UNIQUE,
	"impersonator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "sessions_subject_kind_check" CHECK ("subject_kind" in ('user', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_lower_idx" ON "admins" (lower("email"));--> statement-breakpoint
CREATE INDEX "companies_incubator_idx" ON "companies" ("incubator");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" ("company_id");--> statement-breakpoint
CREATE INDEX "impersonations_admin_idx" ON "impersonations" ("admin_id");--> statement-breakpoint
CREATE INDEX "impersonations_user_idx" ON "impersonations" ("user_id");--> statement-breakpoint
CREATE INDEX "one_time_tokens_subject_idx" ON "one_time_tokens" ("kind","subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" ("family");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" ("subject_kind","subject_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT;