import { listOrder } from '@common/list-query'
import { OFFER_DEFAULT_SORT, type Offer, type OfferListQuery, type OfferSortField } from '@common/offers'
import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
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
 * start while it is typed) or the job (its title's words by their start), one condition per arm.
 * Both are index conditions, so a search among many offers never reads every offer's text; the
 * default order's index holds each offer's application and job, so a page tests offers off the
 * index alone.
 */
function matchingArms(scope: CompanyScope, q: string): SQL[] {
  const candidates = scope.db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(and(eq(applicants.companyId, scope.companyId), sql`${applicants.profile} @@ ${typedSearchQuery(q)}`))
  const titleWords = titleWordsQuery(q)
  if (!titleWords) return [inArray(offers.applicationId, candidates)]
  const jobsTitled = scope.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, scope.companyId), sql`${jobs.titleWords} @@ to_tsquery('simple', ${titleWords})`))
  return [inArray(offers.applicationId, candidates), inArray(offers.jobId, jobsTitled)]
}

/**
 * A search's matches counted up to `limit` (and one more, for listMeta to tell the cap was
 * passed), arm by arm: a rare name's offers come off an application's index and a common title's
 * off a job's, each stopping at the limit, where one condition testing both arms would walk every
 * offer of the company to count a few hundred. The union counts an offer both arms find once.
 */
async function countSearch(scope: CompanyScope, filters: (SQL | undefined)[], arms: SQL[], limit: number): Promise<number> {
  const [first, second] = arms.map((arm) =>
    scope.db
      .select({ id: offers.id })
      .from(offers)
      .where(scope.where(offers, ...filters, arm))
      .limit(limit + 1),
  )
  if (!first) return 0
  const [counted] = await scope.db.select({ total: count() }).from((second ? union(first, second) : first).as('matches'))
  return counted?.total ?? 0
}

/**
 * GET `offers`: a page of the offers the viewer may see (`visible`, from visibleOffers()), filtered
 * by status, job, application and `q`. The page's ids come off the sort's index alone, in a narrow
 * subquery (page 200 skips 3,980 index entries, not 3,980 offers), and only its rows are read
 * whole; the count reads an index too.
 */
export async function listOffers(scope: CompanyScope, query: OfferListQuery, now: Date, visible: SQL | undefined, waitingForMe: SQL | undefined): Promise<ListPage<Offer>> {
  const filters = [
    visible,
    query.status === undefined ? undefined : eq(offers.status, query.status),
    query.job_id === undefined ? undefined : eq(offers.jobId, query.job_id),
    query.application_id === undefined ? undefined : eq(offers.applicationId, query.application_id),
    query.waiting_for_me ? (waitingForMe ?? sql`false`) : undefined,
  ]
  const arms = query.q ? matchingArms(scope, query.q) : undefined
  const where = scope.where(offers, ...filters, arms ? or(...arms) : undefined)
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
    arms && limit !== null ? countSearch(scope, filters, arms, limit) : countMatches(scope.db, offers, where, limit),
  ])
  return { data: await answerOffers(scope, rows, now), meta: listMeta(query, counted, limit) }
}
