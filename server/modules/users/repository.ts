import { count, eq, ilike, or, sql } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { listPage, type ListPage, type SortColumns } from '../../db/list-page'
import { storedFields } from '../../db/present-columns'
import { roles, type StoredPermissions } from '../../db/schema/roles'
import { subscriptions } from '../../db/schema/subscriptions'
import { users } from '../../db/schema/users'
import { conflict, fieldError, isUniqueViolation } from '../../lib/errors'
import { containsPattern } from '@common/list-query'
import { revokeAllApiTokens } from '../../platform/session/repository'
import { findPlan } from '../../platform/subscription/plans'
import { USER_DEFAULT_SORT, type ListedUser, type SeatUsage, type UserListQuery, type UserSortField } from '@common/users'

const EMAIL_TAKEN = 'An account with this email already exists'

const listedColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isOwner: users.isOwner,
  active: users.active,
  roleId: roles.id,
  roleName: roles.name,
  lastLoginAt: users.lastLoginAt,
  // The hash itself never leaves the database: only whether one was chosen.
  invited: sql<boolean>`${users.passwordHash} is null`,
}

interface ListedRow {
  id: number
  name: string
  email: string
  isOwner: boolean
  active: boolean
  roleId: number | null
  roleName: string | null
  lastLoginAt: Date | null
  invited: boolean
}

function toListedUser(row: ListedRow): ListedUser {
  return {
    ...storedFields(row, ['id', 'name', 'email', 'is_owner', 'active', 'invited']),
    role: row.roleId !== null && row.roleName !== null ? { id: row.roleId, name: row.roleName } : null,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  }
}

// Names sort as people read them, whatever their case; never-signed-in users come last either way.
const SORT_COLUMNS: SortColumns<UserSortField> = {
  name: sql`lower(${users.name})`,
  email: users.email,
  created_at: users.createdAt,
  last_login_at: { by: users.lastLoginAt, nullsLast: true },
}

export function listUsers(scope: CompanyScope, query: UserListQuery): Promise<ListPage<ListedUser>> {
  return listPage(scope, users, {
    rows: scope.db.select(listedColumns).from(users).leftJoin(roles, eq(roles.id, users.roleId)).$dynamic(),
    where: [
      query.q ? or(ilike(users.name, containsPattern(query.q)), ilike(users.email, containsPattern(query.q))) : undefined,
      query.active === undefined ? undefined : eq(users.active, query.active === 'true'),
      query.role_id === undefined ? undefined : eq(users.roleId, query.role_id),
    ],
    query,
    sorts: SORT_COLUMNS,
    defaultSort: USER_DEFAULT_SORT,
    toItem: toListedUser,
  })
}

export async function findListedUser(scope: CompanyScope, id: number): Promise<ListedUser> {
  const [row] = await scope.db
    .select(listedColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(scope.where(users, eq(users.id, id)))
  if (!row) throw new Error(`User ${id} vanished`)
  return toListedUser(row)
}

/**
 * A role_id from a request body must name a role of the caller's company; answers what the role
 * grants (none for no role), for the caller's right to grant it.
 */
export async function findCompanyRolePermissions(scope: CompanyScope, roleId: number | null): Promise<StoredPermissions> {
  if (roleId === null) return {}
  const [role] = await scope.db
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(scope.where(roles, eq(roles.id, roleId)))
  if (!role) throw fieldError(422, 'role_id', 'Choose one of your company’s roles')
  return role.permissions
}

/** Active users against the seats of the company's plan (issue 3); a plan without a limit has `limit` null. */
export async function seatUsage(scope: CompanyScope): Promise<SeatUsage> {
  const [[subscription], [active]] = await Promise.all([
    scope.db.select({ plan: subscriptions.plan }).from(subscriptions).where(eq(subscriptions.companyId, scope.companyId)),
    scope.db.select({ value: count() }).from(users).where(scope.where(users, eq(users.active, true))),
  ])
  const planId = subscription?.plan ?? ''
  const plan = findPlan(planId)
  return { used: active?.value ?? 0, limit: plan?.seats ?? null, plan: { id: planId, name: plan?.name ?? planId } }
}

/** Adding or reactivating a user past the plan's seats is refused with what to do about it. */
export async function assertSeatAvailable(scope: CompanyScope): Promise<void> {
  const { used, limit, plan } = await seatUsage(scope)
  if (limit !== null && used >= limit) {
    throw conflict(`Your ${plan.name} plan allows ${limit} active users. Deactivate a user or choose a larger plan.`)
  }
}

export async function createInvitedUser(
  scope: CompanyScope,
  input: { name: string; email: string; roleId: number | null },
): Promise<{ id: number; name: string; email: string }> {
  const [existing] = await scope.db.select({ id: users.id }).from(users).where(eq(users.email, input.email))
  if (existing) throw fieldError(409, 'email', EMAIL_TAKEN)
  try {
    // No password: the invitation link sets it.
    const user = await scope.insert(users, { name: input.name, email: input.email, roleId: input.roleId, passwordHash: null })
    return { id: user.id, name: user.name, email: user.email }
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw fieldError(409, 'email', EMAIL_TAKEN)
    throw error
  }
}

/**
 * Applies a change to a user; deactivating signs them out everywhere in the same transaction,
 * so their tokens stop working with the next request.
 */
export async function updateUser(
  scope: CompanyScope,
  id: number,
  changes: { name?: string; active?: boolean; roleId?: number | null },
  now: Date,
): Promise<void> {
  await scope.transaction(async (tx) => {
    await tx.update(users, id, { ...changes, updatedAt: now }, 'User')
    if (changes.active === false) await revokeAllApiTokens(tx.db, id)
  })
}

export async function deleteUser(scope: CompanyScope, id: number): Promise<void> {
  await scope.remove(users, id, 'User')
}
