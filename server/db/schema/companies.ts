import { DEFAULT_REJECTION_REASONS, DEFAULT_RETENTION_DAYS } from '@common/pipeline'
import { sql } from 'drizzle-orm'
import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'

export const companies = pgTable('companies', {
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
  /** Days applicant data is kept. */
  retentionDays: integer().notNull().default(DEFAULT_RETENTION_DAYS),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export type Company = typeof companies.$inferSelect
