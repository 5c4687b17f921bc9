import { PLAN_FEATURES, PLAN_GRANTS, TRIAL_PLAN_ID, type PlanGrants } from '@common/plans'
import type { Plan } from '@common/session'

export { TRIAL_PLAN_ID }

export interface PlanConfig extends Plan {
  /** A trial runs this many days and ends; paid plans renew monthly through billing. */
  trialDays?: number
}

/** What each plan costs; what it includes (features and seats) comes from common/plans.ts. */
const PRICES: Record<string, Pick<PlanConfig, 'price_monthly' | 'currency' | 'trialDays'>> = {
  [TRIAL_PLAN_ID]: { price_monthly: 0, currency: 'USD', trialDays: 14 },
  starter: { price_monthly: 29, currency: 'USD' },
  team: { price_monthly: 79, currency: 'USD' },
  business: { price_monthly: 199, currency: 'USD' },
}

/** The pricing page's lines: the trial's length, each granted feature, then the seats. */
function featureLines({ features, seats }: PlanGrants, { trialDays }: Pick<PlanConfig, 'trialDays'>): string[] {
  return [
    ...(trialDays ? [`Free for ${trialDays} days, no card needed`] : []),
    ...features.map((feature) => PLAN_FEATURES[feature]),
    seats === null ? 'Unlimited staff users' : `Up to ${seats} staff users`,
  ]
}

/**
 * The plans on offer, cheapest first. Seats are the active users a company may have on the
 * plan (null: no limit); the users module checks them when adding or reactivating users.
 */
export const PLANS: readonly PlanConfig[] = PLAN_GRANTS.map((grants) => {
  const price = PRICES[grants.id]
  if (!price) throw new Error(`The ${grants.id} plan has no price`)
  return { id: grants.id, name: grants.name, seats: grants.seats, ...price, features: featureLines(grants, price) }
})

export function findPlan(id: string): PlanConfig | undefined {
  return PLANS.find((plan) => plan.id === id)
}

/** What GET `subscription/plans` shows of a plan (contract section 2). */
export function publicPlan({ id, name, price_monthly, currency, seats, features }: PlanConfig): Plan {
  return { id, name, price_monthly, currency, seats, features }
}
