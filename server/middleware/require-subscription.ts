import { createMiddleware } from 'hono/factory'
import type { AppEnv, AuthEnv } from '../http/context'
import { ApiError } from '../http/errors'

/**
 * Business endpoints answer 402 until the company's subscription is active. Session,
 * subscription and settings endpoints do not use it, so a lapsed company can still pay.
 */
export const requireActiveSubscription = createMiddleware<AppEnv & AuthEnv>(async (c, next) => {
  const { subscription } = c.var.auth
  if (subscription?.status !== 'active') {
    throw new ApiError(
      402,
      subscription ? 'Your subscription is not active. Choose a plan to continue.' : 'Choose a plan to start using Staffdesk.',
    )
  }
  await next()
})
