import { inArray } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { applications } from '../../db/schema/applicants'
import { offers } from '../../db/schema/offers'

/** What an erased offer's letter reads. */
const ERASED_LETTER = 'Erased with the candidate’s personal data'

/**
 * Contract 19: anonymised applicants' offers keep their amounts, dates and statuses for reports,
 * not the letter that names the person, nor the name they signed with and the address they signed
 * from. Call it in the anonymising transaction.
 */
export async function eraseOffersOf(scope: CompanyScope, applicantIds: readonly number[]): Promise<void> {
  if (applicantIds.length === 0) return
  const theirApplications = scope.db
    .select({ id: applications.id })
    .from(applications)
    .where(scope.where(applications, inArray(applications.applicantId, [...applicantIds])))
  await scope.db
    .update(offers)
    .set({ letter: ERASED_LETTER, signatureName: null, signatureAddress: null, declineReason: null })
    .where(scope.where(offers, inArray(offers.applicationId, theirApplications)))
}
