CREATE TYPE "public"."job_employment_type" AS ENUM('full_time', 'part_time', 'contract', 'internship', 'temporary');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('draft', 'published', 'closed');--> statement-breakpoint
CREATE TYPE "public"."job_workplace" AS ENUM('on_site', 'hybrid', 'remote');--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"location" text,
	"employment_type" "job_employment_type" NOT NULL,
	"workplace" "job_workplace" NOT NULL,
	"openings" integer DEFAULT 1 NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text,
	"description" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "job_status" DEFAULT 'draft' NOT NULL,
	"closes_at" date,
	"requisition_id" integer,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A')
          || setweight(to_tsvector('english', "department" || ' ' || coalesce("location", '') || ' ' || coalesce(public.job_skills_text("skills"), '')), 'B')
          || setweight(to_tsvector('english', "description"), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_openings_positive" CHECK ("jobs"."openings" >= 1),
	CONSTRAINT "jobs_salary_range" CHECK ("jobs"."salary_min" is null or "jobs"."salary_max" is null or "jobs"."salary_min" <= "jobs"."salary_max"),
	CONSTRAINT "jobs_salary_currency_code" CHECK ("jobs"."salary_currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_company_created_idx" ON "jobs" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_company_title_idx" ON "jobs" USING btree ("company_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "jobs_company_status_idx" ON "jobs" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "jobs_company_closes_idx" ON "jobs" USING btree ("company_id","closes_at","id");--> statement-breakpoint
CREATE INDEX "jobs_company_department_idx" ON "jobs" USING btree ("company_id","department");--> statement-breakpoint
CREATE INDEX "jobs_company_title_prefix_idx" ON "jobs" USING btree ("company_id",lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");