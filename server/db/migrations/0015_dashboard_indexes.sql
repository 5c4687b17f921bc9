DROP INDEX "applications_company_stage_idx";--> statement-breakpoint
CREATE INDEX "applicants_company_source_idx" ON "applicants" USING btree ("company_id","source");--> statement-breakpoint
CREATE INDEX "applications_company_stage_status_idx" ON "applications" USING btree ("company_id","stage_id","status");--> statement-breakpoint
CREATE INDEX "applications_company_status_entered_idx" ON "applications" USING btree ("company_id","status","stage_entered_at","id");