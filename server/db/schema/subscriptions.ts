import { integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'
import { companies } from './companies'

export const subscriptionStatus = pgEnum('subscription_status', ['active', 'past_due', 'canceled', 'expired'])

/** One per company; absent until the company first chooses a plan. */
export const subscriptions = pgTable('subscriptions', {
  id: id(),
  companyId: integer()
    .notNull()
    .unique('subscriptions_company_id_unique')
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** A plan id from server/platform/subscription/plans.ts. */
  plan: text().notNull(),
  status: subscriptionStatus().notNull(),
  currentPeriodEnd: timestamp({ withTimezone: true }),
  /** Set when the company starts its free trial, which it can do once. */
  trialStartedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export type SubscriptionRow = typeof subscriptions.$inferSelect
