import { and, desc, eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { offers } from '../../db/schema/offers'

/** What an accepted offer agreed for the hire (contract 14 and 17): the hire takes these when its body leaves them out. */
export interface AcceptedOffer {
  startDate: string
  jobTitle: string
  managerId: number | null
}

/** The application's accepted offer, or null: at most one stands, the latest if several ever did. */
export async function acceptedOfferOf(scope: CompanyScope, applicationId: number): Promise<AcceptedOffer | null> {
  const [offer] = await scope.db
    .select({ startDate: offers.startDate, jobTitle: offers.jobTitle, managerId: offers.managerId })
    .from(offers)
    .where(scope.where(offers, and(eq(offers.applicationId, applicationId), eq(offers.status, 'accepted'))))
    .orderBy(desc(offers.respondedAt), desc(offers.id))
    .limit(1)
  return offer ?? null
}
