import { z } from 'zod'
import { planSchema, subscriptionSchema } from './session'

/**
 * How this installation bills: `stripe` (with `STRIPE_SECRET_KEY`) sends paid plans through Stripe
 * Checkout and follows Stripe's webhooks; `embedded` activates every plan at once, without payment.
 */
export const billingModeSchema = z.enum(['stripe', 'embedded'])

export type BillingMode = z.infer<typeof billingModeSchema>

/** GET `subscription/plans`: the plans on offer, and how subscribing to them is paid. */
export const planListSchema = z.object({ data: z.array(planSchema), billing: billingModeSchema })

/**
 * POST `subscription/subscribe`: the subscription as it is now, and with Stripe billing the
 * Checkout page to send the browser to (the subscription changes when Stripe says it is paid).
 */
export const subscribedSchema = z.object({ subscription: subscriptionSchema.nullable(), checkout_url: z.url().optional() })

/** POST `subscription/portal`: Stripe's customer portal for the company, where it changes its plan or card, or cancels. */
export const billingPortalSchema = z.object({ url: z.url() })

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
  /** True with Stripe billing once the company has a Stripe customer: "Manage billing" opens its portal (POST `subscription/portal`). */
  manage_billing: z.boolean(),
})

export type SubscriptionOverview = z.infer<typeof subscriptionOverviewSchema>

export type PlanList = z.infer<typeof planListSchema>
export type Subscribed = z.infer<typeof subscribedSchema>
