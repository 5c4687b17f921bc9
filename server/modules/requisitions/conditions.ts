import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import { requisitions } from '../../db/schema/requisitions'

/**
 * The requisition conditions the requisitions list and the home dashboard share (modules do not
 * import each other).
 */

export interface ApproverIdentity {
  id: number
  isOwner: boolean
  roleId: number | null
  /** Holds requisition_approve.allow (the owner does). */
  mayApprove: boolean
}

/**
 * The current step of a pending requisition is one the viewer may still approve: they hold
 * requisition_approve.allow, match the step's approver, did not request it (unless owner) and
 * have not approved the step in this round.
 */
export function waitingForApprover(viewer: ApproverIdentity): SQL {
  if (!viewer.mayApprove) return sql`false`
  const matches = or(
    eq(requisitions.stepApproverType, 'any'),
    viewer.roleId === null ? undefined : eq(requisitions.stepRoleId, viewer.roleId),
    eq(requisitions.stepUserId, viewer.id),
  )
  return and(
    eq(requisitions.status, 'pending'),
    viewer.isOwner ? undefined : sql`${requisitions.requestedById} is distinct from ${viewer.id}`,
    matches,
    sql`not (${requisitions.stepApprovedBy} @> array[${viewer.id}]::integer[])`,
  ) as SQL
}

/** A pending requisition whose current step has waited past its due time. */
export function overdueStep(now: Date): SQL {
  return and(eq(requisitions.status, 'pending'), sql`${requisitions.stepDueAt} < ${now.toISOString()}`) as SQL
}
