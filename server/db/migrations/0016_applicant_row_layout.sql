-- An applicant's row stays narrow: the resume's text and the search vector (kilobytes each) are
-- stored out of line from 512 bytes on, not from PostgreSQL's default 2 kB, under which a row
-- kept its compressed resume inline. A search visits every matching row to check its company and
-- filters: with eight rows a page instead of fifteen it read twice the pages. The profile vector,
-- which ranking reads from every match, stays in the row. Rows written before this keep their
-- layout until they are next updated (or `VACUUM FULL applicants` rewrites them all).
ALTER TABLE "applicants" SET (toast_tuple_target = 512);--> statement-breakpoint
ALTER TABLE "applicants" ALTER COLUMN "profile" SET STORAGE MAIN;
