/**
 * `npm run bench:applicants`: issue 10's server targets with 100,000 applicants in one company,
 * each with about 600 words of resume text (bench/lib/seed-applicants.ts), and one application
 * each over 50 jobs (2,000 per job's board).
 *
 * 1. GET `applicants` with a search term and a filter, one request at a time through the real
 *    server (`server/main.ts`): p95 under 150 ms embedded, under 50 ms on PostgreSQL.
 * 2. A move (PATCH `applications/{id}`), request to answer: p95 under 50 ms.
 * 3. A job's board with 2,000 cards (GET `jobs/{id}/pipeline`): printed, no target here (the
 *    board's render and scroll are the app's benchmark).
 *
 *   npm run bench:applicants                                  # embedded only
 *   npm run bench:applicants -- --postgres=postgres://postgres@127.0.0.1:5432/postgres   # also PostgreSQL
 *   npm run bench:applicants -- --applicants=5000 --explore   # a quick look, print only
 *   npm run bench:applicants -- --keep=/tmp/applicants        # build the embedded data set once, reuse it
 *   npm run bench:applicants -- --postgres-data=postgres://…/db   # measure a PostgreSQL data set built before, as is (built first when empty)
 *   npm run bench:applicants -- --postgres-data=postgres://…/db --postgres-only   # PostgreSQL alone
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { asc, eq, sql } from 'drizzle-orm'
import { callApi } from '../e2e/full-stack/api-call'
import { openDatabase } from '../server/db/client'
import { applications } from '../server/db/schema/applicants'
import { users } from '../server/db/schema/users'
import { createTemporaryDatabase, type TemporaryDatabase } from './lib/postgres'
import { formatMs, latencySummary, type LatencySummary, printChecks, printTable, reportVerdict, type Check } from './lib/report'
import { reuseOrBuild, signUpCompanies } from './lib/data-set'
import { seedJobsAndApplicants } from './lib/seed-applicants'
import { startApiServer } from './lib/server-process'

const PASSWORD = 'bench password 0123'
const OWNER = 'owner@applicants.test'
const JOBS = 50
const SEARCH_ROUNDS = 30
const MOVES = 120
const BOARD_ROUNDS = 15
const TARGETS = { searchEmbedded: 150, searchPostgres: 50, move: 50 }

const { values: flags } = parseArgs({
  options: {
    explore: { type: 'boolean', default: false },
    applicants: { type: 'string', default: '100000' },
    keep: { type: 'string' },
    postgres: { type: 'string' },
    'postgres-data': { type: 'string' },
    'postgres-only': { type: 'boolean', default: false },
  },
})
const applicantCount = Number(flags.applicants)
if (!Number.isInteger(applicantCount) || applicantCount < 1000) throw new Error('--applicants takes a whole number of at least 1,000')

function log(message: string): void {
  console.error(`[bench:applicants] ${message}`)
}

interface Target {
  label: 'embedded' | 'PostgreSQL'
  env: { DATA_DIR: string; DATABASE_URL?: string }
}

/** The company signed up through the API, then its jobs and applicants written straight to the database. */
async function buildDataSet(target: Target): Promise<void> {
  await signUpCompanies(target.env, [{ name: 'Applicants Bench Co', email: OWNER, password: PASSWORD, plan: 'team' }], 10 * 60_000)
  const database = await openDatabase(target.env)
  try {
    const [owner] = await database.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, OWNER))
    if (!owner) throw new Error('The bench owner was not stored')
    const started = performance.now()
    await seedJobsAndApplicants(database.db, owner.companyId, JOBS, applicantCount)
    log(`${applicantCount.toLocaleString('en-US')} applicants (and their ${JOBS} jobs) in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    // What autovacuum does after a bulk load on PostgreSQL (maintain() runs it on PGlite only):
    // without statistics the planner guesses one row per filter and picks slow plans.
    await database.db.execute(sql.raw('VACUUM ANALYZE'))
  } finally {
    await database.close()
  }
}

/** True when the bench's company is stored already (a data set built before). */
async function hasOwner(target: Target): Promise<boolean> {
  const database = await openDatabase(target.env)
  try {
    const owners = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, OWNER))
      .catch(() => []) // not migrated yet: the server migrates it
    return owners.length > 0
  } finally {
    await database.close()
  }
}

async function timed(url: string, token: string, init: RequestInit = {}): Promise<{ ms: number; body: unknown }> {
  const started = performance.now()
  const response = await fetch(url, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } })
  const body: unknown = await response.json()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${JSON.stringify(body)}`)
  return { ms, body }
}

interface Figures {
  searches: { label: string; total: number; p50: number; p95: number; max: number }[]
  search: LatencySummary
  move: LatencySummary
  board: LatencySummary
  boardCards: number
}

async function measure(target: Target): Promise<Figures> {
  const server = await startApiServer(target.env, 10 * 60_000)
  try {
    const { token } = await callApi<{ token: string }>(server.baseUrl, 'POST', 'login', { email: OWNER, password: PASSWORD })
    const api = `${server.baseUrl}/backend/api`
    const stages = (await timed(`${api}/settings/pipeline-stages`, token)).body as { data: { id: number; kind: string }[] }
    const jobList = (await timed(`${api}/jobs?per_page=100&sort=created_at`, token)).body as { data: { id: number }[] }
    const job = String(jobList.data[0]?.id)
    const screening = String(stages.data[1]?.id)
    const searches: { label: string; query: Record<string, string> }[] = [
      { label: 'q=kubernetes, job_id', query: { q: 'kubernetes', job_id: job } },
      { label: 'q=python postgresql, stage_id', query: { q: 'python postgresql', stage_id: screening } },
      { label: 'q=supply chain, status=active', query: { q: 'supply chain', status: 'active' } },
      { label: 'q=react, skills=TypeScript', query: { q: 'react', skills: 'TypeScript' } },
      { label: 'q=terraform, rating_min=4, sort=name', query: { q: 'terraform', rating_min: '4', sort: 'name' } },
      // Common resume words, the hard case: most applicants match.
      { label: 'q=leadership mentoring, tag=referral', query: { q: 'leadership mentoring', tag: 'referral' } },
      { label: 'q=experience, status=active (common)', query: { q: 'experience', status: 'active' } },
      { label: 'q=team, sort=name (common)', query: { q: 'team', sort: 'name' } },
    ]
    const timings = new Map<string, number[]>(searches.map((search) => [search.label, []]))
    const totals = new Map<string, number>()
    for (let round = -3; round < SEARCH_ROUNDS; round += 1) {
      for (const search of searches) {
        const { ms, body } = await timed(`${api}/applicants?${new URLSearchParams(search.query)}`, token)
        if (round < 0) continue
        timings.get(search.label)?.push(ms)
        totals.set(search.label, (body as { meta: { total: number } }).meta.total)
      }
    }

    const boardSamples: number[] = []
    let boardCards = 0
    for (let round = -2; round < BOARD_ROUNDS; round += 1) {
      const { ms, body } = await timed(`${api}/jobs/${job}/pipeline`, token)
      boardCards = (body as { stages: { applications: unknown[] }[] }).stages.reduce((sum, stage) => sum + stage.applications.length, 0)
      if (round >= 0) boardSamples.push(ms)
    }

    const database = target.env.DATABASE_URL ? await openDatabase(target.env) : null
    const ids = database
      ? (await database.db.select({ id: applications.id }).from(applications).where(eq(applications.status, 'active')).orderBy(asc(applications.id)).limit(MOVES)).map(
          (row) => row.id,
        )
      : await activeApplicationIds(api, token, job)
    await database?.close()
    const moveSamples: number[] = []
    const targets = stages.data.filter((stage) => stage.kind !== 'hired')
    for (const [index, id] of ids.entries()) {
      const stage = targets[index % targets.length]
      const { ms } = await timed(`${api}/applications/${id}`, token, { method: 'PATCH', body: JSON.stringify({ stage_id: stage?.id }) })
      if (index >= 5) moveSamples.push(ms)
    }
    const all = [...timings.values()].flat()
    return {
      searches: searches.map((search) => ({ label: search.label, total: totals.get(search.label) ?? 0, ...latencySummary(timings.get(search.label) ?? []) })),
      search: latencySummary(all),
      move: latencySummary(moveSamples),
      board: latencySummary(boardSamples),
      boardCards,
    }
  } finally {
    await server.stop()
  }
}

/** PGlite takes one process at a time: with the server up, the board names the applications to move. */
async function activeApplicationIds(api: string, token: string, job: string): Promise<number[]> {
  const board = (await timed(`${api}/jobs/${job}/pipeline`, token)).body as { stages: { kind: string; applications: { id: number }[] }[] }
  return board.stages.flatMap((stage) => stage.applications.map((card) => card.id)).slice(0, MOVES)
}

function report(target: Target, figures: Figures): Check[] {
  console.log(
    `\n${target.label}: GET /backend/api/applicants, ${applicantCount.toLocaleString('en-US')} applicants with ~600-word resumes, one request at a time, ${SEARCH_ROUNDS} rounds\n`,
  )
  printTable(
    ['search and filter', 'matches', 'p50', 'p95', 'max'],
    figures.searches.map((row) => [row.label, row.total.toLocaleString('en-US'), formatMs(row.p50), formatMs(row.p95), formatMs(row.max)]),
  )
  console.log(`\n${target.label}: moves and the board\n`)
  printTable(
    ['request', 'p50', 'p95', 'max'],
    [
      ['PATCH applications/{id} (a move)', formatMs(figures.move.p50), formatMs(figures.move.p95), formatMs(figures.move.max)],
      [`GET jobs/{id}/pipeline (${figures.boardCards.toLocaleString('en-US')} cards)`, formatMs(figures.board.p50), formatMs(figures.board.p95), formatMs(figures.board.max)],
    ],
  )
  const searchTarget = target.label === 'embedded' ? TARGETS.searchEmbedded : TARGETS.searchPostgres
  return [
    { name: `${target.label}: search + filter p95`, measured: formatMs(figures.search.p95), target: `< ${searchTarget} ms`, met: figures.search.p95 < searchTarget },
    { name: `${target.label}: move p95`, measured: formatMs(figures.move.p95), target: `< ${TARGETS.move} ms`, met: figures.move.p95 < TARGETS.move },
  ]
}

const loadBefore = loadavg()[0] ?? 0
log(`${availableParallelism()} cores, load average ${loadBefore.toFixed(2)}, Node ${process.version}`)
const checks: Check[] = []
const embeddedDir = flags.keep ? path.resolve(flags.keep) : mkdtempSync(path.join(tmpdir(), 'staffdesk-bench-applicants-'))
let postgres: TemporaryDatabase | undefined
const postgresDir = mkdtempSync(path.join(tmpdir(), 'staffdesk-bench-applicants-pg-'))
try {
  if (flags['postgres-data']) {
    const target: Target = { label: 'PostgreSQL', env: { DATA_DIR: postgresDir, DATABASE_URL: flags['postgres-data'] } }
    if (await hasOwner(target)) {
      log('measuring the PostgreSQL data set as it is')
    } else {
      log('building the PostgreSQL data set in the (empty) database given')
      await buildDataSet(target)
    }
    checks.push(...report(target, await measure(target)))
  } else if (flags.postgres) {
    postgres = await createTemporaryDatabase(flags.postgres, 'staffdesk_bench_applicants')
    const target: Target = { label: 'PostgreSQL', env: { DATA_DIR: postgresDir, DATABASE_URL: postgres.url } }
    log('building the PostgreSQL data set')
    await buildDataSet(target)
    checks.push(...report(target, await measure(target)))
  }
  const embedded: Target = { label: 'embedded', env: { DATA_DIR: embeddedDir } }
  if (flags['postgres-only']) {
    log('leaving out the embedded database (--postgres-only)')
  } else {
    await reuseOrBuild(embeddedDir, Boolean(flags.keep), 'the embedded data set', () => buildDataSet(embedded), log)
  }
  if (!flags['postgres-only']) checks.push(...report(embedded, await measure(embedded)))
  console.log('\nTargets (issue 10)\n')
  printChecks(checks)
  console.log(`\nLoad average (1 min) before ${loadBefore.toFixed(2)}, after ${(loadavg()[0] ?? 0).toFixed(2)}`)
  reportVerdict(checks, flags.explore)
} finally {
  await postgres?.drop()
  rmSync(postgresDir, { recursive: true, force: true })
  if (!flags.keep) rmSync(embeddedDir, { recursive: true, force: true })
}
