import { CompanyScope } from '../../db/company-scope'
import { requisitions } from '../../db/schema/requisitions'
import { recordActivity } from '../../platform/activity/activity-log'
import { SUBJECT, Viewer, actorOfViewer, loadContext, readRow, refuseUnlessAllowed } from './requisition-record'

export async function deleteRequisition(scope: CompanyScope, id: number, viewer: Viewer, now: Date): Promise<void> {
  await scope.transaction(async (tx) => {
    const row = await readRow(tx, id, null, true)
    refuseUnlessAllowed(row, await loadContext(tx, [row], now), viewer, 'delete')
    await tx.remove(requisitions, id, 'Requisition')
    await recordActivity(
      tx,
      {
        subjectType: SUBJECT,
        subjectId: id,
        action: 'deleted',
        actor: actorOfViewer(viewer),
        details: { step: null },
      },
      now,
    )
  })
}
