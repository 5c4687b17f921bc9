import { PERMISSION_CATALOGUE, type PermissionMap } from '@common/permissions'
import type { Session } from '@common/session'
import type { StoredPermissions } from '../../db/schema/roles'

/** The signed-in caller, as `requireAuth` found it: one row of the token lookup. */
export interface AuthSession {
  tokenId: number
  user: { id: number; companyId: number; name: string; email: string; isOwner: boolean; timezone: string | null }
  company: { id: number; name: string; logoUrl: string | null }
  role: { id: number; name: string } | null
  subscription: { plan: string; status: 'active' | 'past_due' | 'canceled' | 'expired'; currentPeriodEnd: Date | null } | null
  /** Effective permissions: the whole catalogue for the owner, else the role's. */
  permissions: PermissionMap
}

const OWNER_PERMISSIONS: PermissionMap = Object.fromEntries(
  Object.entries(PERMISSION_CATALOGUE).map(([group, actions]) => [group, [...actions]]),
)

/** Stored role permissions, limited to what the catalogue still knows. */
export function effectivePermissions(isOwner: boolean, stored: StoredPermissions | null | undefined): PermissionMap {
  if (isOwner) return OWNER_PERMISSIONS
  const permissions: Record<string, string[]> = {}
  if (!stored) return permissions
  for (const [group, actions] of Object.entries(stored)) {
    const known: readonly string[] | undefined = PERMISSION_CATALOGUE[group as keyof typeof PERMISSION_CATALOGUE]
    const held = known ? actions.filter((action) => known.includes(action)) : []
    if (held.length > 0) permissions[group] = held
  }
  return permissions
}

/** The contract's `Session` (section 2). */
export function sessionBody(auth: Omit<AuthSession, 'tokenId'>): Session {
  return {
    user: {
      id: auth.user.id,
      name: auth.user.name,
      email: auth.user.email,
      is_owner: auth.user.isOwner,
      timezone: auth.user.timezone,
      company_settings: { company_name: auth.company.name, company_logo: auth.company.logoUrl },
    },
    subscription: auth.subscription && subscriptionBody(auth.subscription),
    permissions: auth.permissions as Session['permissions'],
  }
}

export function subscriptionBody(subscription: NonNullable<AuthSession['subscription']>): NonNullable<Session['subscription']> {
  return {
    status: subscription.status,
    plan: subscription.plan,
    current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
  }
}
