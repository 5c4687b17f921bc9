/**
 * `npm run screenshots -- [--out=DIR] [--only=WORD,WORD] [--dir=ltr,rtl]`: Playwright screenshots of the product's
 * pages, in light and dark, at 390 and 1440 px (and right to left with `--dir=ltr,rtl`), on the real server with the demo company, a
 * few uploaded resumes and an interview with a self-scheduling link (a fresh data folder each run). Open them and look: a layout that breaks
 * at phone width or a colour that vanishes in dark mode shows here before a user sees it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium, type Browser, type Page } from '@playwright/test'
import { startServerProcess } from '../bench/lib/server-process'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/browser'
import { DEMO_CAREERS_SLUG } from '../server/seed/demo'
import { DOCX_TYPE, PDF_TYPE, resumeDocx, resumePdf } from '../server/test/resume-files'
import { THEME_STORAGE_KEY } from '../src/stores/theme'
import { newestMailTo } from '../e2e/full-stack/mailbox'

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]))
const OUT = path.resolve(args.get('out') ?? 'screenshots')
/** The shots whose names hold one of these words; all without. */
const ONLY = args.get('only')?.split(',')
const DIRECTIONS = (args.get('dir') ?? 'ltr').split(',') as ('ltr' | 'rtl')[]

interface Shot {
  name: string
  path: string
  /** Signed in as the demo owner. */
  staff: boolean
  /** Signed in with this token instead (another company's user). */
  token?: string
  /** What is on screen once the page has loaded. */
  ready: (page: Page) => Promise<void>
  /** Only the window, for a dialog: it stays in the window while a full page shot scrolls the page behind it. */
  windowOnly?: boolean
}

async function api<T>(base: string, method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}/backend/api/${route}`, {
    method,
    headers: { ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/**
 * The interview pages' shots (contract 16): a kit on the applicant's job (its Interview plan, and
 * the attributes the scorecard form rates), an interview of the demo applicant with the owner on
 * its panel (its page with the scorecard form, the applicant's Interviews and blind "Scorecards",
 * the schedule dialog), one tomorrow for Home's "Your interviews", and a self-scheduling link's
 * slot picker. None when the server has no interviews endpoint (404).
 */
async function interviewShots(base: string, token: string, applicant: { id: number; applications: { id: number; job: { id: number } }[] }): Promise<Shot[]> {
  const application = applicant.applications[0]
  if (!application) return []
  const owner = (await api<{ user: { id: number } }>(base, 'GET', 'user', undefined, token)).user.id
  const day = 86_400_000
  const now = Date.now()
  const stages = await api<{ data: { id: number; name: string }[] }>(base, 'GET', 'settings/pipeline-stages', undefined, token)
  const kit = await fetch(`${base}/backend/api/jobs/${application.job.id}/interview-kits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      stage_id: stages.data.find((stage) => stage.name === 'Interview')?.id,
      name: 'Technical interview',
      duration_minutes: 60,
      instructions: 'Walk through a robot the candidate built. Ask **why** before **how**.',
      attributes: [
        { name: 'Problem solving', description: 'Breaks a vague problem into steps and tests each one' },
        { name: 'Robotics fundamentals', description: 'Kinematics, sensors and control loops' },
        { name: 'Communication', description: '' },
      ],
      questions: ['Tell us about a robot that did not do what you expected. What did you change?', 'How would you tune a PID loop on a new arm?'],
    }),
  })
  if (kit.status === 404) return []
  if (!kit.ok) throw new Error(`POST interview-kits: ${kit.status} ${await kit.text()}`)
  const scheduled = await fetch(`${base}/backend/api/interviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      application_id: application.id,
      kit_id: ((await kit.json()) as { id: number }).id,
      title: 'Technical interview',
      starts_at: new Date(now - 2 * day).toISOString(),
      ends_at: new Date(now - 2 * day + 3_600_000).toISOString(),
      timezone: 'America/New_York',
      location: 'Room 2',
      video_url: 'https://meet.example.com/technical',
      interviewer_ids: [owner],
      notify_candidate: false,
      allow_conflicts: true,
    }),
  })
  if (scheduled.status === 404) return []
  if (!scheduled.ok) throw new Error(`POST interviews: ${scheduled.status} ${await scheduled.text()}`)
  const interview = (await scheduled.json()) as { id: number }
  const link = await api<{ url: string }>(
    base,
    'POST',
    `applications/${application.id}/scheduling-links`,
    { interviewer_ids: [owner], duration_minutes: 45, from: new Date(now + 2 * day).toISOString(), to: new Date(now + 9 * day).toISOString(), timezone: 'America/New_York' },
    token,
  )
  await api(
    base,
    'POST',
    'interviews',
    {
      application_id: application.id,
      title: 'Culture conversation',
      starts_at: new Date(now + day).toISOString(),
      ends_at: new Date(now + day + 1_800_000).toISOString(),
      timezone: 'Europe/Berlin',
      location: 'Video call',
      video_url: 'https://meet.example.com/culture',
      interviewer_ids: [owner],
      notify_candidate: false,
      allow_conflicts: true,
    },
    token,
  )
  const linkToken = new URL(link.url).searchParams.get('token') ?? ''
  return [
    { name: 'interview', path: `/interviews/view/?id=${interview.id}`, staff: true, ready: (page) => page.getByRole('form', { name: 'Scorecard' }).waitFor() },
    { name: 'applicant-interviews', path: `/candidates/view/?id=${applicant.id}`, staff: true, ready: (page) => page.getByRole('region', { name: 'Interviews' }).waitFor() },
    {
      name: 'schedule-interview',
      path: `/candidates/view/?id=${applicant.id}`,
      staff: true,
      windowOnly: true,
      ready: async (page) => {
        await page.getByRole('button', { name: 'Schedule interview' }).first().click()
        await page.getByRole('dialog', { name: /^Schedule an interview with / }).waitFor()
      },
    },
    { name: 'applicant-scorecards', path: `/candidates/view/?id=${applicant.id}`, staff: true, ready: (page) => page.getByRole('region', { name: 'Scorecards' }).waitFor() },
    {
      name: 'careers-schedule',
      path: `/careers/schedule/?token=${encodeURIComponent(linkToken)}`,
      staff: false,
      ready: (page) => page.getByRole('heading', { level: 1, name: 'Book your interview' }).waitFor(),
    },
  ]
}

/** A call that answers null when the server has no such endpoint (404), so the shots run on a server without offers too. */
async function tryApi<T>(base: string, method: string, route: string, body: unknown, token: string): Promise<T | null> {
  const response = await fetch(`${base}/backend/api/${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** The link of the offer mail most recently sent to `email`. */
async function offerLinkTo(dataDir: string, email: string): Promise<string> {
  const link = /\/careers\/offer\/\?token=[\w-]+/.exec(await newestMailTo(dataDir, email, 30_000))?.[0]
  if (!link) throw new Error(`The offer mail to ${email} holds no link`)
  return link
}

/**
 * The offer pages' shots (contract 17): an approved requisition with a band and its job, the
 * offers' chain of two steps (anyone, then Finance) for salaries outside the band, and four
 * applicants: one offer above the band half way through approval, one accepted (signed on the
 * careers page's API), one sent and open on the careers site, and one with no offer yet for the
 * "Make offer" dialog; Settings → Offer approvals' shot shows that chain. None when the server has no offers endpoint (404).
 */
async function offerShots(base: string, token: string, financeToken: string, dataDir: string): Promise<Shot[]> {
  const day = 86_400_000
  const inDays = (days: number) => new Date(Date.now() + days * day).toISOString()
  const roles = await api<{ data: { id: number; name: string; permissions: Record<string, string[]> }[] }>(base, 'GET', 'roles', undefined, token)
  const finance = roles.data.find((role) => role.name === 'Finance')
  // Finance approves offers too, so the offer waiting at their step names who may act.
  if (finance) await api(base, 'PATCH', `roles/${finance.id}`, { permissions: { ...finance.permissions, offer: ['view'], offer_approve: ['allow'] } }, token)
  const chain = await tryApi(
    base,
    'PUT',
    'settings/offer-approval-chain',
    {
      steps: [{ approver: { type: 'any' }, required: 1 }, ...(finance ? [{ approver: { type: 'role', role_id: finance.id }, required: 1 }] : [])],
      sla_days: 3,
      only_out_of_range: true,
    },
    token,
  )
  if (!chain) return []
  const requisition = await api<{ id: number }>(
    base,
    'POST',
    'requisitions',
    {
      title: 'Robotics Engineer',
      department: 'Engineering',
      employment_type: 'full_time',
      headcount: 4,
      salary_min: 120000,
      salary_max: 150000,
      salary_currency: 'USD',
      target_start_date: inDays(40).slice(0, 10),
    },
    token,
  )
  await api(base, 'POST', `requisitions/${requisition.id}/submit`, {}, token)
  // The demo's requisition chain: anyone who may approve (the owner), then Finance.
  await api(base, 'POST', `requisitions/${requisition.id}/approve`, {}, token)
  await api(base, 'POST', `requisitions/${requisition.id}/approve`, {}, financeToken)
  const job = await api<{ id: number }>(
    base,
    'POST',
    'jobs',
    { title: 'Robotics Engineer', department: 'Engineering', employment_type: 'full_time', workplace: 'hybrid', openings: 4, requisition_id: requisition.id },
    token,
  )
  const people = [
    { name: 'Katherine Johnson', email: 'katherine@example.test' },
    { name: 'Alan Turing', email: 'alan@example.test' },
    { name: 'Hedy Lamarr', email: 'hedy@example.test' },
    { name: 'Margaret Hamilton', email: 'margaret@example.test' },
  ]
  const applications: { applicantId: number; applicationId: number }[] = []
  for (const person of people) {
    const applicant = await api<{ id: number }>(base, 'POST', 'applicants', { ...person, headline: 'Robotics engineer', job_id: job.id }, token)
    const read = await api<{ applications: { id: number }[] }>(base, 'GET', `applicants/${applicant.id}`, undefined, token)
    applications.push({ applicantId: applicant.id, applicationId: read.applications[0]?.id ?? 0 })
  }
  const templates = await api<{ data: { id: number; is_default: boolean }[] }>(base, 'GET', 'email-templates?kind=offer', undefined, token)
  const template = templates.data.find((each) => each.is_default) ?? templates.data[0]
  if (!template) throw new Error('The demo company has no offer template')
  const offer = (index: number, salary: number) =>
    api<{ id: number }>(
      base,
      'POST',
      'offers',
      {
        application_id: applications[index]?.applicationId,
        template_id: template.id,
        start_date: inDays(40).slice(0, 10),
        salary,
        salary_currency: 'USD',
        salary_period: 'year',
        bonus: 12000,
        equity: '0.05% over 4 years',
        expires_at: inDays(14),
      },
      token,
    )
  // Approved at step 1, then its salary raised: the chain restarts and the history shows the before and after; approved at step 1 again, it waits for Finance.
  const inApproval = await offer(0, 165000)
  await api(base, 'POST', `offers/${inApproval.id}/submit`, {}, token)
  await api(base, 'POST', `offers/${inApproval.id}/approve`, { comment: 'Above the band, as agreed with the hiring manager.' }, token)
  await api(base, 'PATCH', `offers/${inApproval.id}`, { salary: 168000 }, token)
  if (finance) await api(base, 'POST', `offers/${inApproval.id}/approve`, {}, token)
  const accepted = await offer(1, 140000)
  await api(base, 'POST', `offers/${accepted.id}/submit`, {}, token)
  await api(base, 'POST', `offers/${accepted.id}/send`, {}, token)
  const acceptedLink = await offerLinkTo(dataDir, people[1]?.email ?? '')
  const acceptedToken = new URL(acceptedLink, base).searchParams.get('token') ?? ''
  const signed = await tryApi(base, 'POST', `offer-portal/${acceptedToken}/accept`, { signature_name: 'Alan Turing', agree: true }, '')
  const open = await offer(2, 135000)
  await api(base, 'POST', `offers/${open.id}/submit`, {}, token)
  await api(base, 'POST', `offers/${open.id}/send`, {}, token)
  const openLink = await offerLinkTo(dataDir, people[2]?.email ?? '')
  const maker = applications[3]?.applicantId ?? 0
  return [
    { name: 'offer-approval', path: `/offers/view/?id=${inApproval.id}`, staff: true, ready: (page) => page.getByRole('list', { name: 'Approval steps' }).waitFor() },
    {
      name: 'offer-form',
      path: `/candidates/view/?id=${maker}`,
      staff: true,
      windowOnly: true,
      ready: async (page) => {
        await page.getByRole('region', { name: 'Offers' }).getByRole('button', { name: 'Make offer' }).click()
        const form = page.getByRole('form', { name: 'Make offer' })
        await form.getByRole('textbox', { name: 'Salary' }).fill('165000')
        await form.getByText('Outside the band', { exact: true }).waitFor()
        await page.getByRole('dialog').getByRole('region', { name: 'Letter' }).getByText('Hi Margaret,').waitFor()
      },
    },
    // The candidate's pages when the server has the offer portal.
    ...(signed
      ? [
          { name: 'offer-accepted', path: `/offers/view/?id=${accepted.id}`, staff: true, ready: (page: Page) => page.getByRole('region', { name: 'Signature' }).waitFor() },
          { name: 'careers-offer-open', path: openLink, staff: false, ready: (page: Page) => page.getByRole('button', { name: 'Accept offer' }).waitFor() },
          {
            name: 'careers-offer-accepted',
            path: acceptedLink,
            staff: false,
            ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Offer accepted' }).waitFor(),
          },
        ]
      : []),
  ]
}

/**
 * The demo's own offers as a recruiter opens them (issue 33): Priya Raman's accepted and signed one and Ethan Brooks's
 * waiting for the hiring manager, each on its applicant's Offers section and on its own page. Elena Petrova's sent offer
 * has no shot on the careers site: its link's token is stored hashed, so `offerShots` sends one of its own.
 */
async function demoOfferShots(base: string, token: string): Promise<Shot[]> {
  const offers = await tryApi<{ data: { id: number; application: { applicant: { id: number; name: string } } }[] }>(base, 'GET', 'offers?per_page=100', undefined, token)
  const shots: Shot[] = []
  for (const [candidate, shot, ready] of [
    ['Priya Raman', 'accepted', (page: Page) => page.getByRole('region', { name: 'Signature' }).waitFor()],
    ['Ethan Brooks', 'pending', (page: Page) => page.getByRole('list', { name: 'Approval steps' }).waitFor()],
  ] as const) {
    const offer = offers?.data.find((each) => each.application.applicant.name === candidate)
    if (!offer) continue
    shots.push(
      {
        name: `applicant-offers-${shot}`,
        path: `/candidates/view/?id=${offer.application.applicant.id}`,
        staff: true,
        ready: (page) => page.getByRole('region', { name: 'Offers' }).getByRole('link', { name: 'View offer' }).waitFor(),
      },
      { name: `offer-demo-${shot}`, path: `/offers/view/?id=${offer.id}`, staff: true, ready },
    )
  }
  return shots
}

/** Each shot in each direction, scheme and width, signed in with its token (else `token`) on `base`. */
async function shootAll(browser: Browser, base: string, token: string, shots: readonly Shot[]): Promise<void> {
  mkdirSync(OUT, { recursive: true })
  for (const shot of shots.filter((each) => !ONLY || ONLY.some((word) => each.name.includes(word)))) {
    for (const dir of DIRECTIONS) {
      for (const scheme of ['light', 'dark'] as const) {
        for (const width of [390, 1440]) {
          const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, colorScheme: scheme })
          if (shot.staff) await context.addCookies([{ name: 'token', value: shot.token ?? token, url: base }])
          await context.addInitScript(([key, mode, direction]) => window.localStorage.setItem(key, JSON.stringify({ state: { class: mode, dir: direction }, version: 1 })), [
            THEME_STORAGE_KEY,
            scheme,
            dir,
          ] as const)
          const page = await context.newPage()
          await page.goto(`${base}${shot.path}`)
          await shot.ready(page)
          await page.waitForLoadState('networkidle')
          const file = path.join(OUT, `${shot.name}-${width}-${scheme}${dir === 'rtl' ? '-rtl' : ''}.png`)
          await page.screenshot({ path: file, fullPage: !shot.windowOnly })
          console.log(file)
          await context.close()
        }
      }
    }
  }
}

/**
 * The pickers and the board's choice (issue 30): Add applicant's Job picker at its "Load more" and
 * once it is chosen (the demo's dozen jobs get a few more drafts, made when the first of these
 * shots is taken, so the shots before see the demo as it is), and the board's chosen cards once a
 * filter hides some of them.
 */
function pickerShots(base: string, token: string, jobId: number | undefined): Shot[] {
  let morePosted: Promise<void> | null = null
  const moreJobs = () =>
    (morePosted ??= (async () => {
      for (let index = 1; index <= 24; index += 1) {
        await api(
          base,
          'POST',
          'jobs',
          { title: `Warehouse Associate ${String(index).padStart(2, '0')}`, department: 'Operations', employment_type: 'full_time', workplace: 'on_site', openings: 1 },
          token,
        )
      }
    })())
  /** Add applicant's dialog with its Job picker open, once the extra jobs are there to page through. */
  const openJobPicker = async (page: Page) => {
    await moreJobs()
    await page.getByRole('button', { name: 'Add applicant' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add applicant' })
    await dialog.getByRole('combobox', { name: 'Job' }).click()
    return dialog
  }
  return [
    {
      name: 'job-picker-load-more',
      path: '/candidates/',
      staff: true,
      windowOnly: true,
      ready: async (page) => {
        await openJobPicker(page)
        await page.getByRole('option', { name: /^Load more/ }).waitFor()
        // Up from the top wraps to the list's end, as a keyboard user reaches it.
        await page.keyboard.press('ArrowUp')
      },
    },
    {
      name: 'job-picker-loaded',
      path: '/candidates/',
      staff: true,
      windowOnly: true,
      ready: async (page) => {
        const dialog = await openJobPicker(page)
        await page.getByRole('option', { name: /^Load more/ }).click()
        await dialog
          .getByRole('status')
          .filter({ hasText: /more loaded/ })
          .waitFor({ state: 'attached' })
      },
    },
    {
      name: 'pipeline-filtered-selection',
      path: `/jobs/pipeline/?id=${jobId}`,
      staff: true,
      ready: async (page) => {
        await page
          .getByRole('button', { name: /^Move / })
          .first()
          .waitFor()
        for (const box of await page.getByRole('checkbox', { name: /^Select all in / }).all()) if (await box.isEnabled()) await box.check()
        // A card's applicant, from its move handle ("Move Ada Lovelace, now in Screening").
        const handle =
          (await page
            .getByRole('button', { name: /^Move / })
            .first()
            .getAttribute('aria-label')) ?? ''
        const name = /^Move (.+), now in /.exec(handle)?.[1] ?? ''
        await page.getByRole('textbox', { name: 'Filter the board' }).fill(name)
        await page.getByRole('region', { name: 'Chosen applicants' }).waitFor()
      },
    },
  ]
}

/** The demo owner's password, printed once in the server's log. */
async function demoPassword(logFile: string): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const found = /password \(all of them\): (\S+)/.exec(readFileSync(logFile, 'utf8'))?.[1]
    if (found) return found
    await sleep(200)
  }
  throw new Error(`No demo password in ${logFile}`)
}

/** Uploads two resumes of the same person, so Recent uploads holds a saved one and a duplicate or review. */
async function uploadResumes(base: string, token: string): Promise<number> {
  const people = [
    { name: 'Ada Lovelace', email: 'ada@example.test', phone: '+1 415 555 0101', location: 'Austin, TX', title: 'Senior Engineer', skills: ['TypeScript', 'SQL'] },
    { name: 'Grace Hopper', email: 'grace@example.test', phone: '+1 415 555 0102', location: 'Boston, MA', title: 'Nurse Manager', skills: ['Nursing', 'Payroll'] },
    { name: 'Ada Lovelace', email: 'ada.l@example.test', phone: '+1 415 555 0101', location: 'Austin, TX', title: 'Staff Engineer', skills: ['TypeScript'] },
  ]
  for (const [index, person] of people.entries()) {
    const form = new FormData()
    // Grace sends a Word resume: her page shows it as its text.
    const file =
      person.name === 'Grace Hopper'
        ? new File([new Uint8Array(await resumeDocx(person))], `resume-${index + 1}.docx`, { type: DOCX_TYPE })
        : new File([new Uint8Array(await resumePdf(person))], `resume-${index + 1}.pdf`, { type: PDF_TYPE })
    form.append('file', file)
    await api(base, 'POST', 'resumes', form, token)
  }
  for (let tries = 0; tries < 150; tries += 1) {
    const pending = await api<{ meta: { total: number } }>(base, 'GET', 'resumes?status=queued,parsing&per_page=1', undefined, token)
    if (pending.meta.total === 0) break
    await sleep(200)
  }
  const review = await api<{ data: { id: number }[] }>(base, 'GET', 'resumes?status=needs_review&per_page=1', undefined, token)
  return review.data[0]?.id ?? 0
}

/**
 * A candidate's privacy page (contract 19): they apply on the careers site, and the confirmation
 * mail carries the link with their token.
 */
async function privacyPath(base: string, dataDir: string, jobId: number): Promise<string> {
  const email = 'lin.privacy@example.test'
  const form = new FormData()
  form.append('name', 'Lin Privacy')
  form.append('email', email)
  form.append('consent', 'true')
  form.append('website', '')
  const person = { name: 'Lin Privacy', email, phone: '+1 415 555 0199', location: 'Denver, CO', title: 'Analyst', skills: ['SQL'] }
  form.append('file', new File([new Uint8Array(await resumePdf(person))], 'lin.pdf', { type: PDF_TYPE }))
  await api(base, 'POST', `careers/${DEMO_CAREERS_SLUG}/jobs/${jobId}/apply`, form)
  const link = /\/careers\/privacy\/\?token=[\w-]+/.exec(await newestMailTo(dataDir, email, 30_000))?.[0]
  if (!link) throw new Error('The application mail holds no privacy link')
  return link
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS })
  try {
    await shootOnServer(browser)
  } finally {
    await browser.close()
  }
}

async function shootOnServer(browser: Browser): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staffdesk-screenshots-'))
  const logFile = path.join(dataDir, 'server.log')
  const server = await startServerProcess({
    entry: path.resolve(import.meta.dirname, '../server/main.ts'),
    env: { DATA_DIR: dataDir, SEED_DEMO: '1' },
    logFile,
    readyPath: '/backend/api/health',
    readyTimeoutMs: 5 * 60_000,
  })
  try {
    const base = server.baseUrl
    const password = await demoPassword(logFile)
    const token = (await api<{ token: string }>(base, 'POST', 'login', { email: 'dana@acme.test', password })).token
    const reviewId = await uploadResumes(base, token)
    const jobs = await api<{ data: { id: number; title: string }[] }>(base, 'GET', `careers/${DEMO_CAREERS_SLUG}/jobs`)
    const job = jobs.data[0]
    if (!job) throw new Error('The demo company publishes no job')
    const applicants = await api<{ data: { id: number; name: string; applications: { id: number; job: { id: number } }[] }[] }>(
      base,
      'GET',
      'applicants?per_page=100',
      undefined,
      token,
    )
    const applied = applicants.data.find((each) => each.applications.length > 0)
    const grace = applicants.data.find((each) => each.name === 'Grace Hopper')
    if (!applied || !grace) throw new Error('The demo company has no applicant with an application, or Grace Hopper was not saved')
    // The pricing page as a new company sees it: no subscription yet.
    const privacy = await privacyPath(base, dataDir, job.id)
    const newcomer = (await api<{ token: string }>(base, 'POST', 'signup', { company_name: 'Globex', name: 'Hank Scorpio', email: 'hank@globex.test', password: password })).token

    const shots: Shot[] = [
      // The dashboard's charts arrive in a chunk of their own, after the page.
      { name: 'home', path: '/', staff: true, ready: (page) => page.getByRole('region', { name: 'Funnel by stage' }).locator('svg.recharts-surface').waitFor() },
      { name: 'resumes-upload', path: '/resumes/upload/', staff: true, ready: (page) => page.getByRole('heading', { name: 'Upload Resumes', exact: true }).waitFor() },
      ...(reviewId
        ? [
            {
              name: 'resumes-review',
              path: `/resumes/review/?id=${reviewId}`,
              staff: true,
              ready: (page: Page) => page.getByRole('button', { name: /Save as new applicant/ }).waitFor(),
            },
          ]
        : []),
      { name: 'applicants', path: '/candidates/', staff: true, ready: (page) => page.getByRole('heading', { name: 'Applicants List', exact: true }).waitFor() },
      { name: 'applicant', path: `/candidates/view/?id=${grace.id}`, staff: true, ready: (page) => page.getByRole('region', { name: /^Resume: / }).waitFor() },
      {
        name: 'pipeline',
        path: `/jobs/pipeline/?id=${applied.applications[0]?.job.id}`,
        staff: true,
        ready: (page) =>
          page
            .getByRole('button', { name: /^Move / })
            .first()
            .waitFor(),
      },
      // The applicant's job: the interview shots give it an interview plan.
      { name: 'job', path: `/jobs/view/?id=${applied.applications[0]?.job.id}`, staff: true, ready: (page) => page.getByRole('region', { name: 'Interview plan' }).waitFor() },
      { name: 'employees', path: '/employees/', staff: true, ready: (page) => page.getByRole('heading', { name: 'Employees Management', exact: true }).waitFor() },
      { name: 'account', path: '/account/', staff: true, ready: (page) => page.getByRole('region', { name: 'Sessions' }).waitFor() },
      { name: 'settings', path: '/settings/', staff: true, ready: (page) => page.getByRole('heading', { name: 'Settings', exact: true }).waitFor() },
      { name: 'settings-offer-approvals', path: '/settings/offer-approvals/', staff: true, ready: (page) => page.getByRole('list', { name: 'Approval steps' }).waitFor() },
      {
        name: 'settings-privacy',
        path: '/settings/privacy/',
        staff: true,
        ready: (page) =>
          page
            .getByRole('region', { name: 'Privacy requests' })
            .getByRole('list')
            .or(page.getByText(/^No candidate has asked/))
            .waitFor(),
      },
      {
        name: 'settings-audit-log',
        path: '/settings/audit-log/',
        staff: true,
        ready: (page) =>
          page
            .getByRole('table', { name: 'Audit log' })
            .or(page.getByRole('list', { name: 'Audit log' }))
            .waitFor(),
      },
      { name: 'pricing', path: '/subscription/pricing/', staff: true, token: newcomer, ready: (page) => page.getByRole('button', { name: 'Subscribe to Team' }).waitFor() },
      { name: 'careers', path: `/careers/?company=${DEMO_CAREERS_SLUG}`, staff: false, ready: (page) => page.getByRole('link', { name: job.title }).first().waitFor() },
      { name: 'careers-privacy', path: `${privacy}&erase=1`, staff: false, ready: (page) => page.getByRole('button', { name: 'Erase my data now' }).waitFor() },
      {
        name: 'careers-job',
        path: `/careers/job/?company=${DEMO_CAREERS_SLUG}&id=${job.id}`,
        staff: false,
        ready: (page) => page.getByRole('button', { name: 'Submit application' }).waitFor(),
      },
      ...(await interviewShots(base, token, applied)),
      ...(await demoOfferShots(base, token)),
      ...(await offerShots(base, token, (await api<{ token: string }>(base, 'POST', 'login', { email: 'jordan@acme.test', password })).token, dataDir)),
      // Last: the first of these adds jobs to the demo.
      ...pickerShots(base, token, applied.applications[0]?.job.id),
    ]
    await shootAll(browser, base, token, shots)
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
