CREATE TYPE "public"."employee_status" AS ENUM('active', 'on_leave', 'terminated');--> statement-breakpoint
CREATE TABLE "employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"work_email" text NOT NULL,
	"phone" text,
	"job_title" text,
	"department" text,
	"location" text,
	"employment_type" "job_employment_type" DEFAULT 'full_time' NOT NULL,
	"manager_id" integer,
	"start_date" date,
	"end_date" date,
	"status" "employee_status" DEFAULT 'active' NOT NULL,
	"applicant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "employees_terminated_end" CHECK ("employees"."status" <> 'terminated' or "employees"."end_date" is not null)
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_manager_fk" FOREIGN KEY ("company_id","manager_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_email_idx" ON "employees" USING btree ("company_id","work_email");--> statement-breakpoint
CREATE INDEX "employees_company_name_idx" ON "employees" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "employees_company_created_idx" ON "employees" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "employees_company_start_idx" ON "employees" USING btree ("company_id","start_date","id");--> statement-breakpoint
CREATE INDEX "employees_company_status_idx" ON "employees" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "employees_company_department_idx" ON "employees" USING btree ("company_id","department");--> statement-breakpoint
CREATE INDEX "employees_manager_idx" ON "employees" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "employees_applicant_idx" ON "employees" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "employees_company_name_prefix_idx" ON "employees" USING btree ("company_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "employees_company_email_prefix_idx" ON "employees" USING btree ("company_id","work_email" text_pattern_ops);