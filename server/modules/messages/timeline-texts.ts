import { inArray } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { candidateMessages } from '../../db/schema/messages'
import { timelineText } from './message-record'

/** How each message stands now, in the applicant timeline's words, by message id: its entry was written when it was scheduled. */
export async function messageTimelineTexts(scope: CompanyScope, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await scope.db
    .select({ id: candidateMessages.id, subject: candidateMessages.subject, status: candidateMessages.status, failure: candidateMessages.failure })
    .from(candidateMessages)
    .where(scope.where(candidateMessages, inArray(candidateMessages.id, [...ids])))
  return new Map(rows.map((row) => [row.id, timelineText(row)]))
}
