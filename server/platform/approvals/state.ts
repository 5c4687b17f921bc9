import type { ApprovalChainDefinition, ApprovalState } from '@common/approval-chain'
import { inArray } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { DAY_MS } from '../../lib/clock'
import { eligibleApprovers, namedApprover, type Directory, type Person } from './directory'
import type { ApprovalRow, ApprovalSubject } from './subject'

/** One approval of a step, as the approvals table keeps it. */
export interface StoredApproval {
  subjectId: number
  round: number
  step: number
  userId: number | null
  userName: string
  at: Date
}

/** The approvals of these records, oldest first (every round: answers keep the current one). */
export async function loadApprovals(scope: CompanyScope, subject: Pick<ApprovalSubject<ApprovalRow>, 'approvals'>, ids: readonly number[]): Promise<StoredApproval[]> {
  if (ids.length === 0) return []
  const table = subject.approvals
  return scope.db
    .select({ subjectId: table.subjectId, round: table.round, step: table.step, userId: table.userId, userName: table.userName, at: table.at })
    .from(table)
    .where(scope.where(table, inArray(table.subjectId, [...ids])))
    .orderBy(table.at, table.id)
}

/** The columns that start the current step's clock now: it is due after the chain's SLA. */
export function stepClock(chain: ApprovalChainDefinition, now: Date) {
  return {
    stepStartedAt: now,
    stepDueAt: new Date(now.getTime() + chain.sla_days * DAY_MS),
    stepReminded: false,
  }
}

/** The columns that start step `step` of a chain now, with no approvals yet. */
export function stepStart(chain: ApprovalChainDefinition, step: number, now: Date) {
  return { step, stepApprovedBy: [] as number[], ...stepClock(chain, now) }
}

const ofCurrentRound = (row: ApprovalRow, approvals: readonly StoredApproval[]) => approvals.filter((approval) => approval.subjectId === row.id && approval.round === row.round)

/** Whether this user has approved the row's current step in this round. */
export function alreadyApproved(row: ApprovalRow, approvals: readonly StoredApproval[], userId: number): boolean {
  return ofCurrentRound(row, approvals).some((approval) => approval.step === row.step && approval.userId === userId)
}

/** The eligible approvers still to act on the row's current step (none unless its status is open). */
export function approversOf<Row extends ApprovalRow>(subject: ApprovalSubject<Row>, row: Row, approvals: readonly StoredApproval[], directory: Directory): Person[] {
  if (!subject.openStatuses.includes(row.status) || !row.chain || row.step === null) return []
  const step = row.chain.steps[row.step - 1]
  if (!step) return []
  const approved = new Set(
    ofCurrentRound(row, approvals)
      .filter((approval) => approval.step === row.step)
      .flatMap((approval) => (approval.userId === null ? [] : [approval.userId])),
  )
  return eligibleApprovers(directory, subject.kind, step.approver, subject.creatorOf(row), approved)
}

/** The `approval` answer (contract sections 10 and 17): null until the record was submitted to a chain. */
export function approvalState<Row extends ApprovalRow>(
  subject: ApprovalSubject<Row>,
  row: Row,
  approvals: readonly StoredApproval[],
  directory: Directory,
  now: Date,
): ApprovalState | null {
  if (!row.chain || row.step === null || !row.stepStartedAt || !row.stepDueAt) return null
  const ofRound = ofCurrentRound(row, approvals)
  const answer = (step: number) =>
    ofRound
      .filter((approval) => approval.step === step)
      .map((approval) => ({
        user: { id: approval.userId, name: approval.userName },
        at: approval.at.toISOString(),
      }))
  return {
    step: row.step,
    steps: row.chain.steps.length,
    required: row.chain.steps[row.step - 1]?.required ?? 1,
    approvals: answer(row.step),
    approvers: approversOf(subject, row, approvals, directory).map((person) => ({
      id: person.id,
      name: person.name,
    })),
    started_at: row.stepStartedAt.toISOString(),
    due_at: row.stepDueAt.toISOString(),
    overdue: row.status === subject.waitingStatus && row.stepDueAt.getTime() < now.getTime(),
    chain: row.chain.steps.map((step, index) => ({
      approver: namedApprover(directory, step.approver),
      required: step.required,
      approvals: answer(index + 1),
    })),
  }
}
