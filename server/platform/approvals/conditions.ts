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

/**
 * The record's chain names the viewer (a step anyone may approve, one for their role, one for
 * them), or they approved one of its steps in some round: the records a holder of the kind's
 * approve permission is, or was, asked to decide on, and so may read. A record never submitted to
 * a chain names no one. Read from the stored chain, so a step still to come counts, and a later
 * change of the company's chain changes nothing.
 */
export function approverOfRecord<Row extends ApprovalRow>(subject: ApprovalSubject<Row>, viewer: Pick<ApproverIdentity, 'id' | 'roleId'>): SQL {
  const table = subject.table
  const step = (approver: Record<string, unknown>) => sql`${table.chain} @> ${JSON.stringify({ steps: [{ approver }] })}::jsonb`
  const approvals = subject.approvals
  return or(
    step({ type: 'any' }),
    viewer.roleId === null ? undefined : step({ type: 'role', role_id: viewer.roleId }),
    step({ type: 'user', user_id: viewer.id }),
    sql`exists (select 1 from ${approvals} where ${approvals.companyId} = ${table.companyId} and ${approvals.subjectId} = ${table.id} and ${approvals.userId} = ${viewer.id})`,
  ) as SQL
}

/** A waiting record whose current step has waited past its due time. */
export function overdueStep<Row extends ApprovalRow>(subject: ApprovalSubject<Row>, now: Date): SQL {
  return and(sql`${subject.table.status} = ${subject.waitingStatus}`, sql`${subject.table.stepDueAt} < ${now.toISOString()}`) as SQL
}
