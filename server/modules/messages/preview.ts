import type { PreviewInput, RenderedMail } from '@common/messages'
import type { CompanyScope } from '../../db/company-scope'
import { fieldError } from '../../lib/errors'
import { recipientsOfApplications } from './recipients'
import { renderMail, sampleValues } from './render'
import { companyName } from './send-messages'

/**
 * A subject and body as the reader would get them: with an application's values (and the
 * caller as sender), or samples; a field that has no value yet (an interview's time) shows its
 * sample here, though a real message with it is refused.
 */
export async function previewMail(scope: CompanyScope, input: PreviewInput, senderName: string): Promise<RenderedMail> {
  const company = await companyName(scope)
  const values = { ...sampleValues(), 'company.name': company, 'sender.name': senderName }
  if (input.application_id !== undefined) {
    const recipient = (await recipientsOfApplications(scope, [input.application_id])).get(input.application_id)
    if (!recipient) throw fieldError(422, 'application_id', 'Choose one of the company’s applications')
    Object.assign(values, recipient.values)
  }
  const mail = renderMail(input, values, company)
  return { subject: mail.subject, html: mail.html, text: mail.text }
}
