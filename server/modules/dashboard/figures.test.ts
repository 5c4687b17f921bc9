import type { StageKind } from '@common/pipeline'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applications } from '../../db/schema/applicants'
import { companies } from '../../db/schema/companies'
import { calendarDateIn } from '../../lib/clock'
import { createAccount, insertApplicant, insertJob } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

const MINUTE_MS = 60 * 1000
const DAY_MS = 24 * 60 * MINUTE_MS
/** UTC+13 in the southern summer, +12 in winter: its months begin on the previous UTC day. */
const TIME_ZONE = 'Pacific/Auckland'

/** How far the zone's wall clock is ahead of UTC at that instant. */
function offsetMs(instant: Date, timeZone: string): number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, Number(value)]))
  return Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second) - instant.getTime()
}

/** The instant a month (`YYYY-MM`) begins in the zone. */
function monthStart(month: string, timeZone: string): Date {
  const wall = Date.parse(`${month}-01T00:00:00Z`)
  const guess = wall - offsetMs(new Date(wall), timeZone)
  return new Date(wall - offsetMs(new Date(guess), timeZone))
}

function addMonths(month: string, months: number): string {
  const [year = 0, monthOfYear = 1] = month.split('-').map(Number)
  return new Date(Date.UTC(year, monthOfYear - 1 + months, 1)).toISOString().slice(0, 7)
}

const shift = (instant: Date, ms: number) => new Date(instant.getTime() + ms)

/** A company in TIME_ZONE with one job, and a way to put an application in a stage at given times. */
async function companyInZone(timeZone: string) {
  const account = await createAccount(server.db, { subscription: { plan: 'business' } })
  await server.db.update(companies).set({ timezone: timeZone }).where(eq(companies.id, account.company.id))
  const stages = await server.get('settings/pipeline-stages', { token: account.token })
  expect(stages.status).toBe(200)
  const stageOf = (name: string) => (stages.body.data as { id: number; name: string; kind: StageKind }[]).find((stage) => stage.name === name)
  const job = await insertJob(server.db, account.company.id, { status: 'published' })

  async function apply(stageName: string, status: 'active' | 'rejected' | 'hired', createdAt: Date, stageEnteredAt = createdAt) {
    const stage = stageOf(stageName)
    if (!stage) throw new Error(`no stage ${stageName}`)
    const applicant = await insertApplicant(server.db, account.company.id)
    await server.db
      .insert(applications)
      .values({ companyId: account.company.id, applicantId: applicant.id, jobId: job.id, stageId: stage.id, status, createdAt, stageEnteredAt })
  }
  return { ...account, apply }
}

describe('GET dashboard figures', () => {
  it('counts the funnel, the median time to hire and the hires per month by the company’s calendar', async () => {
    const now = server.clock.now()
    const thisMonth = calendarDateIn(now, TIME_ZONE).slice(0, 7)
    const lastMonth = addMonths(thisMonth, -1)
    const firstMonth = addMonths(thisMonth, -11)
    const company = await companyInZone(TIME_ZONE)

    // Hires: half an hour either side of two local month starts (UTC still says the month before).
    const hiredLastMonth = shift(monthStart(lastMonth, TIME_ZONE), 30 * MINUTE_MS)
    const hiredTwoMonthsAgo = shift(monthStart(lastMonth, TIME_ZONE), -30 * MINUTE_MS)
    const hiredFirstMonth = shift(monthStart(firstMonth, TIME_ZONE), 30 * MINUTE_MS)
    const hiredBeforeTheYear = shift(monthStart(firstMonth, TIME_ZONE), -30 * MINUTE_MS)
    await company.apply('Hired', 'hired', shift(hiredLastMonth, -10 * DAY_MS), hiredLastMonth)
    await company.apply('Hired', 'hired', shift(hiredTwoMonthsAgo, -20 * DAY_MS), hiredTwoMonthsAgo)
    await company.apply('Hired', 'hired', shift(hiredFirstMonth, -35 * DAY_MS), hiredFirstMonth)
    await company.apply('Hired', 'hired', shift(hiredBeforeTheYear, -4 * DAY_MS), hiredBeforeTheYear)
    // Still in the pipeline, and rejected (left out of the funnel).
    await company.apply('Applied', 'active', shift(now, -DAY_MS))
    await company.apply('Screening', 'active', shift(now, -2 * DAY_MS))
    await company.apply('Screening', 'active', shift(now, -3 * DAY_MS))
    await company.apply('Applied', 'rejected', shift(now, -4 * DAY_MS))
    await company.apply('Interview', 'rejected', shift(now, -5 * DAY_MS))
    // Another company's hire last month counts only there.
    const other = await companyInZone(TIME_ZONE)
    await other.apply('Hired', 'hired', shift(hiredLastMonth, -90 * DAY_MS), hiredLastMonth)

    const response = await server.get('dashboard', { token: company.token })
    expect(response.status).toBe(200)
    const figures = response.body.applicants
    expect(figures.funnel).toEqual([
      { stage: 'Applied', kind: 'applied', count: 1 },
      { stage: 'Screening', kind: 'in_progress', count: 2 },
      { stage: 'Interview', kind: 'in_progress', count: 0 },
      { stage: 'Offer', kind: 'offer', count: 0 },
      { stage: 'Hired', kind: 'hired', count: 4 },
    ])
    expect(figures.in_pipeline).toBe(3)
    // 4, 10, 20 and 35 days from application to hire: the median is halfway between 10 and 20.
    expect(figures.time_to_hire_days).toEqual({ median: 15 })
    const expected = Array.from({ length: 12 }, (_, index) => ({ month: addMonths(firstMonth, index), hires: 0 }))
    expected[0] = { month: firstMonth, hires: 1 }
    expected[9] = { month: addMonths(thisMonth, -2), hires: 1 }
    expected[10] = { month: lastMonth, hires: 1 }
    expect(figures.hires_by_month).toEqual(expected)
  })

  it('has no time to hire and twelve empty months before anyone is hired', async () => {
    const company = await companyInZone('America/Los_Angeles')
    await company.apply('Applied', 'active', server.clock.now())
    const response = await server.get('dashboard', { token: company.token })
    const thisMonth = calendarDateIn(server.clock.now(), 'America/Los_Angeles').slice(0, 7)
    expect(response.body.applicants.time_to_hire_days).toBeNull()
    expect(response.body.applicants.hires_by_month.map((row: { month: string }) => row.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => addMonths(thisMonth, index - 11)),
    )
    expect(response.body.applicants.hires_by_month.every((row: { hires: number }) => row.hires === 0)).toBe(true)
  })
})
