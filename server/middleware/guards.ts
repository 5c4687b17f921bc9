import { grantRefusal } from '@common/permission-labels'
import { hasAnyPermission, permissionsNotHeld, type Permission, type PermissionMap } from '@common/permissions'
import { planFeatureRefusal, planIncludes, type PlanFeature } from '@common/plans'
import { ApiError, forbidden } from '../lib/errors'
import type { AuthSession } from '../platform/session/auth-session'

/**
 * Business endpoints answer 402 until the company's subscription is active. Session,
 * subscription and settings endpoints do not ask, so a lapsed company can still pay.
 */
export function assertSubscribed({ subscription }: AuthSession): void {
  if (subscription?.status === 'active') return
  throw new ApiError(
    402,
    subscription ? 'Your subscription is not active. Choose a plan to continue.' : 'Choose a plan to start using Staffdesk.',
  )
}

/** Passes the owner and a holder of any one of `required` (the check the app's menu uses), else 403. */
export function assertPermitted({ user, permissions }: AuthSession, required: readonly Permission[]): void {
  if (!hasAnyPermission({ is_owner: user.isOwner, permissions }, required)) throw forbidden()
}

/**
 * Contract section 5, for every way of granting (a role's permissions, assigning a role,
 * inviting a user with one): 403 naming what the caller does not hold themselves. `already` is
 * what the role grants today, which an edit may keep. The owner may grant anything.
 */
export function assertMayGrant({ user, permissions }: AuthSession, granted: PermissionMap, already?: PermissionMap): void {
  const notHeld = permissionsNotHeld({ is_owner: user.isOwner, permissions }, granted, already)
  if (notHeld.length > 0) throw forbidden(grantRefusal(notHeld))
}

/**
 * The one check of what a plan grants (common/plans.ts, the same grants the pricing page lists):
 * outside the plan, 402 naming the cheapest plan that includes the feature.
 */
export function assertPlanIncludes({ subscription }: AuthSession, feature: PlanFeature): void {
  if (!planIncludes(subscription?.plan, feature)) throw new ApiError(402, planFeatureRefusal(feature))
}
