/**
 * `npm run bench:interviews`: contract 16's self-scheduling search on a busy company. 5,000
 * interviews from three months back to three months ahead among 50 interviewers (about one a
 * working day each); the free slots of a 4-person panel
 * over two weeks are computed 200 times (the query `GET scheduling/{token}` runs), and `GET
 * dashboard` is asked 200 times through the app, in this process, on the same data.
 *
 * Targets: free slots p95 < 50 ms; GET dashboard p95 < 100 ms. On the embedded database by
 * default; with DATABASE_URL (a PostgreSQL server whose user may create databases) on a
 * throwaway database there.
 *
 *   npm run bench:interviews
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:interviews
 *   npm run bench:interviews -- --explore   # print only, no verdict
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_WORKING_HOURS } from '../common/interviews'
import { openPglite, postgresDatabase, type DatabaseHandle } from '../server/db/client'
import { applications } from '../server/db/schema/applicants'
import { companies } from '../server/db/schema/companies'
import { interviewInterviewers, interviews } from '../server/db/schema/interviews'
import { freeSlots } from '../server/modules/interviews/scheduling-links'
import { companyStages } from '../server/modules/applicants/public'
import { CompanyScope } from '../server/db/company-scope'
import { createAccount, createUser, insertApplicant, insertJob } from '../server/test/factories'
import { benchApp } from './lib/bench-app'
import { createTemporaryDatabase, type TemporaryDatabase } from './lib/postgres'
import { formatMs, printChecks, printTable, quantile, reportVerdict, type Check } from './lib/report'
import { eq } from 'drizzle-orm'

const INTERVIEWS = 5_000
const INTERVIEWERS = 50
const APPLICATIONS = 200
const SAMPLES = 200
const TARGETS = { slotsP95Ms: 50, dashboardP95Ms: 100 }
const DAY_MS = 24 * 60 * 60_000

const { values: flags } = parseArgs({ options: { explore: { type: 'boolean', default: false } } })

function log(message: string): void {
  console.error(`[bench:interviews] ${message}`)
}

const p = (samples: readonly number[], q: number) =>
  quantile(
    [...samples].sort((a, b) => a - b),
    q,
  )

/** A repeatable pseudo-random sequence, so every run seeds the same calendar. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

async function seed(handle: DatabaseHandle) {
  const db = handle.db
  const owner = await createAccount(db, { companyName: 'Interviews Bench Co', subscription: { plan: 'business' } })
  await db.update(companies).set({ timezone: 'Europe/Berlin' }).where(eq(companies.id, owner.company.id))
  const users: Awaited<ReturnType<typeof createUser>>[] = []
  for (let index = 0; index < INTERVIEWERS; index += 1) users.push(await createUser(db, owner.company.id, { name: `Interviewer ${index + 1}` }))
  const job = await insertJob(db, owner.company.id, { title: 'Platform Engineer' })
  const [applied] = await companyStages(new CompanyScope(db, owner.company.id))
  const applicationIds: number[] = []
  for (let index = 0; index < APPLICATIONS; index += 1) {
    const applicant = await insertApplicant(db, owner.company.id, { name: `Candidate ${index + 1}` })
    const [application] = await db
      .insert(applications)
      .values({ companyId: owner.company.id, applicantId: applicant.id, jobId: job.id, stageId: applied!.id })
      .returning({ id: applications.id })
    applicationIds.push(application!.id)
  }
  const next = random(16)
  const today = new Date()
  today.setUTCHours(0, 0, 0, 0)
  for (let from = 0; from < INTERVIEWS; from += 500) {
    const batch = Array.from({ length: Math.min(500, INTERVIEWS - from) }, (_, index) => {
      const day = new Date(today.getTime() + (Math.floor(next() * 182) - 91) * DAY_MS)
      const startsAt = new Date(day.getTime() + (7 + Math.floor(next() * 32) / 4) * 60 * 60_000)
      const minutes = [30, 45, 60, 90][Math.floor(next() * 4)]!
      return {
        companyId: owner.company.id,
        applicationId: applicationIds[(from + index) % APPLICATIONS]!,
        title: 'Interview',
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        timezone: 'Europe/Berlin',
        status: next() < 0.1 ? ('cancelled' as const) : ('scheduled' as const),
      }
    })
    const rows = await db.insert(interviews).values(batch).returning({ id: interviews.id })
    await db.insert(interviewInterviewers).values(
      rows.flatMap((row) => {
        const panel = new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => users[Math.floor(next() * INTERVIEWERS)]!))
        return [...panel].map((user) => ({ interviewId: row.id, userId: user.id, companyId: owner.company.id, name: user.name }))
      }),
    )
  }
  await handle.maintain()
  return { owner, users }
}

async function measure(handle: DatabaseHandle, label: string): Promise<Check[]> {
  log(`${label}: seeding ${INTERVIEWS.toLocaleString('en-US')} interviews among ${INTERVIEWERS} interviewers`)
  const { owner, users } = await seed(handle)
  const panel = users.slice(0, 4).map((user) => user.id)
  const slotsMs: number[] = []
  let slotCount = 0
  for (let run = -20; run < SAMPLES; run += 1) {
    const now = new Date()
    const started = performance.now()
    const slots = await freeSlots(handle.db, {
      companyId: owner.company.id,
      timezone: 'Europe/Berlin',
      workingHours: DEFAULT_WORKING_HOURS,
      panel,
      durationMinutes: 60,
      from: new Date(now.getTime() + DAY_MS),
      to: new Date(now.getTime() + 15 * DAY_MS),
      now,
    })
    if (run >= 0) slotsMs.push(performance.now() - started)
    slotCount = slots.length
  }

  const app = benchApp(handle)
  const dashboardMs: number[] = []
  for (let run = -20; run < SAMPLES; run += 1) {
    const started = performance.now()
    const response = await app.request('/backend/api/dashboard', { headers: { authorization: `Bearer ${owner.token}` } })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`GET dashboard answered ${response.status}`)
    if (run >= 0) dashboardMs.push(performance.now() - started)
  }

  console.log(`\n${label}: ${INTERVIEWS.toLocaleString('en-US')} interviews, a 4-person panel over two weeks (${slotCount} free 60-minute slots)`)
  printTable(
    ['measure', 'p50', 'p95'],
    [
      [`free slots (${SAMPLES} runs)`, formatMs(p(slotsMs, 0.5)), formatMs(p(slotsMs, 0.95))],
      [`GET dashboard (${SAMPLES} requests)`, formatMs(p(dashboardMs, 0.5)), formatMs(p(dashboardMs, 0.95))],
    ],
  )
  return [
    { name: `${label}: free slots p95`, measured: formatMs(p(slotsMs, 0.95)), target: `< ${TARGETS.slotsP95Ms} ms`, met: p(slotsMs, 0.95) < TARGETS.slotsP95Ms },
    { name: `${label}: GET dashboard p95`, measured: formatMs(p(dashboardMs, 0.95)), target: `< ${TARGETS.dashboardP95Ms} ms`, met: p(dashboardMs, 0.95) < TARGETS.dashboardP95Ms },
  ]
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL
  let temporary: TemporaryDatabase | undefined
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staffdesk-interviews-'))
  let handle: DatabaseHandle | undefined
  try {
    if (adminUrl) {
      temporary = await createTemporaryDatabase(adminUrl, 'bench_interviews')
      handle = postgresDatabase(temporary.url)
    } else {
      handle = await openPglite({ dataDir: path.join(dataDir, 'db') })
    }
    await handle.migrate()
    const checks = await measure(handle, adminUrl ? 'PostgreSQL' : 'PGlite')
    printChecks(checks)
    reportVerdict(checks, flags.explore)
  } finally {
    await handle?.close()
    await temporary?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
