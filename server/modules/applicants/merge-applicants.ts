import { type ApplicantDetail } from '@common/applicants'
import { eq, inArray } from 'drizzle-orm'
import { APPLICANT_SUBJECT, companyStages, lockApplicantIdentities, recordApplicantActivity, refreshResumeText, toApplicantColumns } from './records'
import type { CompanyScope } from '../../db/company-scope'
import { applicantNotes, applicantResumes, applicantSuggestions, applicants, applications } from '../../db/schema/applicants'
import { fieldError } from '../../lib/errors'
import { moveHistory, type Actor } from '../../platform/activity/activity-log'
import { findRecord, findApplicant, count } from './applicant-record'

/**
 * Moves the duplicate's applications, resumes, notes, tags and timeline into the applicant and deletes the
 * duplicate. Where both applied to one job, the application furthest along the pipeline stays
 * (the survivor's on a tie).
 */
export async function mergeApplicants(scope: CompanyScope, id: number, duplicateId: number, now: Date, actor: Actor): Promise<ApplicantDetail> {
  if (id === duplicateId) throw fieldError(422, 'duplicate_id', 'Choose another applicant to merge into this one')
  await scope.transaction(async (tx) => {
    // Locked in id order, so two merges of the same pair cannot deadlock.
    const [first, second] = id < duplicateId ? [id, duplicateId] : [duplicateId, id]
    await findRecord(tx, first, true).catch((error: unknown) => {
      throw first === duplicateId ? fieldError(422, 'duplicate_id', 'Choose one of the company’s applicants') : error
    })
    await findRecord(tx, second, true).catch((error: unknown) => {
      throw second === duplicateId ? fieldError(422, 'duplicate_id', 'Choose one of the company’s applicants') : error
    })
    // After the applicants' rows, as an edit of one takes them: the same order cannot deadlock.
    await lockApplicantIdentities(tx)
    const survivor = await findRecord(tx, id)
    const duplicate = await findRecord(tx, duplicateId)

    const positions = new Map((await companyStages(tx)).map((stage) => [stage.id, stage.position]))
    const owned = await tx.db
      .select({ id: applications.id, applicantId: applications.applicantId, jobId: applications.jobId, stageId: applications.stageId })
      .from(applications)
      .where(tx.where(applications, inArray(applications.applicantId, [id, duplicateId])))
    const kept = owned.filter((application) => application.applicantId === id)
    let moved = 0
    for (const theirs of owned.filter((application) => application.applicantId === duplicateId)) {
      const ours = kept.find((application) => application.jobId === theirs.jobId)
      if (ours && (positions.get(ours.stageId) ?? 0) >= (positions.get(theirs.stageId) ?? 0)) {
        await tx.db.delete(applications).where(tx.where(applications, eq(applications.id, theirs.id)))
        continue
      }
      if (ours) await tx.db.delete(applications).where(tx.where(applications, eq(applications.id, ours.id)))
      await tx.db
        .update(applications)
        .set({ applicantId: id, updatedAt: now })
        .where(tx.where(applications, eq(applications.id, theirs.id)))
      moved += 1
    }
    const resumes = await tx.db
      .update(applicantResumes)
      .set({ applicantId: id })
      .where(tx.where(applicantResumes, eq(applicantResumes.applicantId, duplicateId)))
      .returning({ id: applicantResumes.id })
    const notes = await tx.db
      .update(applicantNotes)
      .set({ applicantId: id })
      .where(tx.where(applicantNotes, eq(applicantNotes.applicantId, duplicateId)))
      .returning({ id: applicantNotes.id })
    await tx.db
      .update(applicantSuggestions)
      .set({ applicantId: id })
      .where(tx.where(applicantSuggestions, eq(applicantSuggestions.applicantId, duplicateId)))
    const tagKeys = new Set(survivor.tags.map((tag) => tag.toLowerCase()))
    const tags = [...survivor.tags, ...duplicate.tags.filter((tag) => !tagKeys.has(tag.toLowerCase()))]
    await tx.db.delete(applicants).where(tx.where(applicants, eq(applicants.id, duplicateId)))
    // The duplicate's timeline (its cover letters, moves, rejections) becomes the survivor's, before the merge's own entry.
    await moveHistory(tx, APPLICANT_SUBJECT, duplicateId, id)
    await tx.db
      .update(applicants)
      .set({ ...toApplicantColumns({ tags }), updatedAt: now })
      .where(tx.where(applicants, eq(applicants.id, id)))
    await refreshResumeText(tx, id)
    const who = duplicate.email ? `${duplicate.name} (${duplicate.email})` : duplicate.name
    const text = `Merged ${who} into this applicant: ${count(moved, 'application')}, ${count(resumes.length, 'resume')} and ${count(notes.length, 'note')} moved`
    await recordApplicantActivity(tx, id, { kind: 'merged', text, actor, details: { duplicate_id: duplicateId } }, now)
  })
  return findApplicant(scope, id)
}
