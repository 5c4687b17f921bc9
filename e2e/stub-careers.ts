import type { IncomingMessage } from 'node:http'
import { COMPANY_LOGO_PATH } from './stub-personas'

/**
 * The public careers endpoints of the stub server (contract section 13): one public demo
 * company, `acme`, with a handful of open jobs, one closed job (410) and one that closes while a
 * visitor applies (its page answers, its apply answers 410). `private-co` is a company whose site
 * is not public (404, as an unknown slug).
 *
 * Apply answers by what was typed, so each spec picks its outcome without shared state:
 * an email at `invalid.test` → 422 on `email`; an email starting `ratelimited` → 429; a resume
 * named `too-large…` → 413, `unsupported…` → 415; a filled honeypot → 201 with nothing kept
 * (as the real server pretends); anything else → 201. Each apply waits a little, so a double
 * click has time to send twice if the form let it.
 */

export const CAREERS_SLUG = 'acme'
export const PRIVATE_CAREERS_SLUG = 'private-co'
export const CLOSED_JOB_ID = 90
export const CLOSES_WHILE_APPLYING_JOB_ID = 91

const COMPANY = {
  name: 'Acme Robotics',
  logo: COMPANY_LOGO_PATH,
  website: 'https://acme.example',
  intro: 'We build **friendly robots** for warehouses.\n\n- Four-day weeks in summer\n- Learning budget for everyone',
  brand_color: '#0f766e',
  retention_days: 180,
  consent_text: 'I agree that Acme Robotics keeps my application and resume for 180 days to consider me for its jobs.',
}

interface StubPublicJob {
  id: number
  title: string
  department: string | null
  location: string | null
  employment_type: string
  workplace: string
  salary_min: number | null
  salary_max: number | null
  salary_currency: string | null
  closes_at: string | null
  published_at: string
  description: string
  skills: string[]
}

const job = (fields: Partial<StubPublicJob> & Pick<StubPublicJob, 'id' | 'title'>): StubPublicJob => ({
  department: null,
  location: null,
  employment_type: 'full_time',
  workplace: 'on_site',
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  closes_at: null,
  published_at: '2026-11-02T09:00:00Z',
  description: `## About the role\n\nJoin us as ${fields.title}.\n\n- Ship small changes often\n- Work with kind people`,
  skills: [],
  ...fields,
})

const OPEN_JOBS: StubPublicJob[] = [
  job({
    id: 11,
    title: 'Robotics Engineer',
    department: 'Engineering',
    location: 'Berlin',
    workplace: 'hybrid',
    salary_min: 70000,
    salary_max: 90000,
    salary_currency: 'EUR',
    closes_at: '2027-01-31',
    skills: ['C++', 'ROS'],
    description:
      '## About the role\n\nYou design the **motion planning** of our warehouse robots.\n\n- Write C++ and ROS\n- Test on real robots\n\n<script>alert(1)</script>\n\n[Our blog](https://acme.example/blog)',
  }),
  job({ id: 12, title: 'Frontend Developer', department: 'Engineering', location: 'Lisbon', workplace: 'remote', employment_type: 'contract', skills: ['TypeScript', 'React'] }),
  job({ id: 13, title: 'Warehouse Operations Lead', department: 'Operations', location: 'Berlin', salary_min: 50000, salary_currency: 'EUR' }),
  job({ id: 14, title: 'People Partner', department: 'People', location: 'Lisbon', workplace: 'hybrid', employment_type: 'part_time' }),
  job({ id: CLOSES_WHILE_APPLYING_JOB_ID, title: 'Field Technician', department: 'Operations', location: 'Hamburg', closes_at: '2026-12-01' }),
]

const DEPARTMENTS = ['Engineering', 'Operations', 'People']
const LOCATIONS = ['Berlin', 'Hamburg', 'Lisbon']

type Answer = { status: number; body?: unknown }

const notFound = (): Answer => ({ status: 404, body: { message: 'This careers site does not exist or is not public.' } })
const CLOSED: Answer = { status: 410, body: { message: 'This job is closed.' } }

const summary = ({ description: _description, skills: _skills, ...listed }: StubPublicJob) => listed

function matches(job: StubPublicJob, query: URLSearchParams): boolean {
  const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  const text = `${job.title} ${job.department ?? ''} ${job.location ?? ''} ${job.description}`.toLowerCase()
  if (!words.every((word) => text.includes(word))) return false
  for (const key of ['department', 'location', 'workplace', 'employment_type'] as const) {
    const wanted = query.get(key)
    if (wanted && job[key] !== wanted) return false
  }
  return true
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function apply(req: IncomingMessage): Promise<Answer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData()
  await sleep(400)
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.trim() : ''
  }
  if (text('website')) return { status: 201, body: { message: 'Thank you. Your application has been sent.' } }
  const errors: Record<string, string[]> = {}
  if (!text('name')) errors.name = ['Enter your name']
  const email = text('email').toLowerCase()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = ['Enter an email address such as name@example.com']
  else if (email.endsWith('@invalid.test')) errors.email = ['This email address cannot receive mail']
  if (form.get('consent') !== 'true') errors.consent = ['Agree to the processing of your data to apply']
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) errors.file = ['Attach your resume']
  if (Object.keys(errors).length > 0) return { status: 422, body: { message: 'The given data was invalid.', errors } }
  if (email.startsWith('ratelimited')) return { status: 429, body: { message: 'Too many applications from this address. Try again in an hour.' } }
  if (file instanceof File && file.name.startsWith('too-large')) return { status: 413, body: { message: 'The resume is larger than 10 MB.' } }
  if (file instanceof File && file.name.startsWith('unsupported')) return { status: 415, body: { message: 'The resume must be a PDF, DOCX or TXT file.' } }
  return { status: 201, body: { message: 'Thank you. Your application has been sent.' } }
}

/** Answers `careers/…` routes (the path after the API prefix), or null when the route is not a careers one. */
export async function handleCareers(method: string, route: string, query: URLSearchParams, req: IncomingMessage): Promise<Answer | null> {
  const match = /^careers\/([^/]+)(?:\/jobs(?:\/(\d+)(\/apply)?)?)?$/.exec(route)
  if (!match) return null
  const [, slug, id, applying] = match
  const jobsPart = route.includes('/jobs')
  if (slug !== CAREERS_SLUG) return notFound()
  if (!jobsPart) return method === 'GET' ? { status: 200, body: { company: COMPANY, departments: DEPARTMENTS, locations: LOCATIONS } } : null
  if (id === undefined) {
    if (method !== 'GET') return null
    const found = OPEN_JOBS.filter((job) => matches(job, query))
    const perPage = 25
    const page = Math.max(1, Number(query.get('page') ?? 1) || 1)
    return { status: 200, body: { data: found.slice((page - 1) * perPage, page * perPage).map(summary), meta: { page, per_page: perPage, total: found.length } } }
  }
  if (Number(id) === CLOSED_JOB_ID) return CLOSED
  const job = OPEN_JOBS.find((candidate) => candidate.id === Number(id))
  if (!job) return { status: 404, body: { message: 'Job not found.' } }
  if (applying) {
    if (method !== 'POST') return null
    return job.id === CLOSES_WHILE_APPLYING_JOB_ID ? CLOSED : apply(req)
  }
  return method === 'GET' ? { status: 200, body: job } : null
}
