DROP INDEX "jobs_company_title_prefix_idx";--> statement-breakpoint
CREATE INDEX "jobs_title_prefix_idx" ON "jobs" USING btree (lower("title") text_pattern_ops);