import { SCORECARD_REMINDER_HOURS } from '@common/interviews'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { applicants, applications } from '../../db/schema/applicants'
import { interviews } from '../../db/schema/interviews'
import { jobs } from '../../db/schema/jobs'
import { users } from '../../db/schema/users'
import type { AppDeps } from '../../http/context'
import { DAY_MS, HOUR_MS } from '../../lib/clock'
import { mailTask } from '../../platform/tasks/mail'
import { INTERVIEW_SUBJECT } from '../interviews/public'

/** Rows each statement of a sweep takes; a sweep repeats until a batch comes back short. */
const BATCH = 200
/** An interview that ended longer ago than this reminds no one: the reminder would come too late to help, and a first run after an upgrade stays quiet. */
const REMINDER_HORIZON_MS = 30 * DAY_MS

type Sweeping = Pick<AppDeps, 'db' | 'clock' | 'tasks' | 'publicUrl'>

/** Both drivers (node-postgres, PGlite) answer a raw statement's rows as `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * Contract 16: an interview whose end has passed is completed, each change written to the
 * interview's history (by no one: the system) in the same statement. Batches of scheduled
 * interviews are claimed with SKIP LOCKED, so two processes sweeping at once share the work.
 */
export async function completeEndedInterviews(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now()
  const changes = JSON.stringify({ status: ['scheduled', 'completed'] })
  let completed = 0
  for (;;) {
    const rows = rowsOf<{ id: number }>(
      await deps.db.execute(sql`
        WITH done AS (
          UPDATE interviews SET status = 'completed', updated_at = ${now}
          WHERE id IN (
            SELECT id FROM interviews WHERE status = 'scheduled' AND ends_at <= ${now}
            ORDER BY ends_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
          ) AND status = 'scheduled'
          RETURNING id, company_id
        )
        INSERT INTO activity_log (company_id, subject_type, subject_id, action, at, changes)
        SELECT company_id, ${INTERVIEW_SUBJECT}, id, 'completed', ${now}::timestamptz, ${changes}::jsonb FROM done
        RETURNING subject_id AS id
      `),
    )
    completed += rows.length
    if (rows.length < BATCH) return completed
  }
}

interface Claimed {
  interview_id: number
  interviewer_id: number
  company_id: number
}

/**
 * One batch of late scorecards claimed for their reminder, in the transaction that queues the
 * mails: a draft not yet reminded is marked, and a panel member with no scorecard at all gets an
 * empty draft marked the same, so each is reminded once whichever process sweeps (the unique
 * scorecard per interviewer settles two inserts at once). Deactivated users are not written to.
 */
async function claimLateScorecards(db: Database, now: Date): Promise<Claimed[]> {
  const endedBefore = new Date(now.getTime() - SCORECARD_REMINDER_HOURS * HOUR_MS)
  const endedAfter = new Date(now.getTime() - REMINDER_HORIZON_MS)
  const late = sql`i.status <> 'cancelled' AND i.ends_at <= ${endedBefore} AND i.ends_at > ${endedAfter} AND u.active`
  const drafts = rowsOf<Claimed>(
    await db.execute(sql`
      UPDATE scorecards SET reminded_at = ${now}
      WHERE id IN (
        SELECT s.id FROM scorecards s
        JOIN interviews i ON i.id = s.interview_id
        JOIN interview_interviewers p ON p.interview_id = s.interview_id AND p.user_id = s.interviewer_id
        JOIN users u ON u.id = s.interviewer_id
        WHERE s.status = 'draft' AND s.reminded_at IS NULL AND ${late}
        ORDER BY s.id LIMIT ${BATCH} FOR UPDATE OF s SKIP LOCKED
      ) AND reminded_at IS NULL AND status = 'draft'
      RETURNING interview_id, interviewer_id, company_id
    `),
  )
  const unstarted = rowsOf<Claimed>(
    await db.execute(sql`
      INSERT INTO scorecards (company_id, interview_id, interviewer_id, reminded_at)
      SELECT p.company_id, p.interview_id, p.user_id, ${now}::timestamptz
      FROM interview_interviewers p
      JOIN interviews i ON i.id = p.interview_id
      JOIN users u ON u.id = p.user_id
      WHERE ${late} AND NOT EXISTS (SELECT 1 FROM scorecards s WHERE s.interview_id = p.interview_id AND s.interviewer_id = p.user_id)
      ORDER BY p.interview_id, p.user_id LIMIT ${BATCH}
      ON CONFLICT (interview_id, interviewer_id) DO NOTHING
      RETURNING interview_id, interviewer_id, company_id
    `),
  )
  return [...drafts, ...unstarted]
}

/** The reminders' mails, queued through the claim's transaction so a claim that rolls back mails no one. */
async function queueReminders(deps: Sweeping, db: Database, claimed: readonly Claimed[]): Promise<void> {
  if (claimed.length === 0) return
  const interviewIds = [...new Set(claimed.map((row) => Number(row.interview_id)))]
  const userIds = [...new Set(claimed.map((row) => Number(row.interviewer_id)))]
  const [details, people] = await Promise.all([
    db
      .select({ id: interviews.id, title: interviews.title, endsAt: interviews.endsAt, timezone: interviews.timezone, applicant: applicants.name, job: jobs.title })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(applicants, eq(applicants.id, applications.applicantId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(inArray(interviews.id, interviewIds)),
    db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, userIds)),
  ])
  for (const row of claimed) {
    const interview = details.find((detail) => detail.id === Number(row.interview_id))
    const person = people.find((user) => user.id === Number(row.interviewer_id))
    if (!interview || !person) continue
    const link = `${deps.publicUrl}/interviews/view/?id=${interview.id}`
    const text = [
      `Hello ${person.name},`,
      '',
      `Your scorecard for “${interview.title}” with ${interview.applicant} (${interview.job}) is still waiting. The interview ended on ${endedOn(interview.endsAt, interview.timezone)}.`,
      'The hiring team decides from the scorecards, and they stay hidden from you until yours is in: please rate it and submit it.',
      '',
      link,
    ].join('\n')
    await deps.tasks.enqueue(db, mailTask, { to: person.email, subject: `Scorecard due: ${interview.title} with ${interview.applicant}`, text, link })
  }
}

/** The interview's end in its own time zone, with the zone's name. */
function endedOn(endsAt: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone, timeZoneName: 'short' }).format(endsAt)
  } catch {
    return `${endsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  }
}

/**
 * Contract 16: a scorecard still not submitted SCORECARD_REMINDER_HOURS after its interview ended
 * mails its interviewer once. Each batch's claim and its mails commit together; safe in every
 * process at once. Answers how many were reminded.
 */
export async function remindLateScorecards(deps: Sweeping): Promise<number> {
  const now = deps.clock.now()
  let reminded = 0
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database
      const rows = await claimLateScorecards(db, now)
      await queueReminders(deps, db, rows)
      return rows
    })
    reminded += claimed.length
    if (claimed.length < BATCH) return reminded
  }
}

/** The interviews' schedules (server/app.ts registers them): completion within five minutes of an end, reminders within a quarter of an hour. */
export function registerInterviewSchedules(deps: Sweeping): void {
  deps.tasks.registerSchedule('interview-completion', HOUR_MS / 12, () => completeEndedInterviews(deps))
  deps.tasks.registerSchedule('scorecard-reminders', HOUR_MS / 4, () => remindLateScorecards(deps))
}
