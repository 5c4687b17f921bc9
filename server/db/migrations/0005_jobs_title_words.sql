DROP INDEX "jobs_title_prefix_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "title_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "title")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_title_words_idx" ON "jobs" USING gin ("title_words") WITH (fastupdate=false);