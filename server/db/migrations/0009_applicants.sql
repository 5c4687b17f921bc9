CREATE TYPE "public"."applicant_source" AS ENUM('upload', 'careers', 'manual', 'import');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('active', 'rejected', 'hired');--> statement-breakpoint
CREATE TYPE "public"."stage_kind" AS ENUM('applied', 'in_progress', 'offer', 'hired');--> statement-breakpoint
CREATE TABLE "applicant_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applicant_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"body" text NOT NULL,
	"author_id" integer,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicant_resumes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applicant_resumes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applicants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"phone_e164" text,
	"location" text,
	"headline" text,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"skill_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"years_experience" real,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" "applicant_source" DEFAULT 'manual' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tag_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" smallint,
	"resume_text" text DEFAULT '' NOT NULL,
	"profile" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "name") || to_tsvector('simple', coalesce("email", '')), 'A')
          || setweight(to_tsvector('english', coalesce("headline", '') || ' ' || coalesce(public.job_skills_text("skills"), '')), 'B')
          || setweight(to_tsvector('english', coalesce("location", '') || ' ' || coalesce(public.job_skills_text("tags"), '')), 'C')) STORED NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "name") || to_tsvector('simple', coalesce("email", '')), 'A')
          || setweight(to_tsvector('english', coalesce("headline", '') || ' ' || coalesce(public.job_skills_text("skills"), '')), 'B')
          || setweight(to_tsvector('english', coalesce("location", '') || ' ' || coalesce(public.job_skills_text("tags"), '')), 'C')
          || setweight(to_tsvector('english', "resume_text"), 'D')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicants_rating_range" CHECK ("applicants"."rating" is null or "applicants"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"status" "application_status" DEFAULT 'active' NOT NULL,
	"rejection_reason" text,
	"stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pipeline_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" "stage_kind" NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rejection_reasons" text[] DEFAULT '{"Not qualified","Position filled","Withdrew","No response","Salary expectations","Other"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_notes" ADD CONSTRAINT "applicant_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_notes" ADD CONSTRAINT "applicant_notes_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_notes" ADD CONSTRAINT "applicant_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_resumes" ADD CONSTRAINT "applicant_resumes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_resumes" ADD CONSTRAINT "applicant_resumes_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_resumes" ADD CONSTRAINT "applicant_resumes_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_stage_id_pipeline_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."pipeline_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_notes_applicant_idx" ON "applicant_notes" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "applicant_resumes_applicant_idx" ON "applicant_resumes" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "applicant_resumes_file_idx" ON "applicant_resumes" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applicants_company_email_unique" ON "applicants" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "applicants_company_phone_idx" ON "applicants" USING btree ("company_id","phone_e164");--> statement-breakpoint
CREATE INDEX "applicants_company_created_idx" ON "applicants" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applicants_company_updated_idx" ON "applicants" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "applicants_company_name_idx" ON "applicants" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "applicants_company_rating_idx" ON "applicants" USING btree ("company_id","rating","id");--> statement-breakpoint
CREATE INDEX "applicants_search_idx" ON "applicants" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "applicants_skill_keys_idx" ON "applicants" USING gin ("skill_keys") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "applicants_tag_keys_idx" ON "applicants" USING gin ("tag_keys") WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "applications_applicant_job_unique" ON "applications" USING btree ("applicant_id","job_id");--> statement-breakpoint
CREATE INDEX "applications_company_job_stage_idx" ON "applications" USING btree ("company_id","job_id","stage_id");--> statement-breakpoint
CREATE INDEX "applications_company_stage_idx" ON "applications" USING btree ("company_id","stage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_stages_company_name_unique" ON "pipeline_stages" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "pipeline_stages_company_position_idx" ON "pipeline_stages" USING btree ("company_id","position");