import { describe, expect, it } from 'vitest'
import { addMember } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { offerFixtures } from './offers.fixture'

/**
 * Contract 17 as 10: concurrent decisions on one step of an offer: exactly one succeeds, the
 * others get 409. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

const server = useTestServer()
const { hiring, makeOffer, setOfferChain } = offerFixtures(server)
const PARALLEL = 6

async function pending(steps: unknown[]) {
  const company = await hiring()
  const approvers = []
  for (let index = 0; index < PARALLEL; index += 1) approvers.push(await addMember(server.db, company.company.id, ['offer_approve.allow']))
  await setOfferChain(company.company.id, steps)
  const offer = await makeOffer(company)
  const submitted = await server.post(`offers/${offer.id}/submit`, {}, { token: company.token })
  expect(submitted.body.status).toBe('pending_approval')
  return { company, approvers, id: offer.id }
}

const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort()

describe('concurrent decisions on one step of an offer', () => {
  it(`${PARALLEL} approvers approve a one-approval step at once: one succeeds, the others get 409`, async () => {
    const { company, approvers, id } = await pending([{ approver: { type: 'any' } }, { approver: { type: 'any' } }])
    const answers = await Promise.all(approvers.map((approver) => server.post(`offers/${id}/approve`, { step: 1 }, { token: approver.token })))
    expect(statuses(answers)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(409)])
    const offer = (await server.get(`offers/${id}`, { token: company.token })).body
    expect(offer.approval).toMatchObject({ step: 2, approvals: [] })
    expect(offer.approval.chain[0].approvals).toHaveLength(1)
  })

  it('approvals and rejections racing on a one-approval step: exactly one decision stands', async () => {
    const { company, approvers, id } = await pending([{ approver: { type: 'any' } }])
    const answers = await Promise.all(
      approvers.map((approver, index) =>
        index % 2 === 0
          ? server.post(`offers/${id}/approve`, { step: 1 }, { token: approver.token })
          : server.post(`offers/${id}/reject`, { comment: 'Above budget', step: 1 }, { token: approver.token }),
      ),
    )
    expect(statuses(answers)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(409)])
    const history = (await server.get(`offers/${id}/history`, { token: company.token })).body.data
    expect(history.filter((entry: { action: string }) => entry.action === 'approved' || entry.action === 'rejected')).toHaveLength(1)
  })
})
