import { type Note } from '@common/applicants'
import { recordApplicantActivity } from './records'
import type { CompanyScope } from '../../db/company-scope'
import { applicantNotes } from '../../db/schema/applicants'
import { type Actor } from '../../platform/activity/activity-log'
import { findRecord, toNote } from './applicant-record'

export async function addNote(scope: CompanyScope, applicantId: number, body: string, now: Date, actor: Actor): Promise<Note> {
  return scope.transaction(async (tx) => {
    await findRecord(tx, applicantId)
    const [note] = await tx.db
      .insert(applicantNotes)
      .values({ companyId: tx.companyId, applicantId, body, authorId: actor?.id ?? null, authorName: actor?.name ?? null, createdAt: now })
      .returning()
    if (!note) throw new Error('The note was not saved')
    await recordApplicantActivity(tx, applicantId, { kind: 'note', text: body, actor, details: { note_id: note.id } }, now)
    return toNote(note)
  })
}
