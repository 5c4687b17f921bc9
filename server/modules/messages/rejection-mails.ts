import type { RejectionEmail } from '@common/messages'
import { eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { emailTemplates } from '../../db/schema/messages'
import { fieldError } from '../../lib/errors'
import type { TaskQueue } from '../../platform/tasks/task-queue'
import { sendTime } from './message-record'
import { recipientsOfApplications } from './recipients'
import { queueMessages, type MessageDraft, type Sender } from './send-messages'

export interface RejectionMails {
  email: RejectionEmail
  tasks: TaskQueue
  sender: Sender
}

/**
 * One mail per rejected application from the chosen template, each rendered for its applicant
 * and stored as their message, in the rejection's transaction (`scope`). An applicant without an
 * email address gets none; the rejection stands.
 */
export async function queueRejectionMails(scope: CompanyScope, applicationIds: readonly number[], mails: RejectionMails, now: Date): Promise<void> {
  const sendAt = sendTime(mails.email.send_at, now, 'email.send_at')
  const [template] = await scope.db
    .select({ id: emailTemplates.id, subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(scope.where(emailTemplates, eq(emailTemplates.id, mails.email.template_id)))
  if (!template) throw fieldError(422, 'email.template_id', 'Choose one of the company’s templates')
  const recipients = await recipientsOfApplications(scope, applicationIds)
  const drafts: MessageDraft[] = []
  for (const id of applicationIds) {
    const recipient = recipients.get(id)
    if (recipient?.email) drafts.push({ recipient: { ...recipient, email: recipient.email }, templateId: template.id, subject: template.subject, body: template.body, sendAt })
  }
  await queueMessages(scope, mails.tasks, drafts, mails.sender, now)
}
