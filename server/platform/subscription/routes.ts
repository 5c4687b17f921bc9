import { SETTINGS_ACCESS } from '@common/access/settings'
import { subscribeInputSchema, planSchema, subscriptionSchema } from '@common/session'
import { subscriptionOverviewSchema } from '@common/subscription'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { subscriptions } from '../../db/schema/subscriptions'
import type { AppEnv } from '../../http/context'
import { fieldError } from '../../lib/errors'
import { validate } from '../../http/validation'
import { endpoint } from '../../http/endpoint'
import { subscriptionBody } from '../session/auth-session'
import { findPlan, PLANS, publicPlan, TRIAL_PLAN_ID } from './plans'
import { countActiveUsers } from './seats'

const tag = 'Subscription'
const planListSchema = z.object({ data: z.array(planSchema) })
const subscribedSchema = z.object({ subscription: subscriptionSchema })

/** Contract section 2. Open to companies without an active subscription: this is how they get one. */
export const subscriptionRoutes = new Hono<AppEnv>()
  .get(
    '/',
    endpoint({
      summary: 'The company’s subscription, its plan and seats used',
      description: 'Open while the subscription is not active, so the settings page can say why and offer a plan.',
      tag,
      access: 'signed-in',
      permissions: SETTINGS_ACCESS.manage,
      success: { status: 200, schema: subscriptionOverviewSchema },
    }),
    async (c) => {
      const { auth, scope } = c.var
      const plan = auth.subscription ? findPlan(auth.subscription.plan) : undefined
      return c.json({
        subscription: auth.subscription && subscriptionBody(auth.subscription),
        plan: plan ? publicPlan(plan) : null,
        seats: { used: await countActiveUsers(scope), limit: plan?.seats ?? null },
      })
    },
  )
  .get(
    '/plans',
    endpoint({ summary: 'The plans on offer', tag, access: 'public', success: { status: 200, schema: planListSchema } }),
    (c) => c.json({ data: PLANS.map(publicPlan) }),
  )
  .post(
    '/subscribe',
    endpoint({
      summary: 'Choose a plan for the company',
      description: 'Open to companies without an active subscription: this is how they get one.',
      tag,
      access: 'signed-in',
      permissions: SETTINGS_ACCESS.manage,
      success: { status: 200, schema: subscribedSchema },
      errors: [422],
    }),
    validate('json', subscribeInputSchema),
    async (c) => {
      const { deps, auth, scope } = c.var
      const plan = findPlan(c.req.valid('json').plan)
      if (!plan) throw fieldError(422, 'plan', 'Choose one of the listed plans')

      const [current] = await scope.db
        .select({ trialStartedAt: subscriptions.trialStartedAt })
        .from(subscriptions)
        .where(eq(subscriptions.companyId, scope.companyId))
      if (plan.id === TRIAL_PLAN_ID && current?.trialStartedAt) {
        throw fieldError(422, 'plan', 'Your company has already used its free trial. Choose a paid plan.')
      }
      if (plan.seats !== null) {
        const activeUsers = await countActiveUsers(scope)
        if (activeUsers > plan.seats) {
          throw fieldError(
            422,
            'plan',
            `${plan.name} allows ${plan.seats} active users and your company has ${activeUsers}. Deactivate users or choose a larger plan.`,
          )
        }
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
