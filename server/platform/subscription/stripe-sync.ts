import type { Subscription } from '@common/session'
import { eq, lt } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Database } from '../../db/client'
import { billingCustomers, stripeEvents, subscriptions } from '../../db/schema/subscriptions'
import type { Logger } from '../../logger'
import { DAY_MS } from '../../lib/clock'
import { findPlan } from './plans'
import type { StripeBilling } from './stripe-billing'

/**
 * Stripe's subscription statuses as ours. Only `active` opens the content layout, so:
 * - trialing is active (Stripe's own trial: the company has agreed to pay);
 * - past_due and unpaid are past due (a payment failed; paying in the portal reopens it);
 * - canceled and incomplete_expired are canceled; paused (a Stripe trial ended without a card) is expired;
 * - incomplete (the first payment is not through yet) changes nothing: the company keeps what it had.
 */
export function ourStatus(status: Stripe.Subscription.Status): Subscription['status'] | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active'
    case 'past_due':
    case 'unpaid':
      return 'past_due'
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled'
    case 'paused':
      return 'expired'
    default:
      return null
  }
}

/** The events that move a subscription; every other type is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const

const idOf = (value: string | { id: string } | null | undefined): string | undefined => (typeof value === 'string' ? value : value?.id)
const fromUnix = (seconds: number) => new Date(seconds * 1000)

/** The subscription an event is about, as Stripe holds it now when the event only names it. */
async function subscriptionOf(event: Stripe.Event, billing: StripeBilling): Promise<Stripe.Subscription | undefined> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object
    case 'checkout.session.completed': {
      const session = event.data.object
      const id = session.mode === 'subscription' ? idOf(session.subscription) : undefined
      return id ? billing.retrieveSubscription(id) : undefined
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const id = idOf(event.data.object.parent?.subscription_details?.subscription)
      return id ? billing.retrieveSubscription(id) : undefined
    }
    default:
      return undefined
  }
}

/** The company a subscription belongs to: the one whose Stripe customer it bills (checkout creates the customer first). */
async function companyOf(db: Database, subscription: Stripe.Subscription): Promise<number | undefined> {
  const customerId = idOf(subscription.customer)
  if (!customerId) return undefined
  const [known] = await db.select({ companyId: billingCustomers.companyId }).from(billingCustomers).where(eq(billingCustomers.stripeCustomerId, customerId))
  return known?.companyId
}

/** Our plan for the subscription: its price's, else the plan our checkout wrote in its metadata. */
function planOf(subscription: Stripe.Subscription, billing: StripeBilling): string | undefined {
  const priceId = subscription.items.data[0]?.price.id
  const byPrice = priceId ? billing.planOfPrice(priceId) : undefined
  if (byPrice) return byPrice
  const named = subscription.metadata.plan
  return named && findPlan(named) ? named : undefined
}

/** The end of the period paid for: the latest of its items' (Stripe keeps periods per item). */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((end) => typeof end === 'number')
  return ends.length > 0 ? fromUnix(Math.max(...ends)) : null
}

export type EventOutcome = 'applied' | 'replayed' | 'ignored' | 'stale'

/**
 * Applies one verified event, once: its id is stored in the same transaction as the change, so a
 * replay (Stripe delivers at least once) changes nothing. Events arrive out of order, so a
 * subscription never moves backwards: news of an older Stripe subscription than the one the
 * company has now, of an earlier period, or older than the last event applied to this period is
 * stale; and a canceled Stripe subscription never comes back (Stripe does not revive one).
 */
export async function applyStripeEvent(db: Database, billing: StripeBilling, event: Stripe.Event, context: { logger: Logger; now: Date }): Promise<EventOutcome> {
  const { logger, now } = context
  const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id))
  if (seen) return 'replayed'
  // Read from Stripe before the transaction: no row stays locked while Stripe answers.
  const subscription = await subscriptionOf(event, billing)
  const companyId = subscription ? await companyOf(db, subscription) : undefined
  const plan = subscription ? planOf(subscription, billing) : undefined
  const status = subscription ? ourStatus(subscription.status) : null
  if (subscription && (!companyId || !plan)) {
    logger.warn('stripe event for an unknown customer or price', { event_id: event.id, type: event.type, subscription_id: subscription.id })
  }

  return db.transaction(async (tx) => {
    const [recorded] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id })
    if (!recorded) return 'replayed'
    if (!subscription || !companyId || !plan || !status) return 'ignored'

    const eventAt = fromUnix(event.created)
    const createdAt = fromUnix(subscription.created)
    const periodEnd = periodEndOf(subscription)
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).for('update')
    if (current?.stripeSubscriptionId && current.stripeSubscriptionCreatedAt) {
      if (current.stripeSubscriptionId !== subscription.id) {
        if (createdAt < current.stripeSubscriptionCreatedAt) return 'stale'
      } else {
        if (current.status === 'canceled' && status !== 'canceled') return 'stale'
        const currentEnd = current.currentPeriodEnd?.getTime() ?? 0
        const nextEnd = periodEnd?.getTime() ?? 0
        if (nextEnd < currentEnd) return 'stale'
        if (nextEnd === currentEnd && current.stripeEventAt && eventAt < current.stripeEventAt) return 'stale'
      }
    }

    const values = { plan, status, currentPeriodEnd: periodEnd, stripeSubscriptionId: subscription.id, stripeSubscriptionCreatedAt: createdAt, stripeEventAt: eventAt }
    await tx
      .insert(subscriptions)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: subscriptions.companyId, set: { ...values, updatedAt: now } })
    logger.info('subscription changed by stripe', { event_id: event.id, type: event.type, company_id: companyId, plan, status })
    return 'applied'
  })
}

/** Stripe redelivers an event for up to 3 days; its id is kept ten times as long, then forgotten. */
export const STRIPE_EVENT_RETENTION_MS = 30 * DAY_MS

export async function pruneStripeEvents(db: Database, now: Date): Promise<void> {
  await db.delete(stripeEvents).where(lt(stripeEvents.receivedAt, new Date(now.getTime() - STRIPE_EVENT_RETENTION_MS)))
}
