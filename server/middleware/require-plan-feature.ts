import { planFeatureRefusal, planIncludes, type PlanFeature } from '@common/plans'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, AuthEnv } from '../http/context'
import { ApiError } from '../http/errors'

/**
 * After `requireActiveSubscription`: passes when the company's plan includes the feature
 * (common/plans.ts, the same grants the pricing page lists), else 402 naming the cheapest plan
 * that does.
 *
 *   .post('/', requireAuth, requireActiveSubscription, requirePlanFeature('roles'), ...)
 */
export function requirePlanFeature(feature: PlanFeature) {
  return createMiddleware<AppEnv & AuthEnv>(async (c, next) => {
    if (!planIncludes(c.var.auth.subscription?.plan, feature)) throw new ApiError(402, planFeatureRefusal(feature))
    await next()
  })
}
