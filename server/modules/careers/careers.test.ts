import { APPLICATION_SENT_MESSAGE } from '@common/careers'
import { ANONYMISED_NAME } from '@common/privacy'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { activityLog } from '../../db/schema/activity-log'
import { applicantNotes, applicantResumes, applicants, applications, pipelineStages } from '../../db/schema/applicants'
import { companies } from '../../db/schema/companies'
import { storedFiles } from '../../db/schema/files'
import { rateLimits } from '../../db/schema/rate-limits'
import { calendarDateIn, DAY_MS } from '../../lib/clock'
import { createAccount, insertJob } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

type Account = Awaited<ReturnType<typeof createAccount>>

let acme: Account
let globex: Account
/** Acme's jobs, by what they show. */
const job: Record<'open' | 'remote' | 'draft' | 'closed' | 'pastClosing' | 'closesToday', number> = {
  open: 0,
  remote: 0,
  draft: 0,
  closed: 0,
  pastClosing: 0,
  closesToday: 0,
}
let globexJob: number

/** The earliest calendar date on earth now: past everywhere else tomorrow at the latest. */
const earliestToday = () => calendarDateIn(new Date(), 'Pacific/Pago_Pago')

async function openSite(companyId: number, slug: string, values: Partial<typeof companies.$inferInsert> = {}) {
  await server.db
    .update(companies)
    .set({
      careersSlug: slug,
      careersPublic: true,
      careersIntro: 'We build **robots**.',
      careersBrandColor: '#aa3300',
      ...values,
    })
    .where(eq(companies.id, companyId))
}

beforeAll(async () => {
  acme = await createAccount(server.db, { companyName: 'Acme Robotics' })
  globex = await createAccount(server.db, { companyName: 'Globex' })
  await openSite(acme.company.id, 'acme', {
    website: 'https://acme.example',
    logoUrl: '/backend/api/uploads/acme.png',
    timezone: 'Pacific/Pago_Pago',
    retentionDays: 180,
  })
  await openSite(globex.company.id, 'globex')
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS)
  const published = { status: 'published' as const }
  job.open = (
    await insertJob(server.db, acme.company.id, {
      ...published,
      title: 'Backend Engineer',
      department: 'Engineering',
      location: 'Pittsburgh, PA',
      salaryMin: 120_000,
      salaryMax: 150_000,
      salaryCurrency: 'USD',
      description: '## About\n\nBuild **APIs** in TypeScript.',
      skills: ['TypeScript', 'PostgreSQL'],
      openings: 3,
      createdAt: at(3),
      publishedAt: at(2),
    })
  ).id
  job.remote = (
    await insertJob(server.db, acme.company.id, {
      ...published,
      title: 'Product Designer',
      department: 'Design',
      location: 'United States',
      workplace: 'remote',
      employmentType: 'contract',
      createdAt: at(1),
      publishedAt: at(1),
    })
  ).id
  job.closesToday = (
    await insertJob(server.db, acme.company.id, {
      ...published,
      title: 'Support Lead',
      department: 'Support',
      closesAt: earliestToday(),
      createdAt: at(5),
      publishedAt: at(5),
    })
  ).id
  job.draft = (
    await insertJob(server.db, acme.company.id, {
      title: 'Secret Draft',
      department: 'Stealth',
    })
  ).id
  job.closed = (
    await insertJob(server.db, acme.company.id, {
      status: 'closed',
      title: 'Closed Role',
      department: 'Finance',
    })
  ).id
  job.pastClosing = (
    await insertJob(server.db, acme.company.id, {
      ...published,
      title: 'Expired Role',
      department: 'Legal',
      closesAt: new Date(Date.now() - 3 * DAY_MS).toISOString().slice(0, 10),
    })
  ).id
  globexJob = (
    await insertJob(server.db, globex.company.id, {
      ...published,
      title: 'Globex Engineer',
    })
  ).id
})

const TXT = new TextEncoder().encode('Jane Applicant\njane@example.test\n+1 415 555 0134\nSkills: TypeScript, PostgreSQL\n')
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])

interface ApplyForm {
  name?: string
  email?: string
  phone?: string
  cover_letter?: string
  links?: string[]
  consent?: string
  website?: string
  file?: { bytes: Uint8Array; name: string; type?: string } | null
}

function applyForm(overrides: ApplyForm = {}): FormData {
  const values = {
    name: 'Jane Applicant',
    email: 'jane@example.test',
    consent: 'true',
    ...overrides,
  }
  const form = new FormData()
  for (const key of ['name', 'email', 'phone', 'cover_letter', 'consent', 'website'] as const) {
    const value = values[key]
    if (value !== undefined) form.append(key, value)
  }
  for (const link of values.links ?? []) form.append('links', link)
  const file = overrides.file === undefined ? { bytes: TXT, name: 'resume.txt', type: 'text/plain' } : overrides.file
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], {
        type: file.type ?? 'application/octet-stream',
      }),
      file.name,
    )
  return form
}

let addressCounter = 0
/** Each application from its own address, unless a test is about the address's limit. */
const freshAddress = () => `172.16.${Math.floor((addressCounter += 1) / 250)}.${addressCounter % 250}`

async function apply(jobId: number, form: FormData, options: { slug?: string; address?: string } = {}) {
  const response = await server.fetch(`/backend/api/careers/${options.slug ?? 'acme'}/jobs/${jobId}/apply`, { method: 'POST', body: form }, options.address ?? freshAddress())
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  }
}

const applicantByEmail = async (email: string) =>
  (
    await server.db
      .select()
      .from(applicants)
      .where(and(eq(applicants.companyId, acme.company.id), eq(applicants.email, email)))
  )[0]

describe('GET careers/{slug}', () => {
  it('answers the company’s public face and the departments and locations of its open jobs, nothing more', async () => {
    const response = await server.get('careers/acme')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      company: {
        name: 'Acme Robotics',
        logo: '/backend/api/uploads/acme.png',
        website: 'https://acme.example',
        intro: 'We build **robots**.',
        brand_color: '#aa3300',
        retention_days: 180,
        consent_text: 'I agree that Acme Robotics keeps my application data to consider me for jobs, for 180 days after my last activity, and then erases it.',
      },
      departments: ['Design', 'Engineering', 'Support'],
      locations: ['Pittsburgh, PA', 'United States'],
    })
  })

  it('is a 404 for an unknown slug and for a private site, whoever asks', async () => {
    expect((await server.get('careers/nobody-here')).status).toBe(404)
    await server.db.update(companies).set({ careersPublic: false }).where(eq(companies.id, globex.company.id))
    try {
      for (const path of ['careers/globex', 'careers/globex/jobs', `careers/globex/jobs/${globexJob}`, 'careers/globex/sitemap.xml']) {
        const response = await server.get(path, { token: globex.token })
        expect(response.status, path).toBe(404)
        expect(response.body.message ?? response.body).toContain('not found')
      }
      expect((await apply(globexJob, applyForm(), { slug: 'globex' })).status).toBe(404)
    } finally {
      await server.db.update(companies).set({ careersPublic: true }).where(eq(companies.id, globex.company.id))
    }
  })

  it('needs no session and ignores a token', async () => {
    expect((await server.get('careers/acme', { token: 'not-a-real-token-at-all' })).status).toBe(200)
  })
})

describe('GET careers/{slug}/jobs', () => {
  it('lists published jobs open through their closing day in the company’s time zone, newest first, with only the public fields', async () => {
    const response = await server.get('careers/acme/jobs')
    expect(response.status).toBe(200)
    expect(response.body.meta).toEqual({ page: 1, per_page: 25, total: 3 })
    expect(response.body.data.map((row: { id: number }) => row.id)).toEqual([job.remote, job.open, job.closesToday])
    for (const row of response.body.data) {
      expect(Object.keys(row).sort()).toEqual(
        ['closes_at', 'department', 'employment_type', 'id', 'location', 'published_at', 'salary_currency', 'salary_max', 'salary_min', 'title', 'workplace'].sort(),
      )
    }
    expect(response.body.data[1]).toMatchObject({
      title: 'Backend Engineer',
      salary_min: 120_000,
      salary_max: 150_000,
      salary_currency: 'USD',
      closes_at: null,
    })
  })

  it('leaves out a job whose closing day has passed where the company is, though not yet in UTC', async () => {
    await server.db.update(companies).set({ timezone: 'Pacific/Kiritimati' }).where(eq(companies.id, acme.company.id))
    try {
      const ids = (await server.get('careers/acme/jobs')).body.data.map((row: { id: number }) => row.id)
      expect(ids).not.toContain(job.closesToday)
      expect((await server.get(`careers/acme/jobs/${job.closesToday}`)).status).toBe(410)
    } finally {
      await server.db.update(companies).set({ timezone: 'Pacific/Pago_Pago' }).where(eq(companies.id, acme.company.id))
    }
  })

  it('searches by words and title starts, and filters by department, location, workplace and employment type', async () => {
    const ids = async (query: string) => (await server.get(`careers/acme/jobs?${query}`)).body.data.map((row: { id: number }) => row.id)
    expect(await ids('q=typescript')).toEqual([job.open])
    expect(await ids('q=back')).toEqual([job.open])
    expect(await ids('q=secret')).toEqual([])
    expect(await ids('department=Design')).toEqual([job.remote])
    expect(await ids('location=Pittsburgh%2C%20PA')).toEqual([job.open])
    expect(await ids('workplace=remote')).toEqual([job.remote])
    expect(await ids('employment_type=full_time')).toEqual([job.open, job.closesToday])
    expect(await ids('department=Stealth')).toEqual([])
  })

  it('pages as every list does', async () => {
    const second = await server.get('careers/acme/jobs?per_page=2&page=2')
    expect(second.body).toMatchObject({
      meta: { page: 2, per_page: 2, total: 3 },
    })
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual([job.closesToday])
    expect((await server.get('careers/acme/jobs?per_page=2&page=5')).body).toEqual({ data: [], meta: { page: 5, per_page: 2, total: 3 } })
  })

  it('answers 422 beside an unknown workplace or employment type and a bad page', async () => {
    const response = await server.get('careers/acme/jobs?workplace=moon&employment_type=forever&per_page=500')
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      workplace: ['Use one of: on_site, hybrid, remote'],
      employment_type: ['Use one of: full_time, part_time, contract, internship, temporary'],
      per_page: ['Show at most 100 rows per page'],
    })
  })
})

describe('GET careers/{slug}/jobs/{id}', () => {
  it('adds the description and skills to the public fields', async () => {
    const response = await server.get(`careers/acme/jobs/${job.open}`)
    expect(response.status).toBe(200)
    expect(Object.keys(response.body).sort()).toEqual(
      [
        'closes_at',
        'department',
        'description',
        'employment_type',
        'id',
        'location',
        'published_at',
        'salary_currency',
        'salary_max',
        'salary_min',
        'skills',
        'title',
        'workplace',
      ].sort(),
    )
    expect(response.body).toMatchObject({
      description: '## About\n\nBuild **APIs** in TypeScript.',
      skills: ['TypeScript', 'PostgreSQL'],
    })
  })

  it('is a 404 for a draft, an unknown id and another company’s job; a 410 for a closed one or one past its closing date', async () => {
    expect((await server.get(`careers/acme/jobs/${job.draft}`)).status).toBe(404)
    expect((await server.get('careers/acme/jobs/999999')).status).toBe(404)
    expect((await server.get(`careers/acme/jobs/${globexJob}`)).status).toBe(404)
    expect((await server.get(`careers/globex/jobs/${globexJob}`)).status).toBe(200)
    expect((await server.get('careers/acme/jobs/abc')).status).toBe(422)
    for (const id of [job.closed, job.pastClosing]) {
      const response = await server.get(`careers/acme/jobs/${id}`)
      expect(response.status).toBe(410)
      expect(response.body).toEqual({
        message: 'This job is closed and no longer takes applications',
      })
    }
  })
})

describe('GET careers/{slug}/sitemap.xml', () => {
  it('lists the site and its open jobs at their canonical addresses, escaped', async () => {
    const response = await server.fetch('/backend/api/careers/acme/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const body = await response.text()
    const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual([
      'http://staffdesk.test/careers/?company=acme',
      ...[job.open, job.remote, job.closesToday].sort((a, b) => a - b).map((id) => `http://staffdesk.test/careers/job/?company=acme&amp;id=${id}`),
    ])
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
  })
})

describe('POST careers/{slug}/jobs/{id}/apply', () => {
  it('keeps an application whose fields and file name hold U+0000 or a lone surrogate, without them', async () => {
    const response = await apply(
      job.open,
      applyForm({
        name: 'Grace\u0000 Hopper',
        email: 'grace.nul@example.test\u0000',
        cover_letter: 'Compilers \ud83d.',
        file: { bytes: TXT, name: 'grace\u0000\udc00.txt', type: 'text/plain' },
      }),
    )
    expect(response.status).toBe(201)
    const applicant = await applicantByEmail('grace.nul@example.test')
    expect(applicant).toMatchObject({ name: 'Grace Hopper' })
    const detail = await server.get(`applicants/${applicant!.id}`, { token: acme.token })
    expect(detail.body.resumes).toEqual([expect.objectContaining({ file_name: 'grace\ufffd.txt' })])
    const [note] = await server.db.select().from(applicantNotes).where(eq(applicantNotes.applicantId, applicant!.id))
    expect(note?.body).toContain('Compilers \ufffd.')
  })

  it('makes a new applicant from the careers site in the applied stage, with the resume, a cover letter note, a confirmation mail and the timeline', async () => {
    const response = await apply(
      job.open,
      applyForm({
        name: ' Ada Lovelace ',
        email: 'Ada@Example.test',
        phone: '(415) 555-0100',
        cover_letter: 'I love APIs.',
        links: ['https://ada.example', ' '],
      }),
    )
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ message: APPLICATION_SENT_MESSAGE })

    const applicant = await applicantByEmail('Ada@Example.test')
    expect(applicant).toMatchObject({
      name: 'Ada Lovelace',
      phoneE164: '+14155550100',
      source: 'careers',
      links: ['https://ada.example'],
    })
    const [application] = await server.db
      .select({
        jobId: applications.jobId,
        kind: pipelineStages.kind,
        status: applications.status,
      })
      .from(applications)
      .innerJoin(pipelineStages, eq(pipelineStages.id, applications.stageId))
      .where(eq(applications.applicantId, applicant!.id))
    expect(application).toEqual({
      jobId: job.open,
      kind: 'applied',
      status: 'active',
    })

    const detail = await server.get(`applicants/${applicant!.id}`, {
      token: acme.token,
    })
    expect(detail.body.resumes).toEqual([
      expect.objectContaining({
        file_name: 'resume.txt',
        content_type: 'text/plain',
        size: TXT.byteLength,
      }),
    ])
    // Staff read the cover letter on the applicant's page: a note with no author.
    expect(detail.body.notes).toEqual([{ id: expect.any(Number), body: 'Cover letter for Backend Engineer:\n\nI love APIs.', author: null, created_at: expect.any(String) }])
    const timeline = (
      await server.get(`applicants/${applicant!.id}/timeline`, {
        token: acme.token,
      })
    ).body.data
    // The candidate applied, not the system: under the name they gave.
    const candidate = { id: null, name: 'Ada Lovelace' }
    expect(timeline.map((entry: { kind: string; text: string; actor: unknown }) => [entry.kind, entry.text, entry.actor])).toEqual([
      ['email', 'We received your application for Backend Engineer · Scheduled', null],
      ['note', 'Cover letter for Backend Engineer', candidate],
      ['applied', 'Applied to Backend Engineer', candidate],
      ['created', 'Added from the careers site', candidate],
    ])

    await server.settle()
    const mail = server.mailer.sent.findLast((sent) => sent.to.toLowerCase() === 'ada@example.test')
    // The company's default confirmation template, filled for the applicant, from the company.
    expect(mail).toMatchObject({ subject: 'We received your application for Backend Engineer', fromName: 'Acme Robotics via Staffdesk' })
    expect(mail?.text).toContain('Thank you for applying for the Backend Engineer role at Acme Robotics.')
    expect(mail?.text).toContain('If you did not apply, you can ignore this email.')
    expect(mail?.html).toContain('<p><em>If you did not apply, you can ignore this email.</em></p>')
  })

  it('the same email again on the same job adds only the resume, and on another job a new application on the same applicant', async () => {
    const email = 'grace@example.test'
    expect((await apply(job.open, applyForm({ name: 'Grace Hopper', email }))).status).toBe(201)
    const again = await apply(
      job.open,
      applyForm({
        name: 'Someone Else',
        email: 'GRACE@example.test',
        file: {
          bytes: new TextEncoder().encode('Grace, updated resume'),
          name: 'v2.txt',
        },
      }),
    )
    expect(again).toMatchObject({
      status: 201,
      body: { message: APPLICATION_SENT_MESSAGE },
    })
    const other = await apply(job.remote, applyForm({ name: 'Grace Hopper', email }))
    expect(other.status).toBe(201)

    const matching = await server.db
      .select()
      .from(applicants)
      .where(and(eq(applicants.companyId, acme.company.id), eq(applicants.email, email)))
    expect(matching).toHaveLength(1)
    expect(matching[0]!.name).toBe('Grace Hopper')
    const applied = await server.db.select({ jobId: applications.jobId }).from(applications).where(eq(applications.applicantId, matching[0]!.id))
    expect(applied.map((row) => row.jobId).sort()).toEqual([job.open, job.remote].sort())
    const resumes = await server.db.select().from(applicantResumes).where(eq(applicantResumes.applicantId, matching[0]!.id))
    expect(resumes).toHaveLength(3)
    // Each act under the name given with it, the profile's name left as it was.
    const timeline = (await server.get(`applicants/${matching[0]!.id}/timeline`, { token: acme.token })).body.data
    expect(timeline.filter((entry: { kind: string }) => entry.kind === 'applied').map((entry: { text: string; actor: unknown }) => [entry.text, entry.actor])).toEqual([
      ['Applied to Product Designer', { id: null, name: 'Grace Hopper' }],
      ['Applied again to Backend Engineer through the careers site; the new resume was added', { id: null, name: 'Someone Else' }],
      ['Applied to Backend Engineer', { id: null, name: 'Grace Hopper' }],
    ])
  })

  it('anonymising the applicant takes their name off the acts the timeline gave them', async () => {
    expect((await apply(job.open, applyForm({ name: 'Hedy Lamarr', email: 'hedy@example.test', cover_letter: 'Frequency hopping.' }))).status).toBe(201)
    const applicant = await applicantByEmail('hedy@example.test')
    expect((await server.post(`applicants/${applicant!.id}/anonymise`, {}, { token: acme.token })).status).toBe(200)

    const timeline = (await server.get(`applicants/${applicant!.id}/timeline`, { token: acme.token })).body.data
    expect(timeline.filter((entry: { kind: string }) => entry.kind === 'applied').map((entry: { actor: unknown }) => entry.actor)).toEqual([{ id: null, name: ANONYMISED_NAME }])
    expect(JSON.stringify(timeline)).not.toContain('Hedy')
    const entries = await server.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectType, 'applicant'), eq(activityLog.subjectId, applicant!.id)))
    expect(JSON.stringify(entries)).not.toContain('Hedy')
  })

  it('never changes a known applicant: what the form and its resume say differently waits for staff, who use or dismiss it', async () => {
    const created = await server.post(
      'applicants',
      {
        name: 'Rosa Parks',
        email: 'rosa@example.test',
        phone: '+1 334 555 0101',
        headline: 'Seamstress',
        skills: ['Sewing'],
        links: [],
      },
      { token: acme.token },
    )
    expect(created.status).toBe(201)
    const id = created.body.id as number
    const before = (await server.get(`applicants/${id}`, { token: acme.token })).body
    const resume = new TextEncoder().encode('Mallory Intruder\nrosa@example.test\n+1 412 555 0123\n\nSkills: Python, Kubernetes\n')
    const form = applyForm({
      name: 'Mallory Intruder',
      email: 'ROSA@example.test',
      phone: '+1 412 555 0123',
      links: ['https://mallory.example'],
      file: { bytes: resume, name: 'cv.txt', type: 'text/plain' },
    })
    expect((await apply(job.open, form)).status).toBe(201)
    await server.settle()

    const after = (await server.get(`applicants/${id}`, { token: acme.token })).body
    const profile = (applicant: Record<string, unknown>) => {
      const { name, phone, location, headline, links, skills, years_experience, education } = applicant
      return {
        name,
        phone,
        location,
        headline,
        links,
        skills,
        years_experience,
        education,
      }
    }
    expect(profile(after)).toEqual(profile(before))
    expect(after.applications).toHaveLength(1)
    expect(after.resumes).toHaveLength(1)
    const offered = after.suggestions.map((suggestion: { field: string; value: unknown; source: string }) => [suggestion.field, suggestion.value, suggestion.source])
    expect(offered).toEqual(
      expect.arrayContaining([
        ['name', 'Mallory Intruder', 'careers_form'],
        ['phone', '+1 412 555 0123', 'careers_form'],
        ['links', ['https://mallory.example'], 'careers_form'],
        ['skills', ['Sewing', 'Python', 'Kubernetes'], 'careers_resume'],
      ]),
    )
    // The resume repeats the form's phone: it waits once.
    expect(offered.filter(([field]: [string]) => field === 'phone')).toHaveLength(1)
    const timeline = (await server.get(`applicants/${id}/timeline`, { token: acme.token })).body.data
    expect(timeline.filter((entry: { kind: string }) => entry.kind === 'suggestion').map((entry: { text: string }) => entry.text)).toEqual([
      'The resume sent through the careers site says differently about the skills; offered on this page rather than written into the profile',
      'The careers application says differently about the name, phone, links; offered on this page rather than written into the profile',
    ])

    const idOf = (field: string) => after.suggestions.find((suggestion: { field: string }) => suggestion.field === field).id as number
    const used = await server.post(`applicants/${id}/suggestions/${idOf('skills')}/apply`, undefined, { token: acme.token })
    expect(used.status).toBe(200)
    expect(used.body.skills).toEqual(['Sewing', 'Python', 'Kubernetes'])
    expect(used.body.suggestions.map((suggestion: { field: string }) => suggestion.field)).not.toContain('skills')
    const dismissed = await server.post(`applicants/${id}/suggestions/${idOf('name')}/dismiss`, undefined, { token: acme.token })
    expect(dismissed.status).toBe(200)
    expect(dismissed.body.name).toBe('Rosa Parks')
    expect((await server.post(`applicants/${id}/suggestions/${idOf('name')}/apply`, undefined, { token: acme.token })).body).toEqual({
      message: 'This suggestion was already dismissed',
    })
    const decided = (await server.get(`applicants/${id}/timeline`, { token: acme.token })).body.data.slice(0, 2)
    expect(decided.map((entry: { kind: string; text: string }) => [entry.kind, entry.text])).toEqual([
      ['suggestion', 'Dismissed the name the careers application suggested'],
      ['edited', 'Edited the skills'],
    ])
    // Another company's applicant's suggestion is a 404.
    expect((await server.post(`applicants/${id}/suggestions/${idOf('phone')}/apply`, undefined, { token: globex.token })).status).toBe(404)
  })

  it('fills a new applicant’s empty fields from the resume, as before', async () => {
    const resume = new TextEncoder().encode('Nina Newcomer\nnina@example.test\n\nSkills: TypeScript, PostgreSQL\n')
    expect(
      (
        await apply(
          job.open,
          applyForm({
            name: 'Nina Newcomer',
            email: 'nina@example.test',
            file: { bytes: resume, name: 'cv.txt', type: 'text/plain' },
          }),
        )
      ).status,
    ).toBe(201)
    await server.settle()
    const applicant = await applicantByEmail('nina@example.test')
    expect(applicant?.skills).toEqual(['TypeScript', 'PostgreSQL'])
    expect((await server.get(`applicants/${applicant!.id}`, { token: acme.token })).body.suggestions).toEqual([])
  })

  it('leaves a phone another applicant has off the new profile and says so in its timeline', async () => {
    expect(
      (
        await apply(
          job.open,
          applyForm({
            name: 'Phone Owner',
            email: 'owner@example.test',
            phone: '+1 412 555 0199',
          }),
        )
      ).status,
    ).toBe(201)
    expect(
      (
        await apply(
          job.open,
          applyForm({
            name: 'Phone Borrower',
            email: 'borrower@example.test',
            phone: '412-555-0199',
          }),
        )
      ).status,
    ).toBe(201)
    const borrower = await applicantByEmail('borrower@example.test')
    expect(borrower).toMatchObject({ phone: null, phoneE164: null })
    const timeline = (
      await server.get(`applicants/${borrower!.id}/timeline`, {
        token: acme.token,
      })
    ).body.data
    expect(timeline.find((entry: { kind: string }) => entry.kind === 'note').text).toMatch(/^The phone number given \(412-555-0199\) is another applicant’s/)
  })

  it('answers 422 beside each field it refuses and stores nothing', async () => {
    const before = await server.db.select({ id: applicants.id }).from(applicants)
    const response = await apply(
      job.open,
      applyForm({
        name: ' ',
        email: 'not-an-email',
        cover_letter: 'x'.repeat(5001),
        links: ['https://a.example', 'javascript:alert(1)', 'https://c.example', 'https://d.example'],
        consent: 'false',
        file: null,
      }),
    )
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      name: ['Enter your name'],
      email: ['Enter an email address like name@example.com'],
      cover_letter: ['Use at most 5,000 characters'],
      links: ['Use at most 3 links'],
      consent: ['Agree to the processing of your data to apply'],
      file: ['Attach your resume'],
    })
    const unsafe = await apply(job.open, applyForm({ links: ['https://a.example', 'javascript:alert(1)'] }))
    expect(unsafe.body.errors).toEqual({
      'links.1': ['Enter a web address starting with https://'],
    })
    const missing = await apply(job.open, applyForm({ consent: undefined as unknown as string, email: '' }))
    expect(missing.body.errors).toEqual({
      email: ['Enter your email address'],
      consent: ['Agree to the processing of your data to apply'],
    })
    expect(await server.db.select({ id: applicants.id }).from(applicants)).toHaveLength(before.length)
  })

  it('checks the resume by its bytes: empty is a 422, an image named .pdf a 415, over 10 MB a 413 before it is read', async () => {
    const empty = await apply(
      job.open,
      applyForm({
        email: 'empty@example.test',
        file: {
          bytes: new Uint8Array(),
          name: 'resume.pdf',
          type: 'application/pdf',
        },
      }),
    )
    expect(empty).toMatchObject({
      status: 422,
      body: { errors: { file: ['The file is empty; attach your resume'] } },
    })
    const image = await apply(
      job.open,
      applyForm({
        email: 'image@example.test',
        file: { bytes: PNG, name: 'resume.pdf', type: 'application/pdf' },
      }),
    )
    expect(image).toMatchObject({
      status: 415,
      body: {
        message: 'Upload your resume as a PDF, Word (DOCX) or plain text file',
      },
    })
    const huge = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61)
    const tooLarge = await apply(
      job.open,
      applyForm({
        email: 'huge@example.test',
        file: { bytes: huge, name: 'resume.txt', type: 'text/plain' },
      }),
    )
    expect(tooLarge).toMatchObject({
      status: 413,
      body: {
        message: 'The resume is larger than 10 MB; upload a smaller file',
      },
    })
    const declared = await server.fetch(`/backend/api/careers/acme/jobs/${job.open}/apply`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(20 * 1024 * 1024),
      },
      body: '--x--',
    })
    expect(declared.status).toBe(413)
    for (const email of ['empty@example.test', 'image@example.test', 'huge@example.test']) expect(await applicantByEmail(email)).toBeUndefined()
  })

  it('refuses a form of thousands of parts, and a visitor past the address limit, before reading the body', async () => {
    const parts = Array.from({ length: 170_000 }, (_, index) => `--x\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nv\r\n`).join('') + '--x--\r\n'
    const many = await server.fetch(
      `/backend/api/careers/acme/jobs/${job.open}/apply`,
      {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: parts,
      },
      freshAddress(),
    )
    expect(many.status).toBe(413)
    expect(await many.json()).toEqual({
      message: 'A form holds at most 20 fields',
    })

    const address = '198.51.100.99'
    await server.db.insert(rateLimits).values({
      key: `apply:address:${address}`,
      hits: 10,
      resetsAt: new Date(server.clock.now().getTime() + 3_600_000),
    })
    const body = new ReadableStream({
      pull: () => {
        throw new Error('The body was read')
      },
    })
    const limited = await server.fetch(
      `/backend/api/careers/acme/jobs/${job.open}/apply`,
      {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body,
        duplex: 'half',
      } as RequestInit,
      address,
    )
    expect(limited.status).toBe(429)
  })

  it('answers a filled honeypot as if all were well, and keeps nothing and mails nobody', async () => {
    const files = (await server.db.select({ id: storedFiles.id }).from(storedFiles)).length
    const response = await apply(job.open, applyForm({ email: 'bot@example.test', website: 'https://spam.example' }))
    expect(response).toMatchObject({
      status: 201,
      body: { message: APPLICATION_SENT_MESSAGE },
    })
    expect(await applicantByEmail('bot@example.test')).toBeUndefined()
    expect(await server.db.select({ id: storedFiles.id }).from(storedFiles)).toHaveLength(files)
    await server.settle()
    expect(server.mailer.lastTo('bot@example.test')).toBeUndefined()
  })

  it('is a 404 for a draft, an unknown or another company’s job, and a 410 for a closed one or one past its closing date', async () => {
    expect((await apply(job.draft, applyForm())).status).toBe(404)
    expect((await apply(999_999, applyForm())).status).toBe(404)
    expect((await apply(globexJob, applyForm())).status).toBe(404)
    for (const id of [job.closed, job.pastClosing])
      expect(await apply(id, applyForm())).toMatchObject({
        status: 410,
        body: {
          message: 'This job is closed and no longer takes applications',
        },
      })
  })

  it('limits applications per email and per client address, in the database, with a message and Retry-After', async () => {
    const email = 'eager@example.test'
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await apply(job.open, applyForm({ email }))).status).toBe(201)
    const perEmail = await apply(job.remote, applyForm({ email: 'Eager@Example.test' }))
    expect(perEmail.status).toBe(429)
    expect(perEmail.body).toEqual({
      message: 'Too many applications sent. Try again in 60 minutes.',
    })
    expect(Number(perEmail.headers.get('retry-after'))).toBeGreaterThan(3500)

    const address = '198.51.100.7'
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await apply(job.open, applyForm({ email: `office${attempt}@example.test` }), { address })).status).toBe(201)
    const perAddress = await apply(job.open, applyForm({ email: 'office-late@example.test' }), { address })
    expect(perAddress.status).toBe(429)
    expect(await applicantByEmail('office-late@example.test')).toBeUndefined()
    expect(
      (
        await server.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `apply:address:${address}`))
      )[0]?.hits,
    ).toBe(11)

    server.clock.advance(61 * 60_000)
    expect((await apply(job.open, applyForm({ email: 'office-late@example.test' }), { address })).status).toBe(201)
  })
})
