import type { Message, SendMessageInput } from '@common/messages'
import { eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { emailTemplates } from '../../db/schema/messages'
import { fieldError } from '../../lib/errors'
import type { TaskQueue } from '../../platform/tasks/task-queue'
import { sendTime, toMessage } from './message-record'
import { recipientOfApplicant } from './recipients'
import { queueMessages, type Sender } from './send-messages'

/** A message a user writes to one applicant (from a template or blank), sent now or at `send_at`. */
export async function writeMessage(scope: CompanyScope, tasks: TaskQueue, applicantId: number, input: SendMessageInput, sender: Sender, now: Date): Promise<Message> {
  const sendAt = sendTime(input.send_at, now)
  return scope.transaction(async (tx) => {
    const recipient = await recipientOfApplicant(tx, applicantId, input.application_id)
    const email = recipient.email
    if (!email) throw fieldError(422, 'to', 'This applicant has no email address: add one to their profile first')
    if (input.template_id !== undefined) {
      const [template] = await tx.db
        .select({ id: emailTemplates.id })
        .from(emailTemplates)
        .where(tx.where(emailTemplates, eq(emailTemplates.id, input.template_id)))
      if (!template) throw fieldError(422, 'template_id', 'Choose one of the company’s templates')
    }
    const [row] = await queueMessages(
      tx,
      tasks,
      [{ recipient: { ...recipient, email }, templateId: input.template_id ?? null, subject: input.subject, body: input.body, sendAt }],
      sender,
      now,
    )
    if (!row) throw new Error('The message was not stored')
    return toMessage(row)
  })
}
