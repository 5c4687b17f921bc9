import { SETTINGS_ACCESS } from '@common/access/settings'
import { subscribeInputSchema } from '@common/session'
import { billingPortalSchema, planListSchema, subscribedSchema, subscriptionOverviewSchema } from '@common/subscription'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { subscriptions } from '../../db/schema/subscriptions'
import type { AppEnv } from '../../http/context'
import { ApiError, conflict, fieldError } from '../../lib/errors'
import { validate } from '../../http/validation'
import { endpointsFor } from '../../http/endpoint'
import { subscriptionBody } from '../session/auth-session'
import { findBillingCustomer, billingCustomerFor } from './billing-customers'
import { findPlan, PLANS, publicPlan, TRIAL_PLAN_ID } from './plans'
import { countActiveUsers } from './seats'
import { applyStripeEvent } from './stripe-sync'

const endpoint = endpointsFor({ tag: 'Subscription', access: 'signed-in' })
/** Where Stripe sends the browser back to, after Checkout and from the portal. */
const PRICING_PATH = '/subscription/pricing/'

/** Contract section 2. Open to companies without an active subscription: this is how they get one. */
export const subscriptionRoutes = new Hono<AppEnv>()
  .get(
    '/',
    endpoint({
      summary: 'The company’s subscription, its plan and seats used',
      description: 'Open while the subscription is not active, so the settings page can say why and offer a plan.',
      permissions: SETTINGS_ACCESS.manage,
      success: { schema: subscriptionOverviewSchema },
    }),
    async (c) => {
      const { auth, scope } = c.var
      const plan = auth.subscription ? findPlan(auth.subscription.plan) : undefined
      return c.json({
        subscription: auth.subscription && subscriptionBody(auth.subscription),
        plan: plan ? publicPlan(plan) : null,
        seats: { used: await countActiveUsers(scope), limit: plan?.seats ?? null },
        manage_billing: c.var.deps.stripe !== undefined && (await findBillingCustomer(scope)) !== undefined,
      })
    },
  )
  .get(
    '/plans',
    endpoint({
      summary: 'The plans on offer, and how this installation bills them',
      description: '`billing` is `stripe` when paid plans go through Stripe Checkout, `embedded` when every plan activates at once without payment.',
      access: 'public',
      success: { schema: planListSchema },
    }),
    (c) => c.json({ data: PLANS.map(publicPlan), billing: c.var.deps.stripe ? 'stripe' : 'embedded' }),
  )
  .post(
    '/subscribe',
    endpoint({
      summary: 'Choose a plan for the company',
      description:
        'Open to companies without an active subscription: this is how they get one. With Stripe billing a paid plan answers `checkout_url`, ' +
        'the Stripe Checkout page to send the browser to, and the subscription as it still is: it changes when Stripe’s webhook says the plan is paid. ' +
        'A company Stripe already bills changes its plan in the customer portal (409). Without Stripe (and for the free trial) the plan activates at once.',
      permissions: SETTINGS_ACCESS.manage,
      success: { schema: subscribedSchema },
      errors: [409, 422, 502],
    }),
    validate('json', subscribeInputSchema),
    async (c) => {
      const { deps, auth, scope } = c.var
      const plan = findPlan(c.req.valid('json').plan)
      if (!plan) throw fieldError(422, 'plan', 'Choose one of the listed plans')

      const [current] = await scope.db
        .select({ trialStartedAt: subscriptions.trialStartedAt, status: subscriptions.status, stripeSubscriptionId: subscriptions.stripeSubscriptionId })
        .from(subscriptions)
        .where(eq(subscriptions.companyId, scope.companyId))
      if (plan.id === TRIAL_PLAN_ID && current?.trialStartedAt) {
        throw fieldError(422, 'plan', 'Your company has already used its free trial. Choose a paid plan.')
      }
      if (plan.seats !== null) {
        const activeUsers = await countActiveUsers(scope)
        if (activeUsers > plan.seats) {
          throw fieldError(422, 'plan', `${plan.name} allows ${plan.seats} active users and your company has ${activeUsers}. Deactivate users or choose a larger plan.`)
        }
      }

      const { stripe } = deps
      if (stripe && plan.id !== TRIAL_PLAN_ID) {
        const priceId = stripe.priceOf(plan.id)
        if (!priceId) throw fieldError(422, 'plan', 'Choose one of the listed plans')
        // A second checkout would bill the company twice: the portal changes the plan Stripe bills.
        if (current?.stripeSubscriptionId && current.status !== 'canceled') {
          throw conflict('Your company already pays through Stripe. Change the plan in Manage billing.')
        }
        const customerId = await billingCustomerFor(scope, stripe, auth)
        const returnUrl = `${deps.publicUrl}${PRICING_PATH}`
        const checkoutUrl = await stripe.checkout({ companyId: scope.companyId, customerId, planId: plan.id, priceId, returnUrl })
        deps.logger.info('checkout started', { request_id: c.var.requestId, company_id: scope.companyId, plan: plan.id })
        return c.json({ subscription: auth.subscription && subscriptionBody(auth.subscription), checkout_url: checkoutUrl })
      }

      const now = deps.clock.now()
      const activation = await deps.billing.activate({ companyId: auth.company.id, plan, now })
      const values = {
        plan: plan.id,
        status: activation.status,
        currentPeriodEnd: activation.currentPeriodEnd,
        ...(plan.id === TRIAL_PLAN_ID ? { trialStartedAt: now } : {}),
      }
      const [saved] = await scope.db
        .insert(subscriptions)
        .values({ companyId: scope.companyId, ...values })
        .onConflictDoUpdate({ target: subscriptions.companyId, set: { ...values, updatedAt: now } })
        .returning()
      if (!saved) throw new Error('The subscription was not saved')
      deps.logger.info('subscription activated', { request_id: c.var.requestId, company_id: scope.companyId, plan: plan.id })
      return c.json({ subscription: subscriptionBody(saved) })
    },
  )
  .post(
    '/portal',
    endpoint({
      summary: 'Open Stripe’s customer portal for the company',
      description:
        'Answers the portal page to send the browser to, where the company changes its plan or card, or cancels. 404 without Stripe billing; 409 before the company’s first checkout.',
      permissions: SETTINGS_ACCESS.manage,
      success: { schema: billingPortalSchema },
      errors: [404, 409, 502],
    }),
    async (c) => {
      const { deps, scope } = c.var
      if (!deps.stripe) throw new ApiError(404, 'This installation activates plans without payment: there is no billing to manage.')
      const customer = await findBillingCustomer(scope)
      if (!customer) throw conflict('Your company has no billing account yet. Choose a paid plan first.')
      return c.json({ url: await deps.stripe.portal(customer, `${deps.publicUrl}${PRICING_PATH}`) })
    },
  )
  .post(
    '/stripe-webhook',
    endpoint({
      summary: 'Stripe’s events about the company subscriptions',
      description:
        'For Stripe only: the body must carry a valid `Stripe-Signature` made with the webhook secret, at most 5 minutes old, else 400 and nothing changes. ' +
        'Each event applies once; a replay or an event older than what the subscription already shows changes nothing. 404 without Stripe billing.',
      access: 'public',
      success: { schema: z.object({ received: z.literal(true) }) },
      errors: [400, 404, 502],
    }),
    async (c) => {
      const { deps } = c.var
      if (!deps.stripe) throw new ApiError(404, 'Not found')
      const payload = new Uint8Array(await c.req.arrayBuffer())
      const now = deps.clock.now()
      const event = await deps.stripe.verifyEvent(payload, c.req.header('stripe-signature') ?? '', now).catch(() => {
        throw new ApiError(400, 'The Stripe signature is missing, does not match, or is too old')
      })
      await applyStripeEvent(deps.db, deps.stripe, event, { logger: deps.logger, now })
      return c.json({ received: true as const })
    },
  )
