import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema/users'
import { addMember } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { offerFixtures } from './offers.fixture'

/** Contract 17's approval of offers, on the engine requisitions use: both paths of a submission, M of N, restarts, waiting for me, reminders. */

const server = useTestServer()
const { DAY_MS, hiring, makeOffer, mailsTo, setOfferChain } = offerFixtures(server)

/** A company whose offers are made by a maker (not the owner) and approved by two approvers. */
async function approving(steps: unknown[], options: { onlyOutOfRange?: boolean; band?: boolean } = {}) {
  const company = await hiring(options.band === undefined ? {} : { band: options.band })
  const maker = await addMember(server.db, company.company.id, ['offer.view', 'offer.add', 'offer.edit', 'offer_approve.allow'], { name: 'Max Maker' })
  const lee = await addMember(server.db, company.company.id, ['offer_approve.allow'], { name: 'Lee Park' })
  const kim = await addMember(server.db, company.company.id, ['offer_approve.allow'], { name: 'Kim Osei' })
  await setOfferChain(company.company.id, steps, { onlyOutOfRange: options.onlyOutOfRange ?? false })
  return { ...company, maker, lee, kim }
}

type Approving = Awaited<ReturnType<typeof approving>>

async function submitted(company: Approving, overrides: Record<string, unknown> = {}) {
  const offer = await makeOffer({ ...company, token: company.maker.token }, overrides)
  const answer = await server.post(`offers/${offer.id}/submit`, {}, { token: company.maker.token })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as { id: number; status: string; approval: { step: number; approvers: { id: number; name: string }[] } | null }
}

const actions = async (company: Approving, id: number) =>
  ((await server.get(`offers/${id}/history`, { token: company.token })).body.data as { action: string }[]).map((entry) => entry.action)

describe('submitting an offer', () => {
  it('approves an offer inside the band at once when the chain asks only for those outside it', async () => {
    const company = await approving([{ approver: { type: 'any' } }], { onlyOutOfRange: true })
    const offer = await submitted(company, { salary: 95_000 })
    expect(offer).toMatchObject({ status: 'approved', approval: null })
    expect(await actions(company, offer.id)).toEqual(['created', 'auto_approved'])
  })

  it('sends an offer outside the band (or without a band) to step 1, mailing its approvers but never its maker', async () => {
    const company = await approving([{ approver: { type: 'any' } }], { onlyOutOfRange: true })
    const before = server.mailer.sent.length
    const offer = await submitted(company, { salary: 120_000 })
    expect(offer.status).toBe('pending_approval')
    expect(offer.approval).toMatchObject({ step: 1 })
    expect(offer.approval?.approvers.map((person) => person.name).sort()).toEqual(['Kim Osei', 'Lee Park', 'Sam Rivera'])
    await server.settle()
    expect(mailsTo(company.lee.user.email, before).map((mail) => mail.subject)).toEqual(['Approval needed: offer to Ana Lima for Backend Engineer'])
    expect(mailsTo(company.maker.user.email, before)).toEqual([])

    const bandless = await approving([{ approver: { type: 'any' } }], { onlyOutOfRange: true, band: false })
    expect((await submitted(bandless, { salary: 90_000 })).status).toBe('pending_approval')
  })

  it('refuses a second submission, naming the status', async () => {
    const company = await approving([{ approver: { type: 'any' } }])
    const offer = await submitted(company)
    const again = await server.post(`offers/${offer.id}/submit`, {}, { token: company.maker.token })
    expect(again.status).toBe(409)
    expect(again.body.message).toContain('pending approval')
  })
})

describe('deciding on an offer', () => {
  it('needs two approvals of different people on a two-of-N step, never the maker’s, then tells the maker', async () => {
    const company = await approving([{ approver: { type: 'any' }, required: 2 }])
    const offer = await submitted(company)
    const own = await server.post(`offers/${offer.id}/approve`, {}, { token: company.maker.token })
    expect(own.status).toBe(403)
    const first = await server.post(`offers/${offer.id}/approve`, { step: 1, comment: 'Fair' }, { token: company.lee.token })
    expect(first.body).toMatchObject({ status: 'pending_approval', approval: { step: 1, approvals: [{ user: { name: 'Lee Park' } }] } })
    expect((await server.post(`offers/${offer.id}/approve`, {}, { token: company.lee.token })).status).toBe(409)
    const before = server.mailer.sent.length
    const second = await server.post(`offers/${offer.id}/approve`, { step: 1 }, { token: company.kim.token })
    expect(second.body.status).toBe('approved')
    await server.settle()
    expect(mailsTo(company.maker.user.email, before).map((mail) => mail.subject)).toEqual(['Offer approved: Ana Lima, Backend Engineer'])
    expect(await actions(company, offer.id)).toEqual(['created', 'submitted', 'approved', 'approved'])
  })

  it('moves step by step, and refuses a decision on a step that has moved on', async () => {
    const company = await approving([{ approver: { type: 'any' } }, { approver: { type: 'any' } }])
    const offer = await submitted(company)
    expect((await server.post(`offers/${offer.id}/approve`, { step: 1 }, { token: company.lee.token })).body.approval.step).toBe(2)
    const late = await server.post(`offers/${offer.id}/approve`, { step: 1 }, { token: company.kim.token })
    expect(late.status).toBe(409)
    expect((await server.post(`offers/${offer.id}/approve`, { step: 2 }, { token: company.kim.token })).body.status).toBe('approved')
  })

  it('rejects with a comment only, tells the maker why, and lets them submit again', async () => {
    const company = await approving([{ approver: { type: 'any' } }])
    const offer = await submitted(company)
    expect((await server.post(`offers/${offer.id}/reject`, {}, { token: company.lee.token })).status).toBe(422)
    const before = server.mailer.sent.length
    const rejected = await server.post(`offers/${offer.id}/reject`, { comment: 'Above budget' }, { token: company.lee.token })
    expect(rejected.body.status).toBe('rejected')
    await server.settle()
    const [mail] = mailsTo(company.maker.user.email, before)
    expect(mail?.subject).toBe('Offer rejected: Ana Lima, Backend Engineer')
    expect(mail?.text).toContain('Above budget')
    expect((await server.post(`offers/${offer.id}/submit`, {}, { token: company.maker.token })).body.status).toBe('pending_approval')
  })

  it('refuses a member who may not approve offers', async () => {
    const company = await approving([{ approver: { type: 'any' } }])
    const offer = await submitted(company)
    const editor = await addMember(server.db, company.company.id, ['offer.view', 'offer.edit'])
    expect((await server.post(`offers/${offer.id}/approve`, {}, { token: editor.token })).status).toBe(403)
  })
})

describe('editing an offer in approval', () => {
  it('sends an approved offer back to step 1 when its salary changes, with the before and after in the history and the approvers’ mail', async () => {
    const company = await approving([{ approver: { type: 'any' } }])
    const offer = await submitted(company)
    await server.post(`offers/${offer.id}/approve`, {}, { token: company.lee.token })
    const retitled = await server.patch(`offers/${offer.id}`, { job_title: 'Senior Backend Engineer' }, { token: company.maker.token })
    expect(retitled.body.status).toBe('approved')
    await server.settle()
    const before = server.mailer.sent.length
    const edited = await server.patch(`offers/${offer.id}`, { salary: 99_000, start_date: '2027-05-01' }, { token: company.maker.token })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ status: 'pending_approval', approval: { step: 1, approvals: [] } })
    const history = (await server.get(`offers/${offer.id}/history`, { token: company.token })).body.data as {
      action: string
      changes: unknown
      step: number | null
      fields?: string[]
    }[]
    expect(history.map((entry) => entry.action)).toEqual(['created', 'submitted', 'approved', 'edited', 'edited', 'restarted'])
    // The edit holds the before and after; the restart names why, once.
    expect(history[4]?.changes).toEqual({ salary: [90_000, 99_000], start_date: ['2027-04-01', '2027-05-01'] })
    expect(history[5]).toMatchObject({ step: 1, changes: {}, fields: ['salary', 'start_date'] })
    await server.settle()
    const [mail] = mailsTo(company.kim.user.email, before)
    expect(mail?.text).toContain('salary: 90000 → 99000')
    expect(mail?.text).toContain('start_date: 2027-04-01 → 2027-05-01')
  })
})

describe('waiting for me and reminders', () => {
  it('lists and shows on Home the offers waiting for the caller, and reminds a step past its SLA once', async () => {
    const company = await approving([{ approver: { type: 'any' } }])
    const offer = await submitted(company)
    const waiting = await server.get('offers?waiting_for_me=true', { token: company.lee.token })
    expect(waiting.body.data.map((item: { id: number }) => item.id)).toEqual([offer.id])
    expect((await server.get('offers?waiting_for_me=true', { token: company.maker.token })).body.data).toEqual([])
    const home = await server.get('dashboard', { token: company.lee.token })
    expect(home.body.attention).toContainEqual({
      kind: 'offer_approval_waiting',
      text: 'The offer to Ana Lima for “Backend Engineer” is waiting for your approval',
      link: `/offers/view/?id=${offer.id}`,
    })
    await server.post(`offers/${offer.id}/approve`, {}, { token: company.lee.token })
    expect((await server.get('offers?waiting_for_me=true', { token: company.lee.token })).body.data).toEqual([])

    const overdue = await submitted(await approving([{ approver: { type: 'any' } }]))
    await server.settle()
    server.clock.advance(3 * DAY_MS + 60_000)
    const before = server.mailer.sent.length
    expect(await server.deps.tasks.runDueSchedules()).toContain('offer-overdue-reminders')
    await server.settle()
    const reminders = server.mailer.sent.slice(before).filter((mail) => mail.subject === 'Reminder: approval overdue for the offer to Ana Lima')
    expect(reminders.length).toBeGreaterThan(0)
    server.clock.advance(DAY_MS)
    await server.deps.tasks.runDueSchedules()
    await server.settle()
    expect(server.mailer.sent.slice(before).filter((mail) => mail.subject === 'Reminder: approval overdue for the offer to Ana Lima')).toHaveLength(reminders.length)
    expect((await server.get(`offers/${overdue.id}/history`, { token: company.token })).status).toBe(404)
  })
})

describe('who sees an offer', () => {
  it('shows an approver alone the offers whose chain names them, or that they approved: the offer, its history, its letter and the list; any other is a 404', async () => {
    const company = await approving([{ approver: { type: 'any' } }])
    const lee = company.lee
    const kim = company.kim
    const outsider = await addMember(server.db, company.company.id, ['offer_approve.allow'], { name: 'Oli Stone' })
    await setOfferChain(company.company.id, [{ approver: { type: 'user', user_id: lee.user.id } }, { approver: { type: 'role', role_id: kim.role.id } }])
    const offer = await submitted(company)
    const ids = async (token: string) => ((await server.get('offers', { token })).body.data as { id: number }[]).map((item) => item.id)
    const reads = async (token: string) => [
      (await server.get(`offers/${offer.id}`, { token })).status,
      (await server.get(`offers/${offer.id}/history`, { token })).status,
      (await server.fetch(`/backend/api/offers/${offer.id}/letter.pdf`, { headers: { authorization: `Bearer ${token}` } })).status,
    ]

    // Lee by name at step 1, Kim by role at step 2 (still to come); the maker and the owner see every offer.
    for (const member of [lee, kim, company.maker]) {
      expect(await reads(member.token)).toEqual([200, 200, 200])
      expect(await ids(member.token)).toEqual([offer.id])
    }
    expect(await reads(company.token)).toEqual([200, 200, 200])
    expect(await reads(outsider.token)).toEqual([404, 404, 404])
    expect(await ids(outsider.token)).toEqual([])
    expect((await server.get('offers?waiting_for_me=true', { token: outsider.token })).body.data).toEqual([])

    // An approver who decided keeps seeing what they approved after their role changes.
    expect((await server.post(`offers/${offer.id}/approve`, { step: 1 }, { token: lee.token })).body.approval.step).toBe(2)
    expect((await server.post(`offers/${offer.id}/approve`, { step: 2 }, { token: kim.token })).body.status).toBe('approved')
    const moved = await addMember(server.db, company.company.id, ['offer_approve.allow'])
    await server.db.update(users).set({ roleId: moved.role.id }).where(eq(users.id, kim.user.id))
    expect(await reads(kim.token)).toEqual([200, 200, 200])
  })
})
