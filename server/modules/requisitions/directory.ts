import type { Approver, ApproverInput } from '@common/approval-chain'
import { hasAnyPermission } from '@common/permissions'
import { eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { roles } from '../../db/schema/roles'
import { users } from '../../db/schema/users'
import { effectivePermissions } from '../../platform/session/auth-session'

/** A user of the company as the approval chain sees them. */
export interface Person {
  id: number
  name: string
  email: string
  active: boolean
  isOwner: boolean
  roleId: number | null
  /** Holds requisition_approve.allow (the owner always does). */
  canApprove: boolean
}

/** The company's users and roles, read once per request to name people and find approvers. */
export interface Directory {
  people: Map<number, Person>
  roles: Map<number, string>
}

export async function loadDirectory(scope: CompanyScope): Promise<Directory> {
  const [people, roleRows] = await Promise.all([
    scope.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        active: users.active,
        isOwner: users.isOwner,
        roleId: users.roleId,
        permissions: roles.permissions,
      })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(scope.where(users)),
    scope.db.select({ id: roles.id, name: roles.name }).from(roles).where(scope.where(roles)),
  ])
  return {
    people: new Map(
      people.map((person) => {
        const permissions = effectivePermissions(person.isOwner, person.permissions)
        const canApprove = hasAnyPermission({ is_owner: person.isOwner, permissions }, ['requisition_approve.allow'])
        return [person.id, { id: person.id, name: person.name, email: person.email, active: person.active, isOwner: person.isOwner, roleId: person.roleId, canApprove }]
      }),
    ),
    roles: new Map(roleRows.map((role) => [role.id, role.name])),
  }
}

/** A stored approver with the name of its role or user, as the API answers it. */
export function namedApprover(directory: Directory, approver: ApproverInput): Approver {
  if (approver.type === 'any') return { type: 'any' }
  if (approver.type === 'role') return { type: 'role', role_id: approver.role_id, name: directory.roles.get(approver.role_id) ?? null }
  return { type: 'user', user_id: approver.user_id, name: directory.people.get(approver.user_id)?.name ?? null }
}

function matches(person: Person, approver: ApproverInput): boolean {
  if (approver.type === 'any') return true
  if (approver.type === 'role') return person.roleId === approver.role_id
  return person.id === approver.user_id
}

/**
 * The eligible approvers of a step still to act (contract section 10): active users holding
 * requisition_approve.allow who match the step, never the requester unless they are the owner,
 * less those who already approved it. Sorted by name.
 */
export function eligibleApprovers(
  directory: Directory,
  approver: ApproverInput,
  requesterId: number | null,
  approved: ReadonlySet<number>,
): Person[] {
  return [...directory.people.values()]
    .filter(
      (person) =>
        person.active &&
        person.canApprove &&
        matches(person, approver) &&
        (person.id !== requesterId || person.isOwner) &&
        !approved.has(person.id),
    )
    .sort((a, b) => a.name.localeCompare(b.name))
}
