import { EMPLOYMENT_TYPES, WORKPLACES } from '@common/jobs'
import { customType, pgEnum } from 'drizzle-orm/pg-core'

/** The kinds of work jobs and requisitions share (contract sections 6 and 10). */
export const jobEmploymentType = pgEnum('job_employment_type', EMPLOYMENT_TYPES)
export const jobWorkplace = pgEnum('job_workplace', WORKPLACES)

/** A full-text search vector, kept by PostgreSQL as a generated column. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
