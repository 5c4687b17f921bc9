import { DEFAULT_APPROVAL_CHAIN } from '@common/approval-chain'
import { changedFields } from '@common/changed-fields'
import { REAPPROVAL_FIELDS, type RequisitionFields } from '@common/requisitions'
import { eq } from 'drizzle-orm'
import { CompanyScope } from '../../db/company-scope'
import { requisitions } from '../../db/schema/requisitions'
import { notFound } from '../../lib/errors'
import { diffChanges, recordActivity } from '../../platform/activity/activity-log'
import { restartChain } from '../../platform/approvals'
import {
  SUBJECT,
  Viewer,
  actorOfViewer,
  requisitionColumns,
  loadContext,
  toRequisition,
  toColumns,
  fieldsOf,
  readRow,
  Changed,
  refuseUnlessAllowed,
  requisitionApprovalSubject,
  stepNotice,
} from './requisition-record'

/**
 * PATCH (contract section 10): draft and rejected are edited; pending and on hold are edited and
 * their chain restarts at step 1 (earlier approvals void: a new round); approved goes back to
 * pending at step 1 when a field of REAPPROVAL_FIELDS changes, and the history's `edited` entry
 * shows the approvers what changed. `check` refuses the merged fields by throwing.
 */
export async function updateRequisition(
  scope: CompanyScope,
  id: number,
  viewer: Viewer,
  input: Partial<RequisitionFields>,
  /** Reads through `tx`: on the embedded database a read outside the transaction waits for it to end. */
  check: (merged: RequisitionFields, stored: RequisitionFields, tx: CompanyScope) => Promise<void>,
  now: Date,
): Promise<Changed> {
  return scope.transaction(async (tx) => {
    const row = await readRow(tx, id, viewer, true)
    const context = await loadContext(tx, [row], now)
    refuseUnlessAllowed(row, context, viewer, 'edit')
    const stored = fieldsOf(row)
    const changed = changedFields(stored, input)
    const merged = { ...stored, ...changed }
    await check(merged, stored, tx)
    const fields = Object.keys(changed) as (keyof RequisitionFields)[]
    if (fields.length === 0) return { requisition: toRequisition(row, context), notices: [] }

    const restarts =
      row.status === 'pending' || row.status === 'on_hold' || (row.status === 'approved' && fields.some((field) => (REAPPROVAL_FIELDS as readonly string[]).includes(field)))
    const [written] = await tx.db
      .update(requisitions)
      .set({
        ...toColumns(changed),
        ...(restarts ? restartChain(requisitionApprovalSubject, row, DEFAULT_APPROVAL_CHAIN, now) : {}),
        updatedAt: now,
      })
      .where(tx.where(requisitions, eq(requisitions.id, id)))
      .returning(requisitionColumns)
    if (!written) throw notFound('Requisition')
    const actor = actorOfViewer(viewer)
    await recordActivity(
      tx,
      {
        subjectType: SUBJECT,
        subjectId: id,
        action: 'edited',
        actor,
        changes: diffChanges(stored, merged, fields),
        details: { step: row.step },
      },
      now,
    )
    if (!restarts) return { requisition: toRequisition(written, context), notices: [] }
    await recordActivity(
      tx,
      {
        subjectType: SUBJECT,
        subjectId: id,
        action: 'restarted',
        actor,
        changes: diffChanges({ status: row.status, step: row.step }, { status: written.status, step: written.step }, ['status', 'step']),
        details: { step: 1, fields },
      },
      now,
    )
    const fresh = { ...context, approvals: [] }
    const notices = stepNotice(written, fresh).map((notice) => ({
      ...notice,
      changes: diffChanges(stored, merged, fields),
    }))
    return { requisition: toRequisition(written, fresh), notices }
  })
}
