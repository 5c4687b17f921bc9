/**
 * What each plan grants, in one zod-free place: the server's `requirePlanFeature()` refuses what
 * the company's plan lacks, the pricing page lists exactly these grants, and the app's
 * `PlanFeatureGate` shows the same refusal. A plan can therefore only promise what is enforced.
 */

/** Each feature a plan may grant, with the words the pricing page shows for it. */
export const PLAN_FEATURES = {
  careers: 'Jobs and careers site',
  applicants: 'Resumes and applicant pipeline',
  requisitions: 'Job requisitions with approval',
  roles: 'Custom roles and permissions',
  employees: 'Employee records',
} as const

export type PlanFeature = keyof typeof PLAN_FEATURES

const EVERY_FEATURE = Object.keys(PLAN_FEATURES) as PlanFeature[]

export const TRIAL_PLAN_ID = 'trial'

export interface PlanGrants {
  id: string
  name: string
  features: readonly PlanFeature[]
  /** Active staff users the company may have (null: no limit); adding or reactivating a user past it is refused. */
  seats: number | null
}

/**
 * The one table of what each plan includes, cheapest first; the trial grants everything for its
 * few days. A feature outside a plan is refused with a 402 on every write of that feature
 * (`endpoint({ planFeature })`), and the seats are checked when users are added or reactivated.
 */
export const PLAN_GRANTS: readonly PlanGrants[] = [
  { id: TRIAL_PLAN_ID, name: 'Free trial', features: EVERY_FEATURE, seats: 3 },
  { id: 'starter', name: 'Starter', features: ['careers', 'applicants'], seats: 5 },
  { id: 'team', name: 'Team', features: ['careers', 'applicants', 'requisitions', 'roles'], seats: 25 },
  { id: 'business', name: 'Business', features: EVERY_FEATURE, seats: null },
]

/** Whether the plan (a subscription's `plan`) includes the feature; an unknown plan includes nothing. */
export function planIncludes(planId: string | null | undefined, feature: PlanFeature): boolean {
  return PLAN_GRANTS.some((plan) => plan.id === planId && plan.features.includes(feature))
}

/** The cheapest paid plan that includes the feature (the trial is no answer: it runs out). */
export function cheapestPlanWith(feature: PlanFeature): PlanGrants {
  const plan = PLAN_GRANTS.find((candidate) => candidate.id !== TRIAL_PLAN_ID && candidate.features.includes(feature))
  if (!plan) throw new Error(`No plan includes ${feature}`)
  return plan
}

/** Why a company outside the plan cannot use the feature, and what to do about it. */
export function planFeatureRefusal(feature: PlanFeature): string {
  return `${PLAN_FEATURES[feature]} are part of the ${cheapestPlanWith(feature).name} plan. Choose it on the pricing page to use them.`
}
