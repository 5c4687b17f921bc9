import { DEFAULT_APPROVAL_CHAIN } from '@common/approval-chain'
import { eq, sql } from 'drizzle-orm'
import { CompanyScope } from '../../db/company-scope'
import { requisitionApprovals, requisitions } from '../../db/schema/requisitions'
import { conflict, isUniqueViolation, notFound } from '../../lib/errors'
import { diffChanges, recordActivity } from '../../platform/activity/activity-log'
import type { RequisitionNotice } from './notices'
import {
  SUBJECT,
  Viewer,
  actorOfViewer,
  requisitionColumns,
  Stored,
  Context,
  loadContext,
  toRequisition,
  readRow,
  Changed,
  refuseUnlessAllowed,
  stepClock,
  stepStart,
  compareAndSet,
  stepNotice,
} from './requisition-record'
import { readChainDefinition } from './approval-chain'

function requesterNotice(kind: 'approved' | 'rejected', row: Stored, context: Context, comment: string | null): RequisitionNotice[] {
  const requester = row.requestedById === null ? undefined : context.directory.people.get(row.requestedById)
  return requester?.active
    ? [
        {
          kind,
          requisition: toRequisition(row, context),
          to: [requester],
          comment,
        },
      ]
    : []
}

interface Decision {
  comment: string | null
  step?: number | undefined
}

/**
 * approve, reject, hold, resume, submit and cancel: the workflow's checks, one compare-and-set
 * write, the history entry (with its step) and the mails it calls for.
 */
export async function act(
  scope: CompanyScope,
  id: number,
  viewer: Viewer,
  action: 'approve' | 'reject' | 'hold' | 'resume' | 'submit' | 'cancel',
  decision: Decision,
  now: Date,
): Promise<Changed> {
  return scope.transaction(async (tx) => {
    const row = await readRow(tx, id, viewer)
    const context = await loadContext(tx, [row], now)
    refuseUnlessAllowed(row, context, viewer, action, decision.step)
    const actor = actorOfViewer(viewer)
    const record = (updated: Stored, name: string, step: number | null) =>
      recordActivity(
        tx,
        {
          subjectType: SUBJECT,
          subjectId: id,
          action: name,
          actor,
          comment: decision.comment,
          changes: diffChanges({ status: row.status }, { status: updated.status }, ['status']),
          details: { step },
        },
        now,
      )

    if (action === 'approve') return approve(tx, row, context, viewer, decision.comment, now)

    if (action === 'submit') {
      const chain = await readChainDefinition(tx)
      const updated = await compareAndSet(
        tx,
        row,
        {
          status: 'pending',
          chain,
          round: row.round + 1,
          ...stepStart(chain, 1, now),
          submittedAt: now,
          decidedAt: null,
        },
        now,
      )
      await record(updated, 'submitted', 1)
      const fresh = { ...context, approvals: [] }
      return {
        requisition: toRequisition(updated, fresh),
        notices: stepNotice(updated, fresh),
      }
    }

    const changes =
      action === 'reject'
        ? { status: 'rejected' as const, decidedAt: now }
        : action === 'hold'
          ? { status: 'on_hold' as const }
          : action === 'resume'
            ? {
                status: 'pending' as const,
                ...(row.chain ? stepClock(row.chain, now) : {}),
              }
            : { status: 'cancelled' as const }
    const updated = await compareAndSet(tx, row, changes, now)
    const names = {
      reject: 'rejected',
      hold: 'held',
      resume: 'resumed',
      cancel: 'cancelled',
    } as const
    await record(updated, names[action], row.step)
    const notices = action === 'reject' ? requesterNotice('rejected', updated, context, decision.comment) : []
    return { requisition: toRequisition(updated, context), notices }
  })
}

/** Counts one approval; a complete step moves to the next, the last one approves the requisition. */
export async function approve(tx: CompanyScope, row: Stored, context: Context, viewer: Viewer, comment: string | null, now: Date): Promise<Changed> {
  const chain = row.chain ?? DEFAULT_APPROVAL_CHAIN
  const step = row.step ?? 1
  // First the compare-and-set: it holds the row until commit, so concurrent approvals count one by one.
  let updated = await compareAndSet(
    tx,
    row,
    {
      stepApprovedBy: sql`array_append(${requisitions.stepApprovedBy}, ${viewer.id}::integer)`,
    },
    now,
  )
  try {
    await tx.insert(requisitionApprovals, {
      requisitionId: row.id,
      round: row.round,
      step,
      userId: viewer.id,
      userName: viewer.name,
      at: now,
    })
  } catch (error) {
    if (isUniqueViolation(error, 'requisition_approvals_once_unique')) throw conflict('You have already approved this step')
    throw error
  }
  const approvals = [
    ...context.approvals,
    {
      requisitionId: row.id,
      round: row.round,
      step,
      userId: viewer.id,
      userName: viewer.name,
      at: now,
    },
  ]
  const [counted] = await tx.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(requisitionApprovals)
    .where(tx.where(requisitionApprovals, eq(requisitionApprovals.requisitionId, row.id), eq(requisitionApprovals.round, row.round), eq(requisitionApprovals.step, step)))
  const required = chain.steps[step - 1]?.required ?? 1
  const complete = (counted?.count ?? 0) >= required
  const last = step >= chain.steps.length
  if (complete) {
    const [written] = await tx.db
      .update(requisitions)
      .set(last ? { status: 'approved', decidedAt: now, updatedAt: now } : { ...stepStart(chain, step + 1, now), updatedAt: now })
      .where(tx.where(requisitions, eq(requisitions.id, row.id)))
      .returning(requisitionColumns)
    if (!written) throw notFound('Requisition')
    updated = written
  }
  await recordActivity(
    tx,
    {
      subjectType: SUBJECT,
      subjectId: row.id,
      action: 'approved',
      actor: actorOfViewer(viewer),
      comment,
      changes: diffChanges({ status: row.status, step: row.step }, { status: updated.status, step: updated.step }, ['status', 'step']),
      details: { step },
    },
    now,
  )
  const after = { ...context, approvals }
  const notices = !complete ? [] : last ? requesterNotice('approved', updated, after, null) : stepNotice(updated, after)
  return { requisition: toRequisition(updated, after), notices }
}
