import type { Offer } from '@common/offers'
import { eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { offers } from '../../db/schema/offers'
import { fieldError, notFound } from '../../lib/errors'
import type { Actor } from '../../platform/activity/activity-log'
import { mailTask } from '../../platform/tasks/mail'
import { keepSentMail } from '../messages/public'
import { LINK_AFTER_SEND, LINK_IN_KEPT_MAIL, renderLetter } from './letter'
import { newOfferToken } from './offer-token'
import type { Mailing } from './notices'
import { answerOffer, fieldsOf, offerColumns, readApplications, readRow, recordOfferEvent, refuseUnlessStatusAllows } from './offer-record'

/** The candidate's page of an offer on the careers site. */
export const offerPortalLink = (deps: Mailing, token: string) => `${deps.publicUrl}/careers/offer/?token=${encodeURIComponent(token)}`

/**
 * POST `offers/{id}/send`: an approved offer goes to the candidate. A new random token opens its
 * page on the careers site; only the token's SHA-256 is stored, and only the candidate's mail (the
 * offer template, filled with the real link) carries the token. The letter kept is rendered again
 * without it, and so is the mail kept in the applicant's Messages thread. An applicant without an
 * email address is a 422.
 */
export async function sendOffer(scope: CompanyScope, deps: Mailing, id: number, now: Date, actor: Actor): Promise<Offer> {
  return scope.transaction(async (tx) => {
    const row = await readRow(tx, id, true)
    refuseUnlessStatusAllows(row, 'send')
    const application = (await readApplications(tx, [row.applicationId])).get(row.applicationId)
    if (!application?.applicantEmail) throw fieldError(422, 'email', 'The candidate has no email address: add one on their page before sending the offer')
    if (row.templateId === null) throw fieldError(422, 'template_id', 'The offer’s letter template was deleted: choose another one before sending')
    const fields = { ...fieldsOf(row), template_id: row.templateId }
    const { token, tokenHash } = newOfferToken()
    const link = offerPortalLink(deps, token)
    const { mail, to, fromName } = await renderLetter(tx, fields, row.applicationId, row.createdByName, link)
    const { letter } = await renderLetter(tx, fields, row.applicationId, row.createdByName, LINK_AFTER_SEND)
    const [sent] = await tx.db
      .update(offers)
      .set({ status: 'sent', tokenHash, sentAt: now, letter, updatedAt: now })
      .where(tx.where(offers, eq(offers.id, id)))
      .returning(offerColumns)
    if (!sent) throw notFound('Offer')
    await recordOfferEvent(tx, row, application.applicantId, { action: 'sent', text: `Offer for ${row.jobTitle} sent to the candidate`, actor }, now)
    const recipient = to ?? application.applicantEmail
    await deps.tasks.enqueue(tx.db, mailTask, { to: recipient, subject: mail.subject, text: mail.text, html: mail.html, fromName, link })
    // The link is the candidate's signature: everyone who reads the thread would get it, so the mail is kept with a note in its place.
    const { mail: kept } = await renderLetter(tx, fields, row.applicationId, row.createdByName, LINK_IN_KEPT_MAIL)
    await keepSentMail(tx, row.applicationId, { ...kept, to: recipient }, { senderName: row.createdByName }, now)
    return answerOffer(tx, sent, now)
  })
}
