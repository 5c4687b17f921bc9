import type { Scorecard, scorecardInputSchema } from '@common/interviews'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { CompanyScope } from '../../db/company-scope'
import { scorecards } from '../../db/schema/interviews'
import { users } from '../../db/schema/users'
import { conflict, validationError, type FieldErrors } from '../../lib/errors'
import { actorOf, recordActivity } from '../../platform/activity/activity-log'
import type { AuthSession } from '../../platform/session/auth-session'
import { INTERVIEW_SUBJECT } from '../interviews/public'
import { interviewOnCallersPanel, type PanelInterview } from './panel-access'
import { scorecardAuthor, scorecardColumns, toScorecard } from './scorecard-record'

type ParsedInput = z.output<typeof scorecardInputSchema>

const SUBMITTED = 'Your scorecard for this interview is already submitted; it can no longer change'

/**
 * The ratings as stored: each names one of the kit's attributes, spelt as the kit spells it (the
 * kit's names are unique whatever their case). Without a kit any attribute may be rated. A submit
 * also needs the recommendation and a rating of every kit attribute, each missing one named.
 */
function checkedRatings(interview: PanelInterview, input: ParsedInput): ParsedInput['ratings'] {
  const errors: FieldErrors = {}
  const kitName = new Map((interview.attributes ?? []).map((name) => [name.toLowerCase(), name]))
  const rated = new Map<string, { attribute: string; rating: number }>()
  for (const { attribute, rating } of input.ratings) {
    const name = interview.attributes ? kitName.get(attribute.toLowerCase()) : attribute
    if (name === undefined) errors[`ratings.${attribute}`] = [`${attribute} is not an attribute of this interview’s kit`]
    else if (rated.has(name.toLowerCase())) errors[`ratings.${name}`] = [`Rate ${name} once`]
    else rated.set(name.toLowerCase(), { attribute: name, rating })
  }
  if (input.submit) {
    for (const name of interview.attributes ?? []) if (!rated.has(name.toLowerCase())) errors[`ratings.${name}`] = [`Rate ${name}`]
    if (input.recommendation === null) errors.recommendation = ['Choose a recommendation']
  }
  if (Object.keys(errors).length > 0) throw validationError(errors)
  // Stored in the kit's order, so every scorecard and the debrief list the attributes as the kit does.
  return interview.attributes ? interview.attributes.flatMap((name) => rated.get(name.toLowerCase()) ?? []) : [...rated.values()]
}

/**
 * `PUT interviews/{id}/scorecard` (contract 16): the caller's own scorecard saved as a draft, or
 * submitted. A submitted one is fixed (409); so is every scorecard of a cancelled interview. The
 * write is one upsert that changes only a draft, so two tabs submitting at once submit once.
 */
export async function saveScorecard(scope: CompanyScope, auth: AuthSession, interviewId: number, input: ParsedInput, now: Date): Promise<Scorecard> {
  return scope.transaction(async (tx) => {
    const interview = await interviewOnCallersPanel(tx, auth, interviewId, true)
    if (interview.status === 'cancelled') throw conflict('This interview is cancelled; its scorecards can no longer change')
    const [stored] = await tx.db
      .select({ status: scorecards.status })
      .from(scorecards)
      .where(tx.where(scorecards, eq(scorecards.interviewId, interviewId), eq(scorecards.interviewerId, auth.user.id)))
    if (stored?.status === 'submitted') throw conflict(SUBMITTED)
    const ratings = checkedRatings(interview, input)
    const values = {
      ratings,
      recommendation: input.recommendation,
      notes: input.notes,
      status: input.submit ? ('submitted' as const) : ('draft' as const),
      submittedAt: input.submit ? now : null,
      updatedAt: now,
    }
    const [saved] = await tx.db
      .insert(scorecards)
      .values({ companyId: tx.companyId, interviewId, interviewerId: auth.user.id, ...values })
      .onConflictDoUpdate({ target: [scorecards.interviewId, scorecards.interviewerId], set: values, setWhere: sql`${scorecards.status} = 'draft'` })
      .returning({ id: scorecards.id })
    if (!saved) throw conflict(SUBMITTED)
    // The history says who submitted, never what: the debrief stays blind to panel members still scoring.
    if (input.submit) await recordActivity(tx, { subjectType: INTERVIEW_SUBJECT, subjectId: interviewId, action: 'scorecard_submitted', actor: actorOf(auth) }, now)
    const [row] = await tx.db
      .select(scorecardColumns)
      .from(scorecards)
      .innerJoin(users, scorecardAuthor)
      .where(tx.where(scorecards, eq(scorecards.id, saved.id)))
    return toScorecard(row!)
  })
}

/** `GET interviews/{id}/scorecard` (contract extension of 16): the caller's own, to resume a draft; null before the first save. */
export async function readOwnScorecard(scope: CompanyScope, auth: AuthSession, interviewId: number): Promise<{ data: Scorecard | null }> {
  await interviewOnCallersPanel(scope, auth, interviewId)
  const [row] = await scope.db
    .select(scorecardColumns)
    .from(scorecards)
    .innerJoin(users, scorecardAuthor)
    .where(scope.where(scorecards, eq(scorecards.interviewId, interviewId), eq(scorecards.interviewerId, auth.user.id)))
  return { data: row ? toScorecard(row) : null }
}
