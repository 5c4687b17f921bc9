import { beforeAll, describe, expect, it } from 'vitest'
import { DAY_MS } from '../../lib/clock'
import { addMember, createAccount, createRole, createToken, createUser } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { remindOverdueApprovals } from './reminders'

const server = useTestServer()

let owner: Awaited<ReturnType<typeof createAccount>>
let other: Awaited<ReturnType<typeof createAccount>>
/** Finance approvers (a role of the two-step chain's second step). */
let finance: { id: number }
let requester: { token: string; user: { id: number; name: string; email: string } }
let approverOne: { token: string; user: { id: number; name: string; email: string } }
let financeOne: { token: string; user: { id: number; name: string; email: string } }
let financeTwo: { token: string; user: { id: number; name: string; email: string } }
let viewer: { token: string }

const as = (who: { token: string }) => ({ token: who.token })

/** `YYYY-MM-DD`, `days` from the test clock's UTC date. */
const utcDate = (days = 0) => new Date(server.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10)

const newRequisition = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend Engineer',
  department: 'Engineering',
  employment_type: 'full_time',
  workplace: 'hybrid',
  headcount: 2,
  salary_min: 90_000,
  salary_max: 120_000,
  salary_currency: 'EUR',
  ...overrides,
})

beforeAll(async () => {
  owner = await createAccount(server.db, { companyName: 'Acme', subscription: { plan: 'business' } })
  other = await createAccount(server.db, { companyName: 'Globex' })
  requester = await addMember(server.db, owner.company.id, ['requisition.add'], { name: 'Rita Requester' })
  approverOne = await addMember(server.db, owner.company.id, ['requisition_approve.allow', 'requisition.view'], { name: 'Alan Approver' })
  const financeRole = await createRole(server.db, owner.company.id, ['requisition_approve.allow'], 'Finance')
  finance = financeRole
  const [one, two] = [
    await createUser(server.db, owner.company.id, { roleId: financeRole.id, name: 'Fiona Finance' }),
    await createUser(server.db, owner.company.id, { roleId: financeRole.id, name: 'Fred Finance' }),
  ]
  financeOne = { user: one!, token: await createToken(server.db, one!.id) }
  financeTwo = { user: two!, token: await createToken(server.db, two!.id) }
  viewer = await addMember(server.db, owner.company.id, ['requisition.view'])
})

/** Anyone who may approve (1), then Finance (2 approvals). */
async function twoStepChain() {
  const response = await server.api(
    'PUT',
    'settings/approval-chain',
    { steps: [{ approver: { type: 'any' } }, { approver: { type: 'role', role_id: finance.id }, required: 2 }], sla_days: 2 },
    as(owner),
  )
  expect(response.status).toBe(200)
}

async function oneStepChain() {
  expect((await server.api('PUT', 'settings/approval-chain', { steps: [{ approver: { type: 'any' } }], sla_days: 3 }, as(owner))).status).toBe(200)
}

async function submitted(overrides: Record<string, unknown> = {}) {
  const created = await server.post('requisitions', newRequisition(overrides), as(requester))
  expect(created.status).toBe(201)
  const response = await server.post(`requisitions/${created.body.id}/submit`, {}, as(requester))
  expect(response.status).toBe(200)
  return response.body
}

describe('POST requisitions', () => {
  it('creates a draft requested by the caller, with the contract’s Requisition', async () => {
    const response = await server.post('requisitions', newRequisition({ hiring_manager_id: approverOne.user.id }), as(requester))

    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      id: expect.any(Number),
      title: 'Backend Engineer',
      department: 'Engineering',
      location: null,
      employment_type: 'full_time',
      workplace: 'hybrid',
      headcount: 2,
      salary_min: 90_000,
      salary_max: 120_000,
      salary_currency: 'EUR',
      reason: 'new_role',
      replaces: null,
      hiring_manager: { id: approverOne.user.id, name: 'Alan Approver' },
      target_start_date: null,
      priority: 'normal',
      description: '',
      status: 'draft',
      requested_by: { id: requester.user.id, name: 'Rita Requester' },
      approval: null,
      job_ids: [],
      hires: 0,
      submitted_at: null,
      decided_at: null,
      created_at: server.clock.now().toISOString(),
      updated_at: server.clock.now().toISOString(),
    })
  })

  it('refuses crossed salaries, a replacement without a name, a past start date and a stranger as hiring manager', async () => {
    const response = await server.post(
      'requisitions',
      newRequisition({ salary_min: 5, salary_max: 1, reason: 'replacement', target_start_date: utcDate(-2), hiring_manager_id: other.user.id }),
      as(requester),
    )

    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      salary_max: ['The maximum must be at least the minimum'],
      replaces: ['Name the person this hire replaces'],
      target_start_date: ['The target start date cannot be in the past'],
      hiring_manager_id: ['Choose an active user of your company'],
    })
  })

  it('changes the hiring manager on an edit, and refuses one who is not an active user of the company', async () => {
    // The manager was checked outside the edit's transaction: on the embedded database it waited for it, and the request never answered.
    const created = await server.post('requisitions', newRequisition(), as(requester))
    const edited = await server.patch(`requisitions/${created.body.id}`, { hiring_manager_id: approverOne.user.id }, as(requester))
    expect(edited).toMatchObject({ status: 200, body: { hiring_manager: { id: approverOne.user.id, name: 'Alan Approver' } } })

    for (const stranger of [other.user.id, 2_147_483_647]) {
      const refused = await server.patch(`requisitions/${created.body.id}`, { hiring_manager_id: stranger }, as(requester))
      expect(refused.status).toBe(422)
      expect(refused.body.errors).toEqual({ hiring_manager_id: ['Choose an active user of your company'] })
    }
  })

  it('refuses headcount outside 1 to 999 and unknown enums', async () => {
    const response = await server.post('requisitions', newRequisition({ headcount: 0, priority: 'asap' }), as(requester))
    expect(response.status).toBe(422)
    expect(Object.keys(response.body.errors).sort()).toEqual(['headcount', 'priority'])
  })
})

describe('the approval chain', () => {
  it('walks two steps: anyone, then two of Finance; mails each step’s approvers and the requester', async () => {
    await twoStepChain()
    server.mailer.sent.length = 0
    const requisition = await submitted()
    await server.settle()

    expect(requisition.status).toBe('pending')
    expect(requisition.approval).toMatchObject({ step: 1, steps: 2, required: 1, approvals: [], overdue: false })
    expect(requisition.approval.approvers.map((person: { name: string }) => person.name)).toEqual(['Alan Approver', 'Fiona Finance', 'Fred Finance', owner.user.name].sort((a, b) => a.localeCompare(b)))
    expect(server.mailer.lastTo(approverOne.user.email)?.subject).toBe('Approval needed: Backend Engineer')
    expect(server.mailer.lastTo(requester.user.email)).toBeUndefined()

    const first = await server.post(`requisitions/${requisition.id}/approve`, { comment: 'Fine by me', step: 1 }, as(approverOne))
    expect(first.status).toBe(200)
    expect(first.body.approval).toMatchObject({ step: 2, required: 2, approvals: [] })
    expect(first.body.approval.approvers.map((person: { name: string }) => person.name)).toEqual(['Fiona Finance', 'Fred Finance'])
    expect(first.body.approval.chain[0]).toMatchObject({ approver: { type: 'any' }, approvals: [{ user: { id: approverOne.user.id, name: 'Alan Approver' } }] })
    expect(first.body.approval.chain[1].approver).toEqual({ type: 'role', role_id: finance.id, name: 'Finance' })

    const waiting = await server.get('requisitions?waiting_for_me=true', as(financeOne))
    expect(waiting.body.data.map((row: { id: number }) => row.id)).toContain(requisition.id)
    expect((await server.get('requisitions?waiting_for_me=true', as(approverOne))).body.data.map((row: { id: number }) => row.id)).not.toContain(requisition.id)

    const second = await server.post(`requisitions/${requisition.id}/approve`, { step: 2 }, as(financeOne))
    expect(second.body).toMatchObject({ status: 'pending', approval: { step: 2, approvals: [{ user: { name: 'Fiona Finance' } }] } })
    expect((await server.post(`requisitions/${requisition.id}/approve`, { step: 2 }, as(financeOne))).body.message).toBe('You have already approved this step')

    const last = await server.post(`requisitions/${requisition.id}/approve`, { step: 2 }, as(financeTwo))
    expect(last.body).toMatchObject({ status: 'approved', decided_at: server.clock.now().toISOString() })
    await server.settle()
    expect(server.mailer.lastTo(requester.user.email)?.subject).toBe('Approved: Backend Engineer')

    const history = await server.get(`requisitions/${requisition.id}/history`, as(requester))
    expect(history.body.data.map((entry: { action: string; step: number | null }) => [entry.action, entry.step])).toEqual([
      ['created', null],
      ['submitted', 1],
      ['approved', 1],
      ['approved', 2],
      ['approved', 2],
    ])
    expect(history.body.data[2]).toMatchObject({ comment: 'Fine by me', actor: { name: 'Alan Approver' }, changes: { step: [1, 2] } })
  })

  it('rejects with a required comment, mails the requester, and a resubmission starts over', async () => {
    await oneStepChain()
    const requisition = await submitted()
    const missing = await server.post(`requisitions/${requisition.id}/reject`, {}, as(approverOne))
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ comment: ['Say why it is rejected'] })

    const rejected = await server.post(`requisitions/${requisition.id}/reject`, { comment: 'Too expensive' }, as(approverOne))
    expect(rejected.body.status).toBe('rejected')
    await server.settle()
    expect(server.mailer.lastTo(requester.user.email)?.text).toContain('Comment: Too expensive')

    expect((await server.patch(`requisitions/${requisition.id}`, { salary_max: 100_000 }, as(requester))).body.status).toBe('rejected')
    const again = await server.post(`requisitions/${requisition.id}/submit`, {}, as(requester))
    expect(again.body).toMatchObject({ status: 'pending', approval: { step: 1, approvals: [] } })
  })

  it('restarts a pending chain when it is edited: approvals of the earlier round are void', async () => {
    await twoStepChain()
    const requisition = await submitted()
    await server.post(`requisitions/${requisition.id}/approve`, { step: 1 }, as(approverOne))
    const edited = await server.patch(`requisitions/${requisition.id}`, { title: 'Senior Backend Engineer' }, as(requester))

    expect(edited.body).toMatchObject({ status: 'pending', approval: { step: 1, approvals: [] } })
    const late = await server.post(`requisitions/${requisition.id}/approve`, { step: 2 }, as(financeOne))
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('This requisition has moved on from step 2; it is at step 1 now')
  })

  it('sends an approved requisition back when its headcount changes, mailing what changed; a title change keeps it approved', async () => {
    await oneStepChain()
    const requisition = await submitted()
    await server.post(`requisitions/${requisition.id}/approve`, {}, as(approverOne))

    const renamed = await server.patch(`requisitions/${requisition.id}`, { title: 'Platform Engineer' }, as(requester))
    expect(renamed.body.status).toBe('approved')

    server.mailer.sent.length = 0
    const grown = await server.patch(`requisitions/${requisition.id}`, { headcount: 3 }, as(requester))
    expect(grown.body).toMatchObject({ status: 'pending', headcount: 3, approval: { step: 1, approvals: [] } })
    await server.settle()
    expect(server.mailer.lastTo(approverOne.user.email)?.text).toContain('headcount: 2 → 3')
    const history = (await server.get(`requisitions/${requisition.id}/history`, as(approverOne))).body.data
    expect(history.slice(-2)).toMatchObject([
      { action: 'edited', changes: { headcount: [2, 3] } },
      { action: 'restarted', step: 1, changes: { status: ['approved', 'pending'] } },
    ])
  })

  it('keeps the chain a requisition was submitted with when the company changes its chain', async () => {
    await oneStepChain()
    const before = await submitted({ title: 'Submitted before' })
    await twoStepChain()
    const after = await submitted({ title: 'Submitted after' })

    expect((await server.get(`requisitions/${before.id}`, as(viewer))).body.approval).toMatchObject({ steps: 1 })
    expect(after.approval).toMatchObject({ steps: 2 })
    const approved = await server.post(`requisitions/${before.id}/approve`, { step: 1 }, as(approverOne))
    expect(approved.body.status).toBe('approved')
  })

  it('refuses the requester approving their own, a viewer, and another company', async () => {
    await oneStepChain()
    const requisition = await submitted()
    expect((await server.post(`requisitions/${requisition.id}/approve`, {}, as(requester))).status).toBe(403)
    expect((await server.post(`requisitions/${requisition.id}/approve`, {}, as(viewer))).status).toBe(403)
    expect((await server.post(`requisitions/${requisition.id}/approve`, {}, as(other))).status).toBe(404)
  })

  it('holds and resumes at the same step, and names the status when a move is not allowed', async () => {
    await oneStepChain()
    const requisition = await submitted()
    expect((await server.post(`requisitions/${requisition.id}/hold`, { comment: 'Budget review' }, as(approverOne))).body.status).toBe('on_hold')
    const approve = await server.post(`requisitions/${requisition.id}/approve`, {}, as(approverOne))
    expect(approve.status).toBe(409)
    expect(approve.body.message).toBe('This requisition is on hold; it cannot be approved')
    expect((await server.post(`requisitions/${requisition.id}/resume`, {}, as(approverOne))).body).toMatchObject({ status: 'pending', approval: { step: 1 } })
    expect((await server.post(`requisitions/${requisition.id}/cancel`, {}, as(requester))).body.status).toBe('cancelled')
    const submit = await server.post(`requisitions/${requisition.id}/submit`, {}, as(requester))
    expect(submit.status).toBe(409)
    expect(submit.body.message).toBe('This requisition is cancelled; it can no longer be submitted')
  })
})

describe('GET requisitions', () => {
  it('shows a holder of requisition.add alone only their own, and 404 for others’', async () => {
    const mine = await server.post('requisitions', newRequisition({ title: 'Mine only' }), as(requester))
    const theirs = await server.post('requisitions', newRequisition({ title: 'Owner’s' }), as(owner))
    const listed = await server.get('requisitions?per_page=100', as(requester))
    expect(listed.body.data.every((row: { requested_by: { id: number } }) => row.requested_by.id === requester.user.id)).toBe(true)
    expect(listed.body.data.map((row: { id: number }) => row.id)).toContain(mine.body.id)
    expect((await server.get(`requisitions/${theirs.body.id}`, as(requester))).status).toBe(404)
    expect((await server.get(`requisitions/${theirs.body.id}`, as(viewer))).status).toBe(200)
  })

  it('searches, filters and refuses unknown filter values', async () => {
    await server.post('requisitions', newRequisition({ title: 'Quantum Physicist', department: 'Research', priority: 'urgent' }), as(owner))
    const found = await server.get('requisitions?q=quant&department=Research&priority=urgent', as(viewer))
    expect(found.body.data.map((row: { title: string }) => row.title)).toEqual(['Quantum Physicist'])
    expect((await server.get('requisitions?status=open', as(viewer))).status).toBe(422)
    expect((await server.get('requisitions?waiting_for_me=yes', as(viewer))).status).toBe(422)
  })

  it('lists overdue steps once their SLA has passed, and reminds their approvers once', async () => {
    await oneStepChain()
    const requisition = await submitted({ title: 'Overdue Designer' })
    expect((await server.get('requisitions?overdue=true&q=Overdue', as(viewer))).body.data).toEqual([])
    server.clock.advance(4 * DAY_MS)
    const overdue = await server.get('requisitions?overdue=true&q=Overdue', as(viewer))
    expect(overdue.body.data.map((row: { id: number; approval: { overdue: boolean } }) => [row.id, row.approval.overdue])).toEqual([[requisition.id, true]])

    server.mailer.sent.length = 0
    // Two processes sweeping at once: each step is claimed by one of them.
    const sweeps = await Promise.all([remindOverdueApprovals(server.deps), remindOverdueApprovals(server.deps)])
    expect(await remindOverdueApprovals(server.deps)).toBe(0)
    await server.settle()
    expect(sweeps.reduce((sum, sent) => sum + sent, 0)).toBeGreaterThanOrEqual(1)
    const reminders = server.mailer.sent.filter((mail) => mail.subject === 'Reminder: approval overdue for Overdue Designer')
    expect(reminders.map((mail) => mail.to).sort()).toEqual(
      [approverOne.user.email, financeOne.user.email, financeTwo.user.email, owner.user.email].sort(),
    )
    const history = (await server.get(`requisitions/${requisition.id}/history`, as(viewer))).body.data
    expect(history.at(-1)).toMatchObject({ action: 'reminded', actor: null, step: 1 })
  })
})

describe('the company boundary', () => {
  it('answers 404 for another company’s requisition and its history', async () => {
    const theirs = await server.post('requisitions', newRequisition(), as(other))
    expect((await server.get(`requisitions/${theirs.body.id}`, as(owner))).status).toBe(404)
    expect((await server.get(`requisitions/${theirs.body.id}/history`, as(owner))).status).toBe(404)
    expect((await server.patch(`requisitions/${theirs.body.id}`, { title: 'Mine now' }, as(owner))).status).toBe(404)
  })

  it('refuses a chain naming another company’s role or user', async () => {
    const response = await server.api(
      'PUT',
      'settings/approval-chain',
      { steps: [{ approver: { type: 'user', user_id: other.user.id } }], sla_days: 3 },
      as(owner),
    )
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ 'steps.0.approver': ['Choose a user of your company'] })
  })
})

describe('jobs from a requisition', () => {
  const job = (overrides: Record<string, unknown>) => ({ title: 'Backend Engineer', department: 'Engineering', employment_type: 'full_time', workplace: 'remote', ...overrides })

  it('links jobs to an approved requisition within its headcount, and lists them on it', async () => {
    await oneStepChain()
    const requisition = await submitted({ headcount: 3 })
    const early = await server.post('jobs', job({ requisition_id: requisition.id, openings: 1 }), as(owner))
    expect(early.status).toBe(422)
    expect(early.body.errors).toEqual({ requisition_id: ['Choose an approved requisition of your company'] })

    await server.post(`requisitions/${requisition.id}/approve`, {}, as(approverOne))
    const first = await server.post('jobs', job({ requisition_id: requisition.id, openings: 2 }), as(owner))
    expect(first.status).toBe(201)
    expect(first.body.requisition_id).toBe(requisition.id)
    const tooMany = await server.post('jobs', job({ requisition_id: requisition.id, openings: 2 }), as(owner))
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.errors).toEqual({ openings: ['The requisition’s headcount leaves 1 opening for this job'] })
    const grown = await server.patch(`jobs/${first.body.id}`, { openings: 4 }, as(owner))
    expect(grown.body.errors).toEqual({ openings: ['The requisition’s headcount leaves 3 openings for this job'] })
    const second = await server.post('jobs', job({ requisition_id: requisition.id, openings: 1 }), as(owner))
    expect(second.status).toBe(201)

    expect((await server.get(`requisitions/${requisition.id}`, as(viewer))).body).toMatchObject({ job_ids: [first.body.id, second.body.id], hires: 0 })
  })

  it('refuses another company’s requisition', async () => {
    const theirs = await server.post('requisitions', newRequisition(), as(other))
    const response = await server.post('jobs', job({ requisition_id: theirs.body.id, openings: 1 }), as(owner))
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ requisition_id: ['Choose an approved requisition of your company'] })
  })
})
