CREATE TYPE "public"."offer_status" AS ENUM('draft', 'pending_approval', 'approved', 'rejected', 'sent', 'accepted', 'declined', 'withdrawn', 'expired');--> statement-breakpoint
CREATE TYPE "public"."salary_period" AS ENUM('year', 'month', 'hour');--> statement-breakpoint
CREATE TABLE "offer_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"round" integer NOT NULL,
	"step" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"status" "offer_status" DEFAULT 'draft' NOT NULL,
	"template_id" integer,
	"job_title" text NOT NULL,
	"start_date" date NOT NULL,
	"salary" numeric(14, 2) NOT NULL,
	"salary_currency" text NOT NULL,
	"salary_period" "salary_period" NOT NULL,
	"bonus" numeric(14, 2),
	"equity" text,
	"employment_type" "job_employment_type" NOT NULL,
	"manager_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"letter" text NOT NULL,
	"approval_needed" boolean DEFAULT true NOT NULL,
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
	"token_hash" text,
	"sent_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"decline_reason" text,
	"withdraw_reason" text,
	"signature_name" text,
	"signed_at" timestamp with time zone,
	"signature_address" text,
	"document_sha256" text,
	"signed_file_id" integer,
	"created_by_id" integer,
	"created_by_name" text NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "offers_salary_positive" CHECK ("offers"."salary" >= 0)
);
--> statement-breakpoint
DROP INDEX "approval_chains_company_unique";--> statement-breakpoint
ALTER TABLE "approval_chains" ADD COLUMN "subject" text DEFAULT 'requisition' NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_chains" ADD COLUMN "only_out_of_range" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_approvals" ADD CONSTRAINT "offer_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_approvals" ADD CONSTRAINT "offer_approvals_offer_fk" FOREIGN KEY ("company_id","offer_id") REFERENCES "public"."offers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_signed_file_id_stored_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_approvals_once_unique" ON "offer_approvals" USING btree ("offer_id","round","step","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_live_per_application" ON "offers" USING btree ("application_id") WHERE "offers"."status" not in ('rejected', 'declined', 'withdrawn', 'expired');--> statement-breakpoint
CREATE INDEX "offers_company_created_idx" ON "offers" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "offers_company_status_idx" ON "offers" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "offers_company_job_idx" ON "offers" USING btree ("company_id","job_id","created_at","id");--> statement-breakpoint
CREATE INDEX "offers_company_expires_idx" ON "offers" USING btree ("company_id","expires_at","id");--> statement-breakpoint
CREATE INDEX "offers_company_start_idx" ON "offers" USING btree ("company_id","start_date","id");--> statement-breakpoint
CREATE INDEX "offers_company_in_approval_idx" ON "offers" USING btree ("company_id","created_at","id","step_approver_type","step_role_id","step_user_id","created_by_id","step_approved_by","step_due_at") WHERE "offers"."status" = 'pending_approval';--> statement-breakpoint
CREATE INDEX "offers_unreminded_due_idx" ON "offers" USING btree ("step_due_at") WHERE "offers"."status" = 'pending_approval' and not "offers"."step_reminded";--> statement-breakpoint
CREATE INDEX "offers_sent_expiry_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."status" = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "offers_token_hash_unique" ON "offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_chains_company_subject_unique" ON "approval_chains" USING btree ("company_id","subject");