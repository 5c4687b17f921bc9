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
  /**
   * With Stripe billing: the Stripe subscription this row follows, when Stripe created it, and
   * when the last event applied to it was created. Webhooks arrive late and out of order; these
   * let an older event be told from a newer one (stripe-sync.ts).
   */
  stripeSubscriptionId: text(),
  stripeSubscriptionCreatedAt: timestamp({ withTimezone: true }),
  stripeEventAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export type SubscriptionRow = typeof subscriptions.$inferSelect

/** With Stripe billing: the company's Stripe customer, created at its first checkout (one per company). */
export const billingCustomers = pgTable('billing_customers', {
  id: id(),
  companyId: integer()
    .notNull()
    .unique('billing_customers_company_id_unique')
    .references(() => companies.id, { onDelete: 'cascade' }),
  stripeCustomerId: text().notNull().unique('billing_customers_stripe_customer_id_unique'),
  createdAt: createdAt(),
})

/** Stripe events already applied, by id: Stripe delivers an event at least once, and a replay must change nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: createdAt(),
})
