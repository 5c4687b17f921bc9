import { type Requisition, type RequisitionFields } from '@common/requisitions'
import { CompanyScope } from '../../db/company-scope'
import { requisitions } from '../../db/schema/requisitions'
import { recordActivity } from '../../platform/activity/activity-log'
import { SUBJECT, Viewer, actorOfViewer, requisitionColumns, loadContext, toRequisition, toColumns } from './requisition-record'

export async function createRequisition(scope: CompanyScope, fields: RequisitionFields, viewer: Viewer, now: Date): Promise<Requisition> {
  return scope.transaction(async (tx) => {
    const [row] = await tx.db
      .insert(requisitions)
      .values({
        companyId: tx.companyId,
        title: fields.title,
        department: fields.department,
        employmentType: fields.employment_type,
        workplace: fields.workplace,
        ...toColumns(fields),
        requestedById: viewer.id,
        requestedByName: viewer.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning(requisitionColumns)
    if (!row) throw new Error('The requisition was not created')
    await recordActivity(
      tx,
      {
        subjectType: SUBJECT,
        subjectId: row.id,
        action: 'created',
        actor: actorOfViewer(viewer),
        details: { step: null },
      },
      now,
    )
    return toRequisition(row, await loadContext(tx, [row], now))
  })
}
