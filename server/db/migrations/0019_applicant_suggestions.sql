CREATE TYPE "public"."applicant_suggestion_source" AS ENUM('careers_form', 'careers_resume');--> statement-breakpoint
CREATE TYPE "public"."applicant_suggestion_status" AS ENUM('pending', 'applied', 'dismissed');--> statement-breakpoint
CREATE TABLE "applicant_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applicant_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"field" text NOT NULL,
	"value" jsonb NOT NULL,
	"source" "applicant_suggestion_source" NOT NULL,
	"application_id" integer,
	"resume_id" integer,
	"status" "applicant_suggestion_status" DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicant_suggestions" ADD CONSTRAINT "applicant_suggestions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_suggestions" ADD CONSTRAINT "applicant_suggestions_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_suggestions" ADD CONSTRAINT "applicant_suggestions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_suggestions" ADD CONSTRAINT "applicant_suggestions_resume_id_applicant_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."applicant_resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_suggestions_applicant_idx" ON "applicant_suggestions" USING btree ("applicant_id","status","id");