import { RECOMMENDATIONS, type ApplicationScorecards, type Scorecard, type ScorecardSummary } from '@common/interviews'
import { and, asc, eq, lte, ne, or, sql } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { applications } from '../../db/schema/applicants'
import { interviewInterviewers, interviews, scorecards } from '../../db/schema/interviews'
import { users } from '../../db/schema/users'
import { forbidden, notFound } from '../../lib/errors'
import type { AuthSession } from '../../platform/session/auth-session'
import { mayReadInterviews } from './panel-access'
import { scorecardAuthor, scorecardColumns, toScorecard } from './scorecard-record'

const POSITIVE = new Set(['yes', 'strong_yes'])
const NEGATIVE = new Set(['no', 'strong_no'])
/** Ratings this far apart on one attribute are a disagreement (contract 16). */
const DISAGREEING_SPREAD = 2

/** The debrief's figures from submitted scorecards, attributes in the order they were first rated; `missing` is filled by the caller. */
export function summarize(submitted: readonly Scorecard[]): Omit<ScorecardSummary, 'missing'> {
  const recommendations = Object.fromEntries(RECOMMENDATIONS.map((kind) => [kind, 0])) as ScorecardSummary['recommendations']
  const ratingsOf = new Map<string, number[]>()
  for (const scorecard of submitted) {
    if (scorecard.recommendation) recommendations[scorecard.recommendation] += 1
    for (const { attribute, rating } of scorecard.ratings) ratingsOf.set(attribute, [...(ratingsOf.get(attribute) ?? []), rating])
  }
  const attributes = [...ratingsOf].map(([name, ratings]) => ({
    name,
    ratings,
    mean: Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 100) / 100,
    spread: Math.max(...ratings) - Math.min(...ratings),
  }))
  const given = submitted.map((scorecard) => scorecard.recommendation ?? '')
  const disagreement =
    (given.some((kind) => POSITIVE.has(kind)) && given.some((kind) => NEGATIVE.has(kind))) || attributes.some((attribute) => attribute.spread >= DISAGREEING_SPREAD)
  return { recommendations, attributes, disagreement }
}

/**
 * `GET applications/{id}/scorecards` (contract 16) for interview.view, or anyone named on one of
 * the application's interviews. Blind: a panel member of a scheduled or completed interview who
 * has not submitted every one of their own scorecards for it sees only their own, and no summary.
 * Otherwise every submitted scorecard and the caller's own drafts, with the debrief's summary;
 * `missing` names who still owes one for an interview that has started and was not cancelled.
 */
export async function readApplicationScorecards(scope: CompanyScope, auth: AuthSession, applicationId: number, now: Date): Promise<ApplicationScorecards> {
  const [application] = await scope.db
    .select({ id: applications.id })
    .from(applications)
    .where(scope.where(applications, eq(applications.id, applicationId)))
  if (!application) throw notFound('Application')
  const ofApplication = scope.where(interviews, eq(interviews.applicationId, applicationId))
  const seats = await scope.db
    .select({ status: interviews.status, scorecard: scorecards.status })
    .from(interviewInterviewers)
    .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
    .leftJoin(scorecards, and(eq(scorecards.interviewId, interviews.id), eq(scorecards.interviewerId, interviewInterviewers.userId)))
    .where(and(ofApplication, eq(interviewInterviewers.userId, auth.user.id)))
  if (seats.length === 0 && !mayReadInterviews(auth)) throw forbidden()
  const hidden = seats.some((seat) => seat.status !== 'cancelled' && seat.scorecard !== 'submitted')
  const mine = eq(scorecards.interviewerId, auth.user.id)
  const rows = await scope.db
    .select(scorecardColumns)
    .from(scorecards)
    .innerJoin(users, scorecardAuthor)
    .innerJoin(interviews, eq(interviews.id, scorecards.interviewId))
    .where(and(ofApplication, hidden ? mine : or(eq(scorecards.status, 'submitted'), mine)))
    .orderBy(asc(interviews.startsAt), asc(scorecards.submittedAt), asc(scorecards.id))
  const data = rows.map(toScorecard)
  if (hidden) return { hidden, data, summary: null }
  const missing = await scope.db
    .select({ id: interviewInterviewers.userId, name: users.name, interviewId: interviews.id })
    .from(interviewInterviewers)
    .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .leftJoin(scorecards, and(eq(scorecards.interviewId, interviews.id), eq(scorecards.interviewerId, interviewInterviewers.userId)))
    .where(and(ofApplication, ne(interviews.status, 'cancelled'), lte(interviews.startsAt, now), sql`${scorecards.status} is distinct from 'submitted'`))
    .orderBy(asc(interviews.startsAt), asc(interviews.id), asc(users.name), asc(users.id))
  return {
    hidden,
    data,
    summary: {
      ...summarize(data.filter((scorecard) => scorecard.status === 'submitted')),
      missing: missing.map((row) => ({ interviewer: { id: row.id, name: row.name }, interview_id: row.interviewId })),
    },
  }
}
