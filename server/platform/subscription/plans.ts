import type { Plan } from '@common/session'

export const TRIAL_PLAN_ID = 'trial'

export interface PlanConfig extends Plan {
  /** A trial runs this many days and ends; paid plans renew monthly through billing. */
  trialDays?: number
}

/**
 * The plans on offer. Seats are the active users a company may have on the plan (null: no
 * limit); the users module checks them when adding or reactivating users.
 */
export const PLANS: readonly PlanConfig[] = [
  {
    id: TRIAL_PLAN_ID,
    name: 'Free trial',
    price_monthly: 0,
    currency: 'USD',
    seats: 3,
    trialDays: 14,
    features: ['14 days, no card needed', 'Up to 3 staff users', 'Jobs and careers site'],
  },
  {
    id: 'starter',
    name: 'Starter',
    price_monthly: 29,
    currency: 'USD',
    seats: 5,
    features: ['Jobs and careers site', 'Resumes and applicant pipeline', 'Up to 5 staff users'],
  },
  {
    id: 'team',
    name: 'Team',
    price_monthly: 79,
    currency: 'USD',
    seats: 25,
    features: ['Everything in Starter', 'Job requisitions with approval', 'Roles and permissions', 'Up to 25 staff users'],
  },
  {
    id: 'business',
    name: 'Business',
    price_monthly: 199,
    currency: 'USD',
    seats: null,
    features: ['Everything in Team', 'Employee records', 'Unlimited staff users'],
  },
]

export function findPlan(id: string): PlanConfig | undefined {
  return PLANS.find((plan) => plan.id === id)
}

/** What GET `subscription/plans` shows of a plan (contract section 2). */
export function publicPlan({ id, name, price_monthly, currency, seats, features }: PlanConfig): Plan {
  return { id, name, price_monthly, currency, seats, features }
}
