/**
 * `npm run bench:messages`: issue 31's targets through the real server (`server/main.ts`) on a
 * fresh embedded database, mail written to files: 1,000 applications of one job are rejected in
 * bulk with a rejection mail each (two requests of 500, the bulk limit), sent now.
 *
 * Targets: each bulk request answers in under 2 s; all 1,000 mails have left (their .eml files
 * are written) within 60 s of the first request; GET `user` p99 while they leave stays under 2×
 * its idle p99.
 *
 *   npm run bench:messages
 *   npm run bench:messages -- --explore   # print only, no verdict
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { APPLICANT_LIMITS } from '../common/applicants'
import { callApi } from '../e2e/full-stack/api-call'
import { signUpCompany } from './lib/data-set'
import { formatMs, printChecks, printTable, quantile, reportVerdict, type Check } from './lib/report'
import { timeUser } from './lib/timed-user'
import { startApiServer } from './lib/server-process'

const APPLICATIONS = 1_000
const IDLE_SAMPLES = 300
const TARGETS = { requestMs: 2_000, allSentMs: 60_000, p99Ratio: 2 }

const { values: flags } = parseArgs({ options: { explore: { type: 'boolean', default: false } } })

function log(message: string): void {
  console.error(`[bench:messages] ${message}`)
}

const p99 = (samples: readonly number[]) => quantile([...samples].sort((a, b) => a - b), 0.99)


/** How many mails the file mailer has written. */
function mailCount(mailDir: string): number {
  try {
    return readdirSync(mailDir).filter((name) => name.endsWith('.eml')).length
  } catch {
    return 0
  }
}

/** Runs `make(index)` for 0…count-1, `parallel` at a time. */
async function inParallel(count: number, parallel: number, make: (index: number) => Promise<unknown>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await make(next++)
    }),
  )
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staffdesk-messages-'))
  const mailDir = path.join(dataDir, 'mail')
  const server = await startApiServer({ DATA_DIR: dataDir })
  try {
    const api = `${server.baseUrl}/backend/api`
    const call = <T>(method: string, apiPath: string, token: string, body?: unknown) => callApi<T>(server.baseUrl, method, apiPath, body, token)
    const token = await signUpCompany(server.baseUrl, { name: 'Messages Bench Co', email: 'owner@messages.bench', password: 'bench password 0123', plan: 'business' })
    const job = await call<{ id: number }>('POST', 'jobs', token, { title: 'Support Specialist', department: 'Support', employment_type: 'full_time', workplace: 'remote', openings: 1 })
    log(`adding ${APPLICATIONS.toLocaleString('en-US')} applicants to one job`)
    await inParallel(APPLICATIONS, 4, (index) =>
      call('POST', 'applicants', token, { name: `Candidate ${index + 1} Bench`, email: `candidate${index + 1}@messages.bench`, job_id: job.id }),
    )
    const board = await call<{ stages: { applications: { id: number }[] }[] }>('GET', `jobs/${job.id}/pipeline`, token)
    const ids = board.stages.flatMap((stage) => stage.applications.map((card) => card.id))
    if (ids.length !== APPLICATIONS) throw new Error(`The board holds ${ids.length} applications, not ${APPLICATIONS}`)
    const { rejection_reasons: reasons } = await call<{ rejection_reasons: string[] }>('GET', 'settings/lists', token)
    const { data: templates } = await call<{ data: { id: number; is_default: boolean }[] }>('GET', 'email-templates?kind=rejection', token)
    const template = templates.find((candidate) => candidate.is_default)
    if (!template || !reasons[0]) throw new Error('The company has no default rejection template or no rejection reason')
    const mailsBefore = mailCount(mailDir)

    for (let warm = 0; warm < 30; warm += 1) await timeUser(api, token)
    const idle: number[] = []
    for (let sample = 0; sample < IDLE_SAMPLES; sample += 1) idle.push(await timeUser(api, token))

    let sending = true
    const during: number[] = []
    const sampler = (async () => {
      while (sending) during.push(await timeUser(api, token))
    })()
    const started = performance.now()
    const requestMs: number[] = []
    for (let from = 0; from < ids.length; from += APPLICANT_LIMITS.bulk) {
      const requestStarted = performance.now()
      await call('POST', 'applications/bulk', token, { ids: ids.slice(from, from + APPLICANT_LIMITS.bulk), action: 'reject', reason: reasons[0], email: { template_id: template.id } })
      requestMs.push(performance.now() - requestStarted)
    }
    const deadline = started + 5 * TARGETS.allSentMs
    while (mailCount(mailDir) - mailsBefore < APPLICATIONS && performance.now() < deadline) await sleep(100)
    const sent = mailCount(mailDir) - mailsBefore
    const allSentMs = performance.now() - started
    sending = false
    await sampler

    const [load1, load5] = loadavg()
    console.log(`\n${APPLICATIONS.toLocaleString('en-US')} rejections with a mail each (load ${load1?.toFixed(2)} / ${load5?.toFixed(2)} on ${availableParallelism()} cores)`)
    printTable(
      ['measure', 'value'],
      [
        ...requestMs.map((ms, index) => [`bulk request ${index + 1} (${APPLICANT_LIMITS.bulk} rejections)`, formatMs(ms)]),
        [`mails written`, `${sent.toLocaleString('en-US')} of ${APPLICATIONS.toLocaleString('en-US')}`],
        ['first request to last mail', formatMs(allSentMs)],
        [`GET user p99, idle (${idle.length} requests)`, formatMs(p99(idle))],
        [`GET user p99, while sending (${during.length} requests)`, formatMs(p99(during))],
      ],
    )
    const slowest = Math.max(...requestMs)
    const ratio = p99(during) / p99(idle)
    const checks: Check[] = [
      { name: 'slowest bulk request', measured: formatMs(slowest), target: `< ${TARGETS.requestMs} ms`, met: slowest < TARGETS.requestMs },
      { name: 'all mails sent', measured: sent < APPLICATIONS ? `${sent} only` : formatMs(allSentMs), target: `< ${TARGETS.allSentMs / 1000} s`, met: sent >= APPLICATIONS && allSentMs < TARGETS.allSentMs },
      { name: 'GET user p99 while sending ÷ idle p99', measured: `${ratio.toFixed(2)}×`, target: `< ${TARGETS.p99Ratio}×`, met: ratio < TARGETS.p99Ratio },
    ]
    printChecks(checks)
    reportVerdict(checks, flags.explore)
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
