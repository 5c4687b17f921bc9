import { beforeAll, describe, expect, it } from 'vitest'
import { addMember, createAccount, createRole } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

/** Contract section 17: settings/offer-approval-chain, the offers' chain beside the requisitions' one. */

const server = useTestServer()

let owner: Awaited<ReturnType<typeof createAccount>>
let other: Awaited<ReturnType<typeof createAccount>>
let settingsManager: Awaited<ReturnType<typeof addMember>>
let offerViewer: Awaited<ReturnType<typeof addMember>>
let outsider: Awaited<ReturnType<typeof addMember>>
let financeId: number

const as = (who: { token: string }) => ({ token: who.token })

beforeAll(async () => {
  owner = await createAccount(server.db, { companyName: 'Acme', subscription: { plan: 'business' } })
  other = await createAccount(server.db, { companyName: 'Globex' })
  settingsManager = await addMember(server.db, owner.company.id, ['settings.allow'])
  offerViewer = await addMember(server.db, owner.company.id, ['offer.view'])
  outsider = await addMember(server.db, owner.company.id, ['requisition_approve.allow', 'offer_approve.allow'])
  financeId = (await createRole(server.db, owner.company.id, ['offer_approve.allow'], 'Finance')).id
})

describe('settings/offer-approval-chain', () => {
  it('answers the default chain until one is saved', async () => {
    const response = await server.get('settings/offer-approval-chain', as(offerViewer))
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ steps: [{ approver: { type: 'any' }, required: 1 }], sla_days: 3, only_out_of_range: false })
  })

  it('saves two steps and only_out_of_range, named, apart from the requisitions chain', async () => {
    const chain = {
      steps: [{ approver: { type: 'role', role_id: financeId }, required: 2 }, { approver: { type: 'user', user_id: owner.user.id } }],
      sla_days: 2,
      only_out_of_range: true,
    }
    const saved = await server.api('PUT', 'settings/offer-approval-chain', chain, as(settingsManager))
    const expected = {
      steps: [
        { approver: { type: 'role', role_id: financeId, name: 'Finance' }, required: 2 },
        { approver: { type: 'user', user_id: owner.user.id, name: owner.user.name }, required: 1 },
      ],
      sla_days: 2,
      only_out_of_range: true,
    }
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual(expected)
    expect((await server.get('settings/offer-approval-chain', as(owner))).body).toEqual(expected)
    expect((await server.get('settings/approval-chain', as(owner))).body).toEqual({ steps: [{ approver: { type: 'any' }, required: 1 }], sla_days: 3 })

    const turnedOff = await server.api('PUT', 'settings/offer-approval-chain', { ...chain, only_out_of_range: false }, as(owner))
    expect(turnedOff.body.only_out_of_range).toBe(false)
    const omitted = await server.api('PUT', 'settings/offer-approval-chain', { steps: chain.steps, sla_days: 2 }, as(owner))
    expect(omitted.body.only_out_of_range).toBe(false)
  })

  it('refuses an invalid chain with 422 naming each field', async () => {
    const response = await server.api(
      'PUT',
      'settings/offer-approval-chain',
      { steps: [{ approver: { type: 'user', user_id: owner.user.id }, required: 2 }, { approver: { type: 'team' } }], sla_days: 0, only_out_of_range: 'yes' },
      as(owner),
    )
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      'steps.1.approver.type': ['Choose who approves: anyone who may approve, a role or a user'],
      sla_days: ['At least 1 day'],
      only_out_of_range: ['Answer yes or no'],
    })
    const empty = await server.api('PUT', 'settings/offer-approval-chain', { steps: [], sla_days: 3 }, as(owner))
    expect(empty.body.errors).toEqual({ steps: ['Add at least 1 step'] })
    const onePerson = await server.api(
      'PUT',
      'settings/offer-approval-chain',
      { steps: [{ approver: { type: 'user', user_id: owner.user.id }, required: 2 }], sla_days: 3 },
      as(owner),
    )
    expect(onePerson.body.errors).toEqual({ 'steps.0.required': ['A step of one named person needs 1 approval'] })
    const hostile = await server.api('PUT', 'settings/offer-approval-chain', ['steps'], as(owner))
    expect(hostile.status).toBe(422)
  })

  it('refuses another company’s role or user', async () => {
    const theirRole = await createRole(server.db, other.company.id, ['offer_approve.allow'], 'Their finance')
    const response = await server.api(
      'PUT',
      'settings/offer-approval-chain',
      { steps: [{ approver: { type: 'any' } }, { approver: { type: 'role', role_id: theirRole.id } }, { approver: { type: 'user', user_id: other.user.id } }], sla_days: 3 },
      as(owner),
    )
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ 'steps.1.approver': ['Choose a role of your company'], 'steps.2.approver': ['Choose a user of your company'] })
  })

  it('lets only settings.allow change it, and settings.allow or offer.view read it', async () => {
    const chain = { steps: [{ approver: { type: 'any' } }], sla_days: 3 }
    expect((await server.api('PUT', 'settings/offer-approval-chain', chain, as(offerViewer))).status).toBe(403)
    expect((await server.api('PUT', 'settings/offer-approval-chain', chain, as(outsider))).status).toBe(403)
    expect((await server.get('settings/offer-approval-chain', as(outsider))).status).toBe(403)
    expect((await server.get('settings/offer-approval-chain', as(settingsManager))).status).toBe(200)
    expect((await server.get('settings/offer-approval-chain')).status).toBe(401)
  })
})
