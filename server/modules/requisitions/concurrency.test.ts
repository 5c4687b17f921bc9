import { beforeAll, describe, expect, it } from 'vitest'
import { addMember, createAccount } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

/**
 * Contract section 10: concurrent decisions on one step: exactly one succeeds, the others get
 * 409. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (a pool of 4 connections).
 */

const server = useTestServer()
const PARALLEL = 8

let owner: Awaited<ReturnType<typeof createAccount>>
let requester: Awaited<ReturnType<typeof addMember>>
let approvers: Awaited<ReturnType<typeof addMember>>[]

beforeAll(async () => {
  owner = await createAccount(server.db, { subscription: { plan: 'business' } })
  requester = await addMember(server.db, owner.company.id, ['requisition.add'])
  approvers = []
  for (let index = 0; index < PARALLEL; index += 1) {
    approvers.push(await addMember(server.db, owner.company.id, ['requisition_approve.allow']))
  }
})

async function pending(steps: unknown[]) {
  await server.api('PUT', 'settings/approval-chain', { steps, sla_days: 3 }, { token: owner.token })
  const created = await server.post('requisitions', { title: 'Data Engineer', department: 'Data', employment_type: 'full_time' }, { token: requester.token })
  const submitted = await server.post(`requisitions/${created.body.id}/submit`, {}, { token: requester.token })
  expect(submitted.body.status).toBe('pending')
  return submitted.body.id as number
}

const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort()

describe('concurrent decisions on one step', () => {
  it(`${PARALLEL} approvers approve a one-approval step at once: one succeeds, the others get 409`, async () => {
    const id = await pending([{ approver: { type: 'any' } }, { approver: { type: 'any' } }])
    const answers = await Promise.all(approvers.map((approver) => server.post(`requisitions/${id}/approve`, { step: 1 }, { token: approver.token })))

    expect(statuses(answers)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(409)])
    const requisition = (await server.get(`requisitions/${id}`, { token: owner.token })).body
    expect(requisition.approval).toMatchObject({ step: 2, approvals: [] })
    expect(requisition.approval.chain[0].approvals).toHaveLength(1)
  })

  it('the same approver clicking many times at once counts once', async () => {
    const id = await pending([{ approver: { type: 'any' }, required: 2 }])
    const [approver] = approvers
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => server.post(`requisitions/${id}/approve`, { step: 1 }, { token: approver!.token })))

    expect(statuses(answers)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(409)])
    expect((await server.get(`requisitions/${id}`, { token: owner.token })).body.approval.approvals).toHaveLength(1)
  })

  it('approvals and rejections racing on a one-approval step: exactly one decision stands', async () => {
    const id = await pending([{ approver: { type: 'any' } }])
    const answers = await Promise.all(
      approvers.map((approver, index) =>
        index % 2 === 0
          ? server.post(`requisitions/${id}/approve`, { step: 1 }, { token: approver.token })
          : server.post(`requisitions/${id}/reject`, { comment: 'No budget', step: 1 }, { token: approver.token }),
      ),
    )

    expect(statuses(answers)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(409)])
    const history = (await server.get(`requisitions/${id}/history`, { token: owner.token })).body.data
    expect(history.filter((entry: { action: string }) => entry.action === 'approved' || entry.action === 'rejected')).toHaveLength(1)
  })

  it('two approvals needed, many at once: the step completes with exactly two', async () => {
    const id = await pending([{ approver: { type: 'any' }, required: 2 }, { approver: { type: 'any' } }])
    const answers = await Promise.all(approvers.map((approver) => server.post(`requisitions/${id}/approve`, { step: 1 }, { token: approver.token })))

    expect(statuses(answers)).toEqual([200, 200, ...Array<number>(PARALLEL - 2).fill(409)])
    const requisition = (await server.get(`requisitions/${id}`, { token: owner.token })).body
    expect(requisition.approval.step).toBe(2)
    expect(requisition.approval.chain[0].approvals).toHaveLength(2)
  })
})
