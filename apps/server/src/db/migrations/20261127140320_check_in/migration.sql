CREATE TABLE "event_arrivals" (
	"event_id" uuid,
	"user_id" uuid,
	"company_id" uuid NOT NULL,
	"arrived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_by" uuid,
	"via" text NOT NULL,
	CONSTRAINT "event_arrivals_pkey" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "check_in_codes" (
	"event_id" uuid,
	"user_id" uuid,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_codes_pkey" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "event_arrivals_company_idx" ON "event_arrivals" ("event_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_codes_code_idx" ON "check_in_codes" ("code");--> statement-breakpoint
ALTER TABLE "event_arrivals" ADD CONSTRAINT "event_arrivals_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "event_arrivals" ADD CONSTRAINT "event_arrivals_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "event_arrivals" ADD CONSTRAINT "event_arrivals_company_id_companies_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "check_in_codes" ADD CONSTRAINT "check_in_codes_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "check_in_codes" ADD CONSTRAINT "check_in_codes_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;