import { eq, sql } from 'drizzle-orm'
import { DEFAULT_APPROVAL_CHAIN } from '../common/approval-chain'
import { OFFER_STATUSES } from '../common/offers'
import type { DatabaseHandle } from '../server/db/client'
import { CompanyScope } from '../server/db/company-scope'
import { applicants, applications } from '../server/db/schema/applicants'
import { emailTemplates } from '../server/db/schema/messages'
import { offers } from '../server/db/schema/offers'
import { companyStages } from '../server/modules/applicants/public'
import { createAccount, insertJob } from '../server/test/factories'
import { benchApp } from './lib/bench-app'
import { timeLists, type ListRequest } from './lib/list-timings'
import { formatMs, printTable, type Check } from './lib/report'

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
const WARM_UP = 10
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

/** The bench's company and its offers in `handle`'s database: the owner's token and the first job, which the "one job" view filters by. */
export async function seedOffers(handle: DatabaseHandle): Promise<{ token: string; jobId: number }> {
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
  // What autovacuum does after a bulk load on PostgreSQL (maintain() runs it on PGlite only):
  // without statistics the planner guesses a few rows per company and sorts every offer for a page.
  await handle.db.execute(sql.raw('VACUUM ANALYZE'))
  return { token: owner.token, jobId: jobs[0]!.id }
}

/** The list's common views; the job filtered by is the seeded one's. */
const views = (jobId: number): ListRequest[] => [
  { label: 'default page', query: {} },
  { label: 'status=sent', query: { status: 'sent' } },
  { label: 'one job', query: { job_id: String(jobId) } },
  { label: 'candidate name', query: { q: 'Dara Novak' } },
  { label: 'sort by expiry', query: { sort: '-expires_at' } },
  { label: 'page 200', query: { page: '200' } },
  { label: 'waiting for me', query: { waiting_for_me: 'true' } },
]

/** Times the list's views on offers seedOffers() stored in `handle`'s database; answers a check per view. */
export async function timeOffersList(handle: DatabaseHandle, label: string, { token, jobId }: { token: string; jobId: number }): Promise<Check[]> {
  const { perList } = await timeLists(benchApp(handle), token, 'offers', views(jobId), { rounds: SAMPLES, warmUp: WARM_UP })
  console.log(`\n${label}: GET offers among ${OFFERS.toLocaleString('en-US')} offers (${SAMPLES} requests each)`)
  printTable(
    ['view', 'matches', 'p50', 'p95'],
    perList.map((view) => [view.label, view.total.toLocaleString('en-US'), formatMs(view.p50), formatMs(view.p95)]),
  )
  return perList.map((view) => ({ name: `${label}: GET offers (${view.label}) p95`, measured: formatMs(view.p95), target: `< ${TARGET_P95_MS} ms`, met: view.p95 < TARGET_P95_MS }))
}

/** Seeds the offers in `handle`'s database and times the list's views; answers a check per view. */
export async function measureOffersList(handle: DatabaseHandle, label: string): Promise<Check[]> {
  log(`${label}: seeding ${OFFERS.toLocaleString('en-US')} offers`)
  return await timeOffersList(handle, label, await seedOffers(handle))
}
