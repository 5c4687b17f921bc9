import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { companies } from '../../db/schema/companies'
import { jobs } from '../../db/schema/jobs'
import { DAY_MS, HOUR_MS } from '../../lib/clock'
import { addMember, createAccount, insertJob } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

let owner: Awaited<ReturnType<typeof createAccount>>
let other: Awaited<ReturnType<typeof createAccount>>

beforeAll(async () => {
  owner = await createAccount(server.db, { companyName: 'Acme', subscription: { plan: 'business' } })
  other = await createAccount(server.db, { companyName: 'Globex' })
})

const asOwner = () => ({ token: owner.token })

/** `YYYY-MM-DD`, `days` from the test clock's UTC date. */
const utcDate = (days = 0) => new Date(server.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10)

const newJob = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend Engineer',
  department: 'Engineering',
  employment_type: 'full_time',
  workplace: 'hybrid',
  openings: 2,
  ...overrides,
})

type Listed = { id: number; title: string }
const titles = (body: { data: Listed[] }) => body.data.map((job) => job.title)
const ids = (body: { data: Listed[] }) => body.data.map((job) => job.id)

describe('POST jobs', () => {
  it('creates a draft with defaults for what was left out: 201 with the contract’s Job', async () => {
    const response = await server.post('jobs', newJob(), asOwner())

    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      id: expect.any(Number),
      title: 'Backend Engineer',
      department: 'Engineering',
      location: null,
      employment_type: 'full_time',
      workplace: 'hybrid',
      openings: 2,
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      description: '',
      skills: [],
      status: 'draft',
      closes_at: null,
      requisition_id: null,
      created_at: server.clock.now().toISOString(),
      updated_at: server.clock.now().toISOString(),
    })
    expect((await server.get(`jobs/${response.body.id}`, asOwner())).body).toEqual(response.body)
  })

  it('publishes at once with every field, trimming text, upper-casing the currency and keeping each skill once', async () => {
    const response = await server.post(
      'jobs',
      newJob({
        title: '  Staff Engineer ',
        location: ' Berlin ',
        salary_min: 90_000,
        salary_max: 120_000,
        salary_currency: 'eur',
        description: '## About\n\nYou will **build** things.',
        skills: [' TypeScript ', 'PostgreSQL', 'typescript'],
        closes_at: utcDate(30),
        status: 'published',
      }),
      asOwner(),
    )

    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      title: 'Staff Engineer',
      location: 'Berlin',
      salary_min: 90_000,
      salary_max: 120_000,
      salary_currency: 'EUR',
      description: '## About\n\nYou will **build** things.',
      skills: ['TypeScript', 'PostgreSQL'],
      status: 'published',
      closes_at: utcDate(30),
    })
  })

  it('names each field’s problem: title, department, enumerations, openings, currency, date', async () => {
    const response = await server.post(
      'jobs',
      {
        title: '  ',
        department: '',
        employment_type: 'freelance',
        workplace: 'moon',
        openings: 0,
        salary_currency: 'EURO',
        closes_at: '2027-02-30',
        status: 'closed',
      },
      asOwner(),
    )

    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      title: ['Enter a title'],
      department: ['Enter a department'],
      employment_type: ['Choose an employment type'],
      workplace: ['Choose a workplace'],
      openings: ['At least 1 opening'],
      salary_currency: ['Use a three-letter currency code, like USD'],
      closes_at: ['Use a date that exists'],
      status: ['Save as draft or publish'],
    })
    expect(response.body.message).toBe('Enter a title (and 7 more problems)')
  })

  it('refuses fractional openings and more than 30 skills or a skill longer than 40 characters', async () => {
    const tooMany = await server.post('jobs', newJob({ openings: 1.5, skills: Array.from({ length: 31 }, (_, index) => `Skill ${index}`) }), asOwner())
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.errors).toEqual({ openings: ['Use a whole number'], skills: ['Use at most 30 skills'] })

    const tooLong = await server.post('jobs', newJob({ skills: ['x'.repeat(41), ''] }), asOwner())
    expect(tooLong.body.errors).toEqual({ 'skills.0': ['Keep each skill to 40 characters'], 'skills.1': ['Skills cannot be empty'] })
  })

  it('refuses a salary range whose minimum exceeds its maximum, or a salary without a currency', async () => {
    const inverted = await server.post('jobs', newJob({ salary_min: 80_000, salary_max: 70_000, salary_currency: 'USD' }), asOwner())
    expect(inverted.status).toBe(422)
    expect(inverted.body).toEqual({
      message: 'The maximum must be at least the minimum',
      errors: { salary_max: ['The maximum must be at least the minimum'] },
    })

    const noCurrency = await server.post('jobs', newJob({ salary_min: 50_000 }), asOwner())
    expect(noCurrency.body.errors).toEqual({ salary_currency: ['Choose the currency of the salary'] })

    expect((await server.post('jobs', newJob({ salary_max: 70_000, salary_currency: 'USD' }), asOwner())).status).toBe(201)
  })

  it('refuses a description-less job to be published, not saved as a draft', async () => {
    const published = await server.post('jobs', newJob({ description: '  \n ', status: 'published' }), asOwner())
    expect(published.status).toBe(422)
    expect(published.body.errors).toEqual({ description: ['Add a description before publishing'] })

    expect((await server.post('jobs', newJob({ description: '', status: 'draft' }), asOwner())).status).toBe(201)
  })

  it('refuses a closing date in the past of the company’s own time zone', async () => {
    // 12:00 UTC: it is already tomorrow at UTC+14, still today at UTC−11.
    const now = server.clock.now()
    const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 12)
    server.clock.advance(noon - now.getTime())
    const ahead = await createAccount(server.db)
    await server.db.update(companies).set({ timezone: 'Pacific/Kiritimati' }).where(eq(companies.id, ahead.company.id))
    const behind = await createAccount(server.db)
    await server.db.update(companies).set({ timezone: 'Pacific/Pago_Pago' }).where(eq(companies.id, behind.company.id))

    const refused = await server.post('jobs', newJob({ closes_at: utcDate(0) }), { token: ahead.token })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ closes_at: ['The closing date cannot be in the past'] })
    expect((await server.post('jobs', newJob({ closes_at: utcDate(1) }), { token: ahead.token })).status).toBe(201)

    expect((await server.post('jobs', newJob({ closes_at: utcDate(0) }), { token: behind.token })).status).toBe(201)
    expect((await server.post('jobs', newJob({ closes_at: utcDate(-1) }), { token: behind.token })).status).toBe(422)
  })
  it('answers 422 for a requisition id past PostgreSQL’s integer, which no requisition can have', async () => {
    const response = await server.post('jobs', newJob({ requisition_id: 2_147_483_648 }), asOwner())
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ requisition_id: ['Choose a requisition'] })
  })

  it('stores text without the characters PostgreSQL cannot hold (U+0000, a lone surrogate)', async () => {
    const response = await server.post('jobs', newJob({ title: 'Night\u0000 shift \ud800lead' }), asOwner())
    expect(response.status).toBe(201)
    expect(response.body.title).toBe('Night shift \ufffdlead')
  })
})

describe('GET jobs/{id}', () => {
  it('answers 404 for an id no job has and 422 for an id that is not a number', async () => {
    expect(await server.get('jobs/999999', asOwner())).toMatchObject({ status: 404, body: { message: 'Job not found' } })
    const bad = await server.get('jobs/abc', asOwner())
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({ id: ['Use a numeric id'] })
  })

  it('answers 404 for a whole number no id can be (0, negative, past PostgreSQL’s integer), as for any unknown job', async () => {
    for (const id of ['0', '-1', '2147483648', '99999999999', '1' + '0'.repeat(400)]) {
      expect((await server.get(`jobs/${id}`, asOwner())).status, id).toBe(404)
    }
    expect((await server.get('jobs/1.5', asOwner())).status).toBe(422)
  })
})

describe('PATCH jobs/{id}', () => {
  const create = async (overrides: Record<string, unknown> = {}) =>
    (await server.post('jobs', newJob({ description: 'Build the API.', ...overrides }), asOwner())).body as { id: number; updated_at: string }

  it('changes the fields sent, checks the rules on the job as it would be, and moves updated_at', async () => {
    const job = await create({ salary_min: 60_000, salary_max: 80_000, salary_currency: 'USD' })
    server.clock.advance(HOUR_MS)

    const response = await server.patch(`jobs/${job.id}`, { title: 'Lead Engineer', location: '' }, asOwner())
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ title: 'Lead Engineer', location: null, salary_min: 60_000, department: 'Engineering' })
    expect(response.body.updated_at).toBe(server.clock.now().toISOString())
    expect(response.body.created_at).not.toBe(response.body.updated_at)

    const inverted = await server.patch(`jobs/${job.id}`, { salary_min: 90_000 }, asOwner())
    expect(inverted.status).toBe(422)
    expect(inverted.body.errors).toEqual({ salary_max: ['The maximum must be at least the minimum'] })

    const noCurrency = await server.patch(`jobs/${job.id}`, { salary_currency: null }, asOwner())
    expect(noCurrency.body.errors).toEqual({ salary_currency: ['Choose the currency of the salary'] })
  })

  it('leaves updated_at alone when nothing differs from the stored job', async () => {
    const job = await create({ skills: ['Go'] })
    server.clock.advance(HOUR_MS)

    const response = await server.patch(`jobs/${job.id}`, { title: 'Backend Engineer', skills: ['Go'], openings: 2 }, asOwner())

    expect(response.status).toBe(200)
    expect(response.body.updated_at).toBe(job.updated_at)
  })

  it('publishes a draft, closes a published job and reopens a closed one', async () => {
    const job = await create()
    for (const status of ['published', 'closed', 'published', 'closed'] as const) {
      const response = await server.patch(`jobs/${job.id}`, { status }, asOwner())
      expect(response.status, status).toBe(200)
      expect(response.body.status).toBe(status)
    }
  })

  it('never takes a job back to draft, nor closes a draft', async () => {
    const job = await create({ status: 'published' })
    const backToDraft = await server.patch(`jobs/${job.id}`, { status: 'draft' }, asOwner())
    expect(backToDraft.status).toBe(422)
    expect(backToDraft.body.errors).toEqual({ status: ['A published or closed job cannot go back to draft'] })

    const draft = await create()
    const closed = await server.patch(`jobs/${draft.id}`, { status: 'closed' }, asOwner())
    expect(closed.body.errors).toEqual({ status: ['Publish the job before closing it'] })
    expect((await server.get(`jobs/${draft.id}`, asOwner())).body.status).toBe('draft')
  })

  it('refuses to publish without a description, or to empty the description of a published job', async () => {
    const draft = await create({ description: '' })
    const publish = await server.patch(`jobs/${draft.id}`, { status: 'published' }, asOwner())
    expect(publish.status).toBe(422)
    expect(publish.body.errors).toEqual({ description: ['Add a description before publishing'] })
    expect((await server.patch(`jobs/${draft.id}`, { status: 'published', description: 'Now described.' }, asOwner())).status).toBe(200)

    const emptied = await server.patch(`jobs/${draft.id}`, { description: '' }, asOwner())
    expect(emptied.body.errors).toEqual({ description: ['Add a description before publishing'] })
  })

  it('keeps a stored closing date that has passed, but sets no new past date', async () => {
    const { id } = await insertJob(server.db, owner.company.id, { closesAt: utcDate(-10) })

    expect((await server.patch(`jobs/${id}`, { title: 'Renamed', closes_at: utcDate(-10) }, asOwner())).status).toBe(200)
    const moved = await server.patch(`jobs/${id}`, { closes_at: utcDate(-5) }, asOwner())
    expect(moved.status).toBe(422)
    expect(moved.body.errors).toEqual({ closes_at: ['The closing date cannot be in the past'] })
    expect((await server.patch(`jobs/${id}`, { closes_at: null }, asOwner())).body.closes_at).toBeNull()
  })

  it('checks each field sent as POST does, and answers 404 for a job that is not there', async () => {
    const job = await create()
    const response = await server.patch(`jobs/${job.id}`, { title: '', openings: -1, status: 'archived' }, asOwner())
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      title: ['Enter a title'],
      openings: ['At least 1 opening'],
      status: ['Use draft, published or closed'],
    })
    expect((await server.patch('jobs/999999', { title: 'Ghost' }, asOwner())).status).toBe(404)
  })
})

describe('DELETE jobs/{id}', () => {
  it('deletes the job: 204, then 404', async () => {
    const { id } = await insertJob(server.db, owner.company.id)
    expect((await server.delete(`jobs/${id}`, asOwner())).status).toBe(204)
    expect((await server.get(`jobs/${id}`, asOwner())).status).toBe(404)
    expect((await server.delete(`jobs/${id}`, asOwner())).status).toBe(404)
  })
})

describe('permissions', () => {
  let job: { id: number }
  beforeAll(async () => {
    job = await insertJob(server.db, owner.company.id)
  })

  const member = async (...permissions: Parameters<typeof addMember>[2]) => ({
    token: (await addMember(server.db, owner.company.id, permissions)).token,
  })

  it('job.view lists and reads, but neither creates, edits nor deletes', async () => {
    const viewer = await member('job.view')
    expect((await server.get('jobs', viewer)).status).toBe(200)
    expect((await server.get('jobs/departments', viewer)).status).toBe(200)
    expect((await server.get(`jobs/${job.id}`, viewer)).status).toBe(200)
    expect((await server.post('jobs', newJob(), viewer)).status).toBe(403)
    expect((await server.patch(`jobs/${job.id}`, { title: 'Viewed' }, viewer)).status).toBe(403)
    expect((await server.delete(`jobs/${job.id}`, viewer)).status).toBe(403)
  })

  it('job.edit edits but does not delete; job.delete lists and deletes but does not read one job', async () => {
    const editor = await member('job.edit')
    expect((await server.patch(`jobs/${job.id}`, { openings: 3 }, editor)).status).toBe(200)
    expect((await server.delete(`jobs/${job.id}`, editor)).status).toBe(403)

    const deleter = await member('job.delete')
    expect((await server.get('jobs', deleter)).status).toBe(200)
    expect((await server.get(`jobs/${job.id}`, deleter)).status).toBe(403)
    expect((await server.delete(`jobs/${job.id}`, deleter)).status).toBe(204)
  })

  it('job.add creates, and lists nothing', async () => {
    const adder = await member('job.add')
    expect((await server.post('jobs', newJob(), adder)).status).toBe(201)
    expect((await server.get('jobs', adder)).status).toBe(403)
  })

  it('answers 402 to a company whose subscription is not active', async () => {
    const lapsed = await createAccount(server.db, { subscription: { status: 'past_due' } })
    const response = await server.get('jobs', { token: lapsed.token })
    expect(response).toMatchObject({ status: 402, body: { message: 'Your subscription is not active. Choose a plan to continue.' } })
    expect((await server.post('jobs', newJob(), { token: lapsed.token })).status).toBe(402)
  })
})

describe('company isolation', () => {
  it('answers 404 for another company’s job, and never lists it nor its department', async () => {
    const foreign = await insertJob(server.db, other.company.id, { title: 'Globex Secret Role', department: 'Globex Skunkworks' })

    expect((await server.get(`jobs/${foreign.id}`, asOwner())).status).toBe(404)
    expect((await server.patch(`jobs/${foreign.id}`, { title: 'Taken over' }, asOwner())).status).toBe(404)
    expect((await server.delete(`jobs/${foreign.id}`, asOwner())).status).toBe(404)

    const listed = await server.get('jobs?per_page=100&q=Globex', asOwner())
    expect(listed.body).toEqual({ data: [], meta: { page: 1, per_page: 100, total: 0 } })
    expect((await server.get('jobs/departments', asOwner())).body.data).not.toContain('Globex Skunkworks')

    const [stored] = await server.db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, foreign.id))
    expect(stored?.title).toBe('Globex Secret Role')
    expect((await server.get(`jobs/${foreign.id}`, { token: other.token })).status).toBe(200)
  })
})

describe('GET jobs: search and filters', () => {
  let company: Awaited<ReturnType<typeof createAccount>>
  const list = (query: string) => server.get(`jobs?${query}`, { token: company.token })

  beforeAll(async () => {
    company = await createAccount(server.db, { companyName: 'Search Co' })
    const add = (values: Parameters<typeof insertJob>[2]) => insertJob(server.db, company.company.id, values)
    let minute = 0
    const at = () => new Date(Date.UTC(2026, 0, 1, 9, (minute += 1)))
    await add({ title: 'Engineering Manager', description: 'Lead a team of five.', status: 'published', workplace: 'hybrid', createdAt: at() })
    await add({
      title: 'Senior Backend Engineer',
      description: 'Build our APIs in **Go** on PostgreSQL.',
      status: 'published',
      workplace: 'remote',
      createdAt: at(),
    })
    await add({
      title: 'Product Designer',
      department: 'Design',
      description: 'Shape the onboarding flow.',
      skills: ['Sketch', 'User research'],
      employmentType: 'contract',
      createdAt: at(),
    })
    await add({
      title: 'Account Executive',
      department: 'Sales',
      location: 'Lisbon',
      description: 'Close deals with engineering teams.',
      status: 'closed',
      employmentType: 'part_time',
      createdAt: at(),
    })
    await add({ title: 'C++ Developer (50% remote)', description: 'Embedded work.', workplace: 'remote', createdAt: at() })
  })

  it('finds a word of the description, stemmed: "engineers" finds Engineer and Engineering', async () => {
    expect(titles((await list('q=postgresql')).body)).toEqual(['Senior Backend Engineer'])
    // The Account Executive's description speaks of engineering teams; the others are in Engineering.
    expect(titles((await list('q=engineers&sort=title')).body)).toEqual([
      'Account Executive',
      'C++ Developer (50% remote)',
      'Engineering Manager',
      'Senior Backend Engineer',
    ])
    expect(titles((await list('q=designing')).body)).toEqual(['Product Designer'])
  })

  it('finds skills and locations, and every word of a phrase', async () => {
    expect(titles((await list('q=sketch')).body)).toEqual(['Product Designer'])
    expect(titles((await list('q=user%20research')).body)).toEqual(['Product Designer'])
    expect(titles((await list('q=lisbon')).body)).toEqual(['Account Executive'])
    expect((await list('q=lisbon%20postgresql')).body.meta.total).toBe(0)
  })

  it('finds title words by their start as typed: "Eng" finds Engineering Manager, "back" Backend Engineer', async () => {
    expect(titles((await list('q=Eng')).body)).toEqual(['Engineering Manager', 'Senior Backend Engineer'])
    expect(titles((await list('q=back')).body)).toEqual(['Senior Backend Engineer'])
    expect(titles((await list('q=senior%20back')).body)).toEqual(['Senior Backend Engineer'])
    expect(titles((await list('q=designe')).body)).toEqual(['Product Designer'])
    expect(titles((await list('q=c%2B%2B')).body)).toEqual(['C++ Developer (50% remote)'])
  })

  it('pages through matches with their total, also past the last one', async () => {
    expect((await list('q=engineers&per_page=3&page=2')).body).toMatchObject({ data: [expect.any(Object)], meta: { page: 2, per_page: 3, total: 4 } })
    expect((await list('q=engineers&per_page=3&page=3')).body).toEqual({ data: [], meta: { page: 3, per_page: 3, total: 4 } })
  })

  it('puts the best match first when no sort is asked for, and keeps an asked-for sort', async () => {
    expect(titles((await list('q=engineering')).body)[0]).toBe('Engineering Manager')
    expect(titles((await list('q=engineering&sort=-created_at')).body)).toEqual([
      'C++ Developer (50% remote)',
      'Account Executive',
      'Senior Backend Engineer',
      'Engineering Manager',
    ])
  })

  it('takes special characters literally and never fails on them', async () => {
    for (const q of ['"unterminated', "'); drop table jobs; --", '!:*&|()', '\\', 'or -', '<>']) {
      const response = await list(`q=${encodeURIComponent(q)}`)
      expect(response.status, q).toBe(200)
    }
    expect((await list(`q=${encodeURIComponent('%')}`)).body.meta.total).toBe(0)
    expect((await list(`q=${encodeURIComponent('_')}`)).body.meta.total).toBe(0)
    expect(titles((await list(`q=${encodeURIComponent('50%')}`)).body)).toEqual(['C++ Developer (50% remote)'])
    expect((await list('q=the')).body.meta.total).toBe(0)
  })

  it('filters by status, department, workplace and employment type, alone and together with a search', async () => {
    expect(titles((await list('status=published&sort=title')).body)).toEqual(['Engineering Manager', 'Senior Backend Engineer'])
    expect(titles((await list('status=closed')).body)).toEqual(['Account Executive'])
    expect(titles((await list('department=Design')).body)).toEqual(['Product Designer'])
    expect((await list('department=design')).body.meta.total).toBe(0)
    expect(titles((await list('workplace=remote&sort=title')).body)).toEqual(['C++ Developer (50% remote)', 'Senior Backend Engineer'])
    expect(titles((await list('employment_type=part_time')).body)).toEqual(['Account Executive'])
    expect(titles((await list('q=engineer&department=Engineering&workplace=hybrid')).body)).toEqual(['Engineering Manager'])
    expect((await list('status=draft&department=Sales')).body).toEqual({ data: [], meta: { page: 1, per_page: 25, total: 0 } })
  })

  it('lists the departments in use, sorted, once each', async () => {
    expect((await server.get('jobs/departments', { token: company.token })).body).toEqual({ data: ['Design', 'Engineering', 'Sales'] })
  })

  it('answers 422 for an unknown sort, more than 100 per page and unknown filter values', async () => {
    const response = await list('sort=salary_min&per_page=101&status=archived&workplace=moon&employment_type=gig')
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      sort: ['Sort by one of: title, -title, status, -status, created_at, -created_at, closes_at, -closes_at'],
      per_page: ['Show at most 100 rows per page'],
      status: ['Use draft, published or closed'],
      workplace: ['Use on_site, hybrid or remote'],
      employment_type: ['Use one of: full_time, part_time, contract, internship, temporary'],
    })
  })
})

describe('GET jobs: sorting and paging', () => {
  let company: Awaited<ReturnType<typeof createAccount>>
  /** Job ids by name, in the order they were made. */
  const made: Record<string, number> = {}
  const list = async (query: string) => (await server.get(`jobs?${query}`, { token: company.token })).body
  const names = (body: { data: Listed[] }) => ids(body).map((id) => Object.keys(made).find((name) => made[name] === id))

  beforeAll(async () => {
    company = await createAccount(server.db, { companyName: 'Sort Co' })
    const rows = [
      { name: 'a', title: 'bravo', status: 'published', closesAt: '2031-03-01', createdAt: new Date('2026-01-03T00:00:00Z') },
      { name: 'b', title: 'Alpha', status: 'closed', closesAt: null, createdAt: new Date('2026-01-01T00:00:00Z') },
      { name: 'c', title: 'Charlie', status: 'draft', closesAt: '2031-01-01', createdAt: new Date('2026-01-05T00:00:00Z') },
      { name: 'd', title: 'alpha', status: 'published', closesAt: '2031-02-01', createdAt: new Date('2026-01-02T00:00:00Z') },
      { name: 'e', title: 'Delta', status: 'draft', closesAt: null, createdAt: new Date('2026-01-04T00:00:00Z') },
    ] as const
    for (const { name, ...values } of rows) made[name] = (await insertJob(server.db, company.company.id, values)).id
  })

  it('sorts newest first by default', async () => {
    expect(names(await list(''))).toEqual(['c', 'e', 'a', 'd', 'b'])
    expect(names(await list('sort=created_at'))).toEqual(['b', 'd', 'a', 'e', 'c'])
  })

  it('sorts by title whatever its case, equal titles by id either way', async () => {
    expect(names(await list('sort=title'))).toEqual(['b', 'd', 'a', 'c', 'e'])
    expect(names(await list('sort=-title'))).toEqual(['e', 'c', 'a', 'd', 'b'])
  })

  it('sorts by status in its order draft, published, closed, then by id', async () => {
    expect(names(await list('sort=status'))).toEqual(['c', 'e', 'a', 'd', 'b'])
    expect(names(await list('sort=-status'))).toEqual(['b', 'd', 'a', 'e', 'c'])
  })

  it('sorts by closing date, a job that never closes counting as latest', async () => {
    expect(names(await list('sort=closes_at'))).toEqual(['c', 'd', 'a', 'b', 'e'])
    expect(names(await list('sort=-closes_at'))).toEqual(['e', 'b', 'a', 'd', 'c'])
  })

  it('pages: a last partial page, a page past the end empty with the true total, one job per page', async () => {
    expect(await list('per_page=2&page=3')).toMatchObject({ meta: { page: 3, per_page: 2, total: 5 } })
    expect(names(await list('per_page=2&page=3'))).toEqual(['b'])
    expect(await list('per_page=2&page=4')).toEqual({ data: [], meta: { page: 4, per_page: 2, total: 5 } })

    for (const sort of ['title', '-status', 'closes_at']) {
      const all = ids(await list(`sort=${sort}`))
      const onePerPage = []
      for (let page = 1; page <= 5; page += 1) {
        const body = await list(`sort=${sort}&per_page=1&page=${page}`)
        expect(body.meta).toEqual({ page, per_page: 1, total: 5 })
        onePerPage.push(...ids(body))
      }
      expect(onePerPage, sort).toEqual(all)
    }
  })

  it('answers 422 for page 0 and per_page 0', async () => {
    const response = await server.get('jobs?page=0&per_page=0', { token: company.token })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ page: ['Pages start at 1'], per_page: ['Show at least 1 row per page'] })
  })
})
