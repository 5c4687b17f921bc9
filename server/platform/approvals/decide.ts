import type { ApprovalChainDefinition } from '@common/approval-chain'
import { eq, getTableName, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { CompanyScope } from '../../db/company-scope'
import { conflict, isUniqueViolation, notFound } from '../../lib/errors'
import { stepStart, type StoredApproval } from './state'
import type { ApprovalRow, ApprovalSubject, ApprovalTable } from './subject'

const capitalized = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1)

/**
 * The one UPDATE of a record's row the engine makes (the tables share the approval columns, but
 * Drizzle cannot type a write generic over two tables): answers the row in the subject's columns.
 */
async function write<Row extends ApprovalRow, Table extends ApprovalTable>(
  scope: CompanyScope,
  subject: ApprovalSubject<Row, Table>,
  changes: PgUpdateSetSource<Table>,
  ...conditions: ReturnType<typeof eq>[]
): Promise<Row | undefined> {
  const table: ApprovalTable = subject.table
  const [written] = await scope.db
    .update(table)
    .set(changes as never)
    .where(scope.where(table, ...conditions))
    .returning(subject.columns)
  return written as Row | undefined
}

/**
 * Writes `changes` only if the record is still as it was read (status, round and step): the
 * compare-and-set that makes one of two concurrent decisions lose with a 409. On PostgreSQL the
 * UPDATE waits for a concurrent writer's commit and then re-checks its WHERE.
 */
export async function compareAndSet<Row extends ApprovalRow, Table extends ApprovalTable>(
  scope: CompanyScope,
  subject: ApprovalSubject<Row, Table>,
  row: Row,
  changes: PgUpdateSetSource<Table>,
  now: Date,
): Promise<Row> {
  const table: ApprovalTable = subject.table
  const updated = await write(
    scope,
    subject,
    { ...changes, updatedAt: now },
    eq(table.id, row.id),
    sql`${table.status} = ${row.status}`,
    eq(table.round, row.round),
    row.step === null ? sql`${table.step} is null` : eq(table.step, row.step),
  )
  if (!updated) throw conflict(`Someone else changed this ${subject.noun} at the same time; reload it and try again`)
  return updated
}

/**
 * The columns that send a record into its chain (submit): a new round at step 1 of `chain`,
 * waiting. The caller writes them with compareAndSet, adding its own (a requisition's
 * `submittedAt`). The stored chain is the steps and SLA only.
 */
export function startChain<Row extends ApprovalRow>(subject: ApprovalSubject<Row>, row: Row, chain: ApprovalChainDefinition, now: Date) {
  const stored: ApprovalChainDefinition = { steps: chain.steps, sla_days: chain.sla_days }
  return { status: subject.waitingStatus, chain: stored, round: row.round + 1, ...stepStart(stored, 1, now), decidedAt: null }
}

/**
 * The columns that restart the record's chain at step 1 in a new round (an edit of a guarded
 * field): the earlier approvals are void, and the record waits again.
 */
export function restartChain<Row extends ApprovalRow>(subject: ApprovalSubject<Row>, row: Row, fallback: ApprovalChainDefinition, now: Date) {
  return { status: subject.waitingStatus, round: row.round + 1, ...stepStart(row.chain ?? fallback, 1, now), decidedAt: null }
}

/** What one approval did: the row after it, the step it counted for, and whether that step (or the chain) is complete. */
export interface Approval<Row> {
  updated: Row
  step: number
  complete: boolean
  last: boolean
  /** The approval just recorded, to add to the answer's approvals. */
  approval: StoredApproval
}

/**
 * Counts one approval of the current step by `approver` (M of N): a complete step moves to the
 * next, the last one approves the record ('approved', decided now). The caller has checked the
 * approver is eligible; the same person twice is a 409 "You have already approved this step",
 * and a decision on a record changed meanwhile is a 409 (compareAndSet).
 */
export async function approveStep<Row extends ApprovalRow, Table extends ApprovalTable>(
  tx: CompanyScope,
  subject: ApprovalSubject<Row, Table>,
  row: Row,
  approver: { id: number; name: string },
  fallback: ApprovalChainDefinition,
  now: Date,
): Promise<Approval<Row>> {
  const table: ApprovalTable = subject.table
  const approvals = subject.approvals
  const chain = row.chain ?? fallback
  const step = row.step ?? 1
  // First the compare-and-set: it holds the row until commit, so concurrent approvals count one by one.
  let updated = await compareAndSet(tx, subject, row, { stepApprovedBy: sql`array_append(${table.stepApprovedBy}, ${approver.id}::integer)` } as PgUpdateSetSource<Table>, now)
  const approval: StoredApproval = { subjectId: row.id, round: row.round, step, userId: approver.id, userName: approver.name, at: now }
  try {
    await tx.insert(approvals, approval)
  } catch (error) {
    if (isUniqueViolation(error, `${getTableName(approvals)}_once_unique`)) throw conflict('You have already approved this step')
    throw error
  }
  const [counted] = await tx.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(approvals)
    .where(tx.where(approvals, eq(approvals.subjectId, row.id), eq(approvals.round, row.round), eq(approvals.step, step)))
  const required = chain.steps[step - 1]?.required ?? 1
  const complete = (counted?.count ?? 0) >= required
  const last = step >= chain.steps.length
  if (complete) {
    const changes = last ? { status: 'approved', decidedAt: now, updatedAt: now } : { ...stepStart(chain, step + 1, now), updatedAt: now }
    const written = await write(tx, subject, changes as PgUpdateSetSource<Table>, eq(table.id, row.id))
    if (!written) throw notFound(capitalized(subject.noun))
    updated = written
  }
  return { updated, step, complete, last, approval }
}
