import { beforeAll, describe, expect, it } from 'vitest'
import { addMember, createAccount, insertApplicant, insertJob, insertRequisition } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

let owner: Awaited<ReturnType<typeof createAccount>>

beforeAll(async () => {
  owner = await createAccount(server.db, { companyName: 'Hirers', subscription: { plan: 'business' } })
})

const asOwner = () => ({ token: owner.token })
let sequence = 0

async function application(jobValues: Parameters<typeof insertJob>[2] = {}) {
  sequence += 1
  const job = await insertJob(server.db, owner.company.id, { title: 'Backend Engineer', department: 'Engineering', location: 'Lisbon', ...jobValues })
  const applicant = await insertApplicant(server.db, owner.company.id, { name: `Hedy Lamarr ${sequence}`, email: `hedy${sequence}@mail.test`, phone: '+14155550100' })
  const response = await server.post('applications', { applicant_id: applicant.id, job_id: job.id }, asOwner())
  expect(response.status).toBe(201)
  return { id: response.body.id as number, applicantId: applicant.id, jobId: job.id }
}

describe('POST applications/{id}/hire', () => {
  it('moves the application to hired and creates the employee from the applicant and the job', async () => {
    const { id, applicantId } = await application()
    const manager = await server.post('employees', { name: 'Team Lead', work_email: 'lead@hirers.test' }, asOwner())
    const hired = await server.post(`applications/${id}/hire`, { start_date: '2027-02-01', manager_id: manager.body.id }, asOwner())
    expect(hired.status).toBe(201)
    expect(hired.body).toMatchObject({
      name: `Hedy Lamarr ${sequence}`,
      work_email: `hedy${sequence}@mail.test`,
      phone: '+14155550100',
      job_title: 'Backend Engineer',
      department: 'Engineering',
      location: 'Lisbon',
      manager: { id: manager.body.id, name: 'Team Lead' },
      start_date: '2027-02-01',
      status: 'active',
      applicant_id: applicantId,
    })
    const applicant = await server.get(`applicants/${applicantId}`, asOwner())
    expect(applicant.body.applications[0]).toMatchObject({ status: 'hired', stage: { kind: 'hired' } })
    expect(applicant.body.employee_id).toBe(hired.body.id)
    const history = await server.get(`employees/${hired.body.id}/history`, asOwner())
    expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual(['hired'])

    const again = await server.post(`applications/${id}/hire`, { start_date: '2027-02-01', work_email: 'other@hirers.test' }, asOwner())
    expect(again.status).toBe(409)
  })

  it('takes the body’s title and department over the job’s, and needs a start date', async () => {
    const { id } = await application()
    expect((await server.post(`applications/${id}/hire`, {}, asOwner())).status).toBe(422)
    const hired = await server.post(`applications/${id}/hire`, { start_date: '2027-03-01', job_title: 'Platform Engineer', department: 'Platform' }, asOwner())
    expect(hired.body).toMatchObject({ job_title: 'Platform Engineer', department: 'Platform' })
  })

  it('needs resume_and_candidates.edit and employee.add', async () => {
    const { id } = await application()
    const onlyApplicants = await addMember(server.db, owner.company.id, ['resume_and_candidates.edit'])
    const onlyEmployees = await addMember(server.db, owner.company.id, ['employee.add'])
    const both = await addMember(server.db, owner.company.id, ['resume_and_candidates.edit', 'employee.add'])
    expect((await server.post(`applications/${id}/hire`, { start_date: '2027-03-01' }, { token: onlyApplicants.token })).status).toBe(403)
    expect((await server.post(`applications/${id}/hire`, { start_date: '2027-03-01' }, { token: onlyEmployees.token })).status).toBe(403)
    expect((await server.post(`applications/${id}/hire`, { start_date: '2027-03-01' }, { token: both.token })).status).toBe(201)
  })

  it('counts hires toward the requisition, which becomes filled at its headcount', async () => {
    const requisition = await insertRequisition(server.db, owner.company.id, { status: 'approved', headcount: 2 })
    const first = await application({ requisitionId: requisition.id, openings: 1 })
    const second = await application({ requisitionId: requisition.id, openings: 1 })
    await server.post(`applications/${first.id}/hire`, { start_date: '2027-04-01' }, asOwner())
    const halfway = await server.get(`requisitions/${requisition.id}`, asOwner())
    expect(halfway.body).toMatchObject({ hires: 1, status: 'approved' })
    await server.post(`applications/${second.id}/hire`, { start_date: '2027-04-01' }, asOwner())
    const filled = await server.get(`requisitions/${requisition.id}`, asOwner())
    expect(filled.body).toMatchObject({ hires: 2, status: 'filled' })
    const history = await server.get(`requisitions/${requisition.id}/history`, asOwner())
    expect(history.body.data.at(-1)).toMatchObject({ action: 'filled', changes: { status: ['approved', 'filled'] } })
  })
})
