CREATE TABLE "task_workers" (
	"id" text PRIMARY KEY NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "tasks_queued_run_at_idx";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "worker_id" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "fairness_key" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_queued_fairness_idx" ON "tasks" USING btree ("fairness_key","run_at","id") WHERE "tasks"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "tasks_leased_idx" ON "tasks" USING btree ("fairness_key") WHERE "tasks"."status" = 'queued' AND "tasks"."locked_until" IS NOT NULL;--> statement-breakpoint
UPDATE "tasks" SET "fairness_key" = ("payload"->>'companyId')::integer WHERE "kind" IN ('resume-parse', 'resume-profile-fill');
