import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildServer } from '../../scripts/build-server'

/** A server started in its own Node process, the way it runs in production. */
export interface ServerProcess {
  readonly baseUrl: string
  readonly logFile: string
  /** CPU time the process has used so far (all its threads), in ms; Linux only, else NaN. */
  cpuMs(): number
  /** Resident memory of the process and the processes it started (its parsers) now (VmRSS), in MB; Linux only, else NaN. */
  rssMb(): number
  stop(): Promise<void>
}

interface StartOptions {
  /** A TypeScript entry run through tsx, so tsconfig paths resolve as in `npm start`, or compiled JavaScript run as it is. */
  entry: string
  env: Record<string, string>
  /** Output goes to a file: a pipe the parent never reads would stall a chatty server. */
  logFile: string
  /** Path answering 200 once the server is ready. */
  readyPath: string
  readyTimeoutMs?: number
  /** Extra flags for node, e.g. `--cpu-prof` (which NODE_OPTIONS refuses). */
  nodeArgs?: string[]
}

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * The product's API server (`server/main.ts`) without the demo company, its log in
 * `DATA_DIR/server.log`; `env` names the data directory and, for PostgreSQL, DATABASE_URL.
 * BENCH_SERVER_NODE_ARGS adds node flags to the server alone, e.g.
 * `BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench:resumes`.
 */
export async function startApiServer(env: { DATA_DIR: string; DATABASE_URL?: string }, readyTimeoutMs = 5 * 60_000, entry = path.join(ROOT, 'server/main.ts')): Promise<ServerProcess> {
  return await startServerProcess({
    entry,
    env: { ...env, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    logFile: path.join(env.DATA_DIR, 'server.log'),
    readyPath: '/backend/api/health',
    readyTimeoutMs,
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [],
  })
}

/**
 * The API server compiled as `npm start` runs it (scripts/build-server.ts, no TypeScript loader in
 * the server or its parsing processes), built for this run into a scratch folder of the project
 * (packages resolve from its node_modules) that stop() removes.
 */
export async function startCompiledApiServer(env: { DATA_DIR: string; DATABASE_URL?: string }, readyTimeoutMs = 5 * 60_000): Promise<ServerProcess> {
  const outdir = mkdtempSync(path.join(ROOT, '.scratch-bench-server-'))
  try {
    await buildServer(outdir)
    const server = await startApiServer(env, readyTimeoutMs, path.join(outdir, 'main.js'))
    return { ...server, stop: () => server.stop().finally(() => rmSync(outdir, { recursive: true, force: true })) }
  } catch (error) {
    rmSync(outdir, { recursive: true, force: true })
    throw error
  }
}

/** Asks the kernel for a free loopback port. */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const out = openSync(options.logFile, 'a')
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...(options.entry.endsWith('.ts') ? ['--import', 'tsx'] : []), options.entry], {
    env: { ...process.env, ...options.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', out, out],
  })
  closeSync(out)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000)
  let ready = false
  while (!ready && Date.now() < deadline && child.exitCode === null) {
    ready = await answers(`${baseUrl}${options.readyPath}`)
    if (!ready) await sleep(200)
  }
  if (!ready) {
    await stopChild(child, exited)
    throw new Error(`${options.entry} did not become ready at ${baseUrl}${options.readyPath}.\n${tail(options.logFile)}`)
  }
  return { baseUrl, logFile: options.logFile, cpuMs: () => processCpuMs(child.pid), rssMb: () => processRssMb(child.pid), stop: () => stopChild(child, exited) }
}

// Linux reports process times in clock ticks of 1/100 s (USER_HZ).
const TICK_MS = 10

function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS
  } catch {
    return Number.NaN
  }
}

function processRssMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    if (kb === undefined) return Number.NaN
    return Number(kb) / 1024 + childPids(pid).reduce((sum, child) => sum + (processRssMb(child) || 0), 0)
  } catch {
    return Number.NaN
  }
}

/** The processes `pid` started (the server's parsing processes), from each of its threads' children lists. */
function childPids(pid: number | undefined): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((thread) =>
      readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    )
  } catch {
    return []
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
    await response.arrayBuffer()
    return response.ok
  } catch {
    return false
  }
}

/** SIGTERM first so the database closes cleanly; SIGKILL only if shutdown hangs. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const outcome = await Promise.race([exited.then(() => 'exited'), sleep(15_000).then(() => 'hung')])
  if (outcome === 'hung') {
    child.kill('SIGKILL')
    await exited
  }
}

export function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}
