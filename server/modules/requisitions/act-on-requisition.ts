import { DEFAULT_APPROVAL_CHAIN } from '@common/approval-chain'
import { CompanyScope } from '../../db/company-scope'
import { diffChanges, recordActivity } from '../../platform/activity/activity-log'
import { approveStep, compareAndSet, readChainDefinition, startChain, stepClock } from '../../platform/approvals'
import type { RequisitionNotice } from './notices'
import {
  SUBJECT,
  Viewer,
  actorOfViewer,
  Stored,
  Context,
  loadContext,
  toRequisition,
  readRow,
  Changed,
  refuseUnlessAllowed,
  requisitionApprovalSubject,
  stepNotice,
} from './requisition-record'

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
      const chain = await readChainDefinition(tx, 'requisition')
      const updated = await compareAndSet(tx, requisitionApprovalSubject, row, { ...startChain(requisitionApprovalSubject, row, chain, now), submittedAt: now }, now)
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
    const updated = await compareAndSet(tx, requisitionApprovalSubject, row, changes, now)
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
  const { updated, step, complete, last, approval } = await approveStep(tx, requisitionApprovalSubject, row, viewer, DEFAULT_APPROVAL_CHAIN, now)
  const approvals = [...context.approvals, approval]
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
