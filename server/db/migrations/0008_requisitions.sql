CREATE TYPE "public"."requisition_priority" AS ENUM('low', 'normal', 'high', 'urgent');--> statement-breakpoint
CREATE TYPE "public"."requisition_reason" AS ENUM('new_role', 'replacement');--> statement-breakpoint
CREATE TYPE "public"."requisition_status" AS ENUM('draft', 'pending', 'on_hold', 'approved', 'rejected', 'cancelled', 'filled');--> statement-breakpoint
CREATE TABLE "approval_chains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_chains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"steps" jsonb NOT NULL,
	"sla_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_chains_sla_days_range" CHECK ("approval_chains"."sla_days" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "requisition_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requisition_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"requisition_id" integer NOT NULL,
	"round" integer NOT NULL,
	"step" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requisitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"location" text,
	"employment_type" "job_employment_type" NOT NULL,
	"workplace" "job_workplace" NOT NULL,
	"headcount" integer DEFAULT 1 NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text,
	"reason" "requisition_reason" DEFAULT 'new_role' NOT NULL,
	"replaces" text,
	"hiring_manager_id" integer,
	"target_start_date" date,
	"priority" "requisition_priority" DEFAULT 'normal' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" "requisition_status" DEFAULT 'draft' NOT NULL,
	"requested_by_id" integer,
	"requested_by_name" text NOT NULL,
	"chain" jsonb,
	"round" integer DEFAULT 0 NOT NULL,
	"step" integer,
	"step_started_at" timestamp with time zone,
	"step_due_at" timestamp with time zone,
	"step_approved_by" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"step_reminded" boolean DEFAULT false NOT NULL,
	"step_approver_type" text GENERATED ALWAYS AS ("chain" -> 'steps' -> ("step" - 1) -> 'approver' ->> 'type') STORED,
	"step_role_id" integer GENERATED ALWAYS AS (("chain" -> 'steps' -> ("step" - 1) -> 'approver' ->> 'role_id')::integer) STORED,
	"step_user_id" integer GENERATED ALWAYS AS (("chain" -> 'steps' -> ("step" - 1) -> 'approver' ->> 'user_id')::integer) STORED,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A')
          || setweight(to_tsvector('english', "department" || ' ' || coalesce("location", '') || ' ' || coalesce("replaces", '') || ' ' || "requested_by_name"), 'B')
          || setweight(to_tsvector('english', "description"), 'C')) STORED NOT NULL,
	"title_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "title")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisitions_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "requisitions_headcount_range" CHECK ("requisitions"."headcount" between 1 and 999),
	CONSTRAINT "requisitions_salary_range" CHECK ("requisitions"."salary_min" is null or "requisitions"."salary_max" is null or "requisitions"."salary_min" <= "requisitions"."salary_max"),
	CONSTRAINT "requisitions_salary_currency_code" CHECK ("requisitions"."salary_currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "approval_chains" ADD CONSTRAINT "approval_chains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_approvals" ADD CONSTRAINT "requisition_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_approvals" ADD CONSTRAINT "requisition_approvals_requisition_fk" FOREIGN KEY ("company_id","requisition_id") REFERENCES "public"."requisitions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_hiring_manager_id_users_id_fk" FOREIGN KEY ("hiring_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_chains_company_unique" ON "approval_chains" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requisition_approvals_once_unique" ON "requisition_approvals" USING btree ("requisition_id","round","step","user_id");--> statement-breakpoint
CREATE INDEX "requisitions_company_created_idx" ON "requisitions" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "requisitions_company_title_idx" ON "requisitions" USING btree ("company_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "requisitions_company_status_idx" ON "requisitions" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "requisitions_company_priority_idx" ON "requisitions" USING btree ("company_id","priority","id");--> statement-breakpoint
CREATE INDEX "requisitions_company_start_idx" ON "requisitions" USING btree ("company_id","target_start_date","id");--> statement-breakpoint
CREATE INDEX "requisitions_company_department_idx" ON "requisitions" USING btree ("company_id","department");--> statement-breakpoint
CREATE INDEX "requisitions_company_requester_idx" ON "requisitions" USING btree ("company_id","requested_by_id","created_at","id");--> statement-breakpoint
CREATE INDEX "requisitions_company_in_approval_idx" ON "requisitions" USING btree ("company_id","created_at","id","step_approver_type","step_role_id","step_user_id","requested_by_id","step_approved_by","step_due_at") WHERE "requisitions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "requisitions_unreminded_due_idx" ON "requisitions" USING btree ("step_due_at") WHERE "requisitions"."status" = 'pending' and not "requisitions"."step_reminded";--> statement-breakpoint
CREATE INDEX "requisitions_title_words_idx" ON "requisitions" USING gin ("title_words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "requisitions_search_idx" ON "requisitions" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_requisition_fk" FOREIGN KEY ("company_id","requisition_id") REFERENCES "public"."requisitions"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_requisition_idx" ON "jobs" USING btree ("requisition_id");