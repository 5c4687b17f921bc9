import type { ApplicantDetail } from '../common/applicants'
import { ANONYMISED_NAME, type AuditEntry, type DueApplicant, type PrivacyRequest } from '../common/privacy'

/**
 * Privacy on the stub server (contract 19), kept per token so parallel tests never share it:
 * who is due for anonymisation (Keep takes them off the list and logs it), the privacy requests,
 * one applicant to anonymise (STUB_PRIVACY_APPLICANT_ID, Bruno Costa, who gave consent), the
 * audit log with its filters and CSV export, and the candidate's privacy portal. The portal is
 * public: a link's token starting `expired` answers 410; any other token is Ana Lima's at Acme
 * Robotics, whose erasure code is ERASURE_CODE (anything else is a 422).
 */

export const STUB_PRIVACY_APPLICANT_ID = 5
export const ERASURE_CODE = '424242'

type Answer = [status: number, body?: unknown, headers?: Record<string, string>]

interface PrivacyState {
  due: DueApplicant[]
  audit: AuditEntry[]
  anonymisedAt: string | null
}

const states = new Map<string, PrivacyState>()

const DAY = 24 * 3600 * 1000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

function stateOf(token: string): PrivacyState {
  let state = states.get(token)
  if (!state) {
    state = {
      due: [
        { id: 21, name: 'Carla Mendes', last_activity_at: inDays(-368), due_at: inDays(4) },
        { id: 22, name: 'Diego Ortiz', last_activity_at: inDays(-366), due_at: inDays(6) },
      ],
      audit: [
        {
          at: '2026-11-20T09:00:00Z',
          actor: { id: 2, name: 'Nina Park' },
          subject_type: 'job',
          subject_id: 8,
          action: 'edited',
          changes: { title: ['Backend dev', 'Backend Engineer'] },
          comment: null,
        },
        { at: '2026-11-18T09:00:00Z', actor: { id: 3, name: 'Omar Said' }, subject_type: 'applicant', subject_id: 5, action: 'created', changes: {}, comment: null },
        {
          at: '2026-11-10T09:00:00Z',
          actor: { id: 2, name: 'Nina Park' },
          subject_type: 'requisition',
          subject_id: 4,
          action: 'approved',
          changes: { status: ['pending', 'approved'] },
          comment: 'Budget agreed',
        },
      ],
      anonymisedAt: null,
    }
    states.set(token, state)
  }
  return state
}

const REQUESTS: PrivacyRequest[] = [
  { id: 1, kind: 'erasure', state: 'completed', applicant: null, requested_at: '2026-11-25T10:00:00Z', completed_at: '2026-11-25T10:05:00Z' },
  { id: 2, kind: 'export', state: 'completed', applicant: { id: 21, name: 'Carla Mendes' }, requested_at: '2026-11-24T08:00:00Z', completed_at: '2026-11-24T08:00:00Z' },
]

function applicant(state: PrivacyState): ApplicantDetail & { anonymised_at: string | null; consent: { at: string; text: string } | null } {
  const anonymised = state.anonymisedAt !== null
  return {
    id: STUB_PRIVACY_APPLICANT_ID,
    name: anonymised ? ANONYMISED_NAME : 'Bruno Costa',
    email: anonymised ? null : 'bruno@example.com',
    phone: anonymised ? null : '+351 912 345 678',
    location: anonymised ? null : 'Porto',
    headline: anonymised ? null : 'Data engineer',
    links: [],
    skills: anonymised ? [] : ['SQL'],
    years_experience: null,
    education: [],
    source: 'careers',
    tags: [],
    rating: null,
    created_at: '2026-11-18T09:00:00Z',
    updated_at: state.anonymisedAt ?? '2026-11-18T09:00:00Z',
    applications: [
      { id: 51, job: { id: 8, title: 'Backend Engineer' }, stage: { id: 1, name: 'Applied', kind: 'applied' }, status: 'rejected', updated_at: '2026-11-19T09:00:00Z' },
    ],
    resumes: [],
    notes: [],
    suggestions: [],
    employee_id: null,
    anonymised_at: state.anonymisedAt,
    consent: anonymised ? null : { at: '2026-11-18T09:00:00Z', text: 'I agree that Acme Robotics keeps my application for 365 days.' },
  }
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

/** The log as the API filters it: by person, kind of record and days (inclusive), newest first. */
function filtered(state: PrivacyState, query: URLSearchParams): AuditEntry[] {
  const actor = query.get('actor_id')
  const type = query.get('subject_type')
  const from = query.get('from')
  const to = query.get('to')
  return state.audit.filter(
    (entry) =>
      (!actor || String(entry.actor?.id) === actor) && (!type || entry.subject_type === type) && (!from || entry.at.slice(0, 10) >= from) && (!to || entry.at.slice(0, 10) <= to),
  )
}

/** Whether `route` (the path after the API prefix) is one of the signed-in privacy calls this file answers. */
export const isPrivacyRoute = (route: string) =>
  route.startsWith('privacy/') || route === 'audit' || route.startsWith('audit/') || new RegExp(`^applicants/(${STUB_PRIVACY_APPLICANT_ID}|21|22)(/|$)`).test(route)

/** The stub's answer for the signed-in privacy calls, or null when the route is not one of them. */
export function handlePrivacy(token: string, actorName: string, method: string, route: string, query: URLSearchParams, body: Record<string, unknown> | null): Answer | null {
  const state = stateOf(token)
  const key = `${method} ${route}`
  const log = (entry: Omit<AuditEntry, 'at' | 'actor'>) => state.audit.unshift({ at: new Date().toISOString(), actor: { id: 1, name: actorName }, ...entry })
  if (key === 'GET privacy/due') return [200, { data: state.due, meta: { page: 1, per_page: 100, total: state.due.length } }]
  if (key === 'GET privacy/requests') return [200, { data: REQUESTS, meta: { page: 1, per_page: 100, total: REQUESTS.length } }]
  if (key === 'GET audit/subject-types') return [200, { data: [...new Set(state.audit.map((entry) => entry.subject_type))].sort() }]
  if (key === 'GET audit') {
    const entries = filtered(state, query)
    const perPage = Number(query.get('per_page') ?? 25)
    const page = Number(query.get('page') ?? 1)
    return [200, { data: entries.slice((page - 1) * perPage, page * perPage), meta: { page, per_page: perPage, total: entries.length } }]
  }
  if (key === 'GET audit/export') {
    const rows = filtered(state, query).map((entry) =>
      [entry.at, entry.actor?.name ?? '', entry.subject_type, String(entry.subject_id), entry.action, JSON.stringify(entry.changes), entry.comment ?? ''].map(csvCell).join(','),
    )
    return [
      200,
      ['at,actor,subject_type,subject_id,action,changes,comment', ...rows].join('\n') + '\n',
      { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="audit-log.csv"' },
    ]
  }
  const keep = /^applicants\/(\d+)\/keep$/.exec(route)
  if (keep && method === 'POST') {
    const reason = typeof body?.reason === 'string' ? body.reason.trim() : ''
    if (!reason) return [422, { message: 'Say why their data is kept', errors: { reason: ['Say why their data is kept'] } }]
    const id = Number(keep[1])
    if (!state.due.some((due) => due.id === id)) return [404, { message: 'Not found.' }]
    state.due = state.due.filter((due) => due.id !== id)
    log({ subject_type: 'applicant', subject_id: id, action: 'kept', changes: {}, comment: reason })
    return [200, { due_at: inDays(372) }]
  }
  const base = `applicants/${STUB_PRIVACY_APPLICANT_ID}`
  if (key === `GET ${base}`) return [200, applicant(state)]
  if (key === `GET ${base}/timeline`) return [200, { data: [] }]
  if (key === `GET ${base}/messages`) return [200, { data: [] }]
  if (key === `POST ${base}/anonymise`) {
    state.anonymisedAt ??= new Date().toISOString()
    log({ subject_type: 'applicant', subject_id: STUB_PRIVACY_APPLICANT_ID, action: 'anonymised', changes: {}, comment: null })
    return [200, applicant(state)]
  }
  return null
}

/** Erasure codes asked for, by portal token: confirming without one is a 422 on the code, as the API's. */
const mailedCodes = new Set<string>()

/** The public portal (`privacy-portal/{token}…`), or null when the route is not one of its calls. */
export function handlePrivacyPortal(method: string, route: string, body: Record<string, unknown> | null): Answer | null {
  const match = /^privacy-portal\/([^/]+)(\/export|\/erase|\/erase\/confirm)?$/.exec(route)
  if (!match) return null
  const [, portalToken = '', part = ''] = match
  if (portalToken.startsWith('expired')) return [410, { message: 'This link has expired.' }]
  const key = `${method} ${part}`
  if (key === 'GET ') return [200, { company: { name: 'Acme Robotics' }, candidate_name: 'Ana Lima' }]
  if (key === 'GET /export') {
    const data = {
      profile: { name: 'Ana Lima', email: 'ana@example.com' },
      applications: [{ job: 'Backend Engineer', stage: 'Applied', applied_at: '2026-11-01' }],
      messages: [],
      resumes: ['ana-lima.pdf'],
    }
    return [200, JSON.stringify(data, null, 2), { 'content-type': 'application/json; charset=utf-8', 'content-disposition': 'attachment; filename="my-data.json"' }]
  }
  if (key === 'POST /erase') {
    mailedCodes.add(portalToken)
    return [202, { message: 'We mailed you a code.' }]
  }
  if (key === 'POST /erase/confirm') {
    const code = typeof body?.code === 'string' ? body.code.trim() : ''
    if (!mailedCodes.has(portalToken))
      return [422, { message: 'No erasure is waiting for a code', errors: { code: ['No erasure is waiting for a code. Ask for erasure again to get a new code.'] } }]
    if (code !== ERASURE_CODE) return [422, { message: 'This code is not the one we mailed.', errors: { code: ['This code is not the one we mailed.'] } }]
    mailedCodes.delete(portalToken)
    return [200, { message: 'Your data has been erased.' }]
  }
  return [404, { message: 'Not found.' }]
}
