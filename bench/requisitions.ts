/**
 * `npm run bench:requisitions`: issue 9's targets on the embedded database with 20,000
 * requisitions in one company and 20,000 in another (built by bench/lib/seed-requisitions.ts),
 * through the real server (`server/main.ts`, full middleware), one request at a time:
 *
 * 1. GET `requisitions` with a search term and a filter: p95 under 30 ms.
 * 2. GET `requisitions?waiting_for_me=true` as an approver (a Finance member, eligible for both
 *    steps of the chain, about 3,000 requisitions in approval): p95 under 30 ms.
 * 3. POST `requisitions/{id}/approve`, request to answer: p95 under 50 ms.
 *
 *   npm run bench:requisitions                              # fails (exit 1) on a missed target
 *   npm run bench:requisitions -- --explore                 # print only
 *   npm run bench:requisitions -- --requisitions=5000       # a smaller data set for a quick look
 *   npm run bench:requisitions -- --keep=/tmp/requisitions  # build the data set there once (approvals use it up)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { callApi } from '../e2e/full-stack/api-call'
import { openDatabase } from '../server/db/client'
import { approvalChains } from '../server/db/schema/requisitions'
import { roles } from '../server/db/schema/roles'
import { users } from '../server/db/schema/users'
import { hashPassword } from '../server/lib/passwords'
import { formatMs, latencySummary, printChecks, printTable, reportVerdict, type Check } from './lib/report'
import { dataSetFlags, reuseOrBuild, signUpCompanies } from './lib/data-set'
import { timeListGet, timeLists, type ListFigures } from './lib/list-timings'
import { seedRequisitions } from './lib/seed-requisitions'
import { startApiServer, type ServerProcess } from './lib/server-process'

const PASSWORD = 'bench password 0123'
const TARGETS = { listP95: 30, waitingP95: 30, approveP95: 50 }
const ROUNDS = 40
const WARM_UP = 3

const { perCompany, ...flags } = dataSetFlags('requisitions', 1000)

const SEARCHES = [
  { label: 'q=engineer, status=approved', query: { q: 'engineer', status: 'approved' } },
  { label: 'q=data, department=Data', query: { q: 'data', department: 'Data' } },
  { label: 'q=Sen (title prefix), priority=high', query: { q: 'Sen', priority: 'high' } },
  { label: 'q="customer success", status=pending', query: { q: 'customer success', status: 'pending' } },
  { label: 'q=designer, sort=-target_start_date, status=rejected', query: { q: 'designer', sort: '-target_start_date', status: 'rejected' } },
] as const

const WAITING = [
  { label: 'waiting_for_me=true', query: { waiting_for_me: 'true' } },
  { label: 'waiting_for_me=true, overdue=true', query: { waiting_for_me: 'true', overdue: 'true' } },
  { label: 'waiting_for_me=true, priority=urgent, sort=title', query: { waiting_for_me: 'true', priority: 'urgent', sort: 'title' } },
] as const

function log(message: string): void {
  console.error(`[bench:requisitions] ${message}`)
}

const OWNERS = ['owner@measured.test', 'owner@neighbour.test'] as const
const APPROVER = 'approver@measured.test'

/** Two companies signed up through the API; then, straight into the database, an approver, the chain and the requisitions. */
async function buildDataSet(dataDir: string): Promise<void> {
  await signUpCompanies(
    { DATA_DIR: dataDir },
    OWNERS.map((email, index) => ({ name: index === 0 ? 'Measured Hiring Co' : 'Neighbour Hiring Co', email, password: PASSWORD, plan: 'team' })),
  )
  const database = await openDatabase({ DATA_DIR: dataDir })
  try {
    const passwordHash = await hashPassword(PASSWORD)
    for (const [index, email] of OWNERS.entries()) {
      const [owner] = await database.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.email, email))
      if (!owner) throw new Error(`${email} was not stored`)
      const [finance] = await database.db
        .insert(roles)
        .values({ companyId: owner.companyId, name: 'Finance', permissions: { requisition: ['view'], requisition_approve: ['allow'] } })
        .returning({ id: roles.id })
      const [requester] = await database.db
        .insert(users)
        .values({ companyId: owner.companyId, name: 'Bench Requester', email: `requester${index}@bench.test`, passwordHash })
        .returning({ id: users.id })
      if (!finance || !requester) throw new Error('The bench role or requester was not stored')
      if (index === 0) {
        await database.db.insert(users).values({ companyId: owner.companyId, name: 'Bench Approver', email: APPROVER, passwordHash, roleId: finance.id })
      }
      const chain = {
        steps: [
          { approver: { type: 'any' }, required: 1 },
          { approver: { type: 'role', role_id: finance.id }, required: 1 },
        ],
        sla_days: 3,
      }
      await database.db.insert(approvalChains).values({ companyId: owner.companyId, steps: chain.steps as never, slaDays: chain.sla_days })
      const started = performance.now()
      await seedRequisitions(database.db, owner.companyId, perCompany, { requesterId: requester.id, firstApproverId: owner.id }, chain)
      log(`${perCompany.toLocaleString('en-US')} requisitions for ${email} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    }
    await database.maintain()
  } finally {
    await database.close()
  }
}

/** Approves requisitions waiting at step 1, each once, timing request to answer. */
async function measureApprovals(server: ServerProcess, token: string): Promise<number[]> {
  const { body } = await timeListGet<{ data: { id: number; approval: { step: number } | null }[] }>(server, token, 'requisitions', {
    waiting_for_me: 'true',
    per_page: '100',
    sort: '-created_at',
  })
  const ids = body.data.filter((row) => row.approval?.step === 1).map((row) => row.id)
  if (ids.length < ROUNDS + WARM_UP) throw new Error(`Only ${ids.length} requisitions wait at step 1; rebuild the data set`)
  const samples: number[] = []
  for (const [index, id] of ids.slice(0, ROUNDS + WARM_UP).entries()) {
    const started = performance.now()
    const response = await fetch(`${server.baseUrl}/backend/api/requisitions/${id}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ comment: 'Approved in the benchmark', step: 1 }),
    })
    await response.json()
    const ms = performance.now() - started
    if (!response.ok) throw new Error(`POST requisitions/${id}/approve answered ${response.status}`)
    if (index >= WARM_UP) samples.push(ms)
  }
  return samples
}

const table = (title: string, figures: ListFigures[]) => {
  console.log(`\n${title}\n`)
  printTable(
    ['query', 'matches', 'p50', 'p95', 'max'],
    figures.map((row) => [row.label, row.total.toLocaleString('en-US'), formatMs(row.p50), formatMs(row.p95), formatMs(row.max)]),
  )
}

const loadBefore = loadavg()[0] ?? 0
log(`${availableParallelism()} cores, load average ${loadBefore.toFixed(2)}, Node ${process.version}`)
const dataDir = flags.keep ? path.resolve(flags.keep) : mkdtempSync(path.join(tmpdir(), 'staffdesk-bench-requisitions-'))
let server: ServerProcess | undefined
try {
  await reuseOrBuild(dataDir, Boolean(flags.keep), `the data set: 2 companies × ${perCompany.toLocaleString('en-US')} requisitions`, () => buildDataSet(dataDir), log)
  server = await startApiServer({ DATA_DIR: dataDir })
  const { token } = await callApi<{ token: string }>(server.baseUrl, 'POST', 'login', { email: APPROVER, password: PASSWORD })
  const scale = `${perCompany.toLocaleString('en-US')} requisitions in the company (and as many in another), one request at a time, ${ROUNDS} rounds`
  log('GET requisitions with a search term and a filter')
  const lists = await timeLists(server, token, 'requisitions', SEARCHES, { rounds: ROUNDS, warmUp: WARM_UP })
  table(`GET /backend/api/requisitions, search + filter, ${scale}`, lists.perList)
  log('GET requisitions waiting for the approver')
  const waiting = await timeLists(server, token, 'requisitions', WAITING, { rounds: ROUNDS, warmUp: WARM_UP })
  table(`GET /backend/api/requisitions?waiting_for_me=true as a Finance approver, ${scale}`, waiting.perList)
  log('POST requisitions/{id}/approve')
  const approvals = latencySummary(await measureApprovals(server, token))
  console.log(`\nPOST /backend/api/requisitions/{id}/approve, request to answer, ${ROUNDS} approvals\n`)
  printTable(['p50', 'p95', 'max'], [[formatMs(approvals.p50), formatMs(approvals.p95), formatMs(approvals.max)]])

  const checks: Check[] = [
    { name: 'GET requisitions, search + filter: p95', measured: formatMs(lists.all.p95), target: `< ${TARGETS.listP95} ms`, met: lists.all.p95 < TARGETS.listP95 },
    { name: 'GET requisitions, waiting for me: p95', measured: formatMs(waiting.all.p95), target: `< ${TARGETS.waitingP95} ms`, met: waiting.all.p95 < TARGETS.waitingP95 },
    { name: 'POST requisitions/{id}/approve: p95', measured: formatMs(approvals.p95), target: `< ${TARGETS.approveP95} ms`, met: approvals.p95 < TARGETS.approveP95 },
  ]
  console.log('\nTargets (issue 9)\n')
  printChecks(checks)
  console.log(`\nLoad average (1 min) before ${loadBefore.toFixed(2)}, after ${(loadavg()[0] ?? 0).toFixed(2)}`)
  reportVerdict(checks, flags.explore)
} finally {
  await server?.stop()
  if (!flags.keep) rmSync(dataDir, { recursive: true, force: true })
}
