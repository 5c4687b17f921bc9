import { and, eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { DEFAULT_EMAIL_TEMPLATES } from '../../db/email-template-defaults'
import { emailTemplates } from '../../db/schema/messages'
import { ApiError } from '../../lib/errors'
import type { TaskQueue } from '../../platform/tasks/task-queue'
import { recipientsOfApplications } from './recipients'
import { queueMessages, type MessageDraft } from './send-messages'

const BUILT_IN = DEFAULT_EMAIL_TEMPLATES.find((template) => template.kind === 'confirmation')

/**
 * The careers site's "we have your application" mail, from the company's default confirmation
 * template, written on the company's behalf in the application's transaction (`scope`) and kept
 * as the applicant's message. A template that cannot be filled for it (a field with no value at
 * this point) falls back to the built-in text: a candidate's application never fails over a mail.
 */
export async function queueConfirmation(scope: CompanyScope, tasks: TaskQueue, applicationId: number, now: Date, privacyLink: string): Promise<void> {
  const recipient = (await recipientsOfApplications(scope, [applicationId])).get(applicationId)
  if (!recipient?.email || !BUILT_IN) return
  const [template] = await scope.db
    .select({ id: emailTemplates.id, subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(scope.where(emailTemplates, and(eq(emailTemplates.kind, 'confirmation'), eq(emailTemplates.isDefault, true))))
  const draft: MessageDraft = {
    recipient: { ...recipient, email: recipient.email, values: { ...recipient.values, 'privacy.link': privacyLink } },
    templateId: template?.id ?? null,
    subject: template?.subject ?? BUILT_IN.subject,
    body: withPrivacyLink(template?.body ?? BUILT_IN.body),
    sendAt: now,
  }
  try {
    await queueMessages(scope, tasks, [draft], null, now)
  } catch (error) {
    if (!(error instanceof ApiError) || !template) throw error
    await queueMessages(scope, tasks, [{ ...draft, templateId: null, subject: BUILT_IN.subject, body: withPrivacyLink(BUILT_IN.body) }], null, now)
  }
}

/**
 * Every confirmation carries the candidate’s privacy link (contract 19): a template that does not
 * place `{{ privacy.link }}` itself (the built-in one, and companies’ own) gets it as its last line.
 */
function withPrivacyLink(body: string): string {
  return /\{\{-?\s*privacy\.link\b/.test(body) ? body : `${body}\n\n${PRIVACY_LINE}`
}

const PRIVACY_LINE = 'To see the data we keep about you, download it or have it erased: {{ privacy.link }}'
