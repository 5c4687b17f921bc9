import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { APPLICANT_ACCESS } from '../common/access/applicants'
import { JOB_ACCESS } from '../common/access/jobs'
import { JOB_OPTIONS_PAGE_SIZE, jobOptionsQuerySchema } from '../common/applicants'
import { DEFAULT_BRAND_COLOR, slugFromName } from '../common/careers'
import { OPEN_JOB_STATUSES } from '../common/job-labels'
import { hasAnyPermission, type Permission } from '../common/permissions'
import { DEFAULT_WORKING_HOURS } from '../common/interviews'
import { DEFAULT_REJECTION_REASONS, DEFAULT_STAGES } from '../common/pipeline'
import { handleCareers } from './stub-careers'
import { handleOfferChain, isOfferChainRoute } from './stub-offer-chain'
import { COMPANY_LOGO_PATH, CORRECT_PASSWORD, PLANS, RESET_TOKEN, TAKEN_EMAIL, parseFaults, sessionFor, type Fault, type StubEndpoint } from './stub-personas'
import { BOARD_JOB_ID, handlePipeline } from './stub-pipeline'
import { handleInterviews, isInterviewRoute } from './stub-interviews'
import { handlePrivacy, handlePrivacyPortal, isPrivacyRoute } from './stub-privacy'
import { handleMessages, STUB_APPLICANT_ID } from './stub-messages'
import { handleOfferPortal } from './stub-offer-portal'
import { handleOffers, isOfferRoute, offerAttention, searchStubEmployees } from './stub-offers'
import { handleResumes } from './stub-resumes'
import { dashboardInterviews, handleScheduling, handleScorecards, isScorecardRoute } from './stub-scorecards'

/**
 * The end-to-end suite's server: a plain static host for the built `dist/` (no rewrite rules,
 * no SPA fallback, exactly what a static file host would do) plus a stub of the contract's
 * session endpoints under /backend/api/, of the public careers endpoints (stub-careers.ts), of
 * resume uploads (stub-resumes.ts), of one job's board (stub-pipeline.ts), of an interview with
 * its scorecards and the public slot picker (stub-scorecards.ts), of privacy (stub-privacy.ts:
 * Settings → Privacy, the audit log, and the candidate's public portal), of offers (stub-offers.ts)
 * and of the candidate's offer (stub-offer-portal.ts).
 *
 * Who is asking is decided by the bearer token alone (the app must send it), so every browser
 * context picks its own persona and faults by the token it holds, or by a `stub-fail` cookie,
 * and parallel tests never share server state. See stub-personas.ts for the token grammar.
 */

const API_PREFIX = '/backend/api/'
const SLOW_MS = 1500

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

const COMPANY_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32">' +
  '<rect width="120" height="32" rx="6" fill="#3a5892"/>' +
  '<text x="60" y="21" font-family="sans-serif" font-size="14" fill="#fff" text-anchor="middle">Acme</text></svg>'

function sendJson(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end()
    return
  }
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(text)
}

/** A stub's answer: JSON, or (with its own content type) a file's text. */
function sendAnswer(res: ServerResponse, [status, body, headers]: [number, unknown?, Record<string, string>?]): void {
  if (headers?.['content-type'] && typeof body === 'string') {
    res.writeHead(status, { 'cache-control': 'no-store', ...headers }).end(body)
    return
  }
  sendJson(res, status, body)
}

/**
 * Reads a JSON body and echoes it in the `x-stub-request-body` response header: Chromium does
 * not report the bodies of streamed fetch requests, so this is how the specs see what was sent.
 */
async function readJson(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  if (chunks.length === 0) return {}
  const text = Buffer.concat(chunks).toString('utf8')
  res.setHeader('x-stub-request-body', encodeURIComponent(text))
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')
  return match?.[1] ? decodeURIComponent(match[1].trim()) : undefined
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const validationError = (errors: Record<string, string[]>) => ({ message: 'The given data was invalid.', errors })

const isEmailShape = (value: unknown): value is string => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)

let issuedTokens = 0
const uniqueSuffix = () => `t${(++issuedTokens).toString(36)}${Math.random().toString(36).slice(2, 6)}`

function stubSettings(session: { user: { company_settings: { company_name: string; company_logo: string | null } } }) {
  const { company_name, company_logo } = session.user.company_settings
  return {
    company_name,
    company_logo,
    website: null,
    timezone: 'UTC',
    departments: [],
    locations: [],
    rejection_reasons: [...DEFAULT_REJECTION_REASONS],
    retention_days: 365,
    working_hours: { ...DEFAULT_WORKING_HOURS },
    consent_text: `I agree that ${company_name} keeps my application and resume for 365 days to consider me for its jobs.`,
    consent_version: 1,
    careers: { slug: slugFromName(company_name), public: false, intro: '', brand_color: DEFAULT_BRAND_COLOR },
  }
}

/** The default stages (contract section 9), empty: the settings page and the applicant filters load them. */
const STUB_STAGES = DEFAULT_STAGES.map((stage, index) => ({ id: index + 1, ...stage, position: index, application_count: 0, rejected_count: 0 }))

/**
 * The personas' company's jobs as GET applicants/job-options offers them, in title order: the
 * applicant list's Job filter (the jobs applied to) and its Add applicant and Add to a job pickers
 * (`open=true`: published and draft) have something to choose for every role that may read applicants.
 */
const STUB_OPTION_JOBS = [
  { id: 11, title: 'Backend Engineer', department: 'Engineering', location: 'Lisbon', status: 'published', applied: true },
  { id: 14, title: 'Data Analyst', department: 'Finance', location: null, status: 'draft', applied: false },
  { id: 12, title: 'Product Designer', department: 'Design', location: null, status: 'published', applied: true },
  { id: 13, title: 'Support Lead', department: 'Support', location: 'Remote', status: 'closed', applied: true },
] as const

/** Page `page` of the jobs offered whose title words start with each of `q`'s words, as the API matches them. */
function jobOptions(query: URLSearchParams) {
  const words = (query.get('q') ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  const jobId = query.get('job_id')
  const open = query.get('open') === 'true'
  const offered = STUB_OPTION_JOBS.filter(
    (job) =>
      (open ? (OPEN_JOB_STATUSES as readonly string[]).includes(job.status) : job.applied) &&
      (jobId === null || String(job.id) === jobId) &&
      words.every((word) =>
        job.title
          .toLowerCase()
          .split(/\s+/)
          .some((titleWord) => titleWord.startsWith(word)),
      ),
  )
  const skipped = (Math.max(1, Number(query.get('page') ?? 1) || 1) - 1) * JOB_OPTIONS_PAGE_SIZE
  const options = offered.slice(skipped, skipped + JOB_OPTIONS_PAGE_SIZE).map(({ applied: _applied, ...job }) => job)
  return { options, more: Math.max(0, offered.length - skipped - options.length) }
}

/** Subscriptions bought through the stub, by full token: only that token's sessions see them. */
const subscribedTokens = new Map<string, string>()

/**
 * Applies the faults aimed at this endpoint. Returns true when the response has been dealt
 * with (an error was sent or the socket destroyed).
 */
async function applyFaults(endpoint: StubEndpoint, faults: readonly Fault[], res: ServerResponse): Promise<boolean> {
  for (const fault of faults) {
    if (fault.endpoint !== endpoint) continue
    if (fault.kind === 'slow') await sleep(SLOW_MS)
    if (fault.kind === '500') {
      sendJson(res, 500, { message: 'The stub server failed on purpose.' })
      return true
    }
    if (fault.kind === 'network') {
      res.socket?.destroy()
      return true
    }
  }
  return false
}

async function handleApi(req: IncomingMessage, res: ServerResponse, route: string, query: URLSearchParams): Promise<void> {
  const careers = await handleCareers(req.method ?? 'GET', route, query, req)
  if (careers) return sendJson(res, careers.status, careers.body)
  // Section 16's public slot picker (stub-scorecards.ts): no sign-in, state per link.
  if (route.startsWith('scheduling/')) {
    const scheduling = handleScheduling(req.method ?? 'GET', route, req.method === 'POST' ? await readJson(req, res) : null)
    return scheduling ? sendJson(res, ...scheduling) : sendJson(res, 404, { message: `No stub for ${req.method} ${route}.` })
  }
  if (route.startsWith('privacy-portal/')) {
    const answer = handlePrivacyPortal(req.method ?? 'GET', route, req.method === 'POST' ? await readJson(req, res) : null)
    if (answer) return sendAnswer(res, answer)
  }
  // Section 17's candidate offer (stub-offer-portal.ts): no sign-in, state per link.
  if (route.startsWith('offer-portal/')) {
    const answer = handleOfferPortal(req.method ?? 'GET', route, req.method === 'POST' ? await readJson(req, res) : null)
    if (answer) return sendAnswer(res, answer)
  }
  const token = bearerToken(req)
  const faults = [...parseFaults(token), ...parseFaults(cookieValue(req, 'stub-fail'), true)]
  const method = req.method ?? 'GET'

  const sessionOf = (value: string | undefined) => {
    if (!value) return null
    const session = sessionFor(value)
    const plan = subscribedTokens.get(value)
    if (session && plan) session.subscription = { status: 'active', plan, current_period_end: '2026-12-31T00:00:00Z' }
    return session
  }
  const unauthenticated = () => sendJson(res, 401, { message: 'Unauthenticated.' })
  /** As the API's endpoint(): 401 without a session, 403 without any one of the permissions (and of `also`), else the answer. */
  const guarded = (permissions: readonly Permission[], answer: () => unknown, also: readonly Permission[] = []) => {
    const session = sessionOf(token)
    if (!session) return unauthenticated()
    const holds = (required: readonly Permission[]) => required.length === 0 || hasAnyPermission({ is_owner: session.user.is_owner, permissions: session.permissions }, required)
    if (!holds(permissions) || !holds(also)) {
      return sendJson(res, 403, { message: 'You do not have permission to do this.' })
    }
    return sendJson(res, 200, answer())
  }

  const key = `${method} ${route}`
  if (process.env.STUB_LOG) {
    const started = Date.now()
    res.on('close', () => console.log(`${key} [${token ?? '-'}] -> ${res.headersSent ? res.statusCode : 'no response'} ${Date.now() - started} ms`))
  }
  // Resume uploads keep state per token (stub-resumes.ts).
  if (route === 'resumes' || route.startsWith('resumes/')) {
    if (!token || !sessionOf(token)) return unauthenticated()
    const search = new URL(req.url ?? '/', 'http://stub.invalid').searchParams
    const answer = await handleResumes(req, token, method, route, search)
    if (!answer) return sendJson(res, 404, { message: `No stub for ${key}.` })
    const [status, body, headers] = answer
    if (Buffer.isBuffer(body)) {
      res.writeHead(status, { 'cache-control': 'no-store', ...headers }).end(body)
      return
    }
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value)
    return sendJson(res, status, body)
  }
  // Job 7's board keeps its cards per token (stub-pipeline.ts).
  if (route === `jobs/${BOARD_JOB_ID}/pipeline` || route === 'applications/bulk') {
    if (!token || !sessionOf(token)) return unauthenticated()
    const body = method === 'POST' ? await readJson(req, res) : null
    const answer = handlePipeline(token, method, route, body)
    return answer ? sendJson(res, ...answer) : sendJson(res, 404, { message: `No stub for ${key}.` })
  }
  // Section 18: templates, previews, and Ana Lima's page with her messages and rejection (stub-messages.ts).
  if (route.startsWith('email-templates') || new RegExp(`^applicants/${STUB_APPLICANT_ID}(/|$)`).test(route) || route === 'applications/31/reject') {
    const body = method === 'GET' ? null : await readJson(req, res)
    const session = sessionOf(token)
    if (!token || !session) return unauthenticated()
    const answer = handleMessages(token, session.user.name, method, route, query, body)
    if (!answer) return sendJson(res, 404, { message: `No stub for ${key}.` })
    return sendJson(res, answer[0], answer[1])
  }
  // Section 16: job 8's interview plan, Ana Lima's interviews and scheduling links, the panel's people (stub-interviews.ts);
  // her interview with the caller on its panel, their scorecard, the debrief and "mine" (stub-scorecards.ts). A route the first
  // does not know (or an interview id it does not hold) is asked of the second.
  if (isInterviewRoute(route) || isScorecardRoute(route)) {
    const body = method === 'GET' ? null : await readJson(req, res)
    const session = sessionOf(token)
    if (!token || !session) return unauthenticated()
    const planned = isInterviewRoute(route) && query.get('mine') !== 'true' ? handleInterviews(token, session.user.name, method, route, query, body) : null
    const answer =
      planned && planned[0] !== 404
        ? planned
        : isScorecardRoute(route)
          ? (handleScorecards(token, { id: session.user.id, name: session.user.name }, method, route, query, body) ?? planned)
          : planned
    return answer ? sendJson(res, ...answer) : sendJson(res, 404, { message: `No stub for ${key}.` })
  }
  // Contract 17: Settings → Offer approvals' chain, per token (stub-offer-chain.ts).
  if (isOfferChainRoute(route)) {
    const body = method === 'PUT' ? await readJson(req, res) : null
    const session = sessionOf(token)
    if (!token || !session) return unauthenticated()
    return sendJson(res, ...handleOfferChain(token, { is_owner: session.user.is_owner, permissions: session.permissions }, method, body))
  }
  // Section 17: Ana Lima's offers, her job's requisition with its band (stub-offers.ts), shared by the personas of one test.
  if (isOfferRoute(route)) {
    const body = method === 'GET' ? null : await readJson(req, res)
    const session = sessionOf(token)
    if (!token || !session) return unauthenticated()
    const answer = handleOffers(token, { id: session.user.id, name: session.user.name }, method, route, query, body)
    return answer ? sendAnswer(res, answer) : sendJson(res, 404, { message: `No stub for ${key}.` })
  }
  // Contract 19: who is due, the privacy requests, the audit log, and Bruno Costa to anonymise (stub-privacy.ts).
  if (isPrivacyRoute(route)) {
    const body = method === 'GET' ? null : await readJson(req, res)
    const session = sessionOf(token)
    if (!token || !session) return unauthenticated()
    const answer = handlePrivacy(token, session.user.name, method, route, query, body)
    return answer ? sendAnswer(res, answer) : sendJson(res, 404, { message: `No stub for ${key}.` })
  }
  switch (key) {
    case 'POST login': {
      const body = await readJson(req, res)
      if (await applyFaults('login', faults, res)) return
      if (!body) return sendJson(res, 400, { message: 'Malformed JSON body.' })
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
      const password = typeof body.password === 'string' ? body.password : ''
      const errors: Record<string, string[]> = {}
      if (!email) errors.email = ['The email field is required.']
      if (!password) errors.password = ['The password field is required.']
      if (Object.keys(errors).length > 0) return sendJson(res, 422, validationError(errors))
      const personaToken = email.split('@')[0] ?? ''
      const session = sessionOf(personaToken)
      if (!session || password !== CORRECT_PASSWORD) {
        return sendJson(res, 401, { message: 'These credentials do not match our records.' })
      }
      // A fresh token per sign-in, so what one test buys or breaks never leaks into another.
      return sendJson(res, 200, { ...session, token: `${personaToken}~${uniqueSuffix()}` })
    }
    case 'POST signup': {
      const body = await readJson(req, res)
      if (await applyFaults('signup', faults, res)) return
      if (!body) return sendJson(res, 400, { message: 'Malformed JSON body.' })
      const errors: Record<string, string[]> = {}
      for (const field of ['company_name', 'name'] as const) {
        if (typeof body[field] !== 'string' || !body[field].trim()) errors[field] = [`The ${field.replace('_', ' ')} field is required.`]
      }
      if (!isEmailShape(body.email)) errors.email = ['The email must be a valid email address.']
      else if (body.email.trim().toLowerCase() === TAKEN_EMAIL) errors.email = ['The email has already been taken.']
      if (typeof body.password !== 'string' || body.password.length < 10) errors.password = ['The password must be at least 10 characters.']
      if (Object.keys(errors).length > 0) return sendJson(res, 422, validationError(errors))
      const newToken = `no-subscription~${uniqueSuffix()}`
      const session = sessionFor(newToken)
      if (!session) throw new Error('The no-subscription persona is missing')
      session.user.name = String(body.name).trim()
      session.user.email = String(body.email).trim().toLowerCase()
      session.user.company_settings = { company_name: String(body.company_name).trim(), company_logo: null }
      return sendJson(res, 201, { ...session, token: newToken })
    }
    case 'GET user': {
      if (await applyFaults('user', faults, res)) return
      const session = sessionOf(token)
      return session ? sendJson(res, 200, session) : unauthenticated()
    }
    case 'POST logout': {
      if (await applyFaults('logout', faults, res)) return
      return sessionOf(token) ? sendJson(res, 204) : unauthenticated()
    }
    case 'POST forget-password': {
      const body = await readJson(req, res)
      if (await applyFaults('forget-password', faults, res)) return
      if (!body || !isEmailShape(body.email)) {
        return sendJson(res, 422, validationError({ email: ['The email must be a valid email address.'] }))
      }
      return sendJson(res, 200, { message: 'If that email is registered, a reset link is on its way.' })
    }
    case 'POST set-new-password': {
      const body = await readJson(req, res)
      if (await applyFaults('set-new-password', faults, res)) return
      if (!body) return sendJson(res, 400, { message: 'Malformed JSON body.' })
      const errors: Record<string, string[]> = {}
      if (body.token !== RESET_TOKEN) errors.token = ['This password reset link is invalid or has expired.']
      if (typeof body.password !== 'string' || body.password.length < 10) errors.password = ['The password must be at least 10 characters.']
      if (errors.token) return sendJson(res, 422, { message: errors.token[0], errors })
      if (Object.keys(errors).length > 0) return sendJson(res, 422, validationError(errors))
      // As the API: the password's holder (the owner persona here) is signed in by the answer.
      return sendJson(res, 200, { message: 'Your password has been set and you are signed in.', ...sessionOf('owner'), token: `owner~${uniqueSuffix()}` })
    }
    case 'GET subscription/plans': {
      if (await applyFaults('plans', faults, res)) return
      return sendJson(res, 200, { data: PLANS, billing: 'embedded' })
    }
    case 'POST subscription/subscribe': {
      const body = await readJson(req, res)
      if (await applyFaults('subscribe', faults, res)) return
      if (!token || !sessionOf(token)) return unauthenticated()
      const plan = PLANS.find((candidate) => candidate.id === body?.plan)
      if (!plan) return sendJson(res, 422, validationError({ plan: ['Choose one of the listed plans.'] }))
      subscribedTokens.set(token, plan.id)
      return sendJson(res, 200, { subscription: { status: 'active', plan: plan.id, current_period_end: '2026-12-31T00:00:00Z' } })
    }
    // The shell's personas have no jobs: the Jobs List shows its empty state, not an error.
    // The jobs themselves are tested on the real server (e2e/full-stack/jobs.fullstack.ts).
    case 'GET jobs':
      return guarded(JOB_ACCESS.list, () => ({ data: [], meta: { page: 1, per_page: 25, total: 0 } }))
    case 'GET jobs/departments':
      return sessionOf(token) ? sendJson(res, 200, { data: [] }) : unauthenticated()
    // No requisitions and nothing waiting (the menu's count stays hidden), and the default
    // approval chain for Settings. Requisitions themselves are tested on the real server
    // (e2e/full-stack/requisitions.fullstack.ts).
    case 'GET requisitions':
      return sessionOf(token) ? sendJson(res, 200, { data: [], meta: { page: 1, per_page: 25, total: 0 } }) : unauthenticated()
    // No employees and an empty reporting tree; the dashboard with no section but attention
    // (employees and the home page are tested on the real server: e2e/full-stack/employees.fullstack.ts).
    // A search finds the managers an offer may name (stub-offers.ts); the list itself stays empty.
    case 'GET employees':
      return sessionOf(token)
        ? sendJson(res, 200, query.get('q') ? searchStubEmployees(query.get('q') ?? '') : { data: [], meta: { page: 1, per_page: 25, total: 0 } })
        : unauthenticated()
    case 'GET employees/org-chart':
      return sessionOf(token) ? sendJson(res, 200, { data: [] }) : unauthenticated()
    case 'GET dashboard': {
      const session = sessionOf(token)
      return token && session ? sendJson(res, 200, { attention: offerAttention(token, session.user), ...dashboardInterviews(token, session.user) }) : unauthenticated()
    }
    case 'GET settings/approval-chain':
      return sessionOf(token) ? sendJson(res, 200, { steps: [{ approver: { type: 'any' }, required: 1 }], sla_days: 3 }) : unauthenticated()
    // Settings: the personas' company as it starts, so /settings/ and New Job's suggestions load.
    case 'GET settings': {
      const session = sessionOf(token)
      return session ? sendJson(res, 200, stubSettings(session)) : unauthenticated()
    }
    // The personas have no applicants: the Applicants List shows its empty state (the real
    // server is tested in e2e/full-stack/applicants.fullstack.ts).
    case 'GET applicants':
      return sessionOf(token) ? sendJson(res, 200, { data: [], meta: { page: 1, per_page: 25, total: 0 } }) : unauthenticated()
    case 'GET applicants/job-options': {
      if (!sessionOf(token)) return unauthenticated()
      // As the API validates its query: an `open` other than `true` is refused, naming the field, never read as the applied-to jobs.
      const open = jobOptionsQuerySchema.shape.open.safeParse(query.get('open') ?? undefined)
      if (!open.success) return sendJson(res, 422, validationError({ open: open.error.issues.map((issue) => issue.message) }))
      return guarded(open.data ? APPLICANT_ACCESS.addToJob : APPLICANT_ACCESS.list, () => jobOptions(query))
    }
    case 'GET settings/pipeline-stages':
      return sessionOf(token) ? sendJson(res, 200, { data: STUB_STAGES }) : unauthenticated()
    case 'GET settings/lists':
      return sessionOf(token) ? sendJson(res, 200, { departments: [], locations: [], rejection_reasons: [...DEFAULT_REJECTION_REASONS], timezone: 'UTC' }) : unauthenticated()
    case 'GET subscription': {
      const session = sessionOf(token)
      if (!session) return unauthenticated()
      const plan = PLANS.find((candidate) => candidate.id === session.subscription?.plan) ?? null
      return sendJson(res, 200, { subscription: session.subscription, plan, seats: { used: 1, limit: plan?.seats ?? null } })
    }
    // My account: the persona's own name and email, one other session. Changes are answered, not
    // kept; the page itself is tested on the real server (e2e/full-stack/account.fullstack.ts).
    case 'GET account': {
      const session = sessionOf(token)
      if (!session) return unauthenticated()
      return sendJson(res, 200, { name: session.user.name, email: session.user.email, other_sessions: 1 })
    }
    case 'PATCH account': {
      const body = await readJson(req, res)
      const session = sessionOf(token)
      if (!session) return unauthenticated()
      // The user's own time zone (contract extension of 16): null follows the company's.
      if (body && 'timezone' in body) {
        if (body.timezone !== null && (typeof body.timezone !== 'string' || !/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/.test(body.timezone))) {
          return sendJson(res, 422, validationError({ timezone: ['Choose a time zone such as Europe/Berlin'] }))
        }
        return sendJson(res, 200, { name: session.user.name, email: session.user.email, other_sessions: 1, timezone: body.timezone })
      }
      const name = typeof body?.name === 'string' ? body.name.trim() : ''
      if (!name) return sendJson(res, 422, validationError({ name: ['Enter your name'] }))
      return sendJson(res, 200, { name, email: session.user.email, other_sessions: 1 })
    }
    case 'POST account/password': {
      const body = await readJson(req, res)
      if (!sessionOf(token)) return unauthenticated()
      if (body?.current_password !== CORRECT_PASSWORD) {
        return sendJson(res, 422, validationError({ current_password: ['The current password is incorrect'] }))
      }
      if (typeof body.password !== 'string' || body.password.length < 10) {
        return sendJson(res, 422, validationError({ password: ['Use at least 10 characters'] }))
      }
      return sendJson(res, 200, { message: 'Your password has been changed. Your other sessions have been signed out.' })
    }
    case 'POST account/sign-out-others':
      return sessionOf(token) ? sendJson(res, 200, { signed_out: 1 }) : unauthenticated()
    // Users & Permissions: nobody but the persona, no roles, seats of an unlimited plan.
    // The page itself is tested on the real server (e2e/full-stack/users-and-roles.fullstack.ts).
    case 'GET users':
      return sessionOf(token) ? sendJson(res, 200, { data: [], meta: { page: 1, per_page: 25, total: 0 } }) : unauthenticated()
    case 'GET users/seats':
      return sessionOf(token) ? sendJson(res, 200, { used: 1, limit: null, plan: { id: 'business', name: 'Business' } }) : unauthenticated()
    case 'GET roles':
      return sessionOf(token) ? sendJson(res, 200, { data: [] }) : unauthenticated()
    default:
      return sendJson(res, 404, { message: `No stub for ${key}.` })
  }
}

/** Plain static hosting: `dir/` → `dir/index.html`, `dir` → redirect to `dir/`, files as they are, else 404. */
async function handleStatic(req: IncomingMessage, res: ServerResponse, pathname: string, distDir: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end()
    return
  }
  if (pathname === COMPANY_LOGO_PATH) {
    res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(COMPANY_LOGO_SVG)
    return
  }
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    res.writeHead(400).end()
    return
  }
  const filePath = path.join(distDir, path.normalize(decoded))
  if (!filePath.startsWith(distDir)) {
    res.writeHead(403).end()
    return
  }
  const target = decoded.endsWith('/') ? path.join(filePath, 'index.html') : filePath
  const info = await stat(target).catch(() => null)
  if (info?.isDirectory()) {
    const index = await stat(path.join(target, 'index.html')).catch(() => null)
    if (index?.isFile()) {
      res.writeHead(301, { location: `${pathname}/` }).end()
      return
    }
  }
  if (!info?.isFile()) {
    const notFound = await readFile(path.join(distDir, '404.html')).catch(() => null)
    res.writeHead(404, { 'content-type': notFound ? CONTENT_TYPES['.html'] : 'text/plain; charset=utf-8' })
    res.end(req.method === 'HEAD' ? undefined : (notFound ?? 'Not found'))
    return
  }
  // Vite names every file under assets/ by its content's hash (route chunks by the hash alone),
  // as the product's server knows (server/static/static-site.ts).
  const hashed = target.startsWith(path.join(distDir, 'assets') + path.sep)
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(target).toLowerCase()] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  })
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  createReadStream(target).pipe(res)
}

export interface StubServerOptions {
  port?: number
  host?: string
  distDir?: string
}

export async function startStubServer(options: StubServerOptions = {}): Promise<{ server: Server; url: string }> {
  const distDir = path.resolve(options.distDir ?? fileURLToPath(new URL('../dist', import.meta.url)))
  const host = options.host ?? '127.0.0.1'
  const server = createServer((req, res) => {
    // One connection per request: a socket destroyed to fake a network failure is then never a
    // pooled one, which Chromium would silently retry on other pooled sockets (and at times hang).
    res.setHeader('connection', 'close')
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://stub.invalid')
    const work = pathname.startsWith(API_PREFIX)
      ? handleApi(req, res, pathname.slice(API_PREFIX.length).replace(/\/$/, ''), searchParams)
      : handleStatic(req, res, pathname, distDir)
    work.catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) sendJson(res, 500, { message: 'The stub server crashed.' })
      else res.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  return { server, url: `http://${host}:${port}` }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? 4173)
  const { url } = await startStubServer({ port, host: process.env.HOST ?? '127.0.0.1', distDir: process.env.DIST_DIR || undefined })
  console.log(`Stub server for the end-to-end suite listening on ${url}`)
}
