import type { ApplyFields, PublicJobDetail } from '@common/careers'
import { and, eq } from 'drizzle-orm'
import { findSamePerson, insertApplicant, insertApplication, attachResume, lockApplicantIdentities, offerSuggestions, recordApplicantActivity } from '../applicants/public'
import { applicantNotes, applications } from '../../db/schema/applicants'
import type { AppDeps } from '../../http/context'
import { queueProfileFill } from '../../lib/profile-fill'
import type { DetectedResumeType } from '../../lib/resume-type'
import type { Outsider } from '../../platform/activity/activity-log'
import { FileStore } from '../../platform/files/file-store'
import { queueConfirmation } from '../messages/public'
import { issuePortalLink } from '../privacy/public'
import type { PublicCompany } from './repository'

export interface Application {
  company: PublicCompany
  job: PublicJobDetail
  fields: ApplyFields
  resume: { bytes: Uint8Array; type: DetectedResumeType; fileName: string }
}

/** What happened, for the log: a new applicant, a known one applying to a new job, or again to the same job. */
export type ApplyOutcome = 'new_applicant' | 'new_application' | 'resume_added'

/**
 * Stores an application from the careers site, all in one transaction. The email decides who
 * the applicant is (ignoring case): someone new becomes an applicant (source `careers`) applied
 * to the job; someone known gets a new application on their record, or, applying again to the
 * same job, only the new resume. A phone another applicant already has is left off a new
 * profile (the timeline says so) rather than refusing a visitor or revealing that person.
 * The resume is stored and attached, a cover letter becomes a note, the confirmation mail (the
 * company's default confirmation template) is queued as the applicant's message, and so is the parse that fills the profile fields the form did not ask for. A known
 * applicant's profile is never written (contract 13: anyone may type their email): what the form,
 * and later its resume, says differently waits as suggestions for staff.
 */
export async function storeApplication(deps: AppDeps, application: Application): Promise<ApplyOutcome> {
  const { company, job, fields, resume } = application
  const now = deps.clock.now()
  // The candidate's own acts are theirs in the timeline, under the name they gave; what the system notices about them is not.
  const candidate: Outsider = { id: null, name: fields.name }
  return company.scope.transaction(async (tx) => {
    await lockApplicantIdentities(tx)
    const known = await findSamePerson(tx, fields.email, null)
    let applicantId: number
    let applicationId: number | null = null
    let outcome: ApplyOutcome
    if (known) {
      applicantId = known.id
      const [applied] = await tx.db
        .select({ id: applications.id })
        .from(applications)
        .where(tx.where(applications, and(eq(applications.applicantId, applicantId), eq(applications.jobId, job.id))))
      if (applied) {
        outcome = 'resume_added'
        applicationId = applied.id
        await recordApplicantActivity(
          tx,
          applicantId,
          { kind: 'applied', text: `Applied again to ${job.title} through the careers site; the new resume was added`, actor: candidate, details: { application_id: applied.id } },
          now,
        )
      } else {
        outcome = 'new_application'
        applicationId = await insertApplication(tx, applicantId, job, now, candidate)
      }
    } else {
      outcome = 'new_applicant'
      const phoneTaken = fields.phone !== null && (await findSamePerson(tx, null, fields.phone)) !== null
      applicantId = await insertApplicant(
        tx,
        {
          name: fields.name,
          email: fields.email,
          phone: phoneTaken ? null : fields.phone,
          location: null,
          headline: null,
          links: fields.links,
          skills: [],
          years_experience: null,
          education: [],
          source: 'careers',
          tags: [],
          rating: null,
        },
        job,
        now,
        candidate,
      )
      if (phoneTaken) {
        const text = `The phone number given (${fields.phone}) is another applicant’s; it was left off this profile. Compare the two and merge them if they are one person.`
        await recordApplicantActivity(tx, applicantId, { kind: 'note', text, actor: null }, now)
      }
    }

    const file = await new FileStore(tx.db).save(tx.companyId, {
      purpose: 'resume',
      bytes: resume.bytes,
      contentType: resume.type.contentType,
      extension: resume.type.extension,
      originalName: resume.fileName,
    })
    const applicantResumeId = await attachResume(tx, applicantId, file.key, '', now)
    if (known) {
      const said = { name: fields.name, phone: fields.phone, links: fields.links }
      await offerSuggestions(tx, applicantId, said, { source: 'careers_form', applicationId, resumeId: applicantResumeId }, now)
    }
    await queueProfileFill(tx.db, deps, {
      companyId: tx.companyId,
      applicantId,
      applicantResumeId,
      mode: known ? 'suggest' : 'fill',
      applicationId,
    })

    if (fields.cover_letter) {
      const [note] = await tx.db
        .insert(applicantNotes)
        .values({ companyId: tx.companyId, applicantId, body: `Cover letter for ${job.title}:\n\n${fields.cover_letter}`, authorId: null, authorName: null, createdAt: now })
        .returning({ id: applicantNotes.id })
      await recordApplicantActivity(tx, applicantId, { kind: 'note', text: `Cover letter for ${job.title}`, actor: candidate, details: { note_id: note?.id } }, now)
    }

    const [applied] = await tx.db
      .select({ id: applications.id })
      .from(applications)
      .where(tx.where(applications, and(eq(applications.applicantId, applicantId), eq(applications.jobId, job.id))))
    if (applied) {
      // The consent as the form showed it: applying again records the latest agreement.
      await tx.db
        .update(applications)
        .set({ consentAt: now, consentText: company.consentText, consentVersion: company.consentVersion })
        .where(tx.where(applications, eq(applications.id, applied.id)))
      await queueConfirmation(tx, deps.tasks, applied.id, now, await issuePortalLink(tx, deps.publicUrl, applicantId, now))
    }
    return outcome
  })
}
