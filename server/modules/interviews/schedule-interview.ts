import { INTERVIEW_LIMITS, type Interview, type InterviewConflict } from '@common/interviews'
import { canonicalTimeZone } from '@common/settings'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { applicants, applications } from '../../db/schema/applicants'
import { companies } from '../../db/schema/companies'
import { interviewInterviewers, interviews } from '../../db/schema/interviews'
import { jobs } from '../../db/schema/jobs'
import { users } from '../../db/schema/users'
import { HOUR_MS } from '../../lib/clock'
import { ApiError, conflict, fieldError, notFound, validationError, type FieldErrors } from '../../lib/errors'
import type { Actor, Outsider } from '../../platform/activity/activity-log'
import type { TaskQueue } from '../../platform/tasks/task-queue'
import { recordApplicantActivity } from '../applicants/public'
import { describeWhen, queueInvitations } from './invitations'
import { loadInterview } from './interview-record'
import { kitOfJob } from './kits'

export interface SchedulingDeps {
  tasks: TaskQueue
  publicUrl: string
}

/** 409 `{ message, conflicts }` (contract 16): panel members already in an overlapping interview. */
export class InterviewConflictError extends ApiError {
  constructor(readonly conflicts: InterviewConflict['conflicts']) {
    const names = [...new Set(conflicts.map((found) => found.user.name))]
    super(409, `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} already in another interview at that time`)
  }

  override get body() {
    return { message: this.message, conflicts: this.conflicts }
  }
}

/**
 * Interviews of a company are scheduled one at a time: the conflict check and the insert that
 * relies on it happen under this lock, so two schedulers (or two candidates booking) cannot both
 * take the same panel member's hour.
 */
export async function lockCompanySchedule(scope: CompanyScope): Promise<void> {
  await scope.db.execute(sql`select pg_advisory_xact_lock(hashtext('interview-schedule'), ${scope.companyId})`)
}

/** The zone's canonical IANA name, else a 422 on `field`. */
export function requireTimeZone(zone: string, field = 'timezone'): string {
  const canonical = canonicalTimeZone(zone)
  if (!canonical) throw fieldError(422, field, `"${zone}" is not a time zone; use an IANA name such as Europe/Berlin`)
  return canonical
}

/** Contract 16's time rules: the end after the start, at most 8 hours later. */
function timeProblems(startsAt: Date, endsAt: Date): FieldErrors {
  if (endsAt <= startsAt) return { ends_at: ['End after the start'] }
  if (endsAt.getTime() - startsAt.getTime() > INTERVIEW_LIMITS.maxHours * HOUR_MS) return { ends_at: [`An interview lasts at most ${INTERVIEW_LIMITS.maxHours} hours`] }
  return {}
}

/** The panel: every id an active user of the company (else a 422 on `interviewer_ids` naming what is wrong), with their names. */
export async function requirePanel(scope: CompanyScope, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  const found = await scope.db
    .select({ id: users.id, name: users.name, active: users.active })
    .from(users)
    .where(scope.where(users, inArray(users.id, [...ids])))
  const byId = new Map(found.map((user) => [user.id, user]))
  const problems = ids.flatMap((id) => {
    const user = byId.get(id)
    if (!user) return [`User ${id} is not one of your company’s users`]
    return user.active ? [] : [`${user.name} is deactivated and cannot interview`]
  })
  if (problems.length > 0) throw validationError({ interviewer_ids: problems })
  return ids.map((id) => ({ id, name: byId.get(id)?.name ?? '' }))
}

/** The panel members' other interviews (not cancelled) overlapping the time. */
export async function findConflicts(
  scope: CompanyScope,
  panel: readonly { id: number; name: string }[],
  startsAt: Date,
  endsAt: Date,
  exceptInterviewId: number | null,
): Promise<InterviewConflict['conflicts']> {
  const rows = await scope.db
    .select({ userId: interviewInterviewers.userId, interviewId: interviews.id })
    .from(interviewInterviewers)
    .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
    .where(
      and(
        eq(interviewInterviewers.companyId, scope.companyId),
        inArray(
          interviewInterviewers.userId,
          panel.map((member) => member.id),
        ),
        ne(interviews.status, 'cancelled'),
        sql`${interviews.startsAt} < ${endsAt.toISOString()}::timestamptz`,
        sql`${interviews.endsAt} > ${startsAt.toISOString()}::timestamptz`,
        exceptInterviewId === null ? undefined : ne(interviews.id, exceptInterviewId),
      ),
    )
    .orderBy(interviews.startsAt, interviews.id)
  const names = new Map(panel.map((member) => [member.id, member.name]))
  return rows.map((row) => ({ user: { id: row.userId, name: names.get(row.userId) ?? '' }, interview_id: row.interviewId }))
}

async function companyTimeZone(scope: CompanyScope): Promise<string> {
  const [company] = await scope.db.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, scope.companyId))
  return company?.timezone ?? 'UTC'
}

async function replacePanel(scope: CompanyScope, interviewId: number, panel: readonly { id: number; name: string }[]): Promise<void> {
  await scope.db.delete(interviewInterviewers).where(and(eq(interviewInterviewers.companyId, scope.companyId), eq(interviewInterviewers.interviewId, interviewId)))
  await scope.db.insert(interviewInterviewers).values(panel.map((member) => ({ interviewId, userId: member.id, companyId: scope.companyId, name: member.name })))
}

export interface InterviewPlan {
  applicationId: number
  kitId: number | null
  title: string | undefined
  startsAt: Date
  endsAt: Date
  timezone: string
  location: string | null
  videoUrl: string | null
  interviewerIds: readonly number[]
  notifyCandidate: boolean
  allowConflicts: boolean
  /** Whose interview it is (the organizer of its invitations): the scheduler, or the user who sent the link a candidate booked through. */
  createdBy: Actor
  bookedByCandidate: boolean
}

/**
 * Schedules an interview in the caller's transaction (`tx`): POST interviews and a candidate's
 * booking through a link both come here. Checks the application (422), the kit (one of its
 * job's), the zone, the times and the panel, refuses a panel member's overlap unless allowed
 * (409 with the conflicts), writes the interview and its panel, its timeline entry, and queues
 * the invitations. Answers the new interview's id.
 */
export async function scheduleInterview(tx: CompanyScope, deps: SchedulingDeps, plan: InterviewPlan, now: Date, actor: Actor | Outsider): Promise<number> {
  await lockCompanySchedule(tx)
  const [application] = await tx.db
    .select({ id: applications.id, applicantId: applications.applicantId, jobId: applications.jobId, jobTitle: jobs.title })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(tx.where(applications, eq(applications.id, plan.applicationId)))
  if (!application) throw fieldError(422, 'application_id', 'Choose an application of your company')
  const kit = plan.kitId === null ? null : await kitOfJob(tx, plan.kitId, application.jobId)
  const timezone = requireTimeZone(plan.timezone)
  const problems = timeProblems(plan.startsAt, plan.endsAt)
  if (Object.keys(problems).length > 0) throw validationError(problems)
  const panel = await requirePanel(tx, plan.interviewerIds)
  if (!plan.allowConflicts) {
    const conflicts = await findConflicts(tx, panel, plan.startsAt, plan.endsAt, null)
    if (conflicts.length > 0) throw new InterviewConflictError(conflicts)
  }
  const title = plan.title || kit?.name || 'Interview'
  const row = await tx.insert(interviews, {
    applicationId: application.id,
    kitId: kit?.id ?? null,
    title,
    startsAt: plan.startsAt,
    endsAt: plan.endsAt,
    timezone,
    location: plan.location,
    videoUrl: plan.videoUrl,
    candidateInvited: plan.notifyCandidate,
    createdById: plan.createdBy?.id ?? null,
    createdByName: plan.createdBy?.name ?? null,
    createdAt: now,
    updatedAt: now,
  })
  await replacePanel(tx, row.id, panel)
  const when = describeWhen(plan.startsAt, plan.endsAt, await companyTimeZone(tx))
  await recordApplicantActivity(
    tx,
    application.applicantId,
    {
      kind: 'interview',
      text: `${title} ${plan.bookedByCandidate ? 'booked by the candidate' : 'scheduled'} for ${when} with ${panel.map((member) => member.name).join(', ')} (${application.jobTitle})`,
      actor,
      details: { interview_id: row.id, application_id: application.id },
    },
    now,
  )
  await queueInvitations(tx, deps, row.id, 'scheduled', { now, senderName: plan.createdBy?.name ?? null })
  return row.id
}

export interface InterviewChanges {
  starts_at?: string | undefined
  ends_at?: string | undefined
  timezone?: string | undefined
  location?: string | null | undefined
  video_url?: string | null | undefined
  interviewer_ids?: number[] | undefined
  allow_conflicts?: boolean | undefined
}

async function lockInterview(tx: CompanyScope, id: number) {
  const [stored] = await tx.db
    .select({
      id: interviews.id,
      applicationId: interviews.applicationId,
      applicantId: applications.applicantId,
      title: interviews.title,
      startsAt: interviews.startsAt,
      endsAt: interviews.endsAt,
      timezone: interviews.timezone,
      location: interviews.location,
      videoUrl: interviews.videoUrl,
      status: interviews.status,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(tx.where(interviews, eq(interviews.id, id)))
    .for('update', { of: interviews })
  if (!stored) throw notFound('Interview')
  return stored
}

/** A cancelled or past interview stays as it was (contract 8: a 409 naming the status). */
function refuseChange(stored: { status: string; endsAt: Date }, now: Date, verb: string): void {
  if (stored.status === 'cancelled') throw conflict(`This interview is cancelled; it can no longer be ${verb}`)
  if (stored.status === 'completed' || stored.endsAt <= now) throw conflict(`This interview is completed; it can no longer be ${verb}`)
}

/**
 * Reschedules or changes the panel (the rules of scheduling apply to the merged interview):
 * `sequence` goes up by one, everyone on it gets an updated invitation and anyone taken off it a
 * cancellation.
 */
export async function updateInterview(scope: CompanyScope, deps: SchedulingDeps, id: number, changes: InterviewChanges, now: Date, actor: Actor): Promise<Interview> {
  return scope.transaction(async (tx) => {
    await lockCompanySchedule(tx)
    const stored = await lockInterview(tx, id)
    refuseChange(stored, now, 'changed')
    const startsAt = changes.starts_at === undefined ? stored.startsAt : new Date(changes.starts_at)
    const endsAt = changes.ends_at === undefined ? stored.endsAt : new Date(changes.ends_at)
    const timezone = changes.timezone === undefined ? stored.timezone : requireTimeZone(changes.timezone)
    const problems = timeProblems(startsAt, endsAt)
    if (Object.keys(problems).length > 0) throw validationError(problems)
    const before = await tx.db
      .select({ id: interviewInterviewers.userId, name: interviewInterviewers.name })
      .from(interviewInterviewers)
      .where(and(eq(interviewInterviewers.companyId, tx.companyId), eq(interviewInterviewers.interviewId, id)))
    const panel = changes.interviewer_ids === undefined ? before : await requirePanel(tx, changes.interviewer_ids)
    if (!changes.allow_conflicts) {
      const conflicts = await findConflicts(tx, panel, startsAt, endsAt, id)
      if (conflicts.length > 0) throw new InterviewConflictError(conflicts)
    }
    await tx.db
      .update(interviews)
      .set({
        startsAt,
        endsAt,
        timezone,
        ...(changes.location !== undefined ? { location: changes.location } : {}),
        ...(changes.video_url !== undefined ? { videoUrl: changes.video_url } : {}),
        sequence: sql`${interviews.sequence} + 1`,
        updatedAt: now,
      })
      .where(tx.where(interviews, eq(interviews.id, id)))
    const removed = before.filter((member) => !panel.some((kept) => kept.id === member.id)).map((member) => member.id)
    if (changes.interviewer_ids !== undefined) await replacePanel(tx, id, panel)
    const moved = startsAt.getTime() !== stored.startsAt.getTime() || endsAt.getTime() !== stored.endsAt.getTime()
    const panelChanged = removed.length > 0 || panel.length !== before.length
    const what = [
      ...(moved ? [`moved to ${describeWhen(startsAt, endsAt, await companyTimeZone(tx))}`] : []),
      ...(panelChanged ? [`panel now ${panel.map((member) => member.name).join(', ')}`] : []),
    ]
    await recordApplicantActivity(
      tx,
      stored.applicantId,
      {
        kind: 'interview',
        text: `${stored.title} ${what.length > 0 ? what.join('; ') : 'updated'}`,
        actor,
        details: { interview_id: id, application_id: stored.applicationId },
      },
      now,
    )
    await queueInvitations(tx, deps, id, 'updated', { now, senderName: actor?.name ?? null, removedUserIds: removed })
    return loadInterview(tx, id, now)
  })
}

/** Cancels a scheduled interview: everyone on it, and the candidate when invited, gets a cancellation. */
export async function cancelInterview(scope: CompanyScope, deps: SchedulingDeps, id: number, reason: string | undefined, now: Date, actor: Actor): Promise<Interview> {
  return scope.transaction(async (tx) => {
    const stored = await lockInterview(tx, id)
    refuseChange(stored, now, 'cancelled')
    await tx.db
      .update(interviews)
      .set({ status: 'cancelled', cancelReason: reason || null, sequence: sql`${interviews.sequence} + 1`, updatedAt: now })
      .where(tx.where(interviews, eq(interviews.id, id)))
    const when = describeWhen(stored.startsAt, stored.endsAt, await companyTimeZone(tx))
    await recordApplicantActivity(
      tx,
      stored.applicantId,
      {
        kind: 'interview',
        text: `${stored.title} on ${when} cancelled${reason ? `: ${reason}` : ''}`,
        actor,
        details: { interview_id: id, application_id: stored.applicationId },
      },
      now,
    )
    await queueInvitations(tx, deps, id, 'cancelled', { now, senderName: actor?.name ?? null })
    return loadInterview(tx, id, now)
  })
}
