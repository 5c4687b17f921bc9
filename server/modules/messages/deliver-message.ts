import { and, eq } from 'drizzle-orm'
import { CompanyScope } from '../../db/company-scope'
import { candidateMessages } from '../../db/schema/messages'
import type { AppDeps } from '../../http/context'
import type { TaskFailure } from '../../platform/tasks/task-queue'
import { candidateMessageTask } from './message-record'
import { companyName } from './send-messages'

/** Why one attempt failed, in words a user can act on (the mail server's own words when it gave any). */
export function failureReason(error: unknown): string {
  const details = (typeof error === 'object' && error !== null ? error : {}) as { responseCode?: unknown; response?: unknown; code?: unknown }
  const code = typeof details.responseCode === 'number' ? details.responseCode : null
  if (code !== null && code >= 500) {
    return `The recipient’s mail server refused it (${String(details.response ?? code).slice(0, 200)}): check the applicant’s email address`
  }
  if (code !== null) return `The mail server asked to try later (${String(details.response ?? code).slice(0, 200)})`
  if (typeof details.code === 'string' && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|ESOCKET|ECONNECTION|EDNS)$/.test(details.code)) {
    return 'The mail server could not be reached: check the SMTP settings or ask your administrator'
  }
  return 'The mail could not be handed to the mail server'
}

/**
 * Sends a due message, from whichever process claims its task. The row is marked as leaving
 * (`sent_at`) only while it is still scheduled, so a cancelled message never leaves, and a
 * cancel while it leaves is refused. A process that dies mid-send leaves it scheduled: the retry
 * sends it (at least once, as every task).
 */
export function handleCandidateMessages(deps: Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'tasks'>): void {
  deps.tasks.handle(
    candidateMessageTask,
    async ({ companyId, messageId }) => {
      const scope = new CompanyScope(deps.db, companyId)
      const [message] = await deps.db
        .update(candidateMessages)
        .set({ sentAt: deps.clock.now() })
        .where(scope.where(candidateMessages, eq(candidateMessages.id, messageId), eq(candidateMessages.status, 'scheduled')))
        .returning()
      if (!message) return
      try {
        await deps.mailer.send({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          fromName: `${await companyName(scope)} via Staffdesk`,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        })
      } catch (error) {
        await deps.db
          .update(candidateMessages)
          .set({ sentAt: null, failure: failureReason(error) })
          .where(scope.where(candidateMessages, eq(candidateMessages.id, messageId)))
        throw error
      }
      await deps.db
        .update(candidateMessages)
        .set({ status: 'sent', sentAt: deps.clock.now(), failure: null })
        .where(scope.where(candidateMessages, eq(candidateMessages.id, messageId)))
    },
    {
      gaveUp: async ({ companyId, messageId }, failure: TaskFailure) => {
        const scope = new CompanyScope(deps.db, companyId)
        const [message] = await deps.db
          .select({ failure: candidateMessages.failure })
          .from(candidateMessages)
          .where(scope.where(candidateMessages, eq(candidateMessages.id, messageId)))
        const why = failure.reason === 'failed' ? (message?.failure ?? 'The mail could not be handed to the mail server') : 'Sending took too long'
        await deps.db
          .update(candidateMessages)
          .set({ status: 'failed', sentAt: null, failure: `${why}. Tried ${failure.attempts} times; write it again once that is fixed.` })
          .where(scope.where(candidateMessages, and(eq(candidateMessages.id, messageId), eq(candidateMessages.status, 'scheduled'))))
      },
    },
  )
}
