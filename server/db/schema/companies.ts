import { DEFAULT_BRAND_COLOR } from '@common/careers'
import { DEFAULT_REJECTION_REASONS, DEFAULT_RETENTION_DAYS } from '@common/pipeline'
import { sql } from 'drizzle-orm'
import { DEFAULT_WORKING_HOURS, type WorkingHours } from '@common/interviews'
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text().notNull(),
    logoUrl: text(),
    website: text(),
    timezone: text().notNull().default('UTC'),
    /** The company's own lists (contract section 9), offered as suggestions wherever a form asks for them. */
    departments: text().array().notNull().default(sql`'{}'::text[]`),
    locations: text().array().notNull().default(sql`'{}'::text[]`),
    /** Offered when an application is rejected (contract section 9). */
    rejectionReasons: text().array().notNull().default([...DEFAULT_REJECTION_REASONS]),
    /** When interviews may be booked, in `timezone` (contract 16). */
    workingHours: jsonb().$type<WorkingHours>().notNull().default(DEFAULT_WORKING_HOURS),
    /** Days applicant data is kept. */
    retentionDays: integer().notNull().default(DEFAULT_RETENTION_DAYS),
    /** The consent line of the careers form (contract 19); null shows the default, which names the company and the retention days. */
    consentText: text(),
    /** Counts one up whenever the consent text changes; each application records the version it showed. */
    consentVersion: integer().notNull().default(1),
    /**
     * The public careers site (contract 13): its address name, unique across companies (made from
     * the company name at sign-up), whether it is open to everyone, its Markdown intro and colour.
     */
    careersSlug: text().notNull(),
    careersPublic: boolean().notNull().default(false),
    careersIntro: text().notNull().default(''),
    careersBrandColor: text().notNull().default(DEFAULT_BRAND_COLOR),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('companies_careers_slug_unique').on(table.careersSlug)],
)

export type Company = typeof companies.$inferSelect
