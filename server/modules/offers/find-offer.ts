import type { Offer, OfferHistoryEntry } from '@common/offers'
import type { CompanyScope } from '../../db/company-scope'
import { readHistory } from '../../platform/activity/activity-log'
import { answerOffer, readRow, SUBJECT, visibleOffers, type Viewer } from './offer-record'

/** GET `offers/{id}`: an offer the viewer may see (visibleOffers), else a 404. */
export async function findOffer(scope: CompanyScope, id: number, viewer: Viewer, now: Date): Promise<Offer> {
  return answerOffer(scope, await readRow(scope, id, false, visibleOffers(viewer)), now)
}

/** GET `offers/{id}/history`: every transition oldest first, each with the approval step it concerns. */
export async function readOfferHistory(scope: CompanyScope, id: number, viewer: Viewer): Promise<OfferHistoryEntry[]> {
  await readRow(scope, id, false, visibleOffers(viewer))
  const entries = await readHistory(scope, SUBJECT, id)
  return entries.map((entry) => ({ ...entry, step: typeof entry.step === 'number' ? entry.step : null }))
}
