-- A cover letter sent from the careers site is a note with no author (contract section 11); it was
-- stored under the candidate's name. Its timeline entry names it, written by nobody, so only those notes change.
UPDATE "applicant_notes" AS "note" SET "author_name" = NULL
WHERE "note"."author_id" IS NULL
  AND EXISTS (
    SELECT 1 FROM "activity_log" AS "entry"
    WHERE "entry"."company_id" = "note"."company_id"
      AND "entry"."subject_type" = 'applicant'
      AND "entry"."action" = 'note'
      AND "entry"."actor_name" IS NULL
      AND "entry"."details"->>'note_id' = "note"."id"::text
  );
