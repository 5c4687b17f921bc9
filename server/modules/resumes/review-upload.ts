import { resumeActionRefusal, type ResumeReviewAction, type ResumeUpload, type SaveResumeInput } from '@common/resumes'
import { eq } from 'drizzle-orm'
import { attachResume, insertApplicant, lockApplicantIdentities, requireJob } from '../applicants/public'
import { CompanyScope } from '../../db/company-scope'
import { resumeUploads, type ResumeUploadRow } from '../../db/schema/resumes'
import { conflict, notFound, validationError } from '../../lib/errors'
import { recordActivity, type Actor } from '../../platform/activity/activity-log'
import { RESUME_UPLOAD_SUBJECT, EMPTY_PROFILE, ProfileFields, profileFromParsed, applyUnlessApplied, mergeIntoApplicant } from './upload-record'
import { findUpload } from './read-uploads'

/** Locks the company's upload for a review action, refusing (409) one the action does not apply to. */
async function lockForReview(tx: CompanyScope, id: number, action: ResumeReviewAction): Promise<ResumeUploadRow> {
  const [upload] = await tx.db
    .select()
    .from(resumeUploads)
    .where(tx.where(resumeUploads, eq(resumeUploads.id, id)))
    .for('update')
  if (!upload) throw notFound('Upload')
  const refusal = resumeActionRefusal(action, upload.status)
  if (refusal) throw conflict(refusal)
  return upload
}

/** `fields` of a 422 as the review form names them. */
const reviewFieldError = (field: string, message: string) => validationError({ [`fields.${field}`]: [message] })

/**
 * Saves an upload that waited for review: a new applicant from the parsed fields with the
 * reviewer's corrections, or, with `merge_into`, the resume added to that applicant, filling
 * only their empty fields. Either way the resume is attached with its text and the upload's job
 * applied to (when not already). Answers the applicant's id.
 */
export async function saveUpload(scope: CompanyScope, id: number, input: SaveResumeInput, now: Date, actor: Actor): Promise<number> {
  return scope.transaction(async (tx) => {
    await lockApplicantIdentities(tx)
    const upload = await lockForReview(tx, id, 'save')
    if (!upload.fileKey) throw conflict('This upload’s file is no longer stored; discard it')
    const parsed = upload.parsed ? profileFromParsed(upload.parsed).fields : { ...EMPTY_PROFILE, name: null }
    const fields: ProfileFields = { ...parsed, ...input.fields }
    const job = upload.jobId === null ? null : await requireJob(tx, upload.jobId)
    let applicantId: number
    if (input.merge_into === undefined) {
      if (!fields.name) throw reviewFieldError('name', 'Enter a name')
      applicantId = await insertApplicant(tx, { ...fields, name: fields.name, source: 'upload', tags: [], rating: null }, job, now, actor)
    } else {
      applicantId = input.merge_into
      await mergeIntoApplicant(tx, applicantId, fields, upload.fileName, now, actor)
      if (job) await applyUnlessApplied(tx, applicantId, job, now, actor)
    }
    await attachResume(tx, applicantId, upload.fileKey, upload.text ?? '', now)
    await tx.db
      .update(resumeUploads)
      .set({ status: 'saved', applicantId, updatedAt: now })
      .where(tx.where(resumeUploads, eq(resumeUploads.id, id)))
    const action = input.merge_into === undefined ? 'saved' : 'merged'
    await recordActivity(tx, { subjectType: RESUME_UPLOAD_SUBJECT, subjectId: id, action, actor, details: { applicant_id: applicantId } }, now)
    return applicantId
  })
}

export async function discardUpload(scope: CompanyScope, id: number, now: Date, actor: Actor): Promise<ResumeUpload> {
  await scope.transaction(async (tx) => {
    // A discarded upload is no longer a copy in play (findSameFile): that decides who is new too.
    await lockApplicantIdentities(tx)
    await lockForReview(tx, id, 'discard')
    await tx.db
      .update(resumeUploads)
      .set({ status: 'discarded', updatedAt: now })
      .where(tx.where(resumeUploads, eq(resumeUploads.id, id)))
    await recordActivity(tx, { subjectType: RESUME_UPLOAD_SUBJECT, subjectId: id, action: 'discarded', actor }, now)
  })
  return findUpload(scope, id)
}
