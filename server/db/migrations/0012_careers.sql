ALTER TABLE "companies" ADD COLUMN "careers_slug" text;--> statement-breakpoint
-- Existing companies get a slug made from their name as slugFromName (common/careers.ts) makes it
-- (accents become hyphens here), their id appended where two names make the same one. Their
-- sites start private, as a new company's does.
WITH "made" AS (
	SELECT "id", CASE
		WHEN length("base") >= 3 THEN "base"
		WHEN "base" = '' THEN 'company'
		ELSE "base" || '-careers'
	END AS "slug"
	FROM (
		SELECT "id", rtrim(left(trim(BOTH '-' FROM regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), 40), '-') AS "base"
		FROM "companies"
	) AS "bases"
), "numbered" AS (
	SELECT "id", "slug", row_number() OVER (PARTITION BY "slug" ORDER BY "id") AS "n" FROM "made"
)
UPDATE "companies" SET "careers_slug" = CASE
	WHEN "numbered"."n" = 1 THEN "numbered"."slug"
	ELSE rtrim(left("numbered"."slug", 39 - length("companies"."id"::text)), '-') || '-' || "companies"."id"
END
FROM "numbered" WHERE "numbered"."id" = "companies"."id";--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "careers_slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "careers_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "careers_intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "careers_brand_color" text DEFAULT '#364fc7' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- A job published or closed before: when its first publication was logged, else its creation.
UPDATE "jobs" SET "published_at" = coalesce(
	(SELECT min("at") FROM "activity_log" WHERE "subject_type" = 'job' AND "subject_id" = "jobs"."id" AND "company_id" = "jobs"."company_id" AND "action" = 'published'),
	"created_at"
) WHERE "status" <> 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "companies_careers_slug_unique" ON "companies" USING btree ("careers_slug");
