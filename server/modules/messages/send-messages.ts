import { eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { companies } from '../../db/schema/companies'
import { candidateMessages } from '../../db/schema/messages'
import type { Actor } from '../../platform/activity/activity-log'
import type { TaskQueue } from '../../platform/tasks/task-queue'
import { recordApplicantActivity } from '../applicants/public'
import { candidateMessageTask, messageColumns, timelineText, type MessageFields } from './message-record'
import type { Recipient } from './recipients'
import { renderMail } from './render'

/** Who writes: a user (replies go to them), or nobody when the product writes on the company's behalf (the careers confirmation). */
export type Sender = { id: number; name: string; email: string } | null

export interface MessageDraft {
  recipient: Recipient & { email: string }
  templateId: number | null
  subject: string
  body: string
  sendAt: Date
}

export async function companyName(scope: CompanyScope): Promise<string> {
  const [company] = await scope.db.select({ name: companies.name }).from(companies).where(eq(companies.id, scope.companyId))
  return company?.name ?? ''
}

/**
 * Renders each draft for its recipient, stores it as a scheduled message in the applicant's
 * timeline, and enqueues its sending for its time, all through `scope`, the caller's transaction:
 * a change that rolls back sends nothing. An unknown merge field, or one with no value here, is a
 * 422 naming it.
 */
export async function queueMessages(scope: CompanyScope, tasks: TaskQueue, drafts: readonly MessageDraft[], sender: Sender, now: Date): Promise<MessageFields[]> {
  if (drafts.length === 0) return []
  const company = await companyName(scope)
  const senderName = sender?.name ?? `The ${company} team`
  const rendered = drafts.map((draft) => ({
    draft,
    mail: renderMail(draft, { ...draft.recipient.values, 'company.name': company, 'sender.name': senderName }, company),
  }))
  const rows = await scope.db
    .insert(candidateMessages)
    .values(
      rendered.map(({ draft, mail }) => ({
        companyId: scope.companyId,
        applicantId: draft.recipient.applicantId,
        applicationId: draft.recipient.applicationId,
        templateId: draft.templateId,
        senderId: sender?.id ?? null,
        senderName,
        replyTo: sender?.email ?? null,
        to: draft.recipient.email,
        subject: mail.subject,
        body: mail.body,
        html: mail.html,
        text: mail.text,
        status: 'scheduled' as const,
        sendAt: draft.sendAt,
        createdAt: now,
      })),
    )
    .returning({ ...messageColumns, applicantId: candidateMessages.applicantId })
  const actor: Actor = sender ? { id: sender.id, name: sender.name } : null
  for (const row of rows) {
    await recordApplicantActivity(
      scope,
      row.applicantId,
      { kind: 'email', text: timelineText(row), actor, details: { message_id: row.id, application_id: row.applicationId } },
      now,
    )
  }
  await tasks.enqueueMany(
    scope.db,
    candidateMessageTask,
    rows.map((row) => ({ payload: { companyId: scope.companyId, messageId: row.id }, runAt: row.sendAt })),
  )
  return rows
}
