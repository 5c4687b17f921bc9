-- A job's skills as one text for its full-text search column. Generated columns need immutable
-- expressions and array_to_string is only stable (it could format any element type); joining
-- text is immutable, which this wrapper declares.
CREATE FUNCTION "public"."job_skills_text"(skills text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(skills, ' ') $$;
