import type { CompanyScope } from '../../db/company-scope'
import { offers } from '../../db/schema/offers'
import type { Actor } from '../../platform/activity/activity-log'
import { readApplications, readRow, recordOfferEvent, refuseUnlessStatusAllows } from './offer-record'

/** DELETE `offers/{id}` (extension): a draft only, else a 409 naming the status; its history and the timeline keep that it was. */
export async function deleteOffer(scope: CompanyScope, id: number, now: Date, actor: Actor): Promise<void> {
  await scope.transaction(async (tx) => {
    const row = await readRow(tx, id, true)
    refuseUnlessStatusAllows(row, 'delete')
    const application = (await readApplications(tx, [row.applicationId])).get(row.applicationId)
    await tx.remove(offers, id, 'Offer')
    if (application) await recordOfferEvent(tx, row, application.applicantId, { action: 'deleted', text: `Offer draft for ${row.jobTitle} deleted`, actor }, now)
  })
}
