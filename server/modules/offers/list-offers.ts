import { listOrder } from '@common/list-query'
import { OFFER_DEFAULT_SORT, type Offer, type OfferListQuery, type OfferSortField } from '@common/offers'
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { countLimit, countMatches, listMeta, sortOrder, type ListPage, type SortColumns } from '../../db/list-page'
import { applicants, applications } from '../../db/schema/applicants'
import { jobs } from '../../db/schema/jobs'
import { offers } from '../../db/schema/offers'
import { titleWordsQuery, typedSearchQuery } from '../../db/text-search'
import { answerOffers, offerColumns } from './offer-record'

const SORT_COLUMNS: SortColumns<OfferSortField> = {
  created_at: offers.createdAt,
  expires_at: offers.expiresAt,
  start_date: offers.startDate,
  status: offers.status,
}

/**
 * `q`: the candidate (their name, as the applicants' profile index holds it, the last word by its
 * start while it is typed) or the job (its title's words by their start). Both are index
 * conditions, so a search among many offers never reads every offer's text; the default order's
 * index holds each offer's application and job, so the offers are tested off the index alone.
 */
function matching(scope: CompanyScope, q: string): SQL | undefined {
  const candidates = scope.db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(and(eq(applicants.companyId, scope.companyId), sql`${applicants.profile} @@ ${typedSearchQuery(q)}`))
  const titleWords = titleWordsQuery(q)
  const jobsTitled = titleWords
    ? scope.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.companyId, scope.companyId), sql`${jobs.titleWords} @@ to_tsquery('simple', ${titleWords})`))
    : undefined
  return or(inArray(offers.applicationId, candidates), jobsTitled ? inArray(offers.jobId, jobsTitled) : undefined)
}

/**
 * GET `offers`: a page of the company's offers, filtered by status, job, application and `q`. The
 * page's ids come off the sort's index alone, in a narrow subquery (page 200 skips 3,980 index
 * entries, not 3,980 offers), and only its rows are read whole; the count reads an index too.
 */
export async function listOffers(scope: CompanyScope, query: OfferListQuery, now: Date, waitingForMe: SQL | undefined): Promise<ListPage<Offer>> {
  const where = scope.where(
    offers,
    query.status === undefined ? undefined : eq(offers.status, query.status),
    query.job_id === undefined ? undefined : eq(offers.jobId, query.job_id),
    query.application_id === undefined ? undefined : eq(offers.applicationId, query.application_id),
    query.q ? matching(scope, query.q) : undefined,
    query.waiting_for_me ? (waitingForMe ?? sql`false`) : undefined,
  )
  const order = sortOrder(SORT_COLUMNS, listOrder(query, OFFER_DEFAULT_SORT) ?? OFFER_DEFAULT_SORT, offers.id)
  const pageIds = scope.db
    .select({ id: offers.id })
    .from(offers)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
  const limit = countLimit(query)
  const [rows, counted] = await Promise.all([
    scope.db
      .select(offerColumns)
      .from(offers)
      .where(scope.where(offers, inArray(offers.id, pageIds)))
      .orderBy(...order),
    countMatches(scope.db, offers, where, limit),
  ])
  return { data: await answerOffers(scope, rows, now), meta: listMeta(query, counted, limit) }
}
