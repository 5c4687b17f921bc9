CREATE TYPE "public"."privacy_request_kind" AS ENUM('export', 'erasure');--> statement-breakpoint
CREATE TYPE "public"."privacy_request_state" AS ENUM('completed', 'pending', 'voided', 'expired');--> statement-breakpoint
CREATE TABLE "privacy_portal_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_portal_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"applicant_id" integer,
	"portal_token_id" integer,
	"kind" "privacy_request_kind" NOT NULL,
	"state" "privacy_request_state" NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_version" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "consent_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_portal_tokens" ADD CONSTRAINT "privacy_portal_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_portal_tokens" ADD CONSTRAINT "privacy_portal_tokens_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_portal_token_id_privacy_portal_tokens_id_fk" FOREIGN KEY ("portal_token_id") REFERENCES "public"."privacy_portal_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_portal_tokens_hash_unique" ON "privacy_portal_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "privacy_portal_tokens_applicant_idx" ON "privacy_portal_tokens" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "privacy_requests_company_idx" ON "privacy_requests" USING btree ("company_id","requested_at","id");--> statement-breakpoint
CREATE INDEX "privacy_requests_portal_idx" ON "privacy_requests" USING btree ("portal_token_id","kind","state");--> statement-breakpoint
CREATE INDEX "activity_log_company_at_idx" ON "activity_log" USING btree ("company_id","at","id");--> statement-breakpoint
CREATE INDEX "activity_log_company_actor_at_idx" ON "activity_log" USING btree ("company_id","actor_id","at","id");--> statement-breakpoint
CREATE INDEX "applicants_company_last_activity_idx" ON "applicants" USING btree ("company_id","last_activity_at","id") WHERE "applicants"."anonymised_at" is null;--> statement-breakpoint
-- Applicants made before the clock existed: their latest timeline entry, else their last change.
UPDATE "applicants" SET "last_activity_at" = greatest("updated_at", coalesce((SELECT max("at") FROM "activity_log" WHERE "activity_log"."company_id" = "applicants"."company_id" AND "activity_log"."subject_type" = 'applicant' AND "activity_log"."subject_id" = "applicants"."id"), "created_at"));
