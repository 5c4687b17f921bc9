import type { ApprovalState } from '../common/approval-chain'
import { formatMoney, formatSalary, type SalaryPeriod } from '../common/format'
import type { EmploymentType } from '../common/job-labels'
import { offerTransitionRefusal, type OfferAction } from '../common/offer-workflow'
import {
  ENDED_OFFER_STATUSES,
  OFFER_REAPPROVAL_FIELDS,
  createOfferInputSchema,
  rejectOfferInputSchema,
  updateOfferInputSchema,
  type Offer,
  type OfferHistoryEntry,
  type OfferStatus,
} from '../common/offers'
import { MEMBER_NAME } from './stub-personas'

/**
 * Offers on the stub server (contract section 17): Ana Lima's application 31 for job 8, whose
 * requisition STUB_OFFER_REQUISITION_ID has a band of $80,000 – $95,000 a year, a target start
 * date ahead and Priya Patel (also an employee) as hiring manager. State is kept per token's
 * last part (`owner~u1x2` and `perm:offer_approve.allow~u1x2` share it), so a spec can make an
 * offer as the owner and approve it as another persona. The chain is one step anyone who may
 * approve completes; the member persona (Sam Okafor, id 2) is its approver. A start date before
 * today is refused (422 on `start_date`), as only the server knows today for sure.
 */

export const STUB_OFFER_REQUISITION_ID = 40
const APPLICATION = { id: 31, applicant: { id: 3, name: 'Ana Lima', email: 'ana@example.com' }, job: { id: 8, title: 'Backend Engineer' } }
const APPROVER = { id: 2, name: MEMBER_NAME }
const BAND = { min: 80_000, max: 95_000, currency: 'USD' }

type Answer = [status: number, body?: unknown, headers?: Record<string, string>]

/** The employees a manager is chosen from (GET employees?q=, only when searched: the Employees List stays empty). */
export const STUB_EMPLOYEES = [
  { id: 61, name: 'Priya Patel', job_title: 'Engineering Manager' },
  { id: 62, name: 'Max Müller', job_title: 'Staff Engineer' },
]

const REQUISITION = {
  id: STUB_OFFER_REQUISITION_ID,
  title: 'Backend Engineer',
  department: 'Engineering',
  location: 'Lisbon',
  employment_type: 'full_time',
  workplace: 'hybrid',
  headcount: 1,
  salary_min: BAND.min,
  salary_max: BAND.max,
  salary_currency: BAND.currency,
  reason: 'new_role',
  replaces: null,
  hiring_manager: { id: 7, name: 'Priya Patel' },
  target_start_date: '2030-01-07',
  priority: 'normal',
  description: 'A second engineer for the services team.',
  status: 'approved',
  requested_by: { id: 1, name: 'Dana Reyes' },
  approval: null,
  job_ids: [8],
  hires: 0,
  submitted_at: '2026-10-01T09:00:00Z',
  decided_at: '2026-10-02T09:00:00Z',
  created_at: '2026-10-01T09:00:00Z',
  updated_at: '2026-10-02T09:00:00Z',
}

interface OffersState {
  offers: Offer[]
  history: Map<number, OfferHistoryEntry[]>
}

const states = new Map<string, OffersState>()
let nextId = 7000
let nextEntry = 1

const stateKey = (token: string) => token.split('~').at(-1) ?? token

function stateOf(token: string): OffersState {
  const key = stateKey(token)
  let state = states.get(key)
  if (!state) {
    state = { offers: [], history: new Map() }
    states.set(key, state)
  }
  return state
}

const invalid = (errors: Record<string, string[]>): Answer => [422, { message: 'The given data was invalid.', errors }]

function zodErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message)
  return errors
}

const today = () => new Date().toISOString().slice(0, 10)
const dayText = (day: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

interface LetterFields {
  job_title: string
  start_date: string
  salary: number
  salary_currency: string
  salary_period: SalaryPeriod
  bonus: number | null
  equity: string | null
  expires_at: string
  manager: { name: string } | null
}

/** The offer template filled in, as the server would (values are plain text here). */
function letter(fields: LetterFields): string {
  return [
    'Dear Ana,',
    `We are delighted to offer you the position of **${fields.job_title}** at Acme, starting on ${dayText(fields.start_date)}.`,
    `- Salary: ${formatSalary(fields.salary, fields.salary_currency, fields.salary_period)}`,
    ...(fields.bonus !== null ? [`- Bonus: ${formatMoney(fields.bonus, fields.salary_currency)}`] : []),
    ...(fields.equity ? [`- Equity: ${fields.equity}`] : []),
    ...(fields.manager ? [`- Manager: ${fields.manager.name}`] : []),
    `Please answer by ${new Date(fields.expires_at).toUTCString()}.`,
    'Dana Reyes, Acme',
  ].join('\n\n')
}

const outOfRange = (salary: number, currency: string, period: string) => (currency !== BAND.currency || period !== 'year' ? null : salary < BAND.min || salary > BAND.max)
const managerOf = (id: number | null | undefined) => {
  const employee = STUB_EMPLOYEES.find((candidate) => candidate.id === id)
  return employee ? { id: employee.id, name: employee.name } : null
}

function approvalAt(step: number, now: string, approvals: ApprovalState['approvals'] = []): ApprovalState {
  return {
    step,
    steps: 1,
    required: 1,
    approvals,
    approvers: approvals.length > 0 ? [] : [APPROVER],
    started_at: now,
    due_at: new Date(Date.parse(now) + 3 * 86_400_000).toISOString(),
    overdue: false,
    chain: [{ approver: { type: 'any' }, required: 1, approvals }],
  }
}

function record(state: OffersState, offer: Offer, actor: { id: number; name: string } | null, action: string, extra: Partial<OfferHistoryEntry> = {}) {
  const entries = state.history.get(offer.id) ?? []
  entries.push({ id: nextEntry++, at: new Date().toISOString(), actor, action, comment: null, changes: {}, step: null, ...extra })
  state.history.set(offer.id, entries)
}

const refuse = (offer: Offer, action: OfferAction): Answer | null => {
  const message = offerTransitionRefusal(offer.status, action)
  return message ? [409, { message }] : null
}

const isLive = (status: OfferStatus) => !(ENDED_OFFER_STATUSES as readonly OfferStatus[]).includes(status)

/** GET employees?q=: the stub's employees whose name holds every word searched. */
export function searchStubEmployees(q: string) {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean)
  const data = STUB_EMPLOYEES.filter((employee) => words.every((word) => employee.name.toLowerCase().includes(word))).map((employee) => ({
    ...employee,
    work_email: null,
    phone: null,
    department: 'Engineering',
    location: 'Lisbon',
    employment_type: 'full_time',
    manager: null,
    start_date: null,
    end_date: null,
    status: 'active',
    applicant_id: null,
    created_at: '2026-01-01T09:00:00Z',
    updated_at: '2026-01-01T09:00:00Z',
  }))
  return { data, meta: { page: 1, per_page: 20, total: data.length } }
}

/** Home's attention items for an approver the stub's pending offers wait for. */
export function offerAttention(token: string, user: { id: number }) {
  return stateOf(token)
    .offers.filter((offer) => offer.status === 'pending_approval' && offer.approval?.approvers.some((approver) => approver.id === user.id))
    .map((offer) => ({
      kind: 'offer_approval_waiting',
      text: `Offer to ${offer.application.applicant.name} for ${offer.job_title} waits for your approval`,
      link: `/offers/view/?id=${offer.id}`,
    }))
}

/** The routes handleOffers answers. */
export const isOfferRoute = (route: string) =>
  route === 'offers' || /^offers\/(preview|\d+(\/(history|letter\.pdf|submit|approve|reject|send|withdraw))?)$/.test(route) || route === `requisitions/${STUB_OFFER_REQUISITION_ID}`

/** The stub's answer for section 17's calls the staff app makes. */
export function handleOffers(
  token: string,
  user: { id: number; name: string },
  method: string,
  route: string,
  query: URLSearchParams,
  body: Record<string, unknown> | null,
): Answer | null {
  const state = stateOf(token)
  const input = body ?? {}
  const now = new Date().toISOString()
  const actor = { id: user.id, name: user.name }
  if (route === `requisitions/${STUB_OFFER_REQUISITION_ID}`) return method === 'GET' ? [200, REQUISITION] : null

  if (route === 'offers' && method === 'GET') {
    const applicationId = query.get('application_id')
    const status = query.get('status')
    const data = state.offers
      .filter((offer) => (applicationId === null || String(offer.application.id) === applicationId) && (status === null || offer.status === status))
      .reverse()
    return [200, { data, meta: { page: 1, per_page: 20, total: data.length } }]
  }

  if ((route === 'offers' || route === 'offers/preview') && method === 'POST') {
    const parsed = createOfferInputSchema.safeParse(input)
    if (!parsed.success) return invalid(zodErrors(parsed.error.issues))
    const fields = parsed.data
    if (fields.application_id !== APPLICATION.id) return invalid({ application_id: ['Choose an application of the company'] })
    if (fields.start_date < today()) return invalid({ start_date: ['Choose a start date from today on'] })
    const manager = managerOf(fields.manager_id)
    const filled = { ...fields, job_title: fields.job_title ?? 'Backend Engineer', bonus: fields.bonus ?? null, equity: fields.equity ?? null, manager }
    if (route === 'offers/preview') {
      const text = letter(filled)
      return [200, { letter: text, letter_html: `<p>${text}</p>` }]
    }
    if (state.offers.some((offer) => offer.application.id === APPLICATION.id && isLive(offer.status))) return [409, { message: 'This application already has a live offer' }]
    const offer: Offer = {
      id: ++nextId,
      application: APPLICATION,
      status: 'draft',
      job_title: filled.job_title,
      start_date: fields.start_date,
      salary: fields.salary,
      salary_currency: fields.salary_currency,
      salary_period: fields.salary_period,
      bonus: filled.bonus,
      equity: filled.equity,
      employment_type: (fields.employment_type ?? 'full_time') as EmploymentType,
      manager,
      expires_at: fields.expires_at,
      template_id: fields.template_id,
      letter: letter(filled),
      approval: null,
      band: BAND,
      out_of_range: outOfRange(fields.salary, fields.salary_currency, fields.salary_period),
      sent_at: null,
      responded_at: null,
      decided_at: null,
      decline_reason: null,
      withdraw_reason: null,
      signature: null,
      document_sha256: null,
      created_by: actor,
      created_at: now,
      updated_at: now,
    }
    state.offers.push(offer)
    record(state, offer, actor, 'created')
    return [201, offer]
  }

  const match = /^offers\/(\d+)(?:\/(.+))?$/.exec(route)
  const offer = match ? state.offers.find((candidate) => candidate.id === Number(match[1])) : undefined
  if (!match || !offer) return [404, { message: 'Not found.' }]
  const action = match[2]

  if (!action && method === 'GET') return [200, offer]
  if (action === 'history' && method === 'GET') return [200, { data: state.history.get(offer.id) ?? [] }]
  if (action === 'letter.pdf' && method === 'GET') return [200, '%PDF-1.4\n% The stub’s letter\n%%EOF\n', { 'content-type': 'application/pdf' }]

  if (!action && method === 'DELETE') {
    const refusal = refuse(offer, 'delete')
    if (refusal) return refusal
    state.offers = state.offers.filter((candidate) => candidate !== offer)
    return [204]
  }

  if (!action && method === 'PATCH') {
    const refusal = refuse(offer, 'edit')
    if (refusal) return refusal
    const parsed = updateOfferInputSchema.safeParse(input)
    if (!parsed.success) return invalid(zodErrors(parsed.error.issues))
    const fields = parsed.data
    if (fields.start_date !== undefined && fields.start_date < today()) return invalid({ start_date: ['Choose a start date from today on'] })
    const changes: Record<string, [unknown, unknown]> = {}
    for (const [field, value] of Object.entries(fields)) {
      if (field === 'manager_id') {
        const manager = managerOf(value as number | null)
        if (manager?.id !== offer.manager?.id) changes.manager = [offer.manager, manager]
        offer.manager = manager
        continue
      }
      const before = offer[field as keyof Offer]
      if (before !== value) changes[field] = [before, value]
      Object.assign(offer, { [field]: value })
    }
    offer.letter = letter(offer)
    offer.out_of_range = outOfRange(offer.salary, offer.salary_currency, offer.salary_period)
    offer.updated_at = now
    const guarded = OFFER_REAPPROVAL_FIELDS.filter((field) => field in changes)
    if (Object.keys(changes).length > 0) record(state, offer, actor, 'edited', { changes })
    if ((offer.status === 'pending_approval' || offer.status === 'approved') && guarded.length > 0) {
      offer.status = 'pending_approval'
      offer.approval = approvalAt(1, now)
      record(state, offer, actor, 'restarted', { step: 1, fields: guarded })
    }
    return [200, offer]
  }

  if (method !== 'POST' || !action) return null
  const refusal = refuse(offer, action as OfferAction)
  if (refusal) return refusal
  const comment = typeof input.comment === 'string' && input.comment.trim() ? input.comment.trim() : null
  switch (action) {
    case 'submit':
      offer.status = 'pending_approval'
      offer.approval = approvalAt(1, now)
      record(state, offer, actor, 'submitted', { step: 1 })
      break
    case 'approve':
    case 'reject': {
      if (!offer.approval?.approvers.some((approver) => approver.id === user.id)) return [403, { message: 'You are not an approver of this step.' }]
      if (action === 'reject') {
        const parsed = rejectOfferInputSchema.safeParse(input)
        if (!parsed.success) return invalid(zodErrors(parsed.error.issues))
        offer.status = 'rejected'
        offer.decided_at = now
        record(state, offer, actor, 'rejected', { comment, step: 1 })
        break
      }
      offer.status = 'approved'
      offer.decided_at = now
      offer.approval = approvalAt(1, offer.approval.started_at, [{ user: actor, at: now }])
      record(state, offer, actor, 'approved', { comment, step: 1 })
      break
    }
    case 'send':
      offer.status = 'sent'
      offer.sent_at = now
      record(state, offer, actor, 'sent')
      break
    case 'withdraw':
      offer.status = 'withdrawn'
      offer.decided_at = now
      offer.withdraw_reason = typeof input.reason === 'string' && input.reason.trim() ? input.reason.trim() : null
      record(state, offer, actor, 'withdrawn', { comment: offer.withdraw_reason })
      break
    default:
      return null
  }
  offer.updated_at = now
  return [200, offer]
}
