import type { CareersCompany, CareersSite, PublicJob, PublicJobDetail, PublicJobList, PublicJobListQuery } from '@common/careers'
import { prefixPattern } from '@common/list-query'
import { and, asc, count, desc, eq, gte, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { CompanyScope } from '../../db/company-scope'
import { companies } from '../../db/schema/companies'
import { jobs } from '../../db/schema/jobs'
import { titleWordsQuery } from '../../db/text-search'
import { ApiError, notFound } from '../../lib/errors'
import { calendarDateIn } from '../../lib/clock'
import { consentText } from '../privacy/public'

/** A company whose careers site is open, with what its public pages show and today's date there. */
export interface PublicCompany {
  id: number
  slug: string
  name: string
  logo: string | null
  website: string | null
  intro: string
  brandColor: string
  retentionDays: number
  /** The consent line the apply form shows, and its version, which each application records. */
  consentText: string
  consentVersion: number
  /** `YYYY-MM-DD` in the company's time zone: a job is open through its closing day. */
  today: string
  scope: CompanyScope
}

/** The company behind a careers slug, or a 404 when there is none or its site is private. */
export async function findPublicCompany(db: Database, slug: string, now: Date): Promise<PublicCompany> {
  const [row] = await db
    .select({
      id: companies.id,
      slug: companies.careersSlug,
      name: companies.name,
      logo: companies.logoUrl,
      website: companies.website,
      intro: companies.careersIntro,
      brandColor: companies.careersBrandColor,
      retentionDays: companies.retentionDays,
      consentText: companies.consentText,
      consentVersion: companies.consentVersion,
      timezone: companies.timezone,
      public: companies.careersPublic,
    })
    .from(companies)
    .where(eq(companies.careersSlug, slug.toLowerCase()))
  if (!row?.public) throw notFound('Careers site')
  const { timezone, public: _public, ...company } = row
  return { ...company, consentText: consentText(row), today: calendarDateIn(now, timezone), scope: new CompanyScope(db, row.id) }
}

/** Published, and open through its closing day (in the company's time zone). */
function isOpen(today: string): SQL {
  return and(eq(jobs.status, 'published'), or(isNull(jobs.closesAt), gte(jobs.closesAt, today))) as SQL
}

/** Only what a visitor may see: nothing internal (openings, requisition, status, search vectors). */
const publicColumns = {
  id: jobs.id,
  title: jobs.title,
  department: jobs.department,
  location: jobs.location,
  employmentType: jobs.employmentType,
  workplace: jobs.workplace,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  closesAt: jobs.closesAt,
  // Every job once published has the date; the creation stands in for one that somehow lacks it.
  publishedAt: sql<Date>`coalesce(${jobs.publishedAt}, ${jobs.createdAt})`.mapWith(jobs.createdAt),
}

interface PublicJobRow {
  id: number
  title: string
  department: string
  location: string | null
  employmentType: PublicJob['employment_type']
  workplace: PublicJob['workplace']
  salaryMin: number | null
  salaryMax: number | null
  salaryCurrency: string | null
  closesAt: string | null
  publishedAt: Date
}

function toPublicJob(row: PublicJobRow): PublicJob {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    location: row.location,
    employment_type: row.employmentType,
    workplace: row.workplace,
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    salary_currency: row.salaryCurrency,
    closes_at: row.closesAt,
    published_at: row.publishedAt.toISOString(),
  }
}

/** The company as its careers pages show it (`GET careers/{slug}`'s `company`). */
export function publicCompanyAnswer(company: PublicCompany): CareersCompany {
  return { name: company.name, logo: company.logo, website: company.website, intro: company.intro, brand_color: company.brandColor, retention_days: company.retentionDays, consent_text: company.consentText }
}

/** `GET careers/{slug}`: the company, and the departments and locations of its open jobs. */
export async function readSite(company: PublicCompany): Promise<CareersSite> {
  const { scope } = company
  const open = scope.where(jobs, isOpen(company.today))
  const [departments, locations] = await Promise.all([
    scope.db.selectDistinct({ name: jobs.department }).from(jobs).where(open).orderBy(jobs.department),
    scope.db
      .selectDistinct({ name: jobs.location })
      .from(jobs)
      .where(and(open, isNotNull(jobs.location)))
      .orderBy(jobs.location),
  ])
  return {
    company: publicCompanyAnswer(company),
    departments: departments.map((row) => row.name),
    locations: locations.flatMap((row) => (row.name === null ? [] : [row.name])),
  }
}

/**
 * A page of the company's open jobs, newest posting first. `q` matches as the staff's job list
 * does (English full-text search over the job, or title words by their start), titles starting
 * with it first. Filters match exactly; an unknown workplace or employment type is a 422 before.
 */
export async function listOpenJobs(company: PublicCompany, query: PublicJobListQuery): Promise<PublicJobList> {
  const { scope } = company
  const titleWords = query.q ? titleWordsQuery(query.q) : null
  const inTitle = titleWords ? sql`${jobs.titleWords} @@ to_tsquery('simple', ${titleWords})` : undefined
  const where = scope.where(
    jobs,
    isOpen(company.today),
    query.q ? or(sql`${jobs.search} @@ websearch_to_tsquery('english', ${query.q})`, inTitle) : undefined,
    query.department === undefined ? undefined : eq(jobs.department, query.department),
    query.location === undefined ? undefined : eq(jobs.location, query.location),
    query.workplace === undefined ? undefined : eq(jobs.workplace, query.workplace),
    query.employment_type === undefined ? undefined : eq(jobs.employmentType, query.employment_type),
  )
  const newest = [desc(publicColumns.publishedAt), desc(jobs.id)]
  const order = query.q ? [desc(sql`lower(${jobs.title}) like lower(${prefixPattern(query.q)})`), ...(inTitle ? [desc(inTitle)] : []), ...newest] : newest
  const offset = (query.page - 1) * query.per_page
  const rows = await scope.db
    .select({ ...publicColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(jobs)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset(offset)
  // A page past the last job has no row to carry the count.
  const total = rows[0]?.total ?? (offset > 0 ? ((await scope.db.select({ total: count() }).from(jobs).where(where))[0]?.total ?? 0) : 0)
  return { data: rows.map(({ total: _total, ...row }) => toPublicJob(row)), meta: { page: query.page, per_page: query.per_page, total } }
}

/** A closed job, or one past its closing date: gone, not missing (search engines drop it). */
export const jobGone = () => new ApiError(410, 'This job is closed and no longer takes applications')

/**
 * `GET careers/{slug}/jobs/{id}`: a job of the company a visitor may see. A draft, an unknown id
 * or another company's job is a 404; a closed job or one past its closing date a 410.
 */
export async function findPublicJob(company: PublicCompany, id: number): Promise<PublicJobDetail> {
  const { scope } = company
  const [row] = await scope.db
    .select({ ...publicColumns, description: jobs.description, skills: jobs.skills, status: jobs.status })
    .from(jobs)
    .where(scope.where(jobs, eq(jobs.id, id)))
  if (!row || row.status === 'draft') throw notFound('Job')
  if (row.status === 'closed' || (row.closesAt !== null && row.closesAt < company.today)) throw jobGone()
  const { description, skills, status: _status, ...listed } = row
  return { ...toPublicJob(listed), description, skills }
}

/** Sitemaps list at most this many URLs (the protocol's limit is 50,000). */
const SITEMAP_LIMIT = 50_000

/** The open jobs' ids and when they last changed, for the sitemap. */
export async function openJobsForSitemap(company: PublicCompany): Promise<{ id: number; updatedAt: Date }[]> {
  const { scope } = company
  return scope.db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(scope.where(jobs, isOpen(company.today)))
    .orderBy(asc(jobs.id))
    .limit(SITEMAP_LIMIT)
}
