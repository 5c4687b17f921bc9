import type { ApplicantDetail, TimelineEntry } from '../common/applicants'
import { EMAIL_TEMPLATE_KIND_LABELS, EMAIL_TEMPLATE_KINDS, MERGE_FIELDS, type EmailTemplate, type Message } from '../common/messages'

/**
 * Candidate messages on the stub server (contract section 18), kept per token so parallel tests
 * never share them: the company's templates (one default per kind, and a "Not qualified"
 * rejection), one applicant with an email (STUB_APPLICANT, Ana Lima) and what was written to
 * her. Previews fill merge fields with the sample values, escaped, and name an unknown one (422).
 * A scheduled message stays scheduled, so a spec can cancel it; one whose subject holds "[left]"
 * has already gone by the time it is cancelled (409).
 */

export const STUB_APPLICANT_ID = 3

type Answer = [status: number, body?: unknown]

interface MessagesState {
  templates: EmailTemplate[]
  messages: Message[]
  timeline: TimelineEntry[]
  rejected: boolean
}

const states = new Map<string, MessagesState>()
let nextId = 1000
const STAMP = '2026-11-02T09:00:00Z'

function template(kind: EmailTemplate['kind'], name: string, subject: string, body: string, isDefault: boolean): EmailTemplate {
  return { id: ++nextId, name, kind, subject, body, is_default: isDefault, created_at: STAMP, updated_at: STAMP }
}

function stateOf(token: string): MessagesState {
  let state = states.get(token)
  if (!state) {
    state = {
      templates: [
        ...EMAIL_TEMPLATE_KINDS.map((kind) =>
          template(
            kind,
            EMAIL_TEMPLATE_KIND_LABELS[kind],
            `${EMAIL_TEMPLATE_KIND_LABELS[kind]}: {{ job.title }}`,
            'Hi {{ candidate.first_name }},\n\nThank you for your time.\n\n{{ sender.name }}',
            true,
          ),
        ),
        template(
          'rejection',
          'Not qualified',
          'About your application for {{ job.title }}',
          'Hi {{ candidate.first_name }},\n\nWe chose someone whose experience fits more closely.',
          false,
        ),
      ],
      messages: [],
      timeline: [{ at: '2026-11-01T09:00:00Z', actor: null, kind: 'applied', text: 'Applied for Backend Engineer' }],
      rejected: false,
    }
    states.set(token, state)
  }
  return state
}

function applicant(state: MessagesState): ApplicantDetail {
  return {
    id: STUB_APPLICANT_ID,
    name: 'Ana Lima',
    email: 'ana@example.com',
    phone: null,
    location: 'Lisbon',
    headline: 'Backend engineer',
    links: [],
    skills: ['Go'],
    years_experience: 5,
    education: [],
    source: 'careers',
    tags: [],
    rating: null,
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    applications: [
      {
        id: 31,
        job: { id: 8, title: 'Backend Engineer' },
        stage: { id: 1, name: 'Applied', kind: 'applied' },
        status: state.rejected ? 'rejected' : 'active',
        updated_at: '2026-11-01T09:00:00Z',
      },
    ],
    resumes: [],
    notes: [],
    suggestions: [],
    employee_id: null,
    anonymised_at: null,
    consent: null,
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const SAMPLES = new Map<string, string>(MERGE_FIELDS.map((field) => [field.name, field.sample]))

/** The text with its merge fields filled, or the first unknown field's name. */
function fill(text: string, values: Map<string, string>): { text: string } | { unknown: string } {
  let unknown: string | undefined
  const filled = text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (_whole, name: string) => {
    const value = values.get(name)
    if (value === undefined) unknown ??= name
    return value ?? ''
  })
  return unknown ? { unknown } : { text: filled }
}

function render(input: Record<string, unknown> | null, values: Map<string, string>): Answer {
  const errors: Record<string, string[]> = {}
  const subject = typeof input?.subject === 'string' ? input.subject.trim() : ''
  const body = typeof input?.body === 'string' ? input.body.trim() : ''
  if (!subject) errors.subject = ['Enter a subject']
  if (!body) errors.body = ['Write the message']
  const filledSubject = fill(subject, values)
  const filledBody = fill(body, values)
  if ('unknown' in filledSubject) errors.subject = [`Unknown merge field: ${filledSubject.unknown}`]
  if ('unknown' in filledBody) errors.body = [`Unknown merge field: ${filledBody.unknown}`]
  if (Object.keys(errors).length > 0 || 'unknown' in filledSubject || 'unknown' in filledBody) return [422, { message: 'The given data was invalid.', errors }]
  const html = filledBody.text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')
  return [200, { subject: filledSubject.text, html: `<!doctype html><html><body style="font-family:sans-serif">${html}</body></html>`, text: filledBody.text }]
}

const applicantValues = (senderName: string) => new Map([...SAMPLES, ['candidate.first_name', 'Ana'], ['candidate.name', 'Ana Lima'], ['sender.name', senderName]])

function newMessage(state: MessagesState, fields: { subject: string; body: string; template_id: number | null; send_at?: string }, senderName: string): Message {
  const now = new Date().toISOString()
  const scheduled = fields.send_at !== undefined && Date.parse(fields.send_at) > Date.now()
  const message: Message = {
    id: ++nextId,
    subject: fields.subject,
    body: fields.body,
    to: 'ana@example.com',
    status: scheduled ? 'scheduled' : 'sent',
    send_at: fields.send_at ?? now,
    sent_at: scheduled ? null : now,
    failure: null,
    sender: { id: 1, name: senderName },
    template_id: fields.template_id,
    application_id: 31,
    created_at: now,
  }
  state.messages.unshift(message)
  state.timeline.unshift({ at: now, actor: { id: 1, name: senderName }, kind: 'email', text: `Email “${message.subject}” ${message.status}` })
  return message
}

const invalid = (errors: Record<string, string[]>): Answer => [422, { message: 'The given data was invalid.', errors }]

/** The stub's answer for section 18's calls and Ana Lima's page, or null when the route is not one of them. */
export function handleMessages(token: string, senderName: string, method: string, route: string, query: URLSearchParams, body: Record<string, unknown> | null): Answer | null {
  const state = stateOf(token)
  const key = `${method} ${route}`
  if (key === 'GET email-templates') {
    const kind = query.get('kind')
    return [200, { data: state.templates.filter((candidate) => !kind || candidate.kind === kind) }]
  }
  if (key === 'POST email-templates/preview') return render(body, applicantValues(senderName))
  if (key === 'POST email-templates') {
    const rendered = render(body, SAMPLES)
    const name = typeof body?.name === 'string' ? body.name.trim() : ''
    if (!name) return invalid({ name: ['Enter a name'] })
    if (rendered[0] !== 200) return rendered
    const made = template((body?.kind as EmailTemplate['kind']) ?? 'general', name, String(body?.subject).trim(), String(body?.body).trim(), false)
    state.templates.push(made)
    return [201, made]
  }
  const templateMatch = /^email-templates\/(\d+)$/.exec(route)
  if (templateMatch) {
    const found = state.templates.find((candidate) => candidate.id === Number(templateMatch[1]))
    if (!found) return [404, { message: 'Not found.' }]
    if (method === 'DELETE') {
      if (found.is_default) return [409, { message: 'The default of a kind cannot be deleted.' }]
      state.templates = state.templates.filter((candidate) => candidate !== found)
      return [204]
    }
    if (method === 'PATCH') {
      const next = { ...found, ...(body ?? {}), updated_at: new Date().toISOString() } as EmailTemplate
      const rendered = render(next, SAMPLES)
      if (rendered[0] !== 200) return rendered
      if (!next.name.trim()) return invalid({ name: ['Enter a name'] })
      if (body?.is_default === true) for (const other of state.templates) if (other.kind === found.kind) other.is_default = false
      Object.assign(found, next)
      return [200, found]
    }
  }
  const base = `applicants/${STUB_APPLICANT_ID}`
  if (key === `GET ${base}`) return [200, applicant(state)]
  if (key === `GET ${base}/timeline`) return [200, { data: state.timeline }]
  if (key === `GET ${base}/messages`) return [200, { data: state.messages }]
  if (key === `POST ${base}/messages`) {
    const rendered = render(body, applicantValues(senderName))
    if (rendered[0] !== 200) return rendered
    const sendAt = typeof body?.send_at === 'string' ? body.send_at : undefined
    if (sendAt !== undefined && !(Date.parse(sendAt) > Date.now())) return invalid({ send_at: ['Choose a time in the future'] })
    const filled = rendered[1] as { subject: string; text: string }
    return [
      201,
      newMessage(state, { subject: filled.subject, body: filled.text, template_id: typeof body?.template_id === 'number' ? body.template_id : null, send_at: sendAt }, senderName),
    ]
  }
  const cancelMatch = new RegExp(`^${base}/messages/(\\d+)$`).exec(route)
  if (cancelMatch && method === 'DELETE') {
    const message = state.messages.find((candidate) => candidate.id === Number(cancelMatch[1]))
    if (!message) return [404, { message: 'Not found.' }]
    if (message.subject.includes('[left]')) {
      Object.assign(message, { status: 'sent', sent_at: new Date().toISOString() })
      return [409, { message: 'This email has already been sent.' }]
    }
    if (message.status !== 'scheduled') return [409, { message: 'This email has already been sent.' }]
    message.status = 'cancelled'
    return [204]
  }
  if (key === 'POST applications/31/reject') {
    const reason = typeof body?.reason === 'string' ? body.reason.trim() : ''
    if (!reason) return invalid({ reason: ['Choose a reason'] })
    state.rejected = true
    state.timeline.unshift({ at: new Date().toISOString(), actor: { id: 1, name: senderName }, kind: 'rejected', text: `Rejected for Backend Engineer: ${reason}` })
    const email = body?.email as { template_id?: number; send_at?: string } | undefined
    if (email) {
      const chosen = state.templates.find((candidate) => candidate.id === email.template_id && candidate.kind === 'rejection')
      if (!chosen) return invalid({ 'email.template_id': ['Choose a rejection template'] })
      const rendered = render(chosen, applicantValues(senderName))
      const filled = rendered[1] as { subject: string; text: string }
      newMessage(state, { subject: filled.subject, body: filled.text, template_id: chosen.id, send_at: email.send_at }, senderName)
    }
    return [200, { id: 31, status: 'rejected' }]
  }
  if (key === `GET ${base}/match`) return [200, { score: 70, matched_skills: ['Go'], missing_skills: [], reasons: [] }]
  return null
}
