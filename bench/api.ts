/**
 * `npm run bench:api`: GET /backend/api/user through the real server (full middleware, a
 * member's permissions, request logs on) under 50 concurrent connections for 20 s over
 * loopback, on the embedded PGlite and on a temporary PostgreSQL database; the same session
 * lookup in a bare Hono handler for the app/bare ratio; and GET `user` again while 20 sign-ins
 * per second run beside it. Prints the figures against issue 3's targets and exits non-zero on
 * a miss.
 *
 *   npm run bench:api                       # both databases, fails on a missed target
 *   npm run bench:api -- --explore          # print only, exit 0
 *   npm run bench:api -- --only=pglite      # or --only=postgres; --duration=5 for a quick look
 *   npm run bench:api -- --cpu-prof         # also write the servers' CPU profiles (.cpuprofile)
 *
 * PostgreSQL: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) must let
 * the bench create and drop a database.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { runLoad, type LoadFigures } from './lib/load'
import { createTemporaryDatabase, type TemporaryDatabase } from './lib/postgres'
import { formatMs, formatRate, printChecks, printTable, reportVerdict, type Check } from './lib/report'
import { seedAccounts } from './lib/seed'
import { startServerProcess, type ServerProcess } from './lib/server-process'
import { runSignIns, type SignInFigures } from './lib/sign-ins'

const ROOT = path.resolve(import.meta.dirname, '..')
const CONNECTIONS = 50
const WARM_UP_SECONDS = 3
const SIGN_INS_PER_SECOND = 20
// Each account signs in every 5 s: as many different people would, far from the per-account limit.
const SIGN_IN_ACCOUNTS = 100
/** The sign-ins count as running beside GET user when this share of them completes during the run. */
const MIN_SIGN_IN_SHARE = 0.95

interface DatabaseTargets {
  label: string
  minRate: number
  maxP99: number
}

const TARGETS = {
  pglite: { label: 'PGlite', minRate: 1_000, maxP99: 100 },
  postgres: { label: 'PostgreSQL', minRate: 5_000, maxP99: 30 },
} satisfies Record<string, DatabaseTargets>
const MIN_APP_TO_BARE = 0.7
const MAX_P99_GROWTH_WITH_SIGN_INS = 2

type DatabaseKind = keyof typeof TARGETS

/** Load figures plus the server process's own CPU time per request (steadier than wall time on a busy machine). */
interface RunFigures extends LoadFigures {
  serverCpuMsPerRequest: number
}

interface Measured {
  kind: DatabaseKind
  app: RunFigures
  withSignIns: RunFigures
  signIns: SignInFigures
  bare: RunFigures
}

const { values: flags } = parseArgs({
  options: {
    explore: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    only: { type: 'string' },
    duration: { type: 'string', default: '20' },
  },
})
const durationSeconds = Number(flags.duration)
if (!Number.isFinite(durationSeconds) || durationSeconds < 1 || durationSeconds > 120) {
  throw new Error('--duration takes whole seconds between 1 and 120')
}
const kinds = (flags.only ? [flags.only] : Object.keys(TARGETS)) as DatabaseKind[]
for (const kind of kinds) if (!(kind in TARGETS)) throw new Error(`--only takes ${Object.keys(TARGETS).join(' or ')}`)

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const profileDir = flags['cpu-prof'] ? mkdtempSync(path.join(tmpdir(), 'staffdesk-bench-profiles-')) : undefined
/** Node flags that write a CPU profile per server process into profileDir/<name>/, kept after the run. */
const profiling = (name: string) => (profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, name)}`] : [])

async function measure(kind: DatabaseKind): Promise<Measured> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `staffdesk-bench-${kind}-`))
  let database: TemporaryDatabase | undefined
  let server: ServerProcess | undefined
  try {
    if (kind === 'postgres') database = await createTemporaryDatabase(adminUrl, 'staffdesk_bench')
    const env = {
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      // Sign-ins in the isolation run come from many client addresses, as real ones would.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
      ...(database ? { DATABASE_URL: database.url } : {}),
    }
    const userUrl = (baseUrl: string) => `${baseUrl}/backend/api/user`

    log(`${TARGETS[kind].label}: starting the server (DATA_DIR ${dataDir})`)
    server = await startServerProcess({
      entry: path.join(ROOT, 'server/main.ts'),
      env,
      logFile: path.join(dataDir, 'server.log'),
      readyPath: '/backend/api/health',
      nodeArgs: profiling(`${kind}-app`),
    })
    const accounts = await seedAccounts(server.baseUrl, dataDir, SIGN_IN_ACCOUNTS)
    const headers = { authorization: `Bearer ${accounts.memberToken}` }
    const getUser = async (target: ServerProcess, seconds: number): Promise<RunFigures> => {
      const cpuBefore = target.cpuMs()
      const figures = await runLoad({ url: userUrl(target.baseUrl), connections: CONNECTIONS, durationSeconds: seconds, headers })
      return { ...figures, serverCpuMsPerRequest: (target.cpuMs() - cpuBefore) / figures.total }
    }

    log(`${TARGETS[kind].label}: app, warm-up ${WARM_UP_SECONDS} s, then ${durationSeconds} s`)
    await getUser(server, WARM_UP_SECONDS)
    const app = await getUser(server, durationSeconds)

    log(`${TARGETS[kind].label}: app with ${SIGN_INS_PER_SECOND} sign-ins per second beside it, ${durationSeconds} s`)
    const [withSignIns, signIns] = await Promise.all([
      getUser(server, durationSeconds),
      runSignIns({ baseUrl: server.baseUrl, accounts: accounts.signIns, perSecond: SIGN_INS_PER_SECOND, durationSeconds }),
    ])
    await server.stop()
    server = undefined

    log(`${TARGETS[kind].label}: bare handler, warm-up ${WARM_UP_SECONDS} s, then ${durationSeconds} s`)
    server = await startServerProcess({
      entry: path.join(ROOT, 'bench/bare-server.ts'),
      env,
      logFile: path.join(dataDir, 'bare.log'),
      readyPath: '/ready',
      nodeArgs: profiling(`${kind}-bare`),
    })
    await getUser(server, WARM_UP_SECONDS)
    const bare = await getUser(server, durationSeconds)
    return { kind, app, withSignIns, signIns, bare }
  } finally {
    await server?.stop()
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function log(message: string): void {
  console.error(`[bench:api] ${message}`)
}

const statusText = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')

function checksFor(result: Measured): Check[] {
  const targets = TARGETS[result.kind]
  const ratio = result.app.requestsPerSecond / result.bare.requestsPerSecond
  const growth = result.withSignIns.p99 / result.app.p99
  const signInsOk = (result.signIns.statusCounts['200'] ?? 0) === result.signIns.sent
  return [
    {
      name: `${targets.label}: GET user throughput`,
      measured: formatRate(result.app.requestsPerSecond),
      target: `>= ${formatRate(targets.minRate)}`,
      met: result.app.requestsPerSecond >= targets.minRate,
    },
    { name: `${targets.label}: GET user p99`, measured: formatMs(result.app.p99), target: `< ${formatMs(targets.maxP99)}`, met: result.app.p99 < targets.maxP99 },
    {
      name: `${targets.label}: GET user answered 200`,
      measured: `${result.app.failures + result.withSignIns.failures} failures`,
      target: 'none',
      met: result.app.failures + result.withSignIns.failures === 0,
    },
    { name: `${targets.label}: app/bare throughput`, measured: ratio.toFixed(2), target: `>= ${MIN_APP_TO_BARE}`, met: ratio >= MIN_APP_TO_BARE },
    {
      name: `${targets.label}: p99 with ${SIGN_INS_PER_SECOND} sign-ins/s`,
      measured: `${formatMs(result.withSignIns.p99)} (${growth.toFixed(2)}x solo)`,
      target: `< ${MAX_P99_GROWTH_WITH_SIGN_INS}x solo (${formatMs(result.app.p99 * MAX_P99_GROWTH_WITH_SIGN_INS)})`,
      met: growth < MAX_P99_GROWTH_WITH_SIGN_INS,
    },
    {
      name: `${targets.label}: sign-ins beside it answered 200`,
      measured: statusText(result.signIns.statusCounts),
      target: `all ${result.signIns.sent}`,
      met: signInsOk,
    },
    {
      name: `${targets.label}: sign-ins done during the run`,
      measured: `${result.signIns.completedPerSecond.toFixed(1)}/s`,
      target: `>= ${(SIGN_INS_PER_SECOND * MIN_SIGN_IN_SHARE).toFixed(0)}/s`,
      met: result.signIns.completedPerSecond >= SIGN_INS_PER_SECOND * MIN_SIGN_IN_SHARE,
    },
  ]
}

function printResults(results: Measured[]): Check[] {
  const row = (label: string, run: string, figures: RunFigures) => [
    label,
    run,
    formatRate(figures.requestsPerSecond),
    formatMs(figures.p50),
    formatMs(figures.p99),
    formatMs(figures.max),
    `${figures.serverCpuMsPerRequest.toFixed(2)} ms`,
    figures.total.toLocaleString('en-US'),
    statusText(figures.statusCounts),
  ]
  console.log(`\nGET /backend/api/user, ${CONNECTIONS} connections, ${durationSeconds} s per run, autocannon in the bench process\n`)
  printTable(
    ['database', 'run', 'throughput', 'p50', 'p99', 'max', 'server CPU/req', 'requests', 'statuses'],
    results.flatMap((result) => {
      const label = TARGETS[result.kind].label
      return [
        row(label, 'app (full middleware)', result.app),
        row(label, 'bare Hono + same SQL', result.bare),
        row(label, `app + ${SIGN_INS_PER_SECOND} sign-ins/s`, result.withSignIns),
      ]
    }),
  )
  console.log('\nSign-ins beside GET user\n')
  printTable(
    ['database', 'sent', 'statuses', 'done during the run', 'p50', 'p99'],
    results.map((result) => [
      TARGETS[result.kind].label,
      String(result.signIns.sent),
      statusText(result.signIns.statusCounts),
      `${result.signIns.completedPerSecond.toFixed(1)}/s`,
      formatMs(result.signIns.p50),
      formatMs(result.signIns.p99),
    ]),
  )
  const checks = results.flatMap(checksFor)
  console.log('\nTargets (issue 3)\n')
  printChecks(checks)
  return checks
}

const loadBefore = loadavg()[0] ?? 0
log(`${availableParallelism()} cores, load average ${loadBefore.toFixed(2)}, Node ${process.version}`)
if (loadBefore > 1) log('the machine is busy: figures will be lower than on an idle machine')

const results: Measured[] = []
for (const kind of kinds) results.push(await measure(kind))
const checks = printResults(results)
if (profileDir) console.log(`\nCPU profiles (open in Chrome DevTools > Performance): ${profileDir}`)
console.log(`\nLoad average (1 min) before ${loadBefore.toFixed(2)}, after ${(loadavg()[0] ?? 0).toFixed(2)}`)

reportVerdict(checks, flags.explore)
