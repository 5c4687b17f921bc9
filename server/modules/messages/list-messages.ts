import type { Message } from '@common/messages'
import { desc, eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { applicants } from '../../db/schema/applicants'
import { candidateMessages } from '../../db/schema/messages'
import { notFound } from '../../lib/errors'
import { messageColumns, toMessage } from './message-record'

/** An applicant's messages, newest first (404 for an applicant of another company). */
export async function listMessages(scope: CompanyScope, applicantId: number): Promise<Message[]> {
  const [applicant] = await scope.db
    .select({ id: applicants.id })
    .from(applicants)
    .where(scope.where(applicants, eq(applicants.id, applicantId)))
  if (!applicant) throw notFound('Applicant')
  const rows = await scope.db
    .select(messageColumns)
    .from(candidateMessages)
    .where(scope.where(candidateMessages, eq(candidateMessages.applicantId, applicantId)))
    .orderBy(desc(candidateMessages.createdAt), desc(candidateMessages.id))
  return rows.map(toMessage)
}
