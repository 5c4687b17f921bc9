/**
 * `npm run bench:employees`: issue 13's targets, through the real server (`server/main.ts`), on
 * one company with 50,000 employees (a reporting tree eight wide) and the applicants
 * benchmark's 100,000 applicants (bench/lib/seed-applicants.ts) over 50 jobs, one in forty of
 * them hired over the last year and a half.
 *
 * 1. GET `employees` searched and filtered, one request at a time: p95 under 30 ms.
 * 2. A CSV import of 5,000 new people (`POST employees/import`, all or nothing): under 10 s.
 * 3. GET `dashboard` as the owner (every section): p95 under 100 ms.
 * Printed without a target: the import's dry run, the org chart of everyone
 * (`GET employees/org-chart`) and the CSV export of everyone.
 *
 *   npm run bench:employees                                   # embedded database
 *   npm run bench:employees -- --employees=5000 --applicants=5000 --explore   # a quick look, print only
 *   npm run bench:employees -- --keep=/tmp/employees           # build the data set once, reuse it (the import adds people each run)
 *   npm run bench:employees -- --postgres=postgres://postgres@127.0.0.1:5432/postgres   # on PostgreSQL instead
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import { callApi } from '../e2e/full-stack/api-call'
import { openDatabase } from '../server/db/client'
import { users } from '../server/db/schema/users'
import { createTemporaryDatabase, type TemporaryDatabase } from './lib/postgres'
import { formatMs, latencySummary, printChecks, printTable, reportVerdict, type Check, type LatencySummary } from './lib/report'
import { reuseOrBuild, signUpCompanies } from './lib/data-set'
import { seedJobsAndApplicants } from './lib/seed-applicants'
import { BENCH_DEPARTMENTS, LOCATIONS, ROLES, textArray } from './lib/seed-jobs'
import { startApiServer } from './lib/server-process'

const PASSWORD = 'bench password 0123'
const OWNER = 'owner@employees.test'
const JOBS = 50
const ROUNDS = 30
const TARGETS = { searchMs: 30, importSeconds: 10, dashboardMs: 100 }

const { values: flags } = parseArgs({
  options: {
    explore: { type: 'boolean', default: false },
    employees: { type: 'string', default: '50000' },
    applicants: { type: 'string', default: '100000' },
    'import-rows': { type: 'string', default: '5000' },
    keep: { type: 'string' },
    postgres: { type: 'string' },
  },
})
const employeeCount = Number(flags.employees)
const applicantCount = Number(flags.applicants)
const importRows = Number(flags['import-rows'])
for (const [name, value] of [
  ['--employees', employeeCount],
  ['--applicants', applicantCount],
  ['--import-rows', importRows],
] as const) {
  if (!Number.isInteger(value) || value < 1000) throw new Error(`${name} takes a whole number of at least 1,000`)
}

function log(message: string): void {
  console.error(`[bench:employees] ${message}`)
}

interface Target {
  label: 'embedded' | 'PostgreSQL'
  env: { DATA_DIR: string; DATABASE_URL?: string }
}

const FIRST_NAMES =
  'Ada Alan Amara Ana Arjun Ben Carla Chen Dara Elena Emeka Eva Farah Felix Grace Hana Hugo Ines Ivan Jae Julia Kai Lara Leo Maya Mei Nadia Noah Omar Priya Rosa Sam Sofia Theo Uma Yara Zoe'.split(
    ' ',
  )
const LAST_NAMES =
  'Abebe Alvarez Bakker Bianchi Costa Dubois Fischer Garcia Gupta Haddad Ito Jensen Kaur Kim Lopez Martin Meyer Nguyen Novak Okafor Patel Rossi Sato Silva Singh Tanaka Torres Wang Weber Yilmaz'.split(
    ' ',
  )

/**
 * The employees in one INSERT … SELECT, values following the row number so every run measures the
 * same data: person g reports to person (g - 2) / 8 + 1 (a tree eight wide, six levels deep for
 * 50,000), one in 25 on leave, one in 40 terminated (with an end date), starts over the last eight years.
 */
async function seedEmployees(db: Awaited<ReturnType<typeof openDatabase>>['db'], companyId: number, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO employees (company_id, name, work_email, job_title, department, location, employment_type, start_date, end_date, status, created_at, updated_at)
    SELECT ${companyId},
      first_names[1 + g % ${FIRST_NAMES.length}] || ' ' || last_names[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || ' ' || g,
      'employee' || g || '@bench.test',
      titles[1 + g % ${ROLES.length}],
      departments[1 + g % ${ROLES.length}],
      locations[1 + (g * 7) % ${LOCATIONS.length}],
      'full_time',
      current_date - (g % 2900),
      CASE WHEN g % 40 = 0 THEN current_date - (g % 2900) + 400 END,
      (CASE WHEN g % 40 = 0 THEN 'terminated' WHEN g % 25 = 0 THEN 'on_leave' ELSE 'active' END)::employee_status,
      now() - make_interval(mins => g),
      now() - make_interval(mins => g)
    FROM generate_series(1, ${count}) AS g,
      (SELECT ${textArray(FIRST_NAMES)} AS first_names, ${textArray(LAST_NAMES)} AS last_names,
        ${textArray(ROLES.map(([title]) => title))} AS titles, ${textArray(ROLES.map(([, department]) => department))} AS departments,
        ${textArray(LOCATIONS)} AS locations) AS vocabulary
    ORDER BY g
  `)
  await db.execute(sql`
    UPDATE employees e SET manager_id = manager.id
    FROM employees manager
    WHERE e.company_id = ${companyId} AND manager.company_id = ${companyId}
      AND split_part(e.work_email, '@', 1) <> 'employee1'
      AND manager.work_email = 'employee' || ((substring(split_part(e.work_email, '@', 1) from 9)::int - 2) / 8 + 1) || '@bench.test'
  `)
}

/** One application in forty hired, entering the hired stage 5 to 64 days after it was made. */
async function hireSome(db: Awaited<ReturnType<typeof openDatabase>>['db'], companyId: number, hiredStageId: number): Promise<void> {
  await db.execute(sql`
    UPDATE applications SET stage_id = ${hiredStageId}, status = 'hired', rejection_reason = NULL,
      stage_entered_at = created_at + make_interval(days => 5 + id % 60)
    WHERE company_id = ${companyId} AND id % 40 = 1
  `)
}

/** The company signed up through the API, then its jobs, applicants and employees written straight to the database. */
async function buildDataSet(target: Target): Promise<void> {
  await signUpCompanies(target.env, [{ name: 'Employees Bench Co', email: OWNER, password: PASSWORD, plan: 'business' }], 10 * 60_000)
  const database = await openDatabase(target.env)
  try {
    const [owner] = await database.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, OWNER))
    if (!owner) throw new Error('The bench owner was not stored')
    let started = performance.now()
    const stages = await seedJobsAndApplicants(database.db, owner.companyId, JOBS, applicantCount)
    const hired = stages.find((stage) => stage.kind === 'hired')
    if (!hired) throw new Error('The company has no hired stage')
    await hireSome(database.db, owner.companyId, hired.id)
    log(`${applicantCount.toLocaleString('en-US')} applicants (and their ${JOBS} jobs) in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    started = performance.now()
    await seedEmployees(database.db, owner.companyId, employeeCount)
    log(`${employeeCount.toLocaleString('en-US')} employees in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    await database.db.execute(sql.raw('VACUUM ANALYZE'))
  } finally {
    await database.close()
  }
}

async function timed(url: string, token: string, init: RequestInit = {}): Promise<{ ms: number; body: unknown }> {
  const started = performance.now()
  const response = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}) },
  })
  const text = await response.text()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 2000)}`)
  return { ms, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text }
}

/** New people for the import, each reporting to one of the first 39 people (none of them terminated), by manager_email. */
function importCsv(rows: number, run: string): string {
  const lines = ['name,work_email,phone,job_title,department,location,employment_type,manager_email,start_date,status']
  for (let index = 1; index <= rows; index += 1) {
    const [title, department] = ROLES[index % ROLES.length] ?? ['Engineer', BENCH_DEPARTMENTS[0]]
    const name = `${FIRST_NAMES[index % FIRST_NAMES.length]} "Import" ${LAST_NAMES[index % LAST_NAMES.length]}, ${index}`
    lines.push(
      [
        `"${name.replace(/"/g, '""')}"`,
        `import${run}-${index}@bench.test`,
        `+1415555${String(index).padStart(4, '0')}`,
        title,
        department,
        LOCATIONS[index % LOCATIONS.length],
        'full_time',
        `employee${1 + (index % 39)}@bench.test`,
        '2027-01-04',
        'active',
      ].join(','),
    )
  }
  return `${lines.join('\n')}\n`
}

interface Figures {
  searches: { label: string; total: string; summary: LatencySummary }[]
  search: LatencySummary
  dashboard: LatencySummary
  orgChart: { ms: number; nodes: number }
  exportCsv: { ms: number; bytes: number }
  dryRunMs: number
  importMs: number
  imported: number
}

async function measure(target: Target): Promise<Figures> {
  const server = await startApiServer(target.env, 10 * 60_000)
  try {
    const { token } = await callApi<{ token: string }>(server.baseUrl, 'POST', 'login', { email: OWNER, password: PASSWORD })
    const api = `${server.baseUrl}/backend/api`
    const searches: { label: string; query: Record<string, string> }[] = [
      { label: 'q=ada (name start)', query: { q: 'ada' } },
      { label: 'q=nguyen, department=Engineering', query: { q: 'nguyen', department: 'Engineering' } },
      { label: 'q=engineer (title), sort=start_date', query: { q: 'engineer', sort: 'start_date' } },
      { label: 'q=employee123 (work email start)', query: { q: 'employee123' } },
      { label: 'department=Sales, status=active', query: { department: 'Sales', status: 'active' } },
      { label: 'status=on_leave, sort=-start_date', query: { status: 'on_leave', sort: '-start_date' } },
      { label: 'manager_id (a manager’s reports)', query: { manager_id: '' } },
      { label: 'location=Berlin, page=20', query: { location: 'Berlin', page: '20' } },
    ]
    const managerList = (await timed(`${api}/employees?q=employee2%40`, token)).body as { data: { id: number }[] }
    const manager = searches.find((search) => search.query.manager_id !== undefined)
    if (manager) manager.query.manager_id = String(managerList.data[0]?.id ?? 1)

    const timings = new Map<string, number[]>(searches.map((search) => [search.label, []]))
    // A search counted up to its cap shows "1,000+" (meta.total_capped).
    const totals = new Map<string, string>()
    for (let round = -3; round < ROUNDS; round += 1) {
      for (const search of searches) {
        const { ms, body } = await timed(`${api}/employees?${new URLSearchParams(search.query)}`, token)
        if (round < 0) continue
        timings.get(search.label)?.push(ms)
        const { meta } = body as { meta: { total: number; total_capped?: true } }
        totals.set(search.label, `${meta.total.toLocaleString('en-US')}${meta.total_capped ? '+' : ''}`)
      }
    }

    const dashboardSamples: number[] = []
    for (let round = -3; round < ROUNDS; round += 1) {
      const { ms } = await timed(`${api}/dashboard`, token)
      if (round >= 0) dashboardSamples.push(ms)
    }

    const chart = await timed(`${api}/employees/org-chart`, token)
    const exported = await timed(`${api}/employees/export.csv`, token)

    const csv = importCsv(importRows, String(Date.now()))
    const upload = (dryRun: boolean) => {
      const body = new FormData()
      body.append('file', new File([csv], 'people.csv', { type: 'text/csv' }))
      return timed(`${api}/employees/import${dryRun ? '?dry_run=true' : ''}`, token, { method: 'POST', body })
    }
    const dryRun = await upload(true)
    const preview = dryRun.body as { valid: number; errors: unknown[] }
    if (preview.errors.length > 0) throw new Error(`The import's dry run found errors: ${JSON.stringify(preview.errors.slice(0, 5))}`)
    const imported = await upload(false)

    const all = [...timings.values()].flat()
    return {
      searches: searches.map((search) => ({ label: search.label, total: totals.get(search.label) ?? '0', summary: latencySummary(timings.get(search.label) ?? []) })),
      search: latencySummary(all),
      dashboard: latencySummary(dashboardSamples),
      orgChart: { ms: chart.ms, nodes: (chart.body as { data: unknown[] }).data.length },
      exportCsv: { ms: exported.ms, bytes: String(exported.body).length },
      dryRunMs: dryRun.ms,
      importMs: imported.ms,
      imported: (imported.body as { created: number }).created,
    }
  } finally {
    await server.stop()
  }
}

function report(target: Target, figures: Figures): Check[] {
  const people = employeeCount.toLocaleString('en-US')
  console.log(`\n${target.label}: GET /backend/api/employees over ${people} employees, one request at a time, ${ROUNDS} rounds\n`)
  printTable(
    ['search and filter', 'matches', 'p50', 'p95', 'max'],
    figures.searches.map((row) => [row.label, row.total, formatMs(row.summary.p50), formatMs(row.summary.p95), formatMs(row.summary.max)]),
  )
  console.log(`\n${target.label}: the rest\n`)
  printTable(
    ['request', 'time'],
    [
      [
        `GET dashboard (${applicantCount.toLocaleString('en-US')} applicants, ${people} employees) p50 / p95`,
        `${formatMs(figures.dashboard.p50)} / ${formatMs(figures.dashboard.p95)}`,
      ],
      [`GET employees/org-chart (${figures.orgChart.nodes.toLocaleString('en-US')} people)`, formatMs(figures.orgChart.ms)],
      [`GET employees/export.csv (${(figures.exportCsv.bytes / 1024 / 1024).toFixed(1)} MB)`, formatMs(figures.exportCsv.ms)],
      [`POST employees/import?dry_run=true (${importRows.toLocaleString('en-US')} rows)`, formatMs(figures.dryRunMs)],
      [`POST employees/import (${figures.imported.toLocaleString('en-US')} created)`, formatMs(figures.importMs)],
    ],
  )
  const importSeconds = figures.importMs / 1000
  return [
    {
      name: `${target.label}: employee search + filter p95`,
      measured: formatMs(figures.search.p95),
      target: `< ${TARGETS.searchMs} ms`,
      met: figures.search.p95 < TARGETS.searchMs,
    },
    {
      name: `${target.label}: import of ${importRows.toLocaleString('en-US')} rows`,
      measured: `${importSeconds.toFixed(1)} s`,
      target: `< ${TARGETS.importSeconds} s`,
      met: importSeconds < TARGETS.importSeconds && figures.imported === importRows,
    },
    {
      name: `${target.label}: GET dashboard p95`,
      measured: formatMs(figures.dashboard.p95),
      target: `< ${TARGETS.dashboardMs} ms`,
      met: figures.dashboard.p95 < TARGETS.dashboardMs,
    },
  ]
}

const loadBefore = loadavg()[0] ?? 0
log(`${availableParallelism()} cores, load average ${loadBefore.toFixed(2)}, Node ${process.version}`)
const dataDir = flags.keep ? path.resolve(flags.keep) : mkdtempSync(path.join(tmpdir(), 'staffdesk-bench-employees-'))
let postgres: TemporaryDatabase | undefined
try {
  let target: Target
  if (flags.postgres) {
    postgres = await createTemporaryDatabase(flags.postgres, 'staffdesk_bench_employees')
    target = { label: 'PostgreSQL', env: { DATA_DIR: dataDir, DATABASE_URL: postgres.url } }
    log('building the PostgreSQL data set')
    await buildDataSet(target)
  } else {
    target = { label: 'embedded', env: { DATA_DIR: dataDir } }
    await reuseOrBuild(dataDir, Boolean(flags.keep), 'the embedded data set', () => buildDataSet(target), log)
  }
  const checks = report(target, await measure(target))
  console.log('\nTargets (issue 13)\n')
  printChecks(checks)
  console.log(`\nLoad average (1 min) before ${loadBefore.toFixed(2)}, after ${(loadavg()[0] ?? 0).toFixed(2)}`)
  reportVerdict(checks, flags.explore)
} finally {
  await postgres?.drop()
  if (!flags.keep) rmSync(dataDir, { recursive: true, force: true })
}
