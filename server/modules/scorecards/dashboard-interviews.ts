import type { AttentionItem } from '@common/dashboard'
import type { DashboardInterviews, Interview } from '@common/interviews'
import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { applicants, applications } from '../../db/schema/applicants'
import { interviewInterviewers, interviewKits, interviews, scorecards } from '../../db/schema/interviews'
import { jobs } from '../../db/schema/jobs'

/** The most upcoming interviews the dashboard lists, and the most due scorecards its attention list names. */
const UPCOMING_LIMIT = 5
const DUE_LIMIT = 10

/**
 * Contract 16's Interview for these ids, in the order given. Written for the dashboard alone while
 * the interviews module is built beside this one; the two join into one mapper when they meet.
 */
export async function loadInterviewsForDashboard(scope: CompanyScope, ids: readonly number[]): Promise<Interview[]> {
  if (ids.length === 0) return []
  const [rows, panel] = await Promise.all([
    scope.db
      .select({ interview: interviews, applicantId: applicants.id, applicantName: applicants.name, jobId: jobs.id, jobTitle: jobs.title, kitName: interviewKits.name })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(applicants, eq(applicants.id, applications.applicantId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(interviewKits, eq(interviewKits.id, interviews.kitId))
      .where(scope.where(interviews, inArray(interviews.id, [...ids]))),
    scope.db
      .select({ interviewId: interviewInterviewers.interviewId, id: interviewInterviewers.userId, name: interviewInterviewers.name, scorecard: scorecards.status })
      .from(interviewInterviewers)
      .leftJoin(scorecards, and(eq(scorecards.interviewId, interviewInterviewers.interviewId), eq(scorecards.interviewerId, interviewInterviewers.userId)))
      .where(and(eq(interviewInterviewers.companyId, scope.companyId), inArray(interviewInterviewers.interviewId, [...ids])))
      .orderBy(asc(interviewInterviewers.name), asc(interviewInterviewers.userId)),
  ])
  const byId = new Map(
    rows.map(({ interview, ...row }): [number, Interview] => [
      interview.id,
      {
        id: interview.id,
        application: { id: interview.applicationId, applicant: { id: row.applicantId, name: row.applicantName }, job: { id: row.jobId, title: row.jobTitle } },
        kit: interview.kitId !== null && row.kitName !== null ? { id: interview.kitId, name: row.kitName } : null,
        title: interview.title,
        starts_at: interview.startsAt.toISOString(),
        ends_at: interview.endsAt.toISOString(),
        timezone: interview.timezone,
        location: interview.location,
        video_url: interview.videoUrl,
        interviewers: panel.filter((member) => member.interviewId === interview.id).map((member) => ({ id: member.id, name: member.name, scorecard: member.scorecard ?? 'none' })),
        status: interview.status,
        sequence: interview.sequence,
        created_by: interview.createdById !== null && interview.createdByName !== null ? { id: interview.createdById, name: interview.createdByName } : null,
        created_at: interview.createdAt.toISOString(),
        updated_at: interview.updatedAt.toISOString(),
      },
    ]),
  )
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Interviews the user sits on; the panel's own company column keeps the scope. */
const onPanelOf = (userId: number) =>
  sql`exists (select 1 from ${interviewInterviewers} where ${interviewInterviewers.interviewId} = ${interviews.id} and ${interviewInterviewers.userId} = ${userId})`

/** Ended, not cancelled, and the user's scorecard not submitted (none, or a draft). */
const scorecardDue = (userId: number, now: Date) =>
  and(
    ne(interviews.status, 'cancelled'),
    lte(interviews.endsAt, now),
    onPanelOf(userId),
    sql`not exists (select 1 from ${scorecards} where ${scorecards.interviewId} = ${interviews.id} and ${scorecards.interviewerId} = ${userId} and ${scorecards.status} = 'submitted')`,
  )

/**
 * `GET dashboard`'s interviews for every caller (contract 16): their next interviews (one under
 * way included) and how many scorecards they owe; each owed one is also an attention item.
 */
export async function readDashboardInterviews(scope: CompanyScope, userId: number, now: Date, attention: AttentionItem[]): Promise<DashboardInterviews> {
  const [upcoming, [due], owed] = await Promise.all([
    scope.db
      .select({ id: interviews.id })
      .from(interviews)
      .where(scope.where(interviews, eq(interviews.status, 'scheduled'), gt(interviews.endsAt, now), onPanelOf(userId)))
      .orderBy(asc(interviews.startsAt), asc(interviews.id))
      .limit(UPCOMING_LIMIT),
    scope.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(interviews)
      .where(scope.where(interviews, scorecardDue(userId, now))),
    scope.db
      .select({ id: interviews.id, title: interviews.title, applicant: applicants.name })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(applicants, eq(applicants.id, applications.applicantId))
      .where(scope.where(interviews, scorecardDue(userId, now)))
      .orderBy(asc(interviews.endsAt), asc(interviews.id))
      .limit(DUE_LIMIT),
  ])
  for (const row of owed) {
    attention.push({ kind: 'scorecard_due', text: `Your scorecard for “${row.title}” with ${row.applicant} is due`, link: `/interviews/view/?id=${row.id}` })
  }
  return {
    upcoming: await loadInterviewsForDashboard(
      scope,
      upcoming.map((row) => row.id),
    ),
    scorecards_due: due?.count ?? 0,
  }
}
