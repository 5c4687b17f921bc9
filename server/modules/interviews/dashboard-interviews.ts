import type { AttentionItem } from '@common/dashboard'
import type { DashboardInterviews } from '@common/interviews'
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { applicants, applications } from '../../db/schema/applicants'
import { interviewInterviewers, interviews, scorecards } from '../../db/schema/interviews'
import { interviewsOfUser } from './interview-record'

/** The most upcoming interviews the dashboard lists, and the most due scorecards its attention list names. */
const UPCOMING_LIMIT = 5
const DUE_LIMIT = 10

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
    interviewsOfUser(scope, userId, { after: now, limit: UPCOMING_LIMIT, now }),
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
    upcoming,
    scorecards_due: due?.count ?? 0,
  }
}
