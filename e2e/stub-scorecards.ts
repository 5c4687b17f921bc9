import type { ApplicationScorecards, CandidateInterview, Interview, InterviewDetail, PublicScheduling, Scorecard } from '../common/interviews'
import { STUB_APPLICANT_ID } from './stub-messages'

/**
 * Interviews and scorecards on the stub server (contract section 16), kept per token so parallel
 * tests never share them: Ana Lima's (STUB_APPLICANT_ID) technical interview on application 31,
 * whose panel is the owner persona (user 1), the member personas (user 2) and Lee Chen, who
 * submitted a "Strong no". The caller's scorecard starts empty; the debrief stays blind until
 * it is submitted. A token holding the word `interviews` also gets Home's interview cards.
 *
 * The public slot picker (`scheduling/{token}`) keeps its state per link token, whose first word
 * says what it does: `open-…` books, `taken-…` answers its first booking 409 (the slot taken, then
 * gone from the list), `gone-…` is 410, `booked-…` was booked already; anything else is 404.
 */

export const STUB_INTERVIEW_ID = 9
export const STUB_UPCOMING_INTERVIEW_ID = 10
const APPLICATION_ID = 31

type Answer = [status: number, body?: unknown]
type Body = Record<string, unknown> | null

const ATTRIBUTES = [
  { name: 'Problem solving', description: 'Breaks a problem down, tries ideas and checks them' },
  { name: 'Communication', description: 'Explains their thinking so others can follow' },
]

const LEE = { id: 8, name: 'Lee Chen' }
const LEE_SCORECARD: Scorecard = {
  id: 81,
  interview_id: STUB_INTERVIEW_ID,
  interviewer: LEE,
  ratings: [
    { attribute: 'Problem solving', rating: 1 },
    { attribute: 'Communication', rating: 3 },
  ],
  recommendation: 'strong_no',
  notes: 'Struggled with the design question.',
  status: 'submitted',
  submitted_at: '2026-11-03T12:00:00Z',
}

const states = new Map<string, { own: Scorecard | null }>()
function stateOf(token: string) {
  let state = states.get(token)
  if (!state) {
    state = { own: null }
    states.set(token, state)
  }
  return state
}

function interview(caller: { id: number; name: string }, own: Scorecard | null, id = STUB_INTERVIEW_ID): Interview {
  const upcoming = id === STUB_UPCOMING_INTERVIEW_ID
  return {
    id,
    application: { id: APPLICATION_ID, applicant: { id: STUB_APPLICANT_ID, name: 'Ana Lima' }, job: { id: 8, title: 'Backend Engineer' } },
    kit: { id: 4, name: 'Technical interview' },
    title: upcoming ? 'Culture interview' : 'Technical interview',
    starts_at: upcoming ? '2030-03-05T15:00:00Z' : '2026-11-03T10:00:00Z',
    ends_at: upcoming ? '2030-03-05T15:45:00Z' : '2026-11-03T11:00:00Z',
    timezone: 'America/New_York',
    location: 'Lisbon office, room 2',
    video_url: 'https://meet.example.com/ana-lima',
    interviewers: [
      { ...caller, scorecard: upcoming ? 'none' : (own?.status ?? 'none') },
      { ...LEE, scorecard: upcoming ? 'none' : 'submitted' },
    ],
    status: upcoming ? 'scheduled' : 'completed',
    sequence: 0,
    created_by: { id: 1, name: 'Dana Reyes' },
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
  }
}

function detail(caller: { id: number; name: string }, own: Scorecard | null): InterviewDetail {
  return {
    ...interview(caller, own),
    kit: {
      id: 4,
      job_id: 8,
      stage: { id: 3, name: 'Interview' },
      name: 'Technical interview',
      duration_minutes: 60,
      instructions: 'Start with the **design question**, then let them ask theirs.\n\n- Take notes as you go\n- Score alone, before the debrief',
      attributes: ATTRIBUTES,
      questions: ['Walk us through a system you designed.', 'Tell us about a bug that took you a week.'],
      position: 0,
    },
    applicant: {
      id: STUB_APPLICANT_ID,
      name: 'Ana Lima',
      email: 'ana@example.com',
      phone: '+351912345678',
      headline: 'Backend engineer',
      links: ['https://github.com/ana-lima'],
      resumes: [],
    },
  }
}

/** What a PUT may not be: a submission missing a rating or the recommendation names each (422). */
function problems(body: Body): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const ratings = Array.isArray(body?.ratings) ? (body.ratings as { attribute?: unknown; rating?: unknown }[]) : []
  if (body?.submit === true) {
    for (const attribute of ATTRIBUTES) {
      if (!ratings.some((rating) => rating.attribute === attribute.name)) errors[`ratings.${attribute.name}`] = [`Rate ${attribute.name} to submit`]
    }
    if (typeof body.recommendation !== 'string') errors.recommendation = ['Choose a recommendation to submit']
  }
  return errors
}

function scorecards(caller: { id: number; name: string }, own: Scorecard | null): ApplicationScorecards {
  if (own?.status !== 'submitted') return { hidden: true, data: own ? [own] : [], summary: null }
  const submitted = [own, LEE_SCORECARD]
  const ratingsOf = (name: string) => submitted.flatMap((scorecard) => scorecard.ratings.filter((rating) => rating.attribute === name).map((rating) => rating.rating))
  const count = (pick: string) => submitted.filter((scorecard) => scorecard.recommendation === pick).length
  const attributes = ATTRIBUTES.map(({ name }) => {
    const ratings = ratingsOf(name)
    return { name, ratings, mean: ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length, spread: Math.max(...ratings) - Math.min(...ratings) }
  })
  return {
    hidden: false,
    data: submitted,
    summary: {
      recommendations: { strong_no: count('strong_no'), no: count('no'), yes: count('yes'), strong_yes: count('strong_yes') },
      attributes,
      disagreement: (count('yes') + count('strong_yes') > 0 && count('no') + count('strong_no') > 0) || attributes.some((attribute) => attribute.spread >= 2),
      missing: caller.id === 2 ? [] : [{ interviewer: { id: 2, name: 'Sam Okafor' }, interview_id: STUB_UPCOMING_INTERVIEW_ID }],
    },
  }
}

/** `GET dashboard`'s `interviews`, as the server sends every caller: one upcoming interview and a scorecard due for a token that asks for them (the word `interviews`), else none. */
export function dashboardInterviews(token: string, caller: { id: number; name: string }) {
  if (!token.split('~').includes('interviews')) return { interviews: { upcoming: [], scorecards_due: 0 } }
  const own = stateOf(token).own
  return { interviews: { upcoming: [interview(caller, own, STUB_UPCOMING_INTERVIEW_ID)], scorecards_due: own?.status === 'submitted' ? 0 : 1 } }
}

/** Whether the route is one of these stubs' (signed in). */
export const isScorecardRoute = (route: string) => route === 'interviews' || route.startsWith('interviews/') || route === `applications/${APPLICATION_ID}/scorecards`

/** Answers the signed-in routes, or null for one this stub does not know. */
export function handleScorecards(token: string, caller: { id: number; name: string }, method: string, route: string, query: URLSearchParams, body: Body): Answer | null {
  const state = stateOf(token)
  const key = `${method} ${route}`
  if (key === 'GET interviews') {
    if (query.get('mine') !== 'true') return [403, { message: 'You do not have permission to do this.' }]
    const mine = [interview(caller, state.own), interview(caller, state.own, STUB_UPCOMING_INTERVIEW_ID)]
    return [200, { data: mine.filter((entry) => !query.get('status') || entry.status === query.get('status')) }]
  }
  if (key === `GET interviews/${STUB_INTERVIEW_ID}`) return [200, detail(caller, state.own)]
  if (key === `GET interviews/${STUB_UPCOMING_INTERVIEW_ID}`)
    return [200, { ...detail(caller, null), ...interview(caller, null, STUB_UPCOMING_INTERVIEW_ID), kit: detail(caller, null).kit }]
  if (key === `GET interviews/${STUB_INTERVIEW_ID}/scorecard`) return [200, { data: state.own }]
  if (key === `PUT interviews/${STUB_INTERVIEW_ID}/scorecard`) {
    if (state.own?.status === 'submitted') return [409, { message: 'Your scorecard is already submitted.' }]
    const errors = problems(body)
    if (Object.keys(errors).length > 0) return [422, { message: 'The given data was invalid.', errors }]
    const submit = body?.submit === true
    state.own = {
      id: 90,
      interview_id: STUB_INTERVIEW_ID,
      interviewer: caller,
      ratings: Array.isArray(body?.ratings) ? (body.ratings as Scorecard['ratings']) : [],
      recommendation: (body?.recommendation as Scorecard['recommendation']) ?? null,
      notes: typeof body?.notes === 'string' ? body.notes : '',
      status: submit ? 'submitted' : 'draft',
      submitted_at: submit ? '2026-11-03T15:00:00Z' : null,
    }
    return [200, state.own]
  }
  if (key === `GET applications/${APPLICATION_ID}/scorecards`) return [200, scorecards(caller, state.own)]
  return null
}

// ---------------------------------------------------------------------------------------------
// The public slot picker.

/** The free slots of a link, in the candidate's zone (New York): Tuesday 5 and Wednesday 6 March 2030. */
const SLOTS = ['2030-03-05T14:00:00Z', '2030-03-05T15:00:00Z', '2030-03-05T19:30:00Z', '2030-03-06T14:00:00Z', '2030-03-06T16:15:00Z'].map((startsAt) => ({
  starts_at: startsAt,
  ends_at: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(),
}))

const links = new Map<string, { slots: typeof SLOTS; booked: CandidateInterview | null; refusedOnce: boolean }>()

function booking(startsAt: string): CandidateInterview {
  return {
    title: 'Interview for Robotics Engineer',
    starts_at: startsAt,
    ends_at: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(),
    timezone: 'America/New_York',
    location: 'Acme Robotics, 5 Harbour Street',
    video_url: 'https://meet.example.com/robotics',
    interviewers: ['Dana Reyes', 'Lee Chen'],
  }
}

/** Answers `scheduling/{token}` (public), or null for another route. */
export function handleScheduling(method: string, route: string, body: Body): Answer | null {
  const match = /^scheduling\/([^/]+)$/.exec(route)
  if (!match?.[1]) return null
  const token = decodeURIComponent(match[1])
  const kind = token.split('-')[0]
  if (kind === 'gone') return [410, { message: 'This scheduling link expired or was withdrawn.' }]
  if (!['open', 'taken', 'booked'].includes(kind ?? '')) return [404, { message: 'No such scheduling link.' }]
  let link = links.get(token)
  if (!link) {
    link = { slots: [...SLOTS], booked: kind === 'booked' ? booking(SLOTS[1]!.starts_at) : null, refusedOnce: false }
    links.set(token, link)
  }
  if (method === 'GET') {
    const answer: PublicScheduling = {
      company: { name: 'Acme Robotics', logo: null, brand_color: '#0b7285' },
      job_title: 'Robotics Engineer',
      duration_minutes: 45,
      timezone: 'America/New_York',
      slots: link.booked ? [] : link.slots,
      booked: link.booked,
    }
    return [200, answer]
  }
  if (method !== 'POST') return null
  const startsAt = typeof body?.starts_at === 'string' ? body.starts_at : ''
  if (link.booked) return [409, { message: 'This link has already booked an interview.' }]
  if (kind === 'taken' && !link.refusedOnce) {
    link.refusedOnce = true
    link.slots = link.slots.filter((slot) => slot.starts_at !== startsAt)
    return [409, { message: 'That time is no longer free.' }]
  }
  if (!link.slots.some((slot) => slot.starts_at === startsAt)) return [409, { message: 'That time is no longer free.' }]
  link.booked = booking(startsAt)
  return [201, link.booked]
}
