import { PLAN_FEATURES, PLAN_GRANTS } from '@common/plans'
import { planSchema, subscriptionSchema } from '@common/session'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { subscriptions } from '../../db/schema/subscriptions'
import { DAY_MS } from '../../lib/clock'
import { addMember, createAccount, createUser, TEST_PASSWORD } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

describe('GET subscription/plans', () => {
  it('lists the plans without signing in: a free trial and paid plans with seats and features', async () => {
    const response = await server.get('subscription/plans')
    expect(response.status).toBe(200)
    const plans = planSchema.strict().array().parse(response.body.data)
    expect(plans.map((plan) => plan.id)).toEqual(['trial', 'starter', 'team', 'business'])
    expect(plans[0]).toMatchObject({ id: 'trial', price_monthly: 0, seats: 3 })
    for (const plan of plans) expect(plan.features.length).toBeGreaterThan(0)
    expect(plans.filter((plan) => plan.price_monthly > 0).every((plan) => plan.seats === null || plan.seats > 3)).toBe(true)
  })

  it('tells the app that this installation activates plans without payment', async () => {
    expect((await server.get('subscription/plans')).body.billing).toBe('embedded')
  })
})

describe('without Stripe billing', () => {
  it('has no customer portal and no webhook to call', async () => {
    const { token } = await createAccount(server.db)
    expect(await server.post('subscription/portal', {}, { token })).toMatchObject({
      status: 404,
      body: { message: 'This installation activates plans without payment: there is no billing to manage.' },
    })
    expect((await server.post('subscription/stripe-webhook', { id: 'evt_1', type: 'invoice.paid' }, { headers: { 'stripe-signature': 't=1,v1=0' } })).status).toBe(404)
  })
})

describe('POST subscription/subscribe', () => {
  it('activates the chosen plan at once, and GET user shows it', async () => {
    const { token, company } = await createAccount(server.db, { subscription: 'none' })
    const response = await server.post('subscription/subscribe', { plan: 'team' }, { token })
    expect(response.status).toBe(200)
    const subscription = subscriptionSchema.strict().parse(response.body.subscription)
    expect(subscription.status).toBe('active')
    expect(subscription.plan).toBe('team')
    expect(new Date(subscription.current_period_end ?? 0).getTime()).toBe(server.clock.now().getTime() + 30 * DAY_MS)

    expect((await server.get('user', { token })).body.subscription).toEqual(subscription)
    const rows = await server.db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id))
    expect(rows).toHaveLength(1)
  })

  it('changes the plan of a company that already has one', async () => {
    const { token, company } = await createAccount(server.db, { subscription: { status: 'past_due', plan: 'starter' } })
    const response = await server.post('subscription/subscribe', { plan: 'business' }, { token })
    expect(response.body.subscription).toMatchObject({ status: 'active', plan: 'business' })
    const rows = await server.db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id))
    expect(rows.map((row) => row.plan)).toEqual(['business'])
  })

  it('runs the free trial for 14 days, once per company', async () => {
    const { token: firstToken, user } = await createAccount(server.db, { subscription: 'none' })
    const trial = await server.post('subscription/subscribe', { plan: 'trial' }, { token: firstToken })
    expect(trial.body.subscription).toMatchObject({ status: 'active', plan: 'trial' })

    server.clock.advance(14 * DAY_MS + 1000)
    const { token } = (await server.post('login', { email: user.email, password: TEST_PASSWORD })).body
    expect((await server.get('user', { token })).body.subscription).toMatchObject({ status: 'expired', plan: 'trial' })

    const again = await server.post('subscription/subscribe', { plan: 'trial' }, { token })
    expect(again.status).toBe(422)
    expect(again.body.errors).toEqual({ plan: ['Your company has already used its free trial. Choose a paid plan.'] })
    expect((await server.post('subscription/subscribe', { plan: 'starter' }, { token })).body.subscription).toMatchObject({
      status: 'active',
      plan: 'starter',
    })
  })

  it('answers 422 beside the field for an unknown or missing plan', async () => {
    const { token } = await createAccount(server.db, { subscription: 'none' })
    const unknown = await server.post('subscription/subscribe', { plan: 'platinum' }, { token })
    expect(unknown.status).toBe(422)
    expect(unknown.body).toEqual({ message: 'Choose one of the listed plans', errors: { plan: ['Choose one of the listed plans'] } })
    const missing = await server.post('subscription/subscribe', {}, { token })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ plan: ['This field is required'] })
  })

  it('refuses a plan with fewer seats than the company’s active users', async () => {
    const { token, company } = await createAccount(server.db, { subscription: 'none' })
    for (let index = 0; index < 3; index += 1) await createUser(server.db, company.id)
    await createUser(server.db, company.id, { active: false })
    const response = await server.post('subscription/subscribe', { plan: 'trial' }, { token })
    expect(response.status).toBe(422)
    expect(response.body.errors.plan[0]).toBe(
      'Free trial allows 3 active users and your company has 4. Deactivate users or choose a larger plan.',
    )
    expect((await server.post('subscription/subscribe', { plan: 'starter' }, { token })).status).toBe(200)
  })

  it('answers 401 without signing in and 403 for a member without settings.allow', async () => {
    expect((await server.post('subscription/subscribe', { plan: 'team' })).status).toBe(401)
    const owner = await createAccount(server.db, { subscription: 'none' })
    const member = await addMember(server.db, owner.company.id, ['job.view'])
    const refused = await server.post('subscription/subscribe', { plan: 'team' }, { token: member.token })
    expect(refused.status).toBe(403)
    const admin = await addMember(server.db, owner.company.id, ['settings.allow'])
    expect((await server.post('subscription/subscribe', { plan: 'team' }, { token: admin.token })).status).toBe(200)
  })
})

describe('GET subscription', () => {
  it('shows the plan, its status and period end, and the seats taken by active users', async () => {
    const { token, company } = await createAccount(server.db, { subscription: { plan: 'team' } })
    await createUser(server.db, company.id)
    await createUser(server.db, company.id, { active: false })
    const response = await server.get('subscription', { token })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      subscription: (await server.get('user', { token })).body.subscription,
      plan: expect.objectContaining({ id: 'team', name: 'Team', seats: 25 }),
      seats: { used: 2, limit: 25 },
      manage_billing: false,
    })
    expect(response.body.subscription).toMatchObject({ status: 'active', plan: 'team' })
  })

  it('answers for a company without a subscription (no limit to show) and one whose plan lapsed', async () => {
    const none = await createAccount(server.db, { subscription: 'none' })
    expect((await server.get('subscription', { token: none.token })).body).toEqual({ subscription: null, plan: null, seats: { used: 1, limit: null }, manage_billing: false })
    const lapsed = await createAccount(server.db, { subscription: { plan: 'business', status: 'past_due' } })
    expect((await server.get('subscription', { token: lapsed.token })).body).toMatchObject({
      subscription: { status: 'past_due', plan: 'business' },
      seats: { used: 1, limit: null },
    })
  })

  it('is for holders of settings.allow', async () => {
    const owner = await createAccount(server.db)
    const member = await addMember(server.db, owner.company.id, ['job.view'])
    expect((await server.get('subscription', { token: member.token })).status).toBe(403)
    const admin = await addMember(server.db, owner.company.id, ['settings.allow'])
    expect((await server.get('subscription', { token: admin.token })).status).toBe(200)
  })
})

describe('what the plans promise', () => {
  it('lists exactly the features each plan grants, then its seats, cheapest plan first', async () => {
    const plans = (await server.get('subscription/plans')).body.data as { id: string; price_monthly: number; features: string[] }[]
    for (const plan of plans) {
      const grants = PLAN_GRANTS.find((candidate) => candidate.id === plan.id)!
      const granted = grants.features.map((feature) => PLAN_FEATURES[feature])
      expect(plan.features.filter((line) => Object.values<string>(PLAN_FEATURES).includes(line)), plan.id).toEqual(granted)
      expect(plan.features.at(-1), plan.id).toMatch(/^(Up to \d+|Unlimited) staff users$/)
    }
    expect(plans.find((plan) => plan.id === 'trial')?.features).toEqual([
      'Free for 14 days, no card needed',
      ...Object.values(PLAN_FEATURES),
      'Up to 3 staff users',
    ])
    const paid = plans.filter((plan) => plan.id !== 'trial').map((plan) => plan.price_monthly)
    expect(paid).toEqual([...paid].sort((a, b) => a - b))
  })
})
