import type { Scorecard } from '@common/interviews'
import { eq } from 'drizzle-orm'
import { scorecards, type ScorecardRow } from '../../db/schema/interviews'
import { users } from '../../db/schema/users'

/** The columns a Scorecard is made of; select them `from(scorecards).innerJoin(users, scorecardAuthor)`. */
export const scorecardColumns = {
  id: scorecards.id,
  interviewId: scorecards.interviewId,
  interviewerId: scorecards.interviewerId,
  interviewerName: users.name,
  ratings: scorecards.ratings,
  recommendation: scorecards.recommendation,
  notes: scorecards.notes,
  status: scorecards.status,
  submittedAt: scorecards.submittedAt,
}
export const scorecardAuthor = eq(users.id, scorecards.interviewerId)

export type ScorecardColumns = Pick<ScorecardRow, 'id' | 'interviewId' | 'interviewerId' | 'ratings' | 'recommendation' | 'notes' | 'status' | 'submittedAt'> & {
  interviewerName: string
}

/** Contract 16's Scorecard, from its row and its author's name. */
export function toScorecard(row: ScorecardColumns): Scorecard {
  return {
    id: row.id,
    interview_id: row.interviewId,
    interviewer: { id: row.interviewerId, name: row.interviewerName },
    ratings: row.ratings.map(({ attribute, rating }) => ({ attribute, rating })),
    recommendation: row.recommendation,
    notes: row.notes,
    status: row.status,
    submitted_at: row.submittedAt?.toISOString() ?? null,
  }
}
