import { and, inArray, isNull } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { privacyPortalTokens } from '../../db/schema/privacy'
import type { Actor, Outsider } from '../../platform/activity/activity-log'
import { anonymiseApplicants } from '../applicants/public'
import { eraseMessagesOf } from '../messages/public'
import { eraseOffersOf } from '../offers/public'

/** Why an applicant was anonymised, as their timeline says it. */
export const ANONYMISED_BECAUSE = {
  staff: 'Anonymised: their personal data was erased; the applications stay for reports',
  retention: 'Anonymised by the retention schedule: their personal data was erased; the applications stay for reports',
  request: 'Anonymised at their own request: their personal data was erased; the applications stay for reports',
} as const

/**
 * Contract 19's erasure, in the caller's transaction: the applicants' profiles, notes, resumes and
 * search words (the applicants module), their messages' bodies (messages), their offers' letters and
 * signatures (offers), and their privacy links, which die with the data they open. Answers the ids erased now; ones anonymised before are left.
 */
export async function anonymise(tx: CompanyScope, ids: number[], now: Date, actor: Actor | Outsider, why: keyof typeof ANONYMISED_BECAUSE): Promise<number[]> {
  const erased = await anonymiseApplicants(tx, ids, now, actor, ANONYMISED_BECAUSE[why])
  if (erased.length === 0) return erased
  await eraseMessagesOf(tx, erased)
  await eraseOffersOf(tx, erased)
  await tx.db
    .update(privacyPortalTokens)
    .set({ revokedAt: now })
    .where(tx.where(privacyPortalTokens, and(inArray(privacyPortalTokens.applicantId, erased), isNull(privacyPortalTokens.revokedAt))))
  return erased
}
