import { ANONYMISED_NAME } from '@common/privacy'
import { and, eq, inArray } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { activityLog } from '../../db/schema/activity-log'
import { applications } from '../../db/schema/applicants'
import { offers } from '../../db/schema/offers'
import { storedFiles } from '../../db/schema/files'
import { FileStore } from '../../platform/files/file-store'
import { SUBJECT } from './offer-record'

/** What an erased offer's letter reads. */
const ERASED_LETTER = 'Erased with the candidate’s personal data'

/** The entries of an offer's history the candidate made, under their name (and a decline with their reason). */
const CANDIDATE_ACTIONS = ['viewed', 'accepted', 'declined']

/**
 * Contract 19: anonymised applicants' offers keep their amounts, dates and statuses for reports,
 * not the letter that names the person, nor the name they signed with and the address they signed
 * from, nor the signed PDF that holds all three; their history keeps the candidate's acts without
 * their name and words. Call it in the anonymising transaction.
 */
export async function eraseOffersOf(scope: CompanyScope, applicantIds: readonly number[]): Promise<void> {
  if (applicantIds.length === 0) return
  const theirApplications = scope.db
    .select({ id: applications.id })
    .from(applications)
    .where(scope.where(applications, inArray(applications.applicantId, [...applicantIds])))
  const erased = await scope.db
    .update(offers)
    .set({ letter: ERASED_LETTER, signatureName: null, signatureAddress: null, declineReason: null })
    .where(scope.where(offers, inArray(offers.applicationId, theirApplications)))
    .returning({ id: offers.id, signedFileId: offers.signedFileId })
  if (erased.length === 0) return
  const signedFileIds = erased.flatMap((offer) => (offer.signedFileId === null ? [] : [offer.signedFileId]))
  if (signedFileIds.length > 0) {
    const signed = await scope.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(scope.where(storedFiles, inArray(storedFiles.id, signedFileIds)))
    // The offer's signedFileId goes null with its file (the foreign key sets it).
    await new FileStore(scope.db).removeMany(signed.map((file) => file.key))
  }
  await scope.db
    .update(activityLog)
    .set({ actorName: ANONYMISED_NAME, comment: null })
    .where(
      scope.where(
        activityLog,
        and(
          eq(activityLog.subjectType, SUBJECT),
          inArray(
            activityLog.subjectId,
            erased.map((offer) => offer.id),
          ),
          inArray(activityLog.action, CANDIDATE_ACTIONS),
        ),
      ),
    )
}
