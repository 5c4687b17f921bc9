import { EMPLOYMENT_TYPES, WORKPLACES } from '@common/jobs'
import { sql } from 'drizzle-orm'
import { check, customType, integer, pgEnum, text, type AnyPgColumn } from 'drizzle-orm/pg-core'

/** The kinds of work jobs and requisitions share (contract sections 6 and 10), and the columns stating a role. */
export const jobEmploymentType = pgEnum('job_employment_type', EMPLOYMENT_TYPES)
export const jobWorkplace = pgEnum('job_workplace', WORKPLACES)

/** A full-text search vector, kept by PostgreSQL as a generated column. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * The role a requisition asks for and the job that fills it both state, the requisition's becoming
 * its job's: title, department, where and how it is worked, and the salary range.
 */
export const roleColumns = () => ({
  title: text().notNull(),
  department: text().notNull(),
  location: text(),
  employmentType: jobEmploymentType().notNull(),
  workplace: jobWorkplace().notNull(),
  salaryMin: integer(),
  salaryMax: integer(),
  /** ISO 4217, upper case. */
  salaryCurrency: text(),
})

/** A role's salary range holds together: the minimum at most the maximum, the currency a code. */
export const salaryRangeChecks = (tableName: string, table: { salaryMin: AnyPgColumn; salaryMax: AnyPgColumn; salaryCurrency: AnyPgColumn }) => [
  check(`${tableName}_salary_range`, sql`${table.salaryMin} is null or ${table.salaryMax} is null or ${table.salaryMin} <= ${table.salaryMax}`),
  check(`${tableName}_salary_currency_code`, sql`${table.salaryCurrency} ~ '^[A-Z]{3}$'`),
]

/** A title's words as written (no stemming, no stop words), for matching them by their start ("back" finds "Backend"). */
export const titleWords = () =>
  tsvector()
    .notNull()
    .generatedAlwaysAs(sql`to_tsvector('simple', "title")`)
