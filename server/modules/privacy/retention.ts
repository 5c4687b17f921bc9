import { DUE_WINDOW_DAYS, RETENTION_GRACE_DAYS, type DueApplicant } from '@common/privacy'
import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { CompanyScope } from '../../db/company-scope'
import { applicants, applications } from '../../db/schema/applicants'
import { companies } from '../../db/schema/companies'
import type { ListPage } from '../../db/list-page'
import { DAY_MS } from '../../lib/clock'
import { ApiError, notFound } from '../../lib/errors'
import { TurnBudget } from '../../lib/turn-budget'
import type { Actor } from '../../platform/activity/activity-log'
import type { Logger } from '../../logger'
import { recordApplicantActivity } from '../applicants/public'
import { anonymise } from './anonymise'

/*
 * The retention schedule (contract 19). An applicant's clock is `last_activity_at` (any timeline
 * entry, or "Keep"). Once no application of theirs is active, the daily job anonymises them at
 *
 *   due_at = last_activity_at + retention_days + RETENTION_GRACE_DAYS
 *
 * The grace week is the promise's margin: the careers site says data is kept `retention_days`,
 * and "Due for anonymisation" lists everyone whose due_at falls within the next DUE_WINDOW_DAYS
 * (or has passed, for a job that has not run yet), so a recruiter sees each one at least a week
 * ahead and may keep them.
 */

/** Applicants the daily job anonymises per transaction: short transactions, and requests between them. */
export const RETENTION_BATCH = 500

const days = (n: number) => n * DAY_MS

/** No application of theirs is active: an applicant in a live process is never anonymised, whatever their clock. */
const noActiveApplication = sql`not exists (select 1 from ${applications} where ${applications.applicantId} = ${applicants.id} and ${applications.status} = 'active')`

async function retentionDaysOf(scope: CompanyScope): Promise<number> {
  const [company] = await scope.db.select({ retentionDays: companies.retentionDays }).from(companies).where(eq(companies.id, scope.companyId))
  if (!company) throw notFound('Company')
  return company.retentionDays
}

const dueAt = (lastActivityAt: Date, retentionDays: number) => new Date(lastActivityAt.getTime() + days(retentionDays + RETENTION_GRACE_DAYS))

/** `GET privacy/due`: whom the job anonymises within DUE_WINDOW_DAYS (or overdue), soonest first. */
export async function listDue(scope: CompanyScope, query: { page: number; per_page: number }, now: Date): Promise<ListPage<DueApplicant>> {
  const retentionDays = await retentionDaysOf(scope)
  const lastBefore = new Date(now.getTime() + days(DUE_WINDOW_DAYS) - days(retentionDays + RETENTION_GRACE_DAYS))
  const where = scope.where(applicants, isNull(applicants.anonymisedAt), lte(applicants.lastActivityAt, lastBefore), noActiveApplication)
  const [rows, [counted]] = await Promise.all([
    scope.db
      .select({
        id: applicants.id,
        name: applicants.name,
        lastActivityAt: applicants.lastActivityAt,
      })
      .from(applicants)
      .where(where)
      .orderBy(asc(applicants.lastActivityAt), asc(applicants.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    scope.db.select({ total: count() }).from(applicants).where(where),
  ])
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      last_activity_at: row.lastActivityAt.toISOString(),
      due_at: dueAt(row.lastActivityAt, retentionDays).toISOString(),
    })),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total: counted?.total ?? 0,
    },
  }
}

/** `POST applicants/{id}/keep`: restarts the applicant's clock, with who kept them and why in their timeline. */
export async function keepApplicant(scope: CompanyScope, id: number, reason: string, now: Date, actor: Actor): Promise<{ due_at: string }> {
  return scope.transaction(async (tx) => {
    const [applicant] = await tx.db
      .select({ anonymisedAt: applicants.anonymisedAt })
      .from(applicants)
      .where(tx.where(applicants, eq(applicants.id, id)))
      .for('update')
    if (!applicant) throw notFound('Applicant')
    if (applicant.anonymisedAt) throw new ApiError(409, 'This applicant is anonymised already; there is no data left to keep')
    await tx.db
      .update(applicants)
      .set({ lastActivityAt: now })
      .where(tx.where(applicants, eq(applicants.id, id)))
    await recordApplicantActivity(
      tx,
      id,
      {
        kind: 'kept',
        text: `Kept their data, the retention clock starting again: ${reason}`,
        actor,
        comment: reason,
      },
      now,
    )
    return { due_at: dueAt(now, await retentionDaysOf(tx)).toISOString() }
  })
}

/**
 * The daily job: anonymises, company by company, every applicant past their due_at with no
 * active application, RETENTION_BATCH per transaction. Idempotent: an anonymised applicant leaves
 * the candidates, and rows another run holds are skipped (SKIP LOCKED), so a repeat or an
 * overlapping run erases nothing twice. Answers how many it anonymised.
 */
export async function runRetention(db: Database, now: Date, logger?: Logger, batchSize = RETENTION_BATCH): Promise<number> {
  const companyRows = await db.select({ id: companies.id, retentionDays: companies.retentionDays }).from(companies).orderBy(asc(companies.id))
  let total = 0
  // Between batches, requests waiting on the event loop (and, on the embedded database, the connection) go first.
  const turns = new TurnBudget(0)
  for (const company of companyRows) {
    const cutoff = new Date(now.getTime() - days(company.retentionDays + RETENTION_GRACE_DAYS))
    const scope = new CompanyScope(db, company.id)
    for (;;) {
      const [picked, erased] = await scope.transaction(async (tx) => {
        const due = await tx.db
          .select({ id: applicants.id })
          .from(applicants)
          .where(tx.where(applicants, and(isNull(applicants.anonymisedAt), lte(applicants.lastActivityAt, cutoff), noActiveApplication)))
          .orderBy(asc(applicants.lastActivityAt), asc(applicants.id))
          .limit(batchSize)
          .for('update', { skipLocked: true })
        const ids = due.map((row) => row.id)
        return [ids.length, (await anonymise(tx, ids, now, null, 'retention')).length] as const
      })
      total += erased
      if (picked < batchSize) break
      await turns.yield()
    }
  }
  if (total > 0) logger?.info('Retention: anonymised applicants past their retention period', { anonymised: total })
  return total
}
