import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { id } from './columns'
import { companies } from './companies'
import { users } from './users'

/** `{ field: [before, after] }` for an edit (contract section 8). */
export type ActivityChanges = Record<string, [unknown, unknown]>

/**
 * The one activity log (contract section 8): every create, edit, delete and transition of every
 * business record, with who did it, when, what changed and why. Each module's history or timeline
 * endpoint reads its subject's entries. The actor's name is kept beside the id, so an entry still
 * says who acted after that user is deleted.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** What the entry is about: a feature's record kind (`job`, `requisition`, …) and its id. */
    subjectType: text().notNull(),
    subjectId: integer().notNull(),
    /** What happened, in the feature's words: `created`, `edited`, `published`, `approved`, … */
    action: text().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorName: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    changes: jsonb().$type<ActivityChanges>().notNull().default({}),
    comment: text(),
    /** What a feature adds to its entries (an approval's step, a move's stages). */
    details: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('activity_log_subject_idx').on(table.companyId, table.subjectType, table.subjectId, table.at, table.id),
    // The audit log (contract 19): the company's entries newest first, and one person's.
    index('activity_log_company_at_idx').on(table.companyId, table.at, table.id),
    index('activity_log_company_actor_at_idx').on(table.companyId, table.actorId, table.at, table.id),
  ],
)

export type ActivityRow = typeof activityLog.$inferSelect
