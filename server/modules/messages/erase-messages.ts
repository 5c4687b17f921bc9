import { and, eq, inArray } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { candidateMessages } from '../../db/schema/messages'

/** What an erased message's subject reads in the timeline. */
const ERASED_SUBJECT = 'Erased with their personal data'

/**
 * Contract 19: anonymised applicants' messages keep that they were sent and when, not what they
 * said nor where they went. One still waiting to leave is cancelled, so nothing is mailed to a
 * person whose address is gone. Call it in the anonymising transaction.
 */
export async function eraseMessagesOf(scope: CompanyScope, applicantIds: readonly number[]): Promise<void> {
  if (applicantIds.length === 0) return
  const ids = [...applicantIds]
  await scope.db
    .update(candidateMessages)
    .set({ status: 'cancelled' })
    .where(scope.where(candidateMessages, and(inArray(candidateMessages.applicantId, ids), eq(candidateMessages.status, 'scheduled'))))
  await scope.db
    .update(candidateMessages)
    .set({
      to: '',
      subject: ERASED_SUBJECT,
      body: '',
      html: '',
      text: '',
      replyTo: null,
    })
    .where(scope.where(candidateMessages, inArray(candidateMessages.applicantId, ids)))
}
