import type { Interview, InterviewStatus } from '@common/interviews'
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { CompanyScope } from '../../db/company-scope'
import { applicants, applications } from '../../db/schema/applicants'
import { interviewInterviewers, interviewKits, interviews, scorecards } from '../../db/schema/interviews'
import { jobs } from '../../db/schema/jobs'
import { ApiError } from '../../lib/errors'

/** The interviews' subject in the activity log; an applicant's timeline shows them as kind `interview`. */
export const INTERVIEW_SUBJECT = 'interview'

/**
 * The status a reader sees: a scheduled interview whose end has passed is completed (contract 16),
 * whether or not the schedule that stores it has run yet.
 */
export function statusAt(stored: InterviewStatus, endsAt: Date, now: Date): InterviewStatus {
  return stored === 'scheduled' && endsAt <= now ? 'completed' : stored
}

/** The same rule as a condition, for filters: `status=completed` finds those the schedule has not reached yet. */
export function statusCondition(status: InterviewStatus, now: Date): SQL {
  const at = now.toISOString()
  if (status === 'completed') return sql`(${interviews.status} = 'completed' or (${interviews.status} = 'scheduled' and ${interviews.endsAt} <= ${at}::timestamptz))`
  if (status === 'scheduled') return sql`(${interviews.status} = 'scheduled' and ${interviews.endsAt} > ${at}::timestamptz)`
  return eq(interviews.status, 'cancelled')
}

const listedColumns = {
  id: interviews.id,
  applicationId: interviews.applicationId,
  applicantId: applicants.id,
  applicantName: applicants.name,
  jobId: jobs.id,
  jobTitle: jobs.title,
  kitId: interviews.kitId,
  kitName: interviewKits.name,
  title: interviews.title,
  startsAt: interviews.startsAt,
  endsAt: interviews.endsAt,
  timezone: interviews.timezone,
  location: interviews.location,
  videoUrl: interviews.videoUrl,
  status: interviews.status,
  sequence: interviews.sequence,
  createdById: interviews.createdById,
  createdByName: interviews.createdByName,
  createdAt: interviews.createdAt,
  updatedAt: interviews.updatedAt,
}

interface InterviewListRow {
  id: number
  applicationId: number
  applicantId: number
  applicantName: string
  jobId: number
  jobTitle: string
  kitId: number | null
  kitName: string | null
  title: string
  startsAt: Date
  endsAt: Date
  timezone: string
  location: string | null
  videoUrl: string | null
  status: InterviewStatus
  sequence: number
  createdById: number | null
  createdByName: string | null
  createdAt: Date
  updatedAt: Date
}

type PanelMember = { interviewId: number; userId: number; name: string; scorecard: 'draft' | 'submitted' | null }

/** The one mapping from a stored interview, its panel and their scorecards' states to contract 16's Interview. */
export function interviewJson(row: InterviewListRow, panel: readonly PanelMember[], now: Date): Interview {
  return {
    id: row.id,
    application: { id: row.applicationId, applicant: { id: row.applicantId, name: row.applicantName }, job: { id: row.jobId, title: row.jobTitle } },
    kit: row.kitId !== null && row.kitName !== null ? { id: row.kitId, name: row.kitName } : null,
    title: row.title,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    timezone: row.timezone,
    location: row.location,
    video_url: row.videoUrl,
    interviewers: panel.map((member) => ({ id: member.userId, name: member.name, scorecard: member.scorecard ?? 'none' })),
    status: statusAt(row.status, row.endsAt, now),
    sequence: row.sequence,
    created_by: row.createdById !== null && row.createdByName !== null ? { id: row.createdById, name: row.createdByName } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The company's interviews with these ids as contract 16's Interview, in the order of `ids` (missing ones left out). */
export async function loadInterviews(scope: CompanyScope, ids: readonly number[], now: Date): Promise<Interview[]> {
  if (ids.length === 0) return []
  const rows = await scope.db
    .select(listedColumns)
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(interviewKits, eq(interviewKits.id, interviews.kitId))
    .where(scope.where(interviews, inArray(interviews.id, [...ids])))
  const panel = await scope.db
    .select({ interviewId: interviewInterviewers.interviewId, userId: interviewInterviewers.userId, name: interviewInterviewers.name, scorecard: scorecards.status })
    .from(interviewInterviewers)
    .leftJoin(scorecards, and(eq(scorecards.interviewId, interviewInterviewers.interviewId), eq(scorecards.interviewerId, interviewInterviewers.userId)))
    .where(and(eq(interviewInterviewers.companyId, scope.companyId), inArray(interviewInterviewers.interviewId, [...ids])))
    .orderBy(asc(interviewInterviewers.name), asc(interviewInterviewers.userId))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row
      ? [
          interviewJson(
            row,
            panel.filter((member) => member.interviewId === id),
            now,
          ),
        ]
      : []
  })
}

/** One interview of the company, or a 404. */
export async function loadInterview(scope: CompanyScope, id: number, now: Date): Promise<Interview> {
  const [interview] = await loadInterviews(scope, [id], now)
  if (!interview) throw new ApiError(404, 'Interview not found')
  return interview
}

/** Whether the user is named on this interview of the company (contract 16: that grants them the interview, its kit and the applicant). */
export async function isInterviewer(db: Database, companyId: number, interviewId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: interviewInterviewers.userId })
    .from(interviewInterviewers)
    .where(and(eq(interviewInterviewers.companyId, companyId), eq(interviewInterviewers.interviewId, interviewId), eq(interviewInterviewers.userId, userId)))
    .limit(1)
  return row !== undefined
}

/** Whether the user is named on any scheduled or completed (not cancelled) interview of the application (blind scorecards, contract 16). */
export async function isInterviewerOnApplication(db: Database, companyId: number, applicationId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: interviews.id })
    .from(interviewInterviewers)
    .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
    .where(
      and(
        eq(interviewInterviewers.companyId, companyId),
        eq(interviewInterviewers.userId, userId),
        eq(interviews.applicationId, applicationId),
        ne(interviews.status, 'cancelled'),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The user's interviews (not cancelled) ending after `after`, soonest first: the dashboard's `upcoming`. */
export async function interviewsOfUser(scope: CompanyScope, userId: number, options: { after: Date; limit: number; now: Date }): Promise<Interview[]> {
  const rows = await scope.db
    .select({ id: interviews.id })
    .from(interviewInterviewers)
    .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
    .where(
      and(
        eq(interviewInterviewers.companyId, scope.companyId),
        eq(interviewInterviewers.userId, userId),
        ne(interviews.status, 'cancelled'),
        sql`${interviews.endsAt} > ${options.after.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(interviews.startsAt), asc(interviews.id))
    .limit(options.limit)
  return loadInterviews(
    scope,
    rows.map((row) => row.id),
    options.now,
  )
}
