/**
 * `npm run bench:employees-import-latency`: issue 29's "a 5 MB employee CSV is parsed on the event
 * loop (every request waits 680 ms)", through the real server (`server/main.ts`) on a fresh
 * embedded database. One client sends GET `user` back to back while another imports a CSV of
 * 5,000 rows and about 5 MB (the contract's limits), first as a dry run, then for real; the
 * sampled requests' max and p99 are printed beside the same requests with no import running.
 *
 * Target: no request waits on the import for more than ~50 ms at a time (the max while importing
 * minus a request's usual time).
 *
 *   npm run bench:employees-import-latency
 *   npm run bench:employees-import-latency -- --explore   # print only, no verdict
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { EMPLOYEE_LIMITS } from '../common/employees'
import { formatMs, printChecks, printTable, quantile, reportVerdict, type Check } from './lib/report'
import { timeUser } from './lib/timed-user'
import { signUpCompany } from './lib/data-set'
import { startApiServer } from './lib/server-process'

const OWNER = 'owner@import-latency.test'
const PASSWORD = 'bench password 0123'
const IDLE_SAMPLES = 300
const TARGET_STALL_MS = 50

const { values: flags } = parseArgs({ options: { explore: { type: 'boolean', default: false } } })

function log(message: string): void {
  console.error(`[bench:employees-import-latency] ${message}`)
}

/**
 * 5,000 valid new people, each row about 1 KB: long names, titles and places within the fields'
 * limits, and a notes column the import does not read, padding the file to just under 5 MB.
 * Everyone but the first reports to one of the file's first 39 people.
 */
function importCsv(run: string): string {
  const rows = EMPLOYEE_LIMITS.importRows
  const rowBytes = Math.floor((EMPLOYEE_LIMITS.importBytes - 4096) / rows)
  const lines = ['name,work_email,phone,job_title,department,location,employment_type,manager_email,start_date,status,notes']
  for (let index = 1; index <= rows; index += 1) {
    const cells = [
      `"Imported ""Person"", number ${index} ${'of the latency bench '.repeat(4)}"`,
      `import${run}-${index}@latency.test`,
      `+1415555${String(index).padStart(4, '0')}`,
      `Senior Staff Engineer ${'for platform and tooling '.repeat(4)}`.trim(),
      'Engineering and Operations',
      `"Berlin, ${'Mitte district office '.repeat(5).trim()}"`,
      'full_time',
      index === 1 ? '' : `import${run}-${1 + (index % 39)}@latency.test`,
      '2027-01-04',
      'active',
    ]
    const line = cells.join(',')
    lines.push(`${line},"${'n'.repeat(Math.max(0, rowBytes - line.length - 4))}"`)
  }
  return `${lines.join('\n')}\n`
}

interface Sampled {
  count: number
  p50: number
  p99: number
  max: number
}


function summary(samples: number[]): Sampled {
  const sorted = [...samples].sort((a, b) => a - b)
  return { count: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN }
}


/** GET `user` back to back until `work` settles; its result and the requests' timings. */
async function sampleDuring<T>(api: string, token: string, work: Promise<T>): Promise<{ result: T; samples: number[] }> {
  let done = false
  const settled = work.finally(() => {
    done = true
  })
  const samples: number[] = []
  const sampler = (async () => {
    while (!done) samples.push(await timeUser(api, token))
  })()
  const [result] = await Promise.all([settled, sampler])
  return { result, samples }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staffdesk-import-latency-'))
  const server = await startApiServer({ DATA_DIR: dataDir })
  try {
    const api = `${server.baseUrl}/backend/api`
    const token = await signUpCompany(server.baseUrl, { name: 'Import Latency Co', email: OWNER, password: PASSWORD, plan: 'business' })
    const csv = importCsv(String(Date.now()))
    log(`CSV of ${EMPLOYEE_LIMITS.importRows.toLocaleString('en-US')} rows, ${(csv.length / 1024 / 1024).toFixed(2)} MB`)

    for (let warm = 0; warm < 30; warm += 1) await timeUser(api, token)
    const idle: number[] = []
    for (let sample = 0; sample < IDLE_SAMPLES; sample += 1) idle.push(await timeUser(api, token))

    const upload = async (dryRun: boolean) => {
      const body = new FormData()
      body.append('file', new File([csv], 'people.csv', { type: 'text/csv' }))
      const started = performance.now()
      const response = await fetch(`${api}/employees/import${dryRun ? '?dry_run=true' : ''}`, { method: 'POST', body, headers: { authorization: `Bearer ${token}` } })
      const answer = (await response.json()) as { valid?: number; created?: number; errors?: unknown[] }
      const ms = performance.now() - started
      if (response.status !== (dryRun ? 200 : 201) || (answer.errors?.length ?? 0) > 0)
        throw new Error(`The import answered ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`)
      return { ms, rows: dryRun ? answer.valid : answer.created }
    }
    const dryRun = await sampleDuring(api, token, upload(true))
    const imported = await sampleDuring(api, token, upload(false))

    const idleSummary = summary(idle)
    const runs = [
      { label: 'no import running', summary: idleSummary, importMs: Number.NaN, rows: undefined as number | undefined },
      { label: 'during the dry run', summary: summary(dryRun.samples), importMs: dryRun.result.ms, rows: dryRun.result.rows },
      { label: 'during the import', summary: summary(imported.samples), importMs: imported.result.ms, rows: imported.result.rows },
    ]
    const [load1, load5] = loadavg()
    console.log(
      `\nGET user while a ${(csv.length / 1024 / 1024).toFixed(2)} MB, ${EMPLOYEE_LIMITS.importRows.toLocaleString('en-US')}-row CSV is imported (load ${load1?.toFixed(2)} / ${load5?.toFixed(2)} on ${availableParallelism()} cores)`,
    )
    printTable(
      ['GET user', 'requests', 'p50', 'p99', 'max', 'upload took'],
      runs.map((run) => [
        run.label,
        String(run.summary.count),
        formatMs(run.summary.p50),
        formatMs(run.summary.p99),
        formatMs(run.summary.max),
        Number.isNaN(run.importMs) ? '' : `${formatMs(run.importMs)} (${run.rows?.toLocaleString('en-US')} rows)`,
      ]),
    )
    const checks: Check[] = runs.slice(1).map((run) => {
      const stall = run.summary.max - idleSummary.p50
      return { name: `longest wait ${run.label} (max − idle p50)`, measured: formatMs(stall), target: `≤ ${TARGET_STALL_MS} ms`, met: stall <= TARGET_STALL_MS }
    })
    printChecks(checks)
    reportVerdict(checks, flags.explore)
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
