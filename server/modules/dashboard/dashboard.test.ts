import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applications } from '../../db/schema/applicants'
import { addMember, createAccount, insertApplicant, insertJob, insertRequisition } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

const DAY_MS = 24 * 60 * 60 * 1000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)

/** A company with two published jobs (one closing within a week), a draft, requisitions and an applicant. */
async function busyCompany() {
  const account = await createAccount(server.db, { subscription: { plan: 'business' } })
  const companyId = account.company.id
  const job = await insertJob(server.db, companyId, { status: 'published', closesAt: inDays(5) })
  await insertJob(server.db, companyId, { status: 'published' })
  await insertJob(server.db, companyId, { status: 'draft' })
  await insertRequisition(server.db, companyId, { status: 'approved' })
  const pending = await insertRequisition(server.db, companyId, { status: 'pending', title: 'Data Engineer' })
  await insertRequisition(server.db, companyId, { status: 'draft' })
  const applicant = await insertApplicant(server.db, companyId, { name: 'Grace Hopper', email: 'grace@mail.test' })
  const applied = await server.post('applications', { applicant_id: applicant.id, job_id: job.id }, { token: account.token })
  expect(applied.status).toBe(201)
  const employee = await server.post('employees', { name: 'Ada Lovelace', work_email: 'ada@busy.test', start_date: inDays(3) }, { token: account.token })
  expect(employee.status).toBe(201)
  return { ...account, pendingId: pending.id }
}

describe('GET dashboard', () => {
  it('gives the owner every section, counted within the company, and the approvals waiting for them', async () => {
    const owner = await busyCompany()
    await busyCompany()
    const response = await server.get('dashboard', { token: owner.token })
    expect(response.status).toBe(200)
    expect(response.body.jobs).toEqual({ published: 2, draft: 1, closing_soon: 1 })
    expect(response.body.requisitions).toEqual({ open: 1, pending: 1, waiting_for_me: 1, overdue: 0 })
    expect(response.body.applicants).toMatchObject({
      new_this_week: 1,
      in_pipeline: 1,
      sources: [{ source: 'manual', count: 1 }],
      time_to_hire_days: null,
    })
    expect(response.body.applicants.funnel[0]).toMatchObject({ kind: 'applied', count: 1 })
    expect(response.body.applicants.hires_by_month).toHaveLength(12)
    expect(response.body.employees).toEqual({ active: 1, on_leave: 0, starting_soon: 1 })
    expect(response.body.attention).toEqual([
      { kind: 'approval_waiting', text: '“Data Engineer” is waiting for your approval', link: `/job-requisitions/view/?id=${owner.pendingId}` },
    ])
  })

  it('shows a viewer of jobs alone only the jobs section, and no one else’s approvals', async () => {
    const owner = await busyCompany()
    const jobViewer = await addMember(server.db, owner.company.id, ['job.view'])
    const response = await server.get('dashboard', { token: jobViewer.token })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ jobs: { published: 2, draft: 1, closing_soon: 1 }, interviews: { upcoming: [], scorecards_due: 0 }, attention: [] })
  })

  it('counts for a requester with requisition.add alone only the requisitions they asked for', async () => {
    const owner = await busyCompany()
    const requester = await addMember(server.db, owner.company.id, ['requisition.add'])
    await insertRequisition(server.db, owner.company.id, { status: 'pending', requestedById: requester.user.id })
    const response = await server.get('dashboard', { token: requester.token })
    expect(response.body.requisitions).toEqual({ open: 0, pending: 1, waiting_for_me: 0, overdue: 0 })
    expect(Object.keys(response.body).sort()).toEqual(['attention', 'interviews', 'requisitions'])
  })
})

describe('GET dashboard: the never-ghost list', () => {
  it('names applicants who applied over 14 days ago and heard nothing since, no more than ten and a count of the rest', async () => {
    const owner = await createAccount(server.db)
    const companyId = owner.company.id
    const job = await insertJob(server.db, companyId, { status: 'published', title: 'Backend Engineer' })
    const stages = await server.get('settings/pipeline-stages', { token: owner.token })
    const apply = async (name: string, daysAgo: number) => {
      const applicant = await insertApplicant(server.db, companyId, { name, email: `${name.replace(/\W/g, '').toLowerCase()}.${companyId}@mail.test` })
      const application = await server.post('applications', { applicant_id: applicant.id, job_id: job.id }, { token: owner.token })
      const at = new Date(Date.now() - daysAgo * DAY_MS)
      await server.db.update(applications).set({ createdAt: at, stageEnteredAt: at }).where(eq(applications.id, application.body.id))
      return { ...applicant, applicationId: application.body.id as number }
    }
    const waiting = await apply('Wen Waiting', 20)
    const written = await apply('Wilma Written', 20)
    const moved = await apply('Moe Moved', 20)
    await apply('Fresh Face', 3)
    expect((await server.post(`applicants/${written.id}/messages`, { subject: 'Hello', body: 'Hi' }, { token: owner.token })).status).toBe(201)
    expect((await server.patch(`applications/${moved.applicationId}`, { stage_id: stages.body.data[1].id }, { token: owner.token })).status).toBe(200)

    const first = await server.get('dashboard', { token: owner.token })
    expect(first.body.attention.filter((item: { kind: string }) => item.kind === 'unanswered')).toEqual([
      {
        kind: 'unanswered',
        text: expect.stringMatching(/^Wen Waiting applied for Backend Engineer on \d{4}-\d{2}-\d{2} and has heard nothing since$/),
        link: `/candidates/view/?id=${waiting.id}`,
      },
    ])

    for (let index = 0; index < 11; index += 1) await apply(`Person ${index}`, 30 - index)
    const many = (await server.get('dashboard', { token: owner.token })).body.attention.filter((item: { kind: string }) => item.kind === 'unanswered')
    expect(many).toHaveLength(11)
    expect(many[0].text).toMatch(/^Person 0 applied/)
    expect(many[10]).toEqual({ kind: 'unanswered', text: '2 more applicants have heard nothing for over 14 days', link: '/candidates/' })
  })
})
