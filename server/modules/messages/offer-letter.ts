import { markdownToHtml } from '@common/markdown'
import { eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { emailTemplates } from '../../db/schema/messages'
import { ApiError, fieldError, validationError } from '../../lib/errors'
import { recipientsOfApplications } from './recipients'
import { renderMail, type MergeValues, type RenderedMail } from './render'
import { companyName } from './send-messages'

/** An offer's letter, and the mail that carries it to the candidate once it is sent. */
export interface OfferLetter {
  /** The template's body with the merge fields filled: the letter as Markdown. */
  letter: string
  /** The letter alone as sanitised HTML (a preview beside the offer's form). */
  letterHtml: string
  mail: RenderedMail
  /** The candidate's address, or null when the applicant has none. */
  to: string | null
  fromName: string
}

/**
 * Contract 17 and 18: an offer's letter from one of the company's `offer` templates (422 on
 * `template_id` otherwise), filled with the application's values, the offer's (`values`: offer.*,
 * manager.name) and the sender. Without a manager (none on the offer, no hiring manager on the
 * requisition) `{{ manager.name }}` names the sender, whom the candidate can ask, so the default
 * template serves every offer. A merge field without a value here is a 422 on `template_id`,
 * saying which, since the maker chose the template and cannot edit it on the offer.
 */
export async function renderOfferLetter(scope: CompanyScope, templateId: number, applicationId: number, values: MergeValues, senderName: string): Promise<OfferLetter> {
  const [template] = await scope.db
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(scope.where(emailTemplates, eq(emailTemplates.id, templateId), eq(emailTemplates.kind, 'offer')))
  if (!template) throw fieldError(422, 'template_id', 'Choose one of your company’s offer templates')
  const recipient = (await recipientsOfApplications(scope, [applicationId])).get(applicationId)
  if (!recipient) throw fieldError(422, 'application_id', 'Choose one of your company’s applications')
  const company = await companyName(scope)
  let mail: RenderedMail
  try {
    mail = renderMail(template, { 'manager.name': senderName, ...recipient.values, ...values, 'company.name': company, 'sender.name': senderName }, company)
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.errors) throw validationError({ template_id: Object.values(error.errors).flat() })
    throw error
  }
  return { letter: mail.body, letterHtml: markdownToHtml(mail.body), mail, to: recipient.email, fromName: `${company} via Staffdesk` }
}
