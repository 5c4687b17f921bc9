import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import type { ApprovalRow, ApprovalSubject } from './subject'

/** Who asks "what waits for me": the engine matches them against the current step's approver columns. */
export interface ApproverIdentity {
  id: number
  isOwner: boolean
  roleId: number | null
  /** Holds the kind's approve permission (the owner does). */
  mayApprove: boolean
}

/**
 * The record waits and its current step is one the viewer may still approve: they hold the
 * kind's approve permission, match the step's approver, did not create the record (unless owner)
 * and have not approved the step in this round. Decided from plain columns, so from the tables'
 * "in approval" indexes alone.
 */
export function waitingForApprover<Row extends ApprovalRow>(subject: ApprovalSubject<Row>, viewer: ApproverIdentity): SQL {
  if (!viewer.mayApprove) return sql`false`
  const table = subject.table
  const matches = or(eq(table.stepApproverType, 'any'), viewer.roleId === null ? undefined : eq(table.stepRoleId, viewer.roleId), eq(table.stepUserId, viewer.id))
  return and(
    sql`${table.status} = ${subject.waitingStatus}`,
    viewer.isOwner ? undefined : sql`${subject.creator} is distinct from ${viewer.id}`,
    matches,
    sql`not (${table.stepApprovedBy} @> array[${viewer.id}]::integer[])`,
  ) as SQL
}

/** A waiting record whose current step has waited past its due time. */
export function overdueStep<Row extends ApprovalRow>(subject: ApprovalSubject<Row>, now: Date): SQL {
  return and(sql`${subject.table.status} = ${subject.waitingStatus}`, sql`${subject.table.stepDueAt} < ${now.toISOString()}`) as SQL
}
