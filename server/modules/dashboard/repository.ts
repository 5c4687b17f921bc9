import { APPLICANT_ACCESS } from '@common/access/applicants'
import { EMPLOYEE_ACCESS } from '@common/access/employees'
import { JOB_ACCESS } from '@common/access/jobs'
import { OFFER_ACCESS } from '@common/access/offers'
import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { IDLE_APPLICATION_DAYS, SOON_DAYS, UNANSWERED_DAYS, type AttentionItem, type Dashboard } from '@common/dashboard'
import { hasAnyPermission, type Permission } from '@common/permissions'
import { countsInStage } from '@common/stage-count'
import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { companyTimeZone } from '../../db/company-today'
import { overdueStep, waitingForApprover } from '../requisitions/public'
import { readDashboardInterviews } from '../interviews/public'
import { readDashboardOffers } from '../offers/public'
import { applicants, applications, pipelineStages } from '../../db/schema/applicants'
import { employees } from '../../db/schema/employees'
import { jobs } from '../../db/schema/jobs'
import { candidateMessages } from '../../db/schema/messages'
import { requisitions } from '../../db/schema/requisitions'
import { calendarDateIn, DAY_MS } from '../../lib/clock'
import type { AuthSession } from '../../platform/session/auth-session'

/** The most items of each kind the attention list shows. */
const ATTENTION_LIMIT = 10

/** `YYYY-MM-DD` plus whole days. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** `YYYY-MM` plus whole months. */
function addMonths(month: string, months: number): string {
  const [year = 0, monthOfYear = 1] = month.split('-').map(Number)
  return new Date(Date.UTC(year, monthOfYear - 1 + months, 1)).toISOString().slice(0, 7)
}

const counted = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number)

async function requisitionSection(scope: CompanyScope, auth: AuthSession, now: Date, attention: AttentionItem[]) {
  const ownOnly = !hasAnyPermission({ is_owner: auth.user.isOwner, permissions: auth.permissions }, REQUISITION_ACCESS.list)
  const waiting = waitingForApprover({
    id: auth.user.id,
    isOwner: auth.user.isOwner,
    roleId: auth.role?.id ?? null,
    mayApprove: hasAnyPermission({ is_owner: auth.user.isOwner, permissions: auth.permissions }, REQUISITION_ACCESS.approve),
  })
  const visible = scope.where(requisitions, ownOnly ? eq(requisitions.requestedById, auth.user.id) : undefined)
  const [totals] = await scope.db
    .select({
      open: counted(eq(requisitions.status, 'approved')),
      pending: counted(inArray(requisitions.status, ['pending', 'on_hold'])),
      waiting_for_me: counted(waiting),
      overdue: counted(overdueStep(now)),
    })
    .from(requisitions)
    .where(visible)
  const items = async (condition: SQL) =>
    scope.db
      .select({ id: requisitions.id, title: requisitions.title })
      .from(requisitions)
      .where(and(visible, condition))
      .orderBy(asc(requisitions.stepDueAt), asc(requisitions.id))
      .limit(ATTENTION_LIMIT)
  for (const row of await items(waiting)) {
    attention.push({ kind: 'approval_waiting', text: `“${row.title}” is waiting for your approval`, link: `/job-requisitions/view/?id=${row.id}` })
  }
  for (const row of await items(overdueStep(now))) {
    attention.push({ kind: 'step_overdue', text: `The approval of “${row.title}” is overdue`, link: `/job-requisitions/view/?id=${row.id}` })
  }
  return totals ?? { open: 0, pending: 0, waiting_for_me: 0, overdue: 0 }
}

async function jobSection(scope: CompanyScope, today: string) {
  const [totals] = await scope.db
    .select({
      published: counted(eq(jobs.status, 'published')),
      draft: counted(eq(jobs.status, 'draft')),
      closing_soon: counted(and(eq(jobs.status, 'published'), gte(jobs.closesAt, today), lte(jobs.closesAt, addDays(today, SOON_DAYS)))),
    })
    .from(jobs)
    .where(scope.where(jobs))
  return totals ?? { published: 0, draft: 0, closing_soon: 0 }
}

/**
 * Hires per month are counted by the company's calendar: a hire at 00:30 on the 1st in its time
 * zone belongs to that month whatever the UTC date. The 12 months end with the current one.
 */
/**
 * The never-ghost list: applicants with an active application made before the start of the
 * company's day UNANSWERED_DAYS ago, never moved since, and no message from a person (the careers
 * confirmation does not count; a cancelled one was never read). Longest waiting first, at most
 * ATTENTION_LIMIT, then one line counting the rest.
 */
async function unanswered(scope: CompanyScope, today: string, timeZone: string, attention: AttentionItem[]): Promise<void> {
  const appliedBefore = sql`(${addDays(today, -UNANSWERED_DAYS)}::timestamp at time zone ${timeZone})`
  const waiting = and(
    eq(applications.status, 'active'),
    sql`${applications.createdAt} < ${appliedBefore}`,
    // A move sets stage_entered_at; on applying it is the application's own time.
    sql`${applications.stageEnteredAt} < ${applications.createdAt} + interval '1 minute'`,
    sql`not exists (select 1 from ${candidateMessages} where ${candidateMessages.companyId} = ${scope.companyId} and ${candidateMessages.applicantId} = ${applications.applicantId} and ${candidateMessages.senderId} is not null and ${candidateMessages.status} <> 'cancelled')`,
  )
  const rows = await scope.db
    .select({
      applicantId: applicants.id,
      name: applicants.name,
      job: sql<string>`min(${jobs.title})`,
      appliedAt: sql<Date>`min(${applications.createdAt})`.mapWith(applications.createdAt),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(scope.where(applications, waiting))
    .groupBy(applicants.id, applicants.name)
    .orderBy(sql`min(${applications.createdAt})`, asc(applicants.id))
    .limit(ATTENTION_LIMIT)
  for (const row of rows) {
    attention.push({
      kind: 'unanswered',
      text: `${row.name} applied for ${row.job} on ${calendarDateIn(row.appliedAt, timeZone)} and has heard nothing since`,
      link: `/candidates/view/?id=${row.applicantId}`,
    })
  }
  const rest = (rows[0]?.total ?? 0) - rows.length
  if (rest > 0) {
    attention.push({
      kind: 'unanswered',
      text: `${rest} more ${rest === 1 ? 'applicant has' : 'applicants have'} heard nothing for over ${UNANSWERED_DAYS} days`,
      link: '/candidates/',
    })
  }
}

async function applicantSection(scope: CompanyScope, now: Date, today: string, timeZone: string, attention: AttentionItem[]) {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS)
  const firstMonth = addMonths(today.slice(0, 7), -11)
  const localMonth = sql<string>`to_char(${applications.stageEnteredAt} at time zone ${timeZone}, 'YYYY-MM')`
  const idleSince = new Date(now.getTime() - IDLE_APPLICATION_DAYS * DAY_MS)
  const [[fresh], stages, stageCounts, sources, [timeToHire], months, idle] = await Promise.all([
    scope.db
      .select({ total: count() })
      .from(applicants)
      .where(scope.where(applicants, gte(applicants.createdAt, weekAgo))),
    scope.db
      .select({ id: pipelineStages.id, stage: pipelineStages.name, kind: pipelineStages.kind })
      .from(pipelineStages)
      .where(scope.where(pipelineStages))
      .orderBy(asc(pipelineStages.position), asc(pipelineStages.id)),
    // One pass over an index that holds stage and status serves both the funnel and the pipeline.
    scope.db
      .select({ stageId: applications.stageId, status: applications.status, count: count() })
      .from(applications)
      .where(scope.where(applications))
      .groupBy(applications.stageId, applications.status),
    scope.db
      .select({ source: applicants.source, count: count() })
      .from(applicants)
      .where(scope.where(applicants))
      .groupBy(applicants.source)
      .orderBy(sql`count(*) desc`, applicants.source),
    scope.db
      .select({
        median: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${applications.stageEnteredAt} - ${applications.createdAt}) / 86400)`,
      })
      .from(applications)
      .where(scope.where(applications, eq(applications.status, 'hired'))),
    scope.db
      .select({ month: localMonth, hires: count() })
      .from(applications)
      .where(scope.where(applications, eq(applications.status, 'hired'), sql`${applications.stageEnteredAt} >= (${`${firstMonth}-01`}::timestamp at time zone ${timeZone})`))
      .groupBy(sql`1`),
    scope.db
      .select({ applicantId: applicants.id, name: applicants.name, stage: pipelineStages.name, job: jobs.title })
      .from(applications)
      .innerJoin(applicants, eq(applicants.id, applications.applicantId))
      .innerJoin(pipelineStages, eq(pipelineStages.id, applications.stageId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(scope.where(applications, eq(applications.status, 'active'), sql`${applications.stageEnteredAt} < ${idleSince.toISOString()}`))
      .orderBy(asc(applications.stageEnteredAt), asc(applications.id))
      .limit(ATTENTION_LIMIT),
  ])
  await unanswered(scope, today, timeZone, attention)
  for (const row of idle) {
    attention.push({
      kind: 'application_idle',
      text: `${row.name} has been in ${row.stage} for ${row.job} for more than ${IDLE_APPLICATION_DAYS} days`,
      link: `/candidates/view/?id=${row.applicantId}`,
    })
  }
  const hiresOf = new Map(months.map((row) => [row.month, row.hires]))
  const hiresByMonth = Array.from({ length: 12 }, (_, index) => {
    const month = addMonths(firstMonth, index)
    return { month, hires: hiresOf.get(month) ?? 0 }
  })
  const median = timeToHire?.median
  const sum = (rows: typeof stageCounts) => rows.reduce((total, row) => total + row.count, 0)
  return {
    new_this_week: fresh?.total ?? 0,
    in_pipeline: sum(stageCounts.filter((row) => row.status === 'active')),
    // A stage's count as Settings shows it: one definition (countsInStage).
    funnel: stages.map(({ id, stage, kind }) => ({ stage, kind, count: sum(stageCounts.filter((row) => row.stageId === id && countsInStage(row.status))) })),
    sources,
    time_to_hire_days: median === null || median === undefined ? null : { median: Math.round(Number(median) * 10) / 10 },
    hires_by_month: hiresByMonth,
  }
}

async function employeeSection(scope: CompanyScope, today: string) {
  const [totals] = await scope.db
    .select({
      active: counted(eq(employees.status, 'active')),
      on_leave: counted(eq(employees.status, 'on_leave')),
      starting_soon: counted(and(sql`${employees.status} <> 'terminated'`, gte(employees.startDate, today), lte(employees.startDate, addDays(today, SOON_DAYS)))),
    })
    .from(employees)
    .where(scope.where(employees))
  return totals ?? { active: 0, on_leave: 0, starting_soon: 0 }
}

/** Contract section 15: the sections whose source the caller may list, and what needs them. */
export async function readDashboard(scope: CompanyScope, auth: AuthSession, now: Date): Promise<Dashboard> {
  const subject = { is_owner: auth.user.isOwner, permissions: auth.permissions }
  const may = (permissions: readonly Permission[]) => hasAnyPermission(subject, permissions)
  const timeZone = await companyTimeZone(scope)
  const today = calendarDateIn(now, timeZone)
  const attention: AttentionItem[] = []
  const dashboard: Dashboard = { interviews: await readDashboardInterviews(scope, auth.user.id, now, attention), attention }
  if (may(REQUISITION_ACCESS.list) || may(REQUISITION_ACCESS.listOwn)) dashboard.requisitions = await requisitionSection(scope, auth, now, attention)
  if (may(JOB_ACCESS.list)) dashboard.jobs = await jobSection(scope, today)
  if (may(APPLICANT_ACCESS.list)) dashboard.applicants = await applicantSection(scope, now, today, timeZone, attention)
  if (may(EMPLOYEE_ACCESS.list)) dashboard.employees = await employeeSection(scope, today)
  if (may(OFFER_ACCESS.approve)) await readDashboardOffers(scope, auth, attention)
  return dashboard
}
