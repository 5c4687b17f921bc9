import { JOB_STATUSES } from '@common/jobs'
import { sql } from 'drizzle-orm'
import { check, date, foreignKey, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, id, updatedAt } from './columns'
import { companies } from './companies'
import { requisitions } from './requisitions'
import { roleColumns, salaryRangeChecks, titleWords, tsvector } from './work-enums'

export const jobStatus = pgEnum('job_status', JOB_STATUSES)

/**
 * Jobs (contract section 6). `search` is kept by PostgreSQL itself: English stems (so "engineer"
 * finds "Engineering"), the title weighing most, then department, location and skills, then the
 * Markdown description. job_skills_text is the immutable wrapper of migration 0001.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    ...roleColumns(),
    openings: integer().notNull().default(1),
    /** Markdown. */
    description: text().notNull().default(''),
    skills: text().array().notNull().default(sql`'{}'::text[]`),
    status: jobStatus().notNull().default('draft'),
    /** The last day applications are taken, in the company's time zone. */
    closesAt: date({ mode: 'string' }),
    /** When the job was first published (the careers site's and JobPosting's date posted); null while a draft. */
    publishedAt: timestamp({ withTimezone: true }),
    /** The approved requisition of the same company this job fills, if any. */
    requisitionId: integer(),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title"), 'A')
          || setweight(to_tsvector('english', "department" || ' ' || coalesce("location", '') || ' ' || coalesce(public.job_skills_text("skills"), '')), 'B')
          || setweight(to_tsvector('english', "description"), 'C')`,
      ),
    titleWords: titleWords(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One index per sort, each ending in the id that breaks ties; a btree read backwards serves
    // the descending sort (nulls first), so none needs a DESC twin. The first is also the count's.
    index('jobs_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('jobs_company_title_idx').on(table.companyId, sql`lower(${table.title})`, table.id),
    index('jobs_company_status_idx').on(table.companyId, table.status, table.id),
    index('jobs_company_closes_idx').on(table.companyId, table.closesAt, table.id),
    // The department filter, and the distinct departments its choices come from.
    index('jobs_company_department_idx').on(table.companyId, table.department),
    // Words of titles by their start, as typed ("back" finds "Backend Engineer"): a small vector
    // beside the big one, so matching and ranking by title never reads a job's whole text.
    index('jobs_title_words_idx').using('gin', table.titleWords).with({ fastupdate: false }),
    // Without fastupdate a new job goes straight into the index: the default pending list is only
    // merged by (auto)vacuum, which the embedded database never runs, so every search would scan it.
    index('jobs_search_idx').using('gin', table.search).with({ fastupdate: false }),
    // The requisition's jobs, for its job_ids and the openings-within-headcount rule.
    index('jobs_requisition_idx').on(table.requisitionId),
    // A job can only fill a requisition of its own company. Only drafts are deleted, and a draft
    // never had jobs (checked at the end of the statement, so deleting a company still cascades).
    foreignKey({
      name: 'jobs_company_requisition_fk',
      columns: [table.companyId, table.requisitionId],
      foreignColumns: [requisitions.companyId, requisitions.id],
    }).onDelete('no action'),
    check('jobs_openings_positive', sql`${table.openings} >= 1`),
    ...salaryRangeChecks('jobs', table),
  ],
)

export type JobRow = typeof jobs.$inferSelect
