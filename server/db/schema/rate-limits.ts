import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Fixed-window attempt counters (sign-in, password reset, public endpoints), shared by every API
 * process: one atomic upsert counts an attempt, so two processes never both let the last one in.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** What is limited, e.g. `login:address:10.0.0.1`. */
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_resets_at_idx').on(table.resetsAt)],
)
