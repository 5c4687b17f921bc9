import {
  INTERVIEW_LIMITS,
  SCHEDULING_BUFFER_MINUTES,
  SCHEDULING_NOTICE_HOURS,
  type CandidateInterview,
  type PublicScheduling,
  type SchedulingLink,
  type SchedulingLinkState,
  type SchedulingLinkSummary,
  type Slot,
  type WorkingHours,
} from '@common/interviews'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { schedulingLinkInputSchema } from '@common/interviews'
import type { Database } from '../../db/client'
import { CompanyScope } from '../../db/company-scope'
import { applicants, applications } from '../../db/schema/applicants'
import { companies } from '../../db/schema/companies'
import { interviewKits, interviews, schedulingLinks, type SchedulingLinkRow } from '../../db/schema/interviews'
import { jobs } from '../../db/schema/jobs'
import { users } from '../../db/schema/users'
import { DAY_MS, HOUR_MS } from '../../lib/clock'
import { ApiError, conflict, fieldError, notFound, validationError } from '../../lib/errors'
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens'
import type { Actor, Outsider } from '../../platform/activity/activity-log'
import { mailTask } from '../../platform/tasks/mail'
import { recordApplicantActivity } from '../applicants/public'
import { renderCompanyMail } from '../messages/public'
import { kitOfJob } from './kits'
import { lockCompanySchedule, requirePanel, requireTimeZone, scheduleInterview, type SchedulingDeps } from './schedule-interview'

type LinkInput = z.output<typeof schedulingLinkInputSchema>

const gone = (message: string) => new ApiError(410, message)

/** Where the candidate picks a slot: the careers site's page for the token. */
export function schedulingUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/careers/schedule/?token=${encodeURIComponent(token)}`
}

function linkState(link: Pick<SchedulingLinkRow, 'interviewId' | 'withdrawnAt' | 'expiresAt'>, now: Date): SchedulingLinkState {
  if (link.interviewId !== null) return 'booked'
  if (link.withdrawnAt !== null) return 'withdrawn'
  return link.expiresAt <= now ? 'expired' : 'open'
}

async function requireApplication(scope: CompanyScope, applicationId: number) {
  const [application] = await scope.db
    .select({ id: applications.id, applicantId: applications.applicantId, jobId: applications.jobId })
    .from(applications)
    .where(scope.where(applications, eq(applications.id, applicationId)))
  if (!application) throw notFound('Application')
  return application
}

/**
 * `POST applications/{id}/scheduling-links`: a link the candidate books one slot through, its
 * token stored only as a hash; the candidate gets the company's default scheduling mail with it.
 */
export async function createSchedulingLink(scope: CompanyScope, deps: SchedulingDeps, applicationId: number, input: LinkInput, now: Date, actor: Actor): Promise<SchedulingLink> {
  return scope.transaction(async (tx) => {
    const application = await requireApplication(tx, applicationId)
    const kit = input.kit_id ? await kitOfJob(tx, input.kit_id, application.jobId) : null
    const timezone = requireTimeZone(input.timezone)
    const from = new Date(input.from)
    const to = new Date(input.to)
    if (to <= from) throw validationError({ to: ['End the window after its start'] })
    if (to.getTime() - from.getTime() > INTERVIEW_LIMITS.linkWindowDays * DAY_MS) throw validationError({ to: [`A window lasts at most ${INTERVIEW_LIMITS.linkWindowDays} days`] })
    if (to.getTime() <= now.getTime() + SCHEDULING_NOTICE_HOURS * HOUR_MS) throw validationError({ to: [`End the window more than ${SCHEDULING_NOTICE_HOURS} hours from now`] })
    const panel = await requirePanel(tx, input.interviewer_ids)
    const token = newSecretToken()
    const row = await tx.insert(schedulingLinks, {
      applicationId,
      kitId: kit?.id ?? null,
      interviewerIds: panel.map((member) => member.id),
      durationMinutes: input.duration_minutes,
      windowStart: from,
      windowEnd: to,
      timezone,
      tokenHash: hashSecretToken(token),
      expiresAt: to,
      createdById: actor?.id ?? null,
      createdAt: now,
    })
    const url = schedulingUrl(deps.publicUrl, token)
    const mail = await renderCompanyMail(tx, 'scheduling', applicationId, { 'scheduling.link': url }, actor?.name ?? null)
    if (!mail) throw fieldError(422, 'application_id', 'The candidate has no email address to send the link to')
    // `link` marks the token in the task, so a mail that fails for good has it taken out.
    await deps.tasks.enqueue(tx.db, mailTask, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, fromName: mail.fromName, link: url })
    await recordApplicantActivity(
      tx,
      application.applicantId,
      {
        kind: 'interview',
        text: `Sent a self-scheduling link (${input.duration_minutes} minutes with ${panel.map((member) => member.name).join(', ')})`,
        actor,
        details: { scheduling_link_id: row.id, application_id: applicationId },
      },
      now,
    )
    return { id: row.id, url, expires_at: to.toISOString() }
  })
}

/** `GET applications/{id}/scheduling-links`: the application's links, newest first, with their state. */
export async function listSchedulingLinks(scope: CompanyScope, applicationId: number, now: Date): Promise<SchedulingLinkSummary[]> {
  await requireApplication(scope, applicationId)
  const rows = await scope.db
    .select({ link: schedulingLinks, kitName: interviewKits.name })
    .from(schedulingLinks)
    .leftJoin(interviewKits, eq(interviewKits.id, schedulingLinks.kitId))
    .where(scope.where(schedulingLinks, eq(schedulingLinks.applicationId, applicationId)))
    .orderBy(desc(schedulingLinks.createdAt), desc(schedulingLinks.id))
  const ids = [...new Set(rows.flatMap((row) => row.link.interviewerIds))]
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await scope.db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(scope.where(users, inArray(users.id, ids)))
        ).map((user) => [user.id, user.name]),
  )
  return rows.map(({ link, kitName }) => ({
    id: link.id,
    interviewers: link.interviewerIds.flatMap((id) => {
      const name = names.get(id)
      return name === undefined ? [] : [{ id, name }]
    }),
    kit: link.kitId !== null && kitName !== null ? { id: link.kitId, name: kitName } : null,
    duration_minutes: link.durationMinutes,
    from: link.windowStart.toISOString(),
    to: link.windowEnd.toISOString(),
    timezone: link.timezone,
    expires_at: link.expiresAt.toISOString(),
    state: linkState(link, now),
    interview_id: link.interviewId,
    created_at: link.createdAt.toISOString(),
  }))
}

/** Withdraws an open link: the candidate's page answers 410 from then on. A booked link is a 409 (cancel the interview instead). */
export async function withdrawSchedulingLink(scope: CompanyScope, applicationId: number, linkId: number, now: Date): Promise<void> {
  await scope.transaction(async (tx) => {
    const [link] = await tx.db
      .select()
      .from(schedulingLinks)
      .where(tx.where(schedulingLinks, eq(schedulingLinks.id, linkId), eq(schedulingLinks.applicationId, applicationId)))
      .for('update')
    if (!link) throw notFound('Scheduling link')
    if (link.interviewId !== null) throw conflict('This link was booked; cancel the interview instead')
    if (link.withdrawnAt === null) await tx.update(schedulingLinks, linkId, { withdrawnAt: now }, 'Scheduling link')
  })
}

/**
 * The free slots of a link (contract 16), computed by the database: every quarter hour of the
 * company's working days, as wall-clock times in its zone turned into instants with AT TIME ZONE
 * (so a DST change moves the instants, never the working hours), inside the window, at least 24 h
 * ahead, whose interview fits before the day's end, and with no interview (not cancelled) of any
 * panel member within 15 minutes either side. `only` narrows it to one start (a booking's check).
 */
export async function freeSlots(
  db: Database,
  options: {
    companyId: number
    timezone: string
    workingHours: WorkingHours
    panel: readonly number[]
    durationMinutes: number
    from: Date
    to: Date
    now: Date
    only?: Date
  },
): Promise<Slot[]> {
  const earliest = new Date(Math.max(options.from.getTime(), options.now.getTime() + SCHEDULING_NOTICE_HOURS * HOUR_MS))
  const start = options.only && options.only > earliest ? options.only : earliest
  const end = options.only ? new Date(Math.min(options.to.getTime(), options.only.getTime() + options.durationMinutes * 60_000)) : options.to
  if (end <= start || options.panel.length === 0) return []
  const days = sql.join(
    options.workingHours.days.map((day) => sql`${day}::int`),
    sql`, `,
  )
  const panel = sql.join(
    options.panel.map((id) => sql`${id}::int`),
    sql`, `,
  )
  const zone = options.timezone
  // Each day's starts, in minutes after its midnight: the first quarter hour from the day's start, the last one the interview still fits before its end.
  const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))
  const firstStart = Math.ceil(minutesOf(options.workingHours.start) / 15) * 15
  const lastStart = Math.floor((minutesOf(options.workingHours.end) - options.durationMinutes) / 15) * 15
  if (lastStart < firstStart) return []
  const duration = sql`make_interval(mins => ${options.durationMinutes}::int)`
  const buffer = sql`make_interval(mins => ${SCHEDULING_BUFFER_MINUTES}::int)`
  // Both drivers (node-postgres and PGlite) answer `{ rows }`.
  const result = (await db.execute(sql`
    with bounds as (
      select ${start.toISOString()}::timestamptz as first_start, ${end.toISOString()}::timestamptz as last_end
    ),
    busy as materialized (
      select i.starts_at - ${buffer} as busy_from, i.ends_at + ${buffer} as busy_to
        from interview_interviewers ii
        join interviews i on i.id = ii.interview_id
       where ii.company_id = ${options.companyId}
         and ii.user_id in (${panel})
         and i.status <> 'cancelled'
         and i.ends_at + ${buffer} > (select first_start from bounds)
         and i.starts_at - ${buffer} < (select last_end from bounds)
    ),
    days as (
      select day::date as day
        from bounds, generate_series(
          ((first_start at time zone ${zone})::date - 1)::timestamp,
          ((last_end at time zone ${zone})::date + 1)::timestamp,
          interval '1 day'
        ) as day
       where extract(isodow from day)::int in (${days})
    ),
    starts as (
      select local_start
        from days, generate_series(day + make_interval(mins => ${firstStart}::int), day + make_interval(mins => ${lastStart}::int), interval '15 minutes') as local_start
    ),
    slots as (
      select local_start at time zone ${zone} as starts_at, (local_start + ${duration}) at time zone ${zone} as ends_at
        from starts
    )
    select starts_at, ends_at
      from slots, bounds
     where starts_at >= first_start
       and ends_at <= last_end
       and not exists (select 1 from busy where busy.busy_from < slots.ends_at and busy.busy_to > slots.starts_at)
     order by starts_at
  `)) as unknown as { rows: { starts_at: string | Date; ends_at: string | Date }[] }
  return result.rows.map((row) => ({ starts_at: new Date(row.starts_at).toISOString(), ends_at: new Date(row.ends_at).toISOString() }))
}

type LinkRecord = SchedulingLinkRow & { companyName: string; companyLogo: string | null; brandColor: string; jobTitle: string; workingHours: WorkingHours; companyTimezone: string }

async function findLinkByToken(db: Database, token: string, lock = false): Promise<LinkRecord> {
  const query = db
    .select({
      link: schedulingLinks,
      companyName: companies.name,
      companyLogo: companies.logoUrl,
      brandColor: companies.careersBrandColor,
      jobTitle: jobs.title,
      workingHours: companies.workingHours,
      companyTimezone: companies.timezone,
    })
    .from(schedulingLinks)
    .innerJoin(companies, eq(companies.id, schedulingLinks.companyId))
    .innerJoin(applications, eq(applications.id, schedulingLinks.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(schedulingLinks.tokenHash, hashSecretToken(token)))
  const [row] = lock ? await query.for('update', { of: schedulingLinks }) : await query
  if (!row) throw notFound('Scheduling link')
  return {
    ...row.link,
    companyName: row.companyName,
    companyLogo: row.companyLogo,
    brandColor: row.brandColor,
    jobTitle: row.jobTitle,
    workingHours: row.workingHours,
    companyTimezone: row.companyTimezone,
  }
}

/** What the candidate sees of their booked interview: times, place and the panel's names. */
async function candidateInterview(db: Database, companyId: number, interviewId: number): Promise<CandidateInterview | null> {
  const [row] = await db
    .select({
      title: interviews.title,
      startsAt: interviews.startsAt,
      endsAt: interviews.endsAt,
      timezone: interviews.timezone,
      location: interviews.location,
      videoUrl: interviews.videoUrl,
      panel: sql<string[]>`(select coalesce(array_agg(ii.name order by ii.name), '{}') from interview_interviewers ii where ii.interview_id = ${interviews.id})`,
    })
    .from(interviews)
    .where(and(eq(interviews.companyId, companyId), eq(interviews.id, interviewId)))
  if (!row) return null
  return {
    title: row.title,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    timezone: row.timezone,
    location: row.location,
    video_url: row.videoUrl,
    interviewers: row.panel,
  }
}

function refuseClosed(link: LinkRecord, now: Date): void {
  const state = linkState(link, now)
  if (state === 'withdrawn') throw gone('This scheduling link was withdrawn; reply to the email you received to find a time')
  if (state === 'expired') throw gone('This scheduling link has expired; reply to the email you received to find a time')
}

const slotsOf = (db: Database, link: LinkRecord, now: Date, only?: Date) =>
  freeSlots(db, {
    companyId: link.companyId,
    timezone: link.companyTimezone,
    workingHours: link.workingHours,
    panel: link.interviewerIds,
    durationMinutes: link.durationMinutes,
    from: link.windowStart,
    to: link.windowEnd,
    now,
    ...(only ? { only } : {}),
  })

/** `GET scheduling/{token}`: the link's free slots, or the interview it booked. 404 unknown, 410 withdrawn or expired. */
export async function readPublicScheduling(db: Database, token: string, now: Date): Promise<PublicScheduling> {
  const link = await findLinkByToken(db, token)
  const booked = link.interviewId === null ? null : await candidateInterview(db, link.companyId, link.interviewId)
  if (!booked) refuseClosed(link, now)
  return {
    // The careers site's colour, so the slot picker looks like the company's other careers pages.
    company: { name: link.companyName, logo: link.companyLogo, brand_color: link.brandColor },
    job_title: link.jobTitle,
    duration_minutes: link.durationMinutes,
    timezone: link.timezone,
    slots: booked ? [] : await slotsOf(db, link, now),
    booked,
  }
}

/**
 * `POST scheduling/{token}`: books the slot as the link's interview, exactly as staff schedule one
 * (the same function, invitations to the panel and the candidate). Under the company's schedule
 * lock with the link locked, so of two candidates racing for one slot one gets it and the other a
 * 409, and a link books once.
 */
export async function bookSlot(db: Database, deps: SchedulingDeps, token: string, startsAtText: string, now: Date): Promise<CandidateInterview> {
  const startsAt = new Date(startsAtText)
  return db.transaction(async (tx) => {
    const unlocked = await findLinkByToken(tx as unknown as Database, token)
    const scope = new CompanyScope(tx as unknown as Database, unlocked.companyId)
    await lockCompanySchedule(scope)
    const link = await findLinkByToken(scope.db, token, true)
    if (link.interviewId !== null) throw conflict('This link has already booked an interview')
    refuseClosed(link, now)
    const [slot] = await slotsOf(scope.db, link, now, startsAt)
    if (!slot || slot.starts_at !== startsAt.toISOString()) throw fieldError(409, 'starts_at', 'That time is no longer free; choose another')
    const [creator] =
      link.createdById === null
        ? []
        : await scope.db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(scope.where(users, eq(users.id, link.createdById)))
    // The candidate booked it: the timeline names them, as the applicant's profile does.
    const [candidate] = await scope.db
      .select({ name: applicants.name })
      .from(applications)
      .innerJoin(applicants, eq(applicants.id, applications.applicantId))
      .where(scope.where(applications, eq(applications.id, link.applicationId)))
    const booker: Outsider | null = candidate ? { id: null, name: candidate.name } : null
    const interviewId = await scheduleInterview(
      scope,
      deps,
      {
        applicationId: link.applicationId,
        kitId: link.kitId,
        title: undefined,
        startsAt,
        endsAt: new Date(slot.ends_at),
        timezone: link.timezone,
        location: null,
        videoUrl: null,
        interviewerIds: link.interviewerIds,
        notifyCandidate: true,
        allowConflicts: false,
        createdBy: creator ?? null,
        bookedByCandidate: true,
      },
      now,
      booker,
    )
    await scope.update(schedulingLinks, link.id, { interviewId }, 'Scheduling link')
    const booked = await candidateInterview(scope.db, link.companyId, interviewId)
    if (!booked) throw notFound('Interview')
    return booked
  })
}
