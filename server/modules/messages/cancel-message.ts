import { and, eq, isNull } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { candidateMessages } from '../../db/schema/messages'
import { conflict, notFound } from '../../lib/errors'
import { MESSAGE } from './message-record'

/**
 * Cancels a scheduled message that has not started leaving; its task then finds nothing to send.
 * One that left, is leaving, failed or was cancelled is a 409 saying which.
 */
export async function cancelMessage(scope: CompanyScope, applicantId: number, messageId: number): Promise<void> {
  const mine = and(eq(candidateMessages.id, messageId), eq(candidateMessages.applicantId, applicantId))
  const [cancelled] = await scope.db
    .update(candidateMessages)
    .set({ status: 'cancelled' })
    .where(scope.where(candidateMessages, mine, eq(candidateMessages.status, 'scheduled'), isNull(candidateMessages.sentAt)))
    .returning({ id: candidateMessages.id })
  if (cancelled) return
  const [message] = await scope.db.select({ status: candidateMessages.status }).from(candidateMessages).where(scope.where(candidateMessages, mine))
  if (!message) throw notFound(MESSAGE)
  if (message.status === 'scheduled') throw conflict('This message is leaving right now and can no longer be cancelled')
  throw conflict(message.status === 'sent' ? 'This message was already sent' : `This message is ${message.status}; only a scheduled one can be cancelled`)
}
