import { JOB_OPTIONS_PAGE_SIZE, type JobOptions, type JobOptionsQuery } from '@common/applicants'
import { OPEN_JOB_STATUSES } from '@common/job-labels'
import { eq, inArray, sql } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { applications } from '../../db/schema/applicants'
import { jobs } from '../../db/schema/jobs'
import { titleWordsQuery } from '../../db/text-search'

/**
 * The jobs an applicant list's pickers offer, so a role that may read applicants but not jobs
 * picks a job without asking the jobs list: for the Job filter, the jobs the company's applicants
 * have applied to (only jobs the filter can find someone in); with `open`, the jobs applicants may
 * be added to, applied to or not. Titles match `q` by their words' start (as the jobs list's do),
 * in title order; `more` counts the matches after the page.
 */
export async function applicantJobOptions(scope: CompanyScope, query: JobOptionsQuery): Promise<JobOptions> {
  const words = query.q ? titleWordsQuery(query.q) : null
  // Text with no word in it (only punctuation) names no title.
  if (query.q && !words) return { options: [], more: 0 }
  const offered = query.open
    ? inArray(jobs.status, OPEN_JOB_STATUSES)
    : sql`exists (select 1 from ${applications} where ${scope.where(applications, eq(applications.jobId, jobs.id))})`
  const rows = await scope.db
    .select({
      id: jobs.id,
      title: jobs.title,
      department: jobs.department,
      location: jobs.location,
      status: jobs.status,
      matched: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(jobs)
    .where(
      scope.where(jobs, offered, words ? sql`${jobs.titleWords} @@ to_tsquery('simple', ${words})` : undefined, query.job_id === undefined ? undefined : eq(jobs.id, query.job_id)),
    )
    .orderBy(sql`lower(${jobs.title})`, jobs.id)
    .limit(JOB_OPTIONS_PAGE_SIZE)
    .offset((query.page - 1) * JOB_OPTIONS_PAGE_SIZE)
  // A page past the last holds no row to count with: nothing is left after it.
  const matched = rows[0]?.matched ?? 0
  return { options: rows.map(({ matched: _matched, ...job }) => job), more: Math.max(0, matched - (query.page - 1) * JOB_OPTIONS_PAGE_SIZE - rows.length) }
}
