import { eq } from 'drizzle-orm'
import { findSamePerson, lockApplicantIdentities, offerSuggestions, recordApplicantActivity, refreshResumeText } from '../applicants/public'
import type { Database } from '../../db/client'
import { CompanyScope } from '../../db/company-scope'
import { applicantResumes } from '../../db/schema/applicants'
import { notFound } from '../../lib/errors'
import { storableValue } from '../../lib/storable-text'
import type { ProfileFill } from '../../lib/profile-fill'
import type { ResumeParseOutcome } from './parser/contract'
import { profileFromParsed, fillEmptyFields, listOf } from './upload-record'

/** Profile fill: fields an applicant gave nowhere else (their phone too), never their name or email. */
const PROFILE_FILL_FIELDS = ['phone', 'location', 'headline', 'links', 'skills', 'years_experience', 'education'] as const

/**
 * Stores the resume's text where search reads it, and then: for an applicant its careers
 * application created (`fill`), fills their empty profile fields from the parse (a phone another
 * applicant has is left out rather than refused); for one who existed before (`suggest`), writes
 * nothing into the profile and offers what the resume says differently to staff (contract 13).
 */
export async function fillProfile(db: Database, companyId: number, fill: ProfileFill, parsed: ResumeParseOutcome, now: Date): Promise<void> {
  if (!parsed.ok) return
  // Storable as decideUpload's.
  const outcome = storableValue(parsed)
  const { applicantId, applicantResumeId: resumeId } = fill
  await new CompanyScope(db, companyId).transaction(async (tx) => {
    await lockApplicantIdentities(tx)
    const [resume] = await tx.db
      .update(applicantResumes)
      .set({ text: outcome.text })
      .where(tx.where(applicantResumes, eq(applicantResumes.id, resumeId), eq(applicantResumes.applicantId, applicantId)))
      .returning({ id: applicantResumes.id })
    if (!resume) return
    await refreshResumeText(tx, applicantId)
    const { fields } = profileFromParsed(outcome.parsed)
    if (fill.mode === 'suggest') {
      const said = Object.fromEntries(PROFILE_FILL_FIELDS.map((field) => [field, fields[field]]))
      await offerSuggestions(tx, applicantId, said, { source: 'careers_resume', applicationId: fill.applicationId, resumeId }, now)
      return
    }
    const phoneTaken = fields.phone !== null && (await findSamePerson(tx, null, fields.phone, applicantId)) !== null
    const fillable = PROFILE_FILL_FIELDS.filter((field) => field !== 'phone' || !phoneTaken)
    const filled = await fillEmptyFields(tx, applicantId, fields, fillable, now, () => notFound('Applicant'))
    if (filled.length > 0) {
      await recordApplicantActivity(tx, applicantId, { kind: 'edited', text: `Filled the ${listOf(filled)} from their resume`, actor: null }, now)
    }
  })
}
