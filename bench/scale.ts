/**
 * `npm run bench:scale`: issue 29's scale-out run. Two API processes (the compiled server, as
 * `npm start` runs it) on one fresh PostgreSQL database behind Debian's nginx on 127.0.0.1:3110;
 * a few clients send 20 s of mixed traffic (reads, writes, uploads of a small resume) through
 * nginx, and one process is stopped midway: with SIGTERM (graceful; the targets), then in a
 * second run with kill -9 (reported). Prints throughput, p99 and failed requests.
 * Targets: no failed write, fewer than 0.1% failed reads.
 *
 *   npm run bench:scale [-- --explore] [-- --seconds=20] [-- --clients=6]
 *
 * Traffic goes to 127.0.0.1 only and stops by itself; the database is dropped at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { chmodSync, existsSync, mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { distIsStale, runBuild, serverIsStale } from '../server/build-check'
import { nginxConfig, nginxSite } from './lib/nginx'
import { createTemporaryDatabase } from './lib/postgres'
import { formatMs, printChecks, printTable, reportVerdict, type Check } from './lib/report'
import { tail } from './lib/server-process'

const ROOT = path.resolve(import.meta.dirname, '..')
const NGINX = '/usr/sbin/nginx'
const POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres'
const PORTS = [3108, 3109]
const PROXY_PORT = 3110
const PROXY = `http://127.0.0.1:${PROXY_PORT}`
const PASSWORD = 'bench password 0123'
/** A request that takes longer than this counts as failed. */
const REQUEST_TIMEOUT_MS = 15_000

const args = process.argv.slice(2)
const explore = args.includes('--explore')
const option = (name: string, fallback: number) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const SECONDS = option('seconds', 20)
const CLIENTS = option('clients', 6)

type Kind = 'read' | 'write' | 'upload'

interface Outcome {
  kind: Kind
  ms: number
  /** HTTP status, or null when no answer came (socket error, timeout). */
  status: number | null
}

interface ApiProcess {
  port: number
  child: ChildProcess
  exited: Promise<unknown>
  logFile: string
}

function startApi(port: number, databaseUrl: string, dataDir: string): ApiProcess {
  const logFile = path.join(dataDir, `server-${port}.log`)
  const out = openSync(logFile, 'a')
  const child = spawn(process.execPath, [path.join(ROOT, 'dist-server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: PROXY,
    },
    stdio: ['ignore', out, out],
  })
  closeSync(out)
  return { port, child, exited: once(child, 'exit'), logFile }
}

async function waitReady(url: string, what: string, logFile: string): Promise<void> {
  const deadline = Date.now() + 5 * 60_000
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await sleep(250)
  }
  throw new Error(`${what} did not become ready at ${url}\n${tail(logFile)}`)
}

async function call<T>(method: string, apiPath: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${PROXY}/backend/api/${apiPath}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

function resumeFile(n: number): File {
  const text = [
    `Casey Bench ${n}`,
    `casey.bench.${n}@example.test  +1 415 555 ${String(1000 + (n % 9000)).padStart(4, '0')}`,
    'Warehouse lead',
    'Experience',
    'Northwind Logistics, Shift supervisor, 2019 - 2024',
    'Skills: forklift, inventory control, team leadership',
  ].join('\n')
  return new File([text], `resume-${n}.txt`, { type: 'text/plain' })
}

const JOB = { department: 'Operations', employment_type: 'full_time', workplace: 'on_site', openings: 1, description: 'Runs the night shift.' }

/** One client's loop until `until`: 7 reads, 2 writes and 1 upload in every 10 requests. */
async function client(id: number, token: string, until: number, outcomes: Outcome[]): Promise<void> {
  for (let n = 0; Date.now() < until; n += 1) {
    const slot = n % 10
    const kind: Kind = slot === 3 || slot === 7 ? 'write' : slot === 9 ? 'upload' : 'read'
    const headers: Record<string, string> = { authorization: `Bearer ${token}` }
    let init: RequestInit
    let url: string
    if (kind === 'read') {
      url = n % 2 === 0 ? `${PROXY}/backend/api/jobs?per_page=25` : `${PROXY}/backend/api/user`
      init = { headers }
    } else if (kind === 'write') {
      url = `${PROXY}/backend/api/jobs`
      init = { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ ...JOB, title: `Shift lead ${id}-${n}` }) }
    } else {
      const form = new FormData()
      form.append('file', resumeFile(id * 100_000 + n))
      url = `${PROXY}/backend/api/resumes`
      init = { method: 'POST', headers, body: form }
    }
    const started = performance.now()
    let status: number | null
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      await response.arrayBuffer()
      status = response.status
    } catch {
      status = null
    }
    outcomes.push({ kind, ms: performance.now() - started, status })
  }
}

const p99 = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] ?? Number.NaN
}
const failed = (outcome: Outcome) => outcome.status === null || outcome.status >= 500

interface RunResult {
  label: string
  outcomes: Outcome[]
  seconds: number
  exitCode: unknown
}

/** Traffic for SECONDS; at half time `stop` ends one process. */
async function run(label: string, tokens: string[], stop: () => Promise<unknown>): Promise<RunResult> {
  const outcomes: Outcome[] = []
  const started = Date.now()
  const until = started + SECONDS * 1000
  const clients = tokens.map((token, id) => client(id, token, until, outcomes))
  await sleep((SECONDS * 1000) / 2)
  const exitCode = await stop()
  await Promise.all(clients)
  return { label, outcomes, seconds: (Date.now() - started) / 1000, exitCode }
}

function summarise(result: RunResult): string[][] {
  return (['read', 'write', 'upload'] as const).map((kind) => {
    const of = result.outcomes.filter((outcome) => outcome.kind === kind)
    const failures = of.filter(failed)
    const statuses = [...new Set(failures.map((outcome) => outcome.status ?? 'no answer'))].join(', ')
    return [
      result.label,
      kind,
      String(of.length),
      `${(of.length / result.seconds).toFixed(1)} req/s`,
      formatMs(p99(of.map((outcome) => outcome.ms))),
      `${failures.length}${statuses ? ` (${statuses})` : ''}`,
      String(of.filter((outcome) => outcome.status !== null && outcome.status >= 400 && outcome.status < 500).length),
    ]
  })
}

async function main(): Promise<void> {
  if (!existsSync(NGINX)) {
    console.error(`bench:scale needs Debian's nginx at ${NGINX}: install it with  apt-get install -y nginx`)
    process.exitCode = 1
    return
  }
  if (await distIsStale(ROOT)) await runBuild(ROOT, 'build')
  else if (await serverIsStale(ROOT)) await runBuild(ROOT, 'build:server')

  const dir = mkdtempSync(path.join(tmpdir(), 'staffdesk-bench-scale-'))
  // nginx's workers run as another user when started by root: they must reach the temp paths.
  chmodSync(dir, 0o755)
  const database = await createTemporaryDatabase(POSTGRES, 'staffdesk_scale')
  const processes: ApiProcess[] = []
  let nginx: { child: ChildProcess; exited: Promise<unknown> } | undefined
  try {
    // The first process migrates the new database; the second starts on a migrated one.
    for (const port of PORTS) {
      const api = startApi(port, database.url, dir)
      processes.push(api)
      await waitReady(`http://127.0.0.1:${port}/backend/api/ready`, `The API process on ${port}`, api.logFile)
    }
    const config = path.join(dir, 'nginx.conf')
    writeFileSync(config, nginxConfig(dir, nginxSite({ listen: `127.0.0.1:${PROXY_PORT}`, upstreams: PORTS.map((port) => `127.0.0.1:${port}`) })))
    const test = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', config], { encoding: 'utf8' })
    if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`)
    const nginxChild = spawn(NGINX, ['-p', dir, '-c', config], { stdio: ['ignore', 'ignore', 'inherit'] })
    nginx = { child: nginxChild, exited: once(nginxChild, 'exit') }
    await waitReady(`${PROXY}/backend/api/ready`, 'nginx', path.join(dir, 'error.log'))

    const owner = await call<{ token: string }>('POST', 'signup', { company_name: 'Scale Bench Co', name: 'Bench Owner', email: 'owner@scale.bench', password: PASSWORD })
    await call('POST', 'subscription/subscribe', { plan: 'team' }, owner.token)
    const tokens = Array.from({ length: CLIENTS }, () => owner.token)

    console.log(`Two API processes on PostgreSQL behind nginx (${PROXY}); ${CLIENTS} clients, ${SECONDS} s a run.\n`)
    const stopWith = (signal: NodeJS.Signals) => async () => {
      const victim = processes[0] as ApiProcess
      victim.child.kill(signal)
      const [code, exitSignal] = (await victim.exited) as [number | null, NodeJS.Signals | null]
      return exitSignal ?? code
    }
    const graceful = await run('SIGTERM', tokens, stopWith('SIGTERM'))
    // The stopped process comes back for the second run.
    processes[0] = startApi(PORTS[0] as number, database.url, dir)
    await waitReady(`http://127.0.0.1:${PORTS[0]}/backend/api/ready`, 'The restarted API process', processes[0].logFile)
    const killed = await run('kill -9', tokens, stopWith('SIGKILL'))

    printTable(['run', 'requests', 'count', 'throughput', 'p99', 'failed (5xx, no answer)', '4xx'], [...summarise(graceful), ...summarise(killed)])
    console.log(`\nThe stopped process exited with ${graceful.exitCode} after SIGTERM, ${killed.exitCode} after kill -9.`)
    const resumes = async (statuses: string) =>
      (await call<{ meta: { total: number } }>('GET', `resumes?per_page=1&status=${statuses}`, undefined, owner.token)).meta.total
    console.log(
      `Uploaded resumes read by the compiled parser: ${await resumes('saved,needs_review,duplicate')}, failed: ${await resumes('failed')}, ` +
        `still waiting: ${await resumes('queued,parsing')}.\n`,
    )

    const of = (kind: Kind) => graceful.outcomes.filter((outcome) => outcome.kind === kind)
    const writes = [...of('write'), ...of('upload')]
    const reads = of('read')
    const failedReads = reads.filter(failed).length
    const checks: Check[] = [
      { name: 'failed writes and uploads (SIGTERM run)', measured: String(writes.filter(failed).length), target: '0', met: writes.filter(failed).length === 0 },
      {
        name: 'failed reads (SIGTERM run)',
        measured: `${failedReads} of ${reads.length} (${((failedReads / Math.max(1, reads.length)) * 100).toFixed(2)}%)`,
        target: '< 0.1%',
        met: failedReads / Math.max(1, reads.length) < 0.001,
      },
      { name: 'exit code after SIGTERM', measured: String(graceful.exitCode), target: '0', met: graceful.exitCode === 0 },
    ]
    printChecks(checks)
    reportVerdict(checks, explore)
  } finally {
    nginx?.child.kill('SIGQUIT')
    for (const api of processes) if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM')
    await Promise.all(processes.map((api) => api.exited))
    await nginx?.exited
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
