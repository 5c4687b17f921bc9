import { z } from 'zod'
import { planSchema, subscriptionSchema } from './session'

/** GET `subscription`: the company's subscription, its plan, and how many of its seats are taken. */
export const subscriptionOverviewSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  /** Null without a subscription, or for a plan no longer on offer. */
  plan: planSchema.nullable(),
  seats: z.object({
    /** Active users. */
    used: z.number().int(),
    /** The plan's seats; null: no limit (or no plan). */
    limit: z.number().int().nullable(),
  }),
})

export type SubscriptionOverview = z.infer<typeof subscriptionOverviewSchema>
