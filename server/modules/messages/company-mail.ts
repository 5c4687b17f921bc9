import type { EmailTemplateKind } from '@common/messages'
import { and, eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { DEFAULT_EMAIL_TEMPLATES } from '../../db/email-template-defaults'
import { emailTemplates } from '../../db/schema/messages'
import { ApiError } from '../../lib/errors'
import { recipientsOfApplications } from './recipients'
import { renderMail, type MergeValues, type RenderedMail } from './render'
import { companyName } from './send-messages'

export interface CompanyMail extends RenderedMail {
  to: string
  /** `Acme via Staffdesk`: the From name of a mail the product writes on the company's behalf. */
  fromName: string
}

/**
 * A product mail to an application's candidate from the company's default template of `kind`
 * (an interview invitation, a scheduling link), filled with the application's values and
 * `values`. A template that cannot be filled here falls back to the built-in text, so scheduling
 * never fails over a mail. Null when the candidate has no email address. The caller sends it
 * (with a calendar part, or a link kept out of stored messages).
 */
export async function renderCompanyMail(
  scope: CompanyScope,
  kind: Extract<EmailTemplateKind, 'interview' | 'scheduling'>,
  applicationId: number,
  values: MergeValues,
  senderName: string | null,
): Promise<CompanyMail | null> {
  const recipient = (await recipientsOfApplications(scope, [applicationId])).get(applicationId)
  const builtIn = DEFAULT_EMAIL_TEMPLATES.find((template) => template.kind === kind)
  if (!recipient?.email || !builtIn) return null
  const company = await companyName(scope)
  const [template] = await scope.db
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(scope.where(emailTemplates, and(eq(emailTemplates.kind, kind), eq(emailTemplates.isDefault, true))))
  const allValues: MergeValues = { ...recipient.values, ...values, 'company.name': company, 'sender.name': senderName ?? `The ${company} team` }
  let mail: RenderedMail
  try {
    mail = renderMail(template ?? builtIn, allValues, company)
  } catch (error) {
    if (!(error instanceof ApiError) || !template) throw error
    mail = renderMail(builtIn, allValues, company)
  }
  return { ...mail, to: recipient.email, fromName: `${company} via Staffdesk` }
}
