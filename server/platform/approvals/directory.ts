import type { Approver, ApproverInput } from '@common/approval-chain'
import { hasAnyPermission } from '@common/permissions'
import { eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { roles } from '../../db/schema/roles'
import { users } from '../../db/schema/users'
import { effectivePermissions } from '../session/auth-session'
import { APPROVE_PERMISSION, type ApprovalKind } from './subject'

/** A user of the company as the approval chains see them. */
export interface Person {
  id: number
  name: string
  email: string
  active: boolean
  isOwner: boolean
  roleId: number | null
  /** Per kind of record, whether they hold its approve permission (the owner always does). */
  approves: Record<ApprovalKind, boolean>
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
        const holder = { is_owner: person.isOwner, permissions: effectivePermissions(person.isOwner, person.permissions) }
        const approves = {
          requisition: hasAnyPermission(holder, [APPROVE_PERMISSION.requisition]),
          offer: hasAnyPermission(holder, [APPROVE_PERMISSION.offer]),
        }
        return [person.id, { id: person.id, name: person.name, email: person.email, active: person.active, isOwner: person.isOwner, roleId: person.roleId, approves }]
      }),
    ),
    roles: new Map(roleRows.map((role) => [role.id, role.name])),
  }
}

/** The company user exists and is active (a hiring manager, an offer's approver). */
export async function isActiveUser(scope: CompanyScope, userId: number): Promise<boolean> {
  const person = (await loadDirectory(scope)).people.get(userId)
  return person?.active ?? false
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
 * The eligible approvers of a step still to act (contract sections 10 and 17): active users
 * holding the kind's approve permission who match the step, never the record's creator (the
 * requester of a requisition, the maker of an offer) unless they are the owner, less those who
 * already approved it. Sorted by name.
 */
export function eligibleApprovers(directory: Directory, kind: ApprovalKind, approver: ApproverInput, creatorId: number | null, approved: ReadonlySet<number>): Person[] {
  return [...directory.people.values()]
    .filter((person) => person.active && person.approves[kind] && matches(person, approver) && (person.id !== creatorId || person.isOwner) && !approved.has(person.id))
    .sort((a, b) => a.name.localeCompare(b.name))
}
