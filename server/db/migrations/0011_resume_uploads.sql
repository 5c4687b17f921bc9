CREATE TYPE "public"."duplicate_reason" AS ENUM('same_file', 'same_email', 'same_phone', 'similar_name');--> statement-breakpoint
CREATE TYPE "public"."resume_upload_status" AS ENUM('queued', 'parsing', 'saved', 'needs_review', 'duplicate', 'failed', 'discarded');--> statement-breakpoint
CREATE TABLE "resume_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"file_key" text,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"status" "resume_upload_status" DEFAULT 'queued' NOT NULL,
	"error" text,
	"ocr" boolean DEFAULT false NOT NULL,
	"job_id" integer,
	"parsed" jsonb,
	"text" text,
	"duplicate_of_id" integer,
	"duplicate_reason" "duplicate_reason",
	"applicant_id" integer,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_uploads" ADD CONSTRAINT "resume_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_uploads" ADD CONSTRAINT "resume_uploads_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_uploads" ADD CONSTRAINT "resume_uploads_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_uploads" ADD CONSTRAINT "resume_uploads_duplicate_of_id_applicants_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_uploads" ADD CONSTRAINT "resume_uploads_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_uploads" ADD CONSTRAINT "resume_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_uploads_company_created_idx" ON "resume_uploads" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "resume_uploads_company_status_created_idx" ON "resume_uploads" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "resume_uploads_company_sha256_idx" ON "resume_uploads" USING btree ("company_id","sha256");