import { applicantFieldsSchema, SUGGESTION_FIELD_LABELS, type SuggestionField, type SuggestionSource, type ApplicantDetail } from '@common/applicants'
import { eq } from 'drizzle-orm'
import { recordApplicantActivity } from './records'
import type { CompanyScope } from '../../db/company-scope'
import { applicantSuggestions } from '../../db/schema/applicants'
import { ApiError, fieldError, notFound } from '../../lib/errors'
import { type Actor } from '../../platform/activity/activity-log'
import { findRecord, findApplicant, editApplicant } from './applicant-record'

const SUGGESTION_SOURCE_TEXT: Record<SuggestionSource, string> = { careers_form: 'the careers application', careers_resume: 'the resume sent through the careers site' }

/**
 * Staff decide on a suggestion (contract 13): `apply` writes its value into the profile as an
 * edit would (the same checks: a phone another applicant has is a 409), `dismiss` sets it aside.
 * Either is in the timeline; a suggestion already decided is a 409.
 */
export async function decideSuggestion(
  scope: CompanyScope,
  applicantId: number,
  suggestionId: number,
  decision: 'apply' | 'dismiss',
  now: Date,
  actor: Actor,
): Promise<ApplicantDetail> {
  await scope.transaction(async (tx) => {
    await findRecord(tx, applicantId, true)
    const [suggestion] = await tx.db
      .select()
      .from(applicantSuggestions)
      .where(tx.where(applicantSuggestions, eq(applicantSuggestions.id, suggestionId), eq(applicantSuggestions.applicantId, applicantId)))
      .for('update')
    if (!suggestion) throw notFound('Suggestion')
    if (suggestion.status !== 'pending') throw new ApiError(409, `This suggestion was already ${suggestion.status}`)
    await tx.db
      .update(applicantSuggestions)
      .set({ status: decision === 'apply' ? 'applied' : 'dismissed', decidedAt: now })
      .where(tx.where(applicantSuggestions, eq(applicantSuggestions.id, suggestionId)))
    const field = suggestion.field as SuggestionField
    const label = SUGGESTION_FIELD_LABELS[field].toLowerCase()
    const from = SUGGESTION_SOURCE_TEXT[suggestion.source]
    if (decision === 'dismiss') {
      await recordApplicantActivity(tx, applicantId, { kind: 'suggestion', text: `Dismissed the ${label} ${from} suggested`, actor, details: { suggestion_id: suggestionId } }, now)
      return
    }
    // Checked as an edit of the field would be: a value that no longer fits is refused, not stored.
    const checked = applicantFieldsSchema.shape[field].safeParse(suggestion.value)
    if (!checked.success) throw fieldError(422, field, checked.error.issues[0]?.message ?? 'This value no longer fits the profile')
    await editApplicant(tx, applicantId, { [field]: checked.data }, now, actor, `Used what ${from} said`)
  })
  return findApplicant(scope, applicantId)
}
