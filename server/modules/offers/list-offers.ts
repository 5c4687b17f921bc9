import { containsPattern } from '@common/list-query'
import { OFFER_DEFAULT_SORT, type Offer, type OfferListQuery, type OfferSortField } from '@common/offers'
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { listPage, type ListPage, type SortColumns } from '../../db/list-page'
import { applicants, applications } from '../../db/schema/applicants'
import { offers } from '../../db/schema/offers'
import { answerOffers, offerColumns } from './offer-record'

const SORT_COLUMNS: SortColumns<OfferSortField> = {
  created_at: offers.createdAt,
  expires_at: offers.expiresAt,
  start_date: offers.startDate,
  status: offers.status,
}

/** `q`: the offer's job title, or its candidate's name, anywhere and in any case. */
function matching(scope: CompanyScope, q: string): SQL | undefined {
  const pattern = containsPattern(q)
  const candidates = scope.db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(and(eq(applicants.companyId, scope.companyId), ilike(applicants.name, pattern)))
  return or(ilike(offers.jobTitle, pattern), inArray(offers.applicationId, candidates))
}

/** GET `offers`: a page of the company's offers, filtered by status, job, application and `q`. */
export async function listOffers(scope: CompanyScope, query: OfferListQuery, now: Date, waitingForMe: SQL | undefined): Promise<ListPage<Offer>> {
  const page = await listPage(scope, offers, {
    rows: scope.db.select(offerColumns).from(offers).$dynamic(),
    where: [
      query.status === undefined ? undefined : eq(offers.status, query.status),
      query.job_id === undefined ? undefined : eq(offers.jobId, query.job_id),
      query.application_id === undefined ? undefined : eq(offers.applicationId, query.application_id),
      query.q ? matching(scope, query.q) : undefined,
      query.waiting_for_me ? (waitingForMe ?? sql`false`) : undefined,
    ],
    query,
    sorts: SORT_COLUMNS,
    defaultSort: OFFER_DEFAULT_SORT,
    toItem: (row) => row,
  })
  return { ...page, data: await answerOffers(scope, page.data, now) }
}
