-- The trigram operator classes of the indexes below; PGlite loads the extension in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "employees_name_trgm_idx" ON "employees" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "employees_job_title_trgm_idx" ON "employees" USING gin (lower("job_title") gin_trgm_ops) WITH (fastupdate=false);