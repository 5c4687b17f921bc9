import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { roles } from '../../db/schema/roles'
import { users } from '../../db/schema/users'
import { conflict, databaseErrorCode, fieldError, isUniqueViolation, notFound } from '../../lib/errors'
import type { CreateRoleInput, Role, UpdateRoleInput } from '@common/roles'

const NAME_UNIQUE = 'roles_company_name_unique'

function selectRolesWithUserCount(scope: CompanyScope) {
  return scope.db
    .select({ ...getTableColumns(roles), userCount: count(users.id) })
    .from(roles)
    .leftJoin(users, eq(users.roleId, roles.id))
    .groupBy(roles.id)
    .$dynamic()
}

type RoleRow = Awaited<ReturnType<ReturnType<typeof selectRolesWithUserCount>['execute']>>[number]

function toRole(row: RoleRow): Role {
  return { id: row.id, name: row.name, permissions: row.permissions, user_count: row.userCount }
}

function nameTaken(name: string) {
  return fieldError(409, 'name', `A role named "${name}" already exists`)
}

/** Every role of the company, by name, with how many users hold each. */
export async function listRoles(scope: CompanyScope): Promise<Role[]> {
  const rows = await selectRolesWithUserCount(scope)
    .where(scope.where(roles))
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id))
  return rows.map(toRole)
}

export async function findRole(scope: CompanyScope, id: number): Promise<Role> {
  const [row] = await selectRolesWithUserCount(scope).where(scope.where(roles, eq(roles.id, id)))
  if (!row) throw notFound('Role')
  return toRole(row)
}

export async function createRole(scope: CompanyScope, input: CreateRoleInput): Promise<Role> {
  try {
    const role = await scope.insert(roles, input)
    return { id: role.id, name: role.name, permissions: role.permissions, user_count: 0 }
  } catch (error) {
    if (isUniqueViolation(error, NAME_UNIQUE)) throw nameTaken(input.name)
    throw error
  }
}

export async function updateRole(scope: CompanyScope, id: number, changes: UpdateRoleInput, now: Date): Promise<Role> {
  try {
    await scope.update(roles, id, { ...changes, updatedAt: now }, 'Role')
  } catch (error) {
    if (changes.name !== undefined && isUniqueViolation(error, NAME_UNIQUE)) throw nameTaken(changes.name)
    throw error
  }
  return findRole(scope, id)
}

function stillHeld(userCount: number) {
  const users = userCount === 1 ? '1 user holds' : `${userCount} users hold`
  return conflict(`${users} this role. Give them another role before deleting it.`)
}

/** Deletes a role no user holds; a role still held is a 409. */
export async function deleteRole(scope: CompanyScope, id: number): Promise<void> {
  const role = await findRole(scope, id)
  if (role.user_count > 0) throw stillHeld(role.user_count)
  try {
    await scope.remove(roles, id, 'Role')
  } catch (error) {
    // A user was given the role between the count and the delete: the foreign key refuses.
    if (databaseErrorCode(error)?.code === '23503') throw stillHeld((await findRole(scope, id)).user_count)
    throw error
  }
}
