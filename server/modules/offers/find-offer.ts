import type { Offer, OfferHistoryEntry } from '@common/offers'
import type { CompanyScope } from '../../db/company-scope'
import { readHistory } from '../../platform/activity/activity-log'
import { answerOffer, readRow, SUBJECT } from './offer-record'

export async function findOffer(scope: CompanyScope, id: number, now: Date): Promise<Offer> {
  return answerOffer(scope, await readRow(scope, id), now)
}

/** GET `offers/{id}/history`: every transition oldest first, each with the approval step it concerns. */
export async function readOfferHistory(scope: CompanyScope, id: number): Promise<OfferHistoryEntry[]> {
  await readRow(scope, id)
  const entries = await readHistory(scope, SUBJECT, id)
  return entries.map((entry) => ({ ...entry, step: typeof entry.step === 'number' ? entry.step : null }))
}
