DROP INDEX "jobs_search_idx";--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search") WITH (fastupdate=false);