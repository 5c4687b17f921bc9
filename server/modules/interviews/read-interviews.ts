import type { Interview, InterviewDetail, InterviewerOption, InterviewListQuery } from '@common/interviews'
import { containsPattern } from '@common/list-query'
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { applicantResumes, applicants, applications } from '../../db/schema/applicants'
import { companies } from '../../db/schema/companies'
import { storedFiles } from '../../db/schema/files'
import { interviewInterviewers, interviews } from '../../db/schema/interviews'
import { users } from '../../db/schema/users'
import { notFound } from '../../lib/errors'
import { loadInterview, loadInterviews, statusCondition } from './interview-record'
import { findKit } from './kits'

/** `GET interviews`: the company's interviews (or the caller's own with `mine`), soonest first, paged. */
export async function listInterviews(
  scope: CompanyScope,
  query: InterviewListQuery,
  viewerId: number,
  now: Date,
): Promise<{ data: Interview[]; meta: { page: number; per_page: number; total: number } }> {
  const conditions: (SQL | undefined)[] = [
    query.mine === 'true'
      ? sql`exists (select 1 from ${interviewInterviewers} where ${interviewInterviewers.interviewId} = ${interviews.id} and ${interviewInterviewers.userId} = ${viewerId})`
      : undefined,
    query.from === undefined ? undefined : sql`${interviews.startsAt} >= ${query.from}::timestamptz`,
    query.to === undefined ? undefined : sql`${interviews.startsAt} < ${query.to}::timestamptz`,
    query.application_id === undefined ? undefined : eq(interviews.applicationId, query.application_id),
    query.job_id === undefined
      ? undefined
      : sql`exists (select 1 from ${applications} where ${applications.id} = ${interviews.applicationId} and ${applications.jobId} = ${query.job_id})`,
    query.status === undefined ? undefined : statusCondition(query.status, now),
  ]
  const where = scope.where(interviews, ...conditions)
  const [rows, [total]] = await Promise.all([
    scope.db
      .select({ id: interviews.id })
      .from(interviews)
      .where(where)
      .orderBy(asc(interviews.startsAt), asc(interviews.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    scope.db.select({ total: count() }).from(interviews).where(where),
  ])
  return {
    data: await loadInterviews(
      scope,
      rows.map((row) => row.id),
      now,
    ),
    meta: { page: query.page, per_page: query.per_page, total: total?.total ?? 0 },
  }
}

/** `GET interviews/{id}`: the interview with its kit in full and the applicant's profile and resumes. */
export async function readInterviewDetail(scope: CompanyScope, id: number, now: Date): Promise<InterviewDetail> {
  const interview = await loadInterview(scope, id, now)
  const kit = interview.kit ? await findKit(scope, interview.kit.id) : null
  const applicantId = interview.application.applicant.id
  const [applicant] = await scope.db
    .select({ id: applicants.id, name: applicants.name, email: applicants.email, phone: applicants.phone, headline: applicants.headline, links: applicants.links })
    .from(applicants)
    .where(scope.where(applicants, eq(applicants.id, applicantId)))
  if (!applicant) throw notFound('Interview')
  const resumes = await scope.db
    .select({ id: applicantResumes.id, fileName: storedFiles.originalName, createdAt: applicantResumes.createdAt })
    .from(applicantResumes)
    .innerJoin(storedFiles, eq(storedFiles.id, applicantResumes.fileId))
    .where(scope.where(applicantResumes, eq(applicantResumes.applicantId, applicantId)))
    .orderBy(desc(applicantResumes.createdAt), desc(applicantResumes.id))
  return {
    ...interview,
    kit,
    applicant: {
      ...applicant,
      resumes: resumes.map((resume) => ({
        id: resume.id,
        file_name: resume.fileName ?? 'Resume',
        // Served for the interview, so a panel member without the applicants' permission can open it.
        url: `interviews/${id}/resumes/${resume.id}`,
        created_at: resume.createdAt.toISOString(),
      })),
    },
  }
}

const PICKER_PAGE = 20

/**
 * The panel picker (contract extension of 16): active users of the company matching `q` by name
 * or email, 20 at most, each with their interviews (not cancelled) overlapping the window given,
 * and their zone (their own, else the company's).
 */
export async function listInterviewerOptions(
  scope: CompanyScope,
  query: { q?: string | undefined; starts_at?: string | undefined; ends_at?: string | undefined; exclude_interview_id?: number | undefined },
): Promise<{ data: InterviewerOption[]; more: boolean }> {
  const [company] = await scope.db.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, scope.companyId))
  const found = await scope.db
    .select({ id: users.id, name: users.name, email: users.email, timezone: users.timezone })
    .from(users)
    .where(scope.where(users, eq(users.active, true), query.q ? or(ilike(users.name, containsPattern(query.q)), ilike(users.email, containsPattern(query.q))) : undefined))
    .orderBy(asc(users.name), asc(users.id))
    .limit(PICKER_PAGE + 1)
  const page = found.slice(0, PICKER_PAGE)
  const busy =
    query.starts_at === undefined || query.ends_at === undefined || page.length === 0
      ? []
      : await scope.db
          .select({ userId: interviewInterviewers.userId, interviewId: interviews.id, title: interviews.title, startsAt: interviews.startsAt, endsAt: interviews.endsAt })
          .from(interviewInterviewers)
          .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
          .where(
            and(
              eq(interviewInterviewers.companyId, scope.companyId),
              inArray(
                interviewInterviewers.userId,
                page.map((user) => user.id),
              ),
              ne(interviews.status, 'cancelled'),
              sql`${interviews.startsAt} < ${query.ends_at}::timestamptz`,
              sql`${interviews.endsAt} > ${query.starts_at}::timestamptz`,
              query.exclude_interview_id === undefined ? undefined : ne(interviews.id, query.exclude_interview_id),
            ),
          )
          .orderBy(asc(interviews.startsAt), asc(interviews.id))
  return {
    data: page.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      timezone: user.timezone ?? company?.timezone ?? 'UTC',
      conflicts: busy
        .filter((interview) => interview.userId === user.id)
        .map((interview) => ({
          interview_id: interview.interviewId,
          title: interview.title,
          starts_at: interview.startsAt.toISOString(),
          ends_at: interview.endsAt.toISOString(),
        })),
    })),
    more: found.length > PICKER_PAGE,
  }
}
