import { APPLICANT_SOURCES, APPLICATION_STATUSES, SUGGESTION_SOURCES } from '@common/applicants'
import { STAGE_KINDS } from '@common/pipeline'
import { sql } from 'drizzle-orm'
import { bigint, check, customType, index, integer, jsonb, pgEnum, pgTable, real, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'
import { companies } from './companies'
import { storedFiles } from './files'
import { jobs } from './jobs'
import { users } from './users'

export const stageKind = pgEnum('stage_kind', STAGE_KINDS)
export const applicantSource = pgEnum('applicant_source', APPLICANT_SOURCES)
export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES)

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * The company's pipeline stages (contract section 9), in `position` order: one `applied` first,
 * one `hired` last. Names are unique in the company, ignoring case.
 */
export const pipelineStages = pgTable(
  'pipeline_stages',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: stageKind().notNull(),
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('pipeline_stages_company_name_unique').on(table.companyId, sql`lower(${table.name})`),
    index('pipeline_stages_company_position_idx').on(table.companyId, table.position),
  ],
)

export type EducationEntry = { institution: string; degree: string | null; year: number | null }

/**
 * Applicants (contract section 11). Identity is compared normalised: `email` unique per company
 * ignoring case, `phone_e164` (the phone as E.164 when it parses) indexed beside the phone as
 * typed. `skill_keys` and `tag_keys` are the lower-cased skills and tags the repository writes
 * with them, for filters that ignore case through GIN indexes. `resume_text` is the text of the
 * applicant's resumes, which `search` holds with the profile (name weighing most, then headline
 * and skills, then location and tags, then the resumes); `profile` is the same without the
 * resumes, for ranking.
 */
export const applicants = pgTable(
  'applicants',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text(),
    phone: text(),
    phoneE164: text('phone_e164'),
    location: text(),
    headline: text(),
    links: text().array().notNull().default(sql`'{}'::text[]`),
    skills: text().array().notNull().default(sql`'{}'::text[]`),
    skillKeys: text().array().notNull().default(sql`'{}'::text[]`),
    yearsExperience: real(),
    education: jsonb().$type<EducationEntry[]>().notNull().default([]),
    source: applicantSource().notNull().default('manual'),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    tagKeys: text().array().notNull().default(sql`'{}'::text[]`),
    rating: smallint(),
    resumeText: text().notNull().default(''),
    /** The profile alone, weighted as in `search`: small enough to rank every match by. */
    profile: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "name") || to_tsvector('simple', coalesce("email", '')), 'A')
          || setweight(to_tsvector('english', coalesce("headline", '') || ' ' || coalesce(public.job_skills_text("skills"), '')), 'B')
          || setweight(to_tsvector('english', coalesce("location", '') || ' ' || coalesce(public.job_skills_text("tags"), '')), 'C')`,
      ),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "name") || to_tsvector('simple', coalesce("email", '')), 'A')
          || setweight(to_tsvector('english', coalesce("headline", '') || ' ' || coalesce(public.job_skills_text("skills"), '')), 'B')
          || setweight(to_tsvector('english', coalesce("location", '') || ' ' || coalesce(public.job_skills_text("tags"), '')), 'C')
          || setweight(to_tsvector('english', "resume_text"), 'D')`,
      ),
    /**
     * The applicant's latest activity (any timeline entry but the anonymisation itself, or "Keep"):
     * the clock retention runs from (contract 19). Kept here, not read from the activity log, so
     * the daily job and "Due for anonymisation" read one index.
     */
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When their personal data was erased (contract 19); null while it is kept. */
    anonymisedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Retention's candidates in clock order: only applicants not yet anonymised.
    index('applicants_company_last_activity_idx').on(table.companyId, table.lastActivityAt, table.id).where(sql`${table.anonymisedAt} is null`),
    uniqueIndex('applicants_company_email_unique').on(table.companyId, sql`lower(${table.email})`),
    index('applicants_company_phone_idx').on(table.companyId, table.phoneE164),
    index('applicants_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('applicants_company_updated_idx').on(table.companyId, table.updatedAt, table.id),
    index('applicants_company_name_idx').on(table.companyId, sql`lower(${table.name})`, table.id),
    index('applicants_company_rating_idx').on(table.companyId, table.rating, table.id),
    // The dashboard's applicants by source, read off the index alone.
    index('applicants_company_source_idx').on(table.companyId, table.source),
    // Without fastupdate new rows go straight into the index (see jobs_search_idx).
    index('applicants_search_idx').using('gin', table.search).with({ fastupdate: false }),
    // A common resume word matches most applicants but few profiles: the best matches come off this.
    index('applicants_profile_idx').using('gin', table.profile).with({ fastupdate: false }),
    index('applicants_skill_keys_idx').using('gin', table.skillKeys).with({ fastupdate: false }),
    index('applicants_tag_keys_idx').using('gin', table.tagKeys).with({ fastupdate: false }),
    check('applicants_rating_range', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
  ],
)

/**
 * Who is who among a company's applicants changes under one lock per company, taken by upserting
 * its row here, and each taking counts one `version` up. A check made without the lock (is this
 * upload a known person?) stands if the lock, once taken, counts exactly one past the version read
 * before it: nothing that decides who is new has changed in between.
 */
export const applicantIdentityVersions = pgTable('applicant_identity_versions', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: bigint({ mode: 'number' }).notNull(),
})

/** One applicant's application to one job, in one of the company's stages. */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicantId: integer()
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    stageId: integer()
      .notNull()
      .references(() => pipelineStages.id),
    status: applicationStatus().notNull().default('active'),
    rejectionReason: text(),
    /** The consent the careers form showed when they applied (contract 19): null for applications made by staff. */
    consentAt: timestamp({ withTimezone: true }),
    consentText: text(),
    consentVersion: integer(),
    stageEnteredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('applications_applicant_job_unique').on(table.applicantId, table.jobId),
    index('applications_company_job_stage_idx').on(table.companyId, table.jobId, table.stageId),
    // Counts per stage and status (the dashboard's funnel and pipeline) come off the index alone.
    index('applications_company_stage_status_idx').on(table.companyId, table.stageId, table.status),
    // Hires by date and applications idle longest, in the order the dashboard reads them.
    index('applications_company_status_entered_idx').on(table.companyId, table.status, table.stageEnteredAt, table.id),
  ],
)

/** Notes staff write about an applicant, and cover letters from the careers site (no author); a staff author's name outlives their account. */
export const applicantNotes = pgTable(
  'applicant_notes',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicantId: integer()
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    authorName: text(),
    createdAt: createdAt(),
  },
  (table) => [index('applicant_notes_applicant_idx').on(table.applicantId, table.createdAt)],
)

/**
 * An applicant's resumes: the original file in stored_files (purpose `resume`) and the text read
 * from it, which the applicant's `resume_text` gathers for search. Uploading and parsing are
 * issue 11; this is where their results live.
 */
export const applicantResumes = pgTable(
  'applicant_resumes',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicantId: integer()
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    text: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('applicant_resumes_applicant_idx').on(table.applicantId, table.createdAt), index('applicant_resumes_file_idx').on(table.fileId)],
)

export type PipelineStageRow = typeof pipelineStages.$inferSelect
export type ApplicantRow = typeof applicants.$inferSelect
export type ApplicationRow = typeof applications.$inferSelect
export type ApplicantNoteRow = typeof applicantNotes.$inferSelect

export const suggestionSource = pgEnum('applicant_suggestion_source', SUGGESTION_SOURCES)
export const suggestionStatus = pgEnum('applicant_suggestion_status', ['pending', 'applied', 'dismissed'])

/**
 * What a careers application (its form or its resume) says differently about an applicant who
 * already existed (contract 13): a public form never writes into a known profile, so each
 * differing field waits here for staff to apply or dismiss it. `value` is in the API's shape of
 * the field; decided suggestions stay for the record.
 */
export const applicantSuggestions = pgTable(
  'applicant_suggestions',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicantId: integer()
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    field: text().notNull(),
    value: jsonb().notNull(),
    source: suggestionSource().notNull(),
    applicationId: integer().references(() => applications.id, { onDelete: 'set null' }),
    resumeId: integer().references(() => applicantResumes.id, { onDelete: 'set null' }),
    status: suggestionStatus().notNull().default('pending'),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('applicant_suggestions_applicant_idx').on(table.applicantId, table.status, table.id)],
)

export type ApplicantSuggestionRow = typeof applicantSuggestions.$inferSelect
