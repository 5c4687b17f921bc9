import { eq } from 'drizzle-orm'
import { DEFAULT_APPROVAL_CHAIN } from '../common/approval-chain'
import { OFFER_STATUSES } from '../common/offers'
import { createApp, registerBackgroundWork } from '../server/app'
import type { DatabaseHandle } from '../server/db/client'
import { CompanyScope } from '../server/db/company-scope'
import { applicants, applications } from '../server/db/schema/applicants'
import { emailTemplates } from '../server/db/schema/messages'
import { offers } from '../server/db/schema/offers'
import { systemClock } from '../server/lib/clock'
import { RateLimiter } from '../server/lib/rate-limiter'
import { createLogger } from '../server/logger'
import { companyStages } from '../server/modules/applicants/public'
import { EmbeddedBilling } from '../server/platform/subscription/billing'
import { TaskQueue } from '../server/platform/tasks/task-queue'
import { createAccount, insertJob } from '../server/test/factories'
import { MemoryMailer } from '../server/test/memory-mailer'
import { formatMs, printTable, quantile, type Check } from './lib/report'

/**
 * The offers list at scale (contract 17): 20,000 offers in one company (one per application,
 * statuses spread, a quarter waiting for approval), seeded in SQL, and GET offers asked through
 * the app in this process for its common views: the default page, a status, a job, a candidate's
 * name, a sort by expiry, a deep page and "waiting for me". Target: each view's p95 < 30 ms.
 */

export const OFFERS = 20_000
const JOBS = 40
const BATCH = 1_000
const SAMPLES = 100
const TARGET_P95_MS = 30
const DAY_MS = 24 * 60 * 60_000

function log(message: string): void {
  console.error(`[bench:offers] ${message}`)
}

/** A repeatable pseudo-random sequence, so every run seeds the same offers. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

const NAMES = ['Ana', 'Ben', 'Chen', 'Dara', 'Eli', 'Femi', 'Gus', 'Hana', 'Ivo', 'Jun']
const SURNAMES = ['Lima', 'Okafor', 'Novak', 'Silva', 'Ito', 'Berg', 'Costa', 'Haddad', 'Kim', 'Moreau']

async function seed(handle: DatabaseHandle) {
  const db = handle.db
  const owner = await createAccount(db, { companyName: 'Offers Bench Co', subscription: { plan: 'business' } })
  const companyId = owner.company.id
  const [firstStage] = await companyStages(new CompanyScope(db, companyId))
  const [template] = await db.select({ id: emailTemplates.id }).from(emailTemplates).where(eq(emailTemplates.companyId, companyId))
  const jobs: { id: number; title: string }[] = []
  for (let index = 0; index < JOBS; index += 1) jobs.push(await insertJob(db, companyId, { title: `Engineer ${index + 1}` }))
  const next = random(17)
  const now = Date.now()
  for (let from = 0; from < OFFERS; from += BATCH) {
    const count = Math.min(BATCH, OFFERS - from)
    const people = await db
      .insert(applicants)
      .values(Array.from({ length: count }, (_, index) => ({ companyId, name: `${NAMES[(from + index) % 10]} ${SURNAMES[Math.floor((from + index) / 10) % 10]} ${from + index}` })))
      .returning({ id: applicants.id })
    const jobOf = people.map(() => jobs[Math.floor(next() * JOBS)]!)
    const applied = await db
      .insert(applications)
      .values(people.map((person, index) => ({ companyId, applicantId: person.id, jobId: jobOf[index]!.id, stageId: firstStage!.id })))
      .returning({ id: applications.id })
    await db.insert(offers).values(
      applied.map((application, index) => {
        const status = next() < 0.25 ? 'pending_approval' : OFFER_STATUSES[Math.floor(next() * OFFER_STATUSES.length)]!
        const created = new Date(now - Math.floor(next() * 180) * DAY_MS)
        return {
          companyId,
          applicationId: application.id,
          jobId: jobOf[index]!.id,
          status,
          templateId: template?.id ?? null,
          jobTitle: jobOf[index]!.title,
          startDate: new Date(now + Math.floor(next() * 120) * DAY_MS).toISOString().slice(0, 10),
          salary: 60_000 + Math.floor(next() * 80) * 1_000,
          salaryCurrency: 'USD',
          salaryPeriod: 'year' as const,
          employmentType: 'full_time' as const,
          expiresAt: new Date(created.getTime() + 14 * DAY_MS),
          letter: 'We are delighted to offer you the role.',
          createdByName: 'Bench',
          createdAt: created,
          updatedAt: created,
          ...(status === 'pending_approval'
            ? { chain: DEFAULT_APPROVAL_CHAIN, round: 1, step: 1, stepStartedAt: created, stepDueAt: new Date(created.getTime() + 3 * DAY_MS) }
            : {}),
        }
      }),
    )
  }
  await handle.maintain()
  return { owner, jobId: jobs[0]!.id }
}

/** Seeds the offers in `handle`'s database and times the list's views; answers a check per view. */
export async function measureOffersList(handle: DatabaseHandle, label: string): Promise<Check[]> {
  log(`${label}: seeding ${OFFERS.toLocaleString('en-US')} offers`)
  const { owner, jobId } = await seed(handle)
  const deps = {
    db: handle.db,
    logger: createLogger('silent'),
    mailer: new MemoryMailer(),
    billing: new EmbeddedBilling(),
    clock: systemClock,
    rateLimiter: new RateLimiter(handle.db, systemClock),
    tasks: new TaskQueue(handle.db, { clock: systemClock, logger: createLogger('silent') }),
    publicUrl: 'http://bench.test',
    trustProxy: false,
  }
  registerBackgroundWork(deps)
  const app = createApp(deps)
  const views: [string, string][] = [
    ['default page', ''],
    ['status=sent', 'status=sent'],
    ['one job', `job_id=${jobId}`],
    ['candidate name', 'q=Dara%20Novak'],
    ['sort by expiry', 'sort=-expires_at'],
    ['page 200', 'page=200'],
    ['waiting for me', 'waiting_for_me=true'],
  ]
  const rows: string[][] = []
  const checks: Check[] = []
  for (const [name, query] of views) {
    const samples: number[] = []
    for (let run = -10; run < SAMPLES; run += 1) {
      const started = performance.now()
      const response = await app.request(`/backend/api/offers?${query}`, { headers: { authorization: `Bearer ${owner.token}` } })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`GET offers?${query} answered ${response.status}`)
      if (run >= 0) samples.push(performance.now() - started)
    }
    samples.sort((a, b) => a - b)
    const p95 = quantile(samples, 0.95)
    rows.push([name, formatMs(quantile(samples, 0.5)), formatMs(p95)])
    checks.push({ name: `${label}: GET offers (${name}) p95`, measured: formatMs(p95), target: `< ${TARGET_P95_MS} ms`, met: p95 < TARGET_P95_MS })
  }
  console.log(`\n${label}: GET offers among ${OFFERS.toLocaleString('en-US')} offers (${SAMPLES} requests each)`)
  printTable(['view', 'p50', 'p95'], rows)
  return checks
}
