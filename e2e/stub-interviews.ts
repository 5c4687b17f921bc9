import type { Interview, InterviewerOption, Kit, SchedulingLinkSummary } from '../common/interviews'
import type { Job } from '../common/jobs'
import { DEFAULT_STAGES } from '../common/pipeline'

/**
 * Interviews on the stub server (contract section 16), kept per token so parallel tests never
 * share them: job 8 (Backend Engineer, Ana Lima's application 31) with its interview plan, her
 * interviews, the people who may sit on a panel, and the scheduling links sent to her. Max Müller
 * already has "Onsite with Sam Lee" on 2030-03-04 from 10:00 to 11:00 UTC, so a panel with him
 * then clashes (409) unless the clash is allowed. Sending mails is the real server's.
 */

export const STUB_INTERVIEW_JOB_ID = 8
const APPLICATION_ID = 31

type Answer = [status: number, body?: unknown]

const STAMP = '2026-11-02T09:00:00Z'
/** The stages as GET settings/pipeline-stages numbers them (stub-server.ts). */
const stageRef = (id: number) => ({ id, name: DEFAULT_STAGES[id - 1]?.name ?? 'Stage' })

const PEOPLE: (Omit<InterviewerOption, 'conflicts'> & { busy?: { interview_id: number; title: string; starts_at: string; ends_at: string } })[] = [
  { id: 51, name: 'Priya Patel', email: 'priya@acme.test', timezone: 'Asia/Kolkata' },
  {
    id: 52,
    name: 'Max Müller',
    email: 'max@acme.test',
    timezone: 'UTC',
    busy: { interview_id: 900, title: 'Onsite with Sam Lee', starts_at: '2030-03-04T10:00:00Z', ends_at: '2030-03-04T11:00:00Z' },
  },
  { id: 53, name: 'Dana Reyes', email: 'dana@acme.test', timezone: 'UTC' },
]

interface InterviewsState {
  kits: Kit[]
  interviews: Interview[]
  links: SchedulingLinkSummary[]
}

const states = new Map<string, InterviewsState>()
let nextId = 5000

function stateOf(token: string): InterviewsState {
  let state = states.get(token)
  if (!state) {
    state = { kits: [], interviews: [], links: [] }
    states.set(token, state)
  }
  return state
}

const JOB: Job = {
  id: STUB_INTERVIEW_JOB_ID,
  title: 'Backend Engineer',
  department: 'Engineering',
  location: 'Lisbon',
  employment_type: 'full_time',
  workplace: 'hybrid',
  openings: 1,
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  description: 'Build and run the services behind Staffdesk.',
  skills: ['Go'],
  status: 'published',
  closes_at: null,
  // Its requisition, with a salary band, is stub-offers.ts's.
  requisition_id: 40,
  created_at: STAMP,
  updated_at: STAMP,
}

const invalid = (errors: Record<string, string[]>): Answer => [422, { message: 'The given data was invalid.', errors }]
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const overlaps = (a: { starts_at: string; ends_at: string }, b: { starts_at: string; ends_at: string }) =>
  Date.parse(a.starts_at) < Date.parse(b.ends_at) && Date.parse(b.starts_at) < Date.parse(a.ends_at)

/** A kit's input as the server checks it: the same messages as common/interviews.ts for what the specs send. */
function kitProblems(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  if (!text(body.name)) errors.name = ['Enter a name']
  const attributes = Array.isArray(body.attributes) ? (body.attributes as { name?: unknown }[]) : []
  if (attributes.length === 0) errors.attributes = ['Add at least one attribute to score']
  attributes.forEach((attribute, index) => {
    if (!text(attribute.name)) errors[`attributes.${index}.name`] = ['Name the attribute']
  })
  if (text(body.name).toLowerCase() === 'taken') errors.name = ['This job already has a kit named “taken”']
  return errors
}

function peopleIn(ids: unknown): { id: number; name: string }[] {
  return (Array.isArray(ids) ? ids : []).flatMap((id) => {
    const person = PEOPLE.find((candidate) => candidate.id === id)
    return person ? [{ id: person.id, name: person.name }] : []
  })
}

/** Who on the panel is busy then: Max's standing interview, and this application's other scheduled ones. */
function conflicts(state: InterviewsState, ids: number[], window: { starts_at: string; ends_at: string }, exclude?: number) {
  const found: { user: { id: number; name: string }; interview_id: number }[] = []
  for (const person of peopleIn(ids)) {
    const standing = PEOPLE.find((candidate) => candidate.id === person.id)?.busy
    if (standing && overlaps(standing, window)) found.push({ user: person, interview_id: standing.interview_id })
    for (const other of state.interviews) {
      if (other.id !== exclude && other.status === 'scheduled' && other.interviewers.some((member) => member.id === person.id) && overlaps(other, window)) {
        found.push({ user: person, interview_id: other.id })
      }
    }
  }
  return found
}

function interviewProblems(body: Record<string, unknown>, creating: boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  if (creating || body.starts_at !== undefined) {
    if (!(Date.parse(String(body.starts_at)) > 0)) errors.starts_at = ['Use a date and time like 2027-03-01T09:00:00Z for the start']
    else if (!(Date.parse(String(body.ends_at)) > Date.parse(String(body.starts_at)))) errors.ends_at = ['End after the start']
  }
  if ((creating || body.interviewer_ids !== undefined) && peopleIn(body.interviewer_ids).length === 0) errors.interviewer_ids = ['Choose at least one interviewer']
  if (typeof body.video_url === 'string' && body.video_url && !/^https?:\/\//.test(body.video_url)) errors.video_url = ['Enter a link starting with https://']
  return errors
}

const panelOf = (ids: unknown) => peopleIn(ids).map((person) => ({ ...person, scorecard: 'none' as const }))

/** The stub's answer for section 16's calls the staff app makes, or null when the route is not one of them. */
export function handleInterviews(token: string, senderName: string, method: string, route: string, query: URLSearchParams, body: Record<string, unknown> | null): Answer | null {
  const state = stateOf(token)
  const key = `${method} ${route}`
  const input = body ?? {}
  if (key === `GET jobs/${STUB_INTERVIEW_JOB_ID}`) return [200, JOB]
  if (key === `GET jobs/${STUB_INTERVIEW_JOB_ID}/history`) return [200, { data: [] }]
  if (key === `GET jobs/${STUB_INTERVIEW_JOB_ID}/interview-kits`) return [200, { data: state.kits }]
  if (key === `POST jobs/${STUB_INTERVIEW_JOB_ID}/interview-kits`) {
    const errors = kitProblems(input)
    if (Object.keys(errors).length > 0) return invalid(errors)
    const stageId = Number(input.stage_id)
    const kit: Kit = {
      id: ++nextId,
      job_id: STUB_INTERVIEW_JOB_ID,
      stage: stageRef(stageId),
      name: text(input.name),
      duration_minutes: Number(input.duration_minutes),
      instructions: text(input.instructions),
      attributes: (input.attributes as { name: string; description?: string }[]).map((attribute) => ({
        name: attribute.name.trim(),
        description: (attribute.description ?? '').trim(),
      })),
      questions: ((input.questions as string[] | undefined) ?? []).map((question) => question.trim()),
      position: state.kits.filter((other) => other.stage.id === stageId).length,
    }
    state.kits.push(kit)
    return [201, kit]
  }
  const kitMatch = /^interview-kits\/(\d+)$/.exec(route)
  if (kitMatch) {
    const kit = state.kits.find((candidate) => candidate.id === Number(kitMatch[1]))
    if (!kit) return [404, { message: 'Not found.' }]
    if (method === 'DELETE') {
      state.kits = state.kits.filter((candidate) => candidate !== kit)
      return [204]
    }
    if (method === 'PATCH') {
      const { position, ...fields } = input
      if (Object.keys(fields).length > 0) {
        const errors = kitProblems({ ...kit, ...fields })
        if (Object.keys(errors).length > 0) return invalid(errors)
        Object.assign(kit, fields, fields.stage_id === undefined ? {} : { stage: stageRef(Number(fields.stage_id)) })
        delete (kit as Partial<Kit> & { stage_id?: unknown }).stage_id
      }
      if (typeof position === 'number') {
        // As the server: the kit takes that place among its stage's kits, the others close up.
        const siblings = state.kits.filter((other) => other.stage.id === kit.stage.id && other !== kit).sort((a, b) => a.position - b.position)
        siblings.splice(Math.max(0, Math.min(position, siblings.length)), 0, kit)
        siblings.forEach((other, index) => (other.position = index))
      }
      return [200, kit]
    }
  }
  if (key === 'GET interviews') {
    const applicationId = Number(query.get('application_id'))
    const data = state.interviews.filter((interview) => interview.application.id === applicationId).sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))
    return [200, { data, meta: { page: 1, per_page: 100, total: data.length } }]
  }
  if (key === 'GET interviewers') {
    const q = (query.get('q') ?? '').toLowerCase()
    const startsAt = query.get('starts_at')
    const endsAt = query.get('ends_at')
    const exclude = Number(query.get('exclude_interview_id') ?? 0)
    const data = PEOPLE.filter((person) => !q || person.name.toLowerCase().includes(q) || person.email.includes(q)).map(({ busy, ...person }) => {
      const window = startsAt && endsAt ? { starts_at: startsAt, ends_at: endsAt } : null
      const mine = state.interviews.filter(
        (other) => other.id !== exclude && other.status === 'scheduled' && other.interviewers.some((member) => member.id === person.id) && window && overlaps(other, window),
      )
      return {
        ...person,
        conflicts: window
          ? [
              ...(busy && overlaps(busy, window) ? [busy] : []),
              ...mine.map((other) => ({ interview_id: other.id, title: other.title, starts_at: other.starts_at, ends_at: other.ends_at })),
            ]
          : [],
      }
    })
    return [200, { data, more: false }]
  }
  if (key === 'POST interviews') {
    const errors = interviewProblems(input, true)
    if (Object.keys(errors).length > 0) return invalid(errors)
    const window = { starts_at: String(input.starts_at), ends_at: String(input.ends_at) }
    const clashes = input.allow_conflicts === true ? [] : conflicts(state, input.interviewer_ids as number[], window)
    if (clashes.length > 0) return [409, { message: 'Some of the panel already have an interview at that time.', conflicts: clashes }]
    const kit = state.kits.find((candidate) => candidate.id === input.kit_id)
    const now = new Date().toISOString()
    const interview: Interview = {
      id: ++nextId,
      application: { id: APPLICATION_ID, applicant: { id: 3, name: 'Ana Lima' }, job: { id: STUB_INTERVIEW_JOB_ID, title: JOB.title } },
      kit: kit ? { id: kit.id, name: kit.name } : null,
      title: text(input.title) || kit?.name || 'Interview',
      ...window,
      timezone: String(input.timezone),
      location: text(input.location) || null,
      video_url: text(input.video_url) || null,
      interviewers: panelOf(input.interviewer_ids),
      status: 'scheduled',
      sequence: 0,
      created_by: { id: 1, name: senderName },
      created_at: now,
      updated_at: now,
    }
    state.interviews.push(interview)
    return [201, interview]
  }
  const interviewMatch = /^interviews\/(\d+)(\/cancel)?$/.exec(route)
  if (interviewMatch) {
    const interview = state.interviews.find((candidate) => candidate.id === Number(interviewMatch[1]))
    if (!interview) return [404, { message: 'Not found.' }]
    if (interview.status !== 'scheduled' && method !== 'GET') return [409, { message: 'This interview is no longer scheduled.' }]
    if (method === 'POST' && interviewMatch[2]) {
      Object.assign(interview, { status: 'cancelled', sequence: interview.sequence + 1, updated_at: new Date().toISOString() })
      return [200, interview]
    }
    if (method === 'PATCH' && !interviewMatch[2]) {
      const errors = interviewProblems(input, false)
      if (Object.keys(errors).length > 0) return invalid(errors)
      const next = { starts_at: String(input.starts_at ?? interview.starts_at), ends_at: String(input.ends_at ?? interview.ends_at) }
      const ids = (input.interviewer_ids as number[] | undefined) ?? interview.interviewers.map((person) => person.id)
      const clashes = input.allow_conflicts === true ? [] : conflicts(state, ids, next, interview.id)
      if (clashes.length > 0) return [409, { message: 'Some of the panel already have an interview at that time.', conflicts: clashes }]
      Object.assign(interview, next, {
        location: input.location === undefined ? interview.location : text(input.location) || null,
        video_url: input.video_url === undefined ? interview.video_url : text(input.video_url) || null,
        interviewers: input.interviewer_ids === undefined ? interview.interviewers : panelOf(ids),
        sequence: interview.sequence + 1,
        updated_at: new Date().toISOString(),
      })
      return [200, interview]
    }
  }
  const links = `applications/${APPLICATION_ID}/scheduling-links`
  if (key === `GET ${links}`) return [200, { data: [...state.links].reverse() }]
  if (key === `POST ${links}`) {
    const errors: Record<string, string[]> = {}
    if (peopleIn(input.interviewer_ids).length === 0) errors.interviewer_ids = ['Choose at least one interviewer']
    if (!(Date.parse(String(input.to)) > Date.parse(String(input.from)))) errors.to = ['End the window after it starts']
    if (Object.keys(errors).length > 0) return invalid(errors)
    const kit = state.kits.find((candidate) => candidate.id === input.kit_id)
    const link: SchedulingLinkSummary = {
      id: ++nextId,
      interviewers: peopleIn(input.interviewer_ids),
      kit: kit ? { id: kit.id, name: kit.name } : null,
      duration_minutes: Number(input.duration_minutes),
      from: String(input.from),
      to: String(input.to),
      timezone: String(input.timezone),
      expires_at: String(input.to),
      state: 'open',
      interview_id: null,
      created_at: new Date().toISOString(),
    }
    state.links.push(link)
    return [201, { id: link.id, url: `http://127.0.0.1/careers/schedule/?token=stub${link.id}`, expires_at: link.expires_at }]
  }
  const linkMatch = new RegExp(`^${links}/(\\d+)$`).exec(route)
  if (linkMatch && method === 'DELETE') {
    const link = state.links.find((candidate) => candidate.id === Number(linkMatch[1]))
    if (!link) return [404, { message: 'Not found.' }]
    link.state = 'withdrawn'
    return [204]
  }
  return null
}

/** The routes handleInterviews answers. */
export const isInterviewRoute = (route: string) =>
  new RegExp(`^jobs/${STUB_INTERVIEW_JOB_ID}(/history|/interview-kits)?$`).test(route) ||
  /^interview-kits\/\d+$/.test(route) ||
  /^interviews(\/\d+(\/cancel)?)?$/.test(route) ||
  route === 'interviewers' ||
  new RegExp(`^applications/${APPLICATION_ID}/scheduling-links(/\\d+)?$`).test(route)
