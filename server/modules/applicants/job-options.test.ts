import { JOB_OPTIONS_PAGE_SIZE } from '@common/applicants'
import { beforeAll, describe, expect, it } from 'vitest'
import { addMember, createAccount, insertApplicant, insertJob } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

let owner: Awaited<ReturnType<typeof createAccount>>
let other: Awaited<ReturnType<typeof createAccount>>
/** A role that may read applicants and nothing about jobs (issue 30's view-only role). */
let viewer: Awaited<ReturnType<typeof addMember>>
/** A role that may read and add applicants, and nothing about jobs: it adds them to a job all the same. */
let adder: Awaited<ReturnType<typeof addMember>>

beforeAll(async () => {
  owner = await createAccount(server.db, { companyName: 'Initech', subscription: { plan: 'business' } })
  other = await createAccount(server.db, { companyName: 'Globex', subscription: { plan: 'business' } })
  viewer = await addMember(server.db, owner.company.id, ['resume_and_candidates.view'])
  adder = await addMember(server.db, owner.company.id, ['resume_and_candidates.view', 'resume_and_candidates.add'])
})

async function applyTo(account: { company: { id: number }; token: string }, jobId: number) {
  const applicant = await insertApplicant(server.db, account.company.id)
  const response = await server.post('applications', { applicant_id: applicant.id, job_id: jobId }, { token: account.token })
  expect(response.status).toBe(201)
}

const titles = async (query = '') => {
  const response = await server.get(`applicants/job-options${query}`, { token: viewer.token })
  expect(response.status).toBe(200)
  return response.body.options.map((option: { title: string }) => option.title)
}

describe('GET applicants/job-options', () => {
  it('offers a role without job.view the jobs its applicants applied to, by title, matched by the words’ start', async () => {
    const backend = await insertJob(server.db, owner.company.id, { title: 'Backend Engineer', department: 'Platform', location: 'Lisbon', status: 'published' })
    await insertJob(server.db, owner.company.id, { title: 'Backend Intern' })
    const analyst = await insertJob(server.db, owner.company.id, { title: 'data analyst' })
    const foreign = await insertJob(server.db, other.company.id, { title: 'Backend Lead' })
    await applyTo(owner, backend.id)
    await applyTo(owner, backend.id)
    await applyTo(owner, analyst.id)
    await applyTo(other, foreign.id)

    // The jobs list stays closed to this role; its filter's choices come from here instead.
    expect((await server.get('jobs', { token: viewer.token })).status).toBe(403)
    const all = await server.get('applicants/job-options', { token: viewer.token })
    expect(all.body).toEqual({
      options: [
        { id: backend.id, title: 'Backend Engineer', department: 'Platform', location: 'Lisbon', status: 'published' },
        { id: analyst.id, title: 'data analyst', department: 'Engineering', location: null, status: 'draft' },
      ],
      more: 0,
    })
    expect(await titles('?q=back')).toEqual(['Backend Engineer'])
    expect(await titles('?q=ENGIN%20back')).toEqual(['Backend Engineer'])
    expect(await titles('?q=ngineer')).toEqual([])
    expect(await titles('?q=%21%21%27')).toEqual([])
  })

  it('answers one job by job_id only when someone applied to it in the caller’s company', async () => {
    const applied = await insertJob(server.db, owner.company.id, { title: 'Support Agent' })
    const empty = await insertJob(server.db, owner.company.id, { title: 'Support Lead' })
    const foreign = await insertJob(server.db, other.company.id, { title: 'Support Agent' })
    await applyTo(owner, applied.id)
    await applyTo(other, foreign.id)

    expect(await titles(`?job_id=${applied.id}`)).toEqual(['Support Agent'])
    expect(await titles(`?job_id=${empty.id}`)).toEqual([])
    expect(await titles(`?job_id=${foreign.id}`)).toEqual([])
  })

  it('offers a page of matches and says how many more matched', async () => {
    for (let index = 0; index < JOB_OPTIONS_PAGE_SIZE + 2; index += 1) {
      const job = await insertJob(server.db, owner.company.id, { title: `Warehouse Picker ${String(index).padStart(2, '0')}` })
      await applyTo(owner, job.id)
    }
    const page = await server.get('applicants/job-options?q=warehouse', { token: viewer.token })
    expect(page.body.options).toHaveLength(JOB_OPTIONS_PAGE_SIZE)
    expect(page.body.options[0].title).toBe('Warehouse Picker 00')
    expect(page.body.more).toBe(2)
    // The picker's "Load more": the next page holds the rest, and nothing is left after it.
    const next = await server.get('applicants/job-options?q=warehouse&page=2', { token: viewer.token })
    expect(next.body).toEqual({ options: [expect.objectContaining({ title: 'Warehouse Picker 20' }), expect.objectContaining({ title: 'Warehouse Picker 21' })], more: 0 })
    expect((await server.get('applicants/job-options?q=warehouse&page=3', { token: viewer.token })).body).toEqual({ options: [], more: 0 })
  })

  it('offers a role that may add applicants, without job.view, the company’s published and draft jobs to add them to, applied to or not', async () => {
    const published = await insertJob(server.db, owner.company.id, { title: 'Harbour Pilot', department: 'Marine', location: 'Porto', status: 'published' })
    const draft = await insertJob(server.db, owner.company.id, { title: 'Harbour Master', status: 'draft' })
    const closed = await insertJob(server.db, owner.company.id, { title: 'Harbour Clerk', status: 'published' })
    const foreign = await insertJob(server.db, other.company.id, { title: 'Harbour Guard', status: 'published' })
    await applyTo(owner, closed.id)
    expect((await server.patch(`jobs/${closed.id}`, { status: 'closed' }, { token: owner.token })).status).toBe(200)
    await applyTo(other, foreign.id)

    expect((await server.get('jobs', { token: adder.token })).status).toBe(403)
    const open = await server.get('applicants/job-options?open=true&q=harbour', { token: adder.token })
    expect(open.status).toBe(200)
    expect(open.body).toEqual({
      options: [
        { id: draft.id, title: 'Harbour Master', department: 'Engineering', location: null, status: 'draft' },
        { id: published.id, title: 'Harbour Pilot', department: 'Marine', location: 'Porto', status: 'published' },
      ],
      more: 0,
    })
    const one = (id: number) => server.get(`applicants/job-options?open=true&job_id=${id}`, { token: adder.token }).then((response) => response.body.options)
    expect(await one(published.id)).toEqual([expect.objectContaining({ id: published.id })])
    // A closed job takes no new applicants; another company's job is not there at all.
    expect(await one(closed.id)).toEqual([])
    expect(await one(foreign.id)).toEqual([])
    // The job it picked is one it may add an applicant to.
    const added = await server.post('applicants', { name: 'Ines Barros', job_id: draft.id }, { token: adder.token })
    expect(added.status).toBe(201)
  })

  it('offers the open jobs to a role that may upload resumes and nothing else, but not the jobs applied to, which are the applicant list’s', async () => {
    const uploader = await addMember(server.db, owner.company.id, ['resume_and_candidates.add'])
    const job = await insertJob(server.db, owner.company.id, { title: 'Quay Inspector', status: 'published' })
    const open = await server.get('applicants/job-options?open=true&q=quay', { token: uploader.token })
    expect(open.status).toBe(200)
    expect(open.body.options).toEqual([expect.objectContaining({ id: job.id, title: 'Quay Inspector' })])
    expect((await server.get('applicants/job-options', { token: uploader.token })).status).toBe(403)
  })

  it('refuses the open jobs to a role that may only read applicants: it adds them to no job', async () => {
    const refused = await server.get('applicants/job-options?open=true', { token: viewer.token })
    expect(refused.status).toBe(403)
    expect((await server.get('applicants/job-options?open=false', { token: adder.token })).status).toBe(422)
  })

  it('refuses a long search and an id that is not one, naming the field', async () => {
    const refused = await server.get(`applicants/job-options?q=${'a'.repeat(201)}&job_id=abc&page=0`, { token: viewer.token })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors).sort()).toEqual(['job_id', 'page', 'q'])
  })
})
