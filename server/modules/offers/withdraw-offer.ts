import type { Offer } from '@common/offers'
import { eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { offers } from '../../db/schema/offers'
import { notFound } from '../../lib/errors'
import type { Actor } from '../../platform/activity/activity-log'
import { mailCandidate, type Mailing } from './notices'
import { answerOffer, offerColumns, readApplications, readRow, recordOfferEvent, refuseUnlessStatusAllows } from './offer-record'

/**
 * POST `offers/{id}/withdraw`: the offer ends (the application may get another); a candidate who
 * had it is told, with the reason when one is given. Its link then answers 410 (the portal reads
 * the status).
 */
export async function withdrawOffer(scope: CompanyScope, deps: Mailing, id: number, reason: string | null, now: Date, actor: Actor): Promise<Offer> {
  return scope.transaction(async (tx) => {
    const row = await readRow(tx, id, true)
    refuseUnlessStatusAllows(row, 'withdraw')
    const [withdrawn] = await tx.db
      .update(offers)
      .set({ status: 'withdrawn', withdrawReason: reason, decidedAt: now, updatedAt: now })
      .where(tx.where(offers, eq(offers.id, id)))
      .returning(offerColumns)
    if (!withdrawn) throw notFound('Offer')
    const application = (await readApplications(tx, [row.applicationId])).get(row.applicationId)
    if (!application) return answerOffer(tx, withdrawn, now)
    await recordOfferEvent(tx, row, application.applicantId, { action: 'withdrawn', text: `Offer for ${row.jobTitle} withdrawn`, actor, comment: reason }, now)
    if (row.status === 'sent' && application.applicantEmail) {
      await mailCandidate(tx, deps, application.applicantEmail, {
        subject: `Your offer for ${row.jobTitle} was withdrawn`,
        lines: [
          `Hello ${application.applicantName},`,
          '',
          `We are sorry to tell you that the offer for ${row.jobTitle} has been withdrawn, and its link no longer opens it.`,
          ...(reason ? ['', `The reason given: ${reason}`] : []),
        ],
        keptIn: { applicationId: row.applicationId, now },
      })
    }
    return answerOffer(tx, withdrawn, now)
  })
}
