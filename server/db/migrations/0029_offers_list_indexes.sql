DROP INDEX "offers_company_created_idx";--> statement-breakpoint
CREATE INDEX "offers_company_application_idx" ON "offers" USING btree ("company_id","application_id");--> statement-breakpoint
CREATE INDEX "offers_company_created_idx" ON "offers" USING btree ("company_id","created_at","id","application_id","job_id");