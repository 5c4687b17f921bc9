import { subscribedSchema } from '@common/subscription'
import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { billingCustomers, stripeEvents, subscriptions } from '../../db/schema/subscriptions'
import { DAY_MS } from '../../lib/clock'
import { FakeStripe, signedEvent, stripeSubscription, TEST_STRIPE_PRICES } from '../../test/fake-stripe'
import { addMember, createAccount } from '../../test/factories'
import { TEST_PUBLIC_URL, useTestServer } from '../../test/test-server'

// Started before the server, which reads its address.
const stripe = new FakeStripe()
beforeAll(() => stripe.start())
afterAll(() => stripe.stop())
const server = useTestServer({ stripe: () => stripe.config() })

const DAY_S = 86_400
let nextEvent = 0
let nextSubscription = 0
const nowSeconds = () => Math.floor(server.clock.now().getTime() / 1000)

beforeEach(() => {
  stripe.requests.length = 0
  stripe.failWith = undefined
})

/** Stripe posting an event to our webhook, signed with our secret unless told otherwise. */
async function deliver(event: { id?: string; type: string; object: unknown; created?: number }, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const created = event.created ?? nowSeconds()
  const signed = signedEvent({ id: event.id ?? `evt_${++nextEvent}`, type: event.type, created, object: event.object }, { timestamp: options.timestamp ?? nowSeconds(), secret: options.secret })
  const headers: Record<string, string> = { ...signed.headers }
  if (options.signature !== undefined) {
    if (options.signature === null) delete headers['stripe-signature']
    else headers['stripe-signature'] = options.signature
  }
  const response = await server.fetch('/backend/api/subscription/stripe-webhook', { method: 'POST', headers, body: signed.body })
  return { status: response.status, body: (await response.json()) as { received?: boolean; message?: string } }
}

/** A company that went through Checkout: it has a Stripe customer; answers it with its token. */
async function checkedOutCompany(plan = 'team') {
  const account = await createAccount(server.db, { subscription: 'none' })
  const response = await server.post('subscription/subscribe', { plan }, { token: account.token })
  expect(response.status).toBe(200)
  const [customer] = await server.db.select().from(billingCustomers).where(eq(billingCustomers.companyId, account.company.id))
  return { ...account, customerId: customer!.stripeCustomerId }
}

function subscriptionFor(customer: string, fields: Partial<Parameters<typeof stripeSubscription>[0]> = {}) {
  const created = fields.created ?? nowSeconds()
  return stripeSubscription({ id: `sub_${++nextSubscription}`, customer, status: 'active', price: TEST_STRIPE_PRICES.team, created, periodEnd: created + 30 * DAY_S, ...fields })
}

const updated = (object: unknown, created?: number) => ({ type: 'customer.subscription.updated', object, ...(created === undefined ? {} : { created }) })
const sessionOf = async (token: string) => (await server.get('user', { token })).body.subscription

describe('GET subscription/plans with Stripe billing', () => {
  it('tells the app that paid plans go through Stripe', async () => {
    expect((await server.get('subscription/plans')).body.billing).toBe('stripe')
  })
})

describe('POST subscription/subscribe with Stripe billing', () => {
  it('answers Stripe Checkout’s page for the plan, with a customer for the company, and changes nothing until Stripe says it is paid', async () => {
    const { token, company, user } = await createAccount(server.db, { subscription: 'none', companyName: 'Initech' })
    const response = await server.post('subscription/subscribe', { plan: 'team' }, { token })
    expect(response.status).toBe(200)
    const answer = subscribedSchema.strict().parse(response.body)
    expect(answer).toEqual({ subscription: null, checkout_url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/) })

    const [customer] = stripe.calls('/v1/customers')
    expect(customer?.params).toMatchObject({ name: 'Initech', email: user.email, 'metadata[company_id]': String(company.id) })
    expect(customer?.idempotencyKey).toBe(`staffdesk-customer-company-${company.id}`)
    const [checkout] = stripe.calls('/v1/checkout/sessions')
    expect(checkout?.params).toEqual({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_test_/),
      client_reference_id: String(company.id),
      'line_items[0][price]': TEST_STRIPE_PRICES.team,
      'line_items[0][quantity]': '1',
      'metadata[company_id]': String(company.id),
      'metadata[plan]': 'team',
      'subscription_data[metadata][company_id]': String(company.id),
      'subscription_data[metadata][plan]': 'team',
      success_url: `${TEST_PUBLIC_URL}/subscription/pricing/?checkout=complete`,
      cancel_url: `${TEST_PUBLIC_URL}/subscription/pricing/`,
    })
    expect(await sessionOf(token)).toBeNull()
    expect((await server.get('jobs', { token })).status).toBe(402)

    // A second try (the tab closed) uses the same customer.
    await server.post('subscription/subscribe', { plan: 'business' }, { token })
    expect(stripe.calls('/v1/customers')).toHaveLength(1)
    expect(stripe.calls('/v1/checkout/sessions')[1]?.params).toMatchObject({ customer: checkout?.params.customer, 'line_items[0][price]': TEST_STRIPE_PRICES.business })
  })

  it('still starts the free trial at once, without Stripe', async () => {
    const { token } = await createAccount(server.db, { subscription: 'none' })
    const response = await server.post('subscription/subscribe', { plan: 'trial' }, { token })
    expect(response.body).toEqual({ subscription: expect.objectContaining({ status: 'active', plan: 'trial' }) })
    expect(stripe.requests).toEqual([])
  })

  it('sends a company Stripe already bills to the portal (409), and lets a canceled one check out again', async () => {
    const company = await checkedOutCompany()
    const subscription = subscriptionFor(company.customerId)
    expect((await deliver(updated(subscription))).status).toBe(200)
    const again = await server.post('subscription/subscribe', { plan: 'business' }, { token: company.token })
    expect(again).toMatchObject({ status: 409, body: { message: 'Your company already pays through Stripe. Change the plan in Manage billing.' } })
    await deliver({ type: 'customer.subscription.deleted', object: { ...subscription, status: 'canceled' } })
    expect((await server.post('subscription/subscribe', { plan: 'business' }, { token: company.token })).status).toBe(200)
  })

  it('answers 502 when Stripe cannot be reached or refuses, and stores no customer', async () => {
    const { token, company } = await createAccount(server.db, { subscription: 'none' })
    stripe.failWith = 401
    const response = await server.post('subscription/subscribe', { plan: 'team' }, { token })
    expect(response).toMatchObject({ status: 502, body: { message: 'The payment service could not be reached or refused the request. Please try again in a moment.' } })
    expect(await server.db.select().from(billingCustomers).where(eq(billingCustomers.companyId, company.id))).toEqual([])
  })

  it('keeps the seats check before checkout, and 403 for a member without settings.allow', async () => {
    const owner = await createAccount(server.db, { subscription: 'none' })
    const member = await addMember(server.db, owner.company.id, ['job.view'])
    expect((await server.post('subscription/subscribe', { plan: 'team' }, { token: member.token })).status).toBe(403)
    expect(stripe.requests).toEqual([])
  })
})

describe('POST subscription/portal', () => {
  it('answers the customer portal of the company, back to the pricing page; 409 before its first checkout', async () => {
    const fresh = await createAccount(server.db, { subscription: 'none' })
    expect(await server.post('subscription/portal', {}, { token: fresh.token })).toMatchObject({
      status: 409,
      body: { message: 'Your company has no billing account yet. Choose a paid plan first.' },
    })
    expect((await server.get('subscription', { token: fresh.token })).body.manage_billing).toBe(false)

    const company = await checkedOutCompany()
    const response = await server.post('subscription/portal', {}, { token: company.token })
    expect(response).toMatchObject({ status: 200, body: { url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\//) } })
    expect(stripe.calls('/v1/billing_portal/sessions').at(-1)?.params).toEqual({ customer: company.customerId, return_url: `${TEST_PUBLIC_URL}/subscription/pricing/` })
    expect((await server.get('subscription', { token: company.token })).body.manage_billing).toBe(true)
  })

  it('is for the owner and holders of settings.allow', async () => {
    const company = await checkedOutCompany()
    const member = await addMember(server.db, company.company.id, ['job.view'])
    expect((await server.post('subscription/portal', {}, { token: member.token })).status).toBe(403)
    const admin = await addMember(server.db, company.company.id, ['settings.allow'])
    expect((await server.post('subscription/portal', {}, { token: admin.token })).status).toBe(200)
    expect((await server.post('subscription/portal', {})).status).toBe(401)
  })
})

describe('POST subscription/stripe-webhook', () => {
  it('refuses an unsigned, badly signed, foreign-secret or too old event with 400, and changes nothing', async () => {
    const company = await checkedOutCompany()
    const object = subscriptionFor(company.customerId)
    const refusals = [
      await deliver(updated(object), { signature: null }),
      await deliver(updated(object), { signature: 't=1,v1=0000' }),
      await deliver(updated(object), { secret: 'whsec_someone_else' }),
      await deliver(updated(object), { timestamp: nowSeconds() - 301 }),
    ]
    for (const refusal of refusals) expect(refusal).toEqual({ status: 400, body: { message: 'The Stripe signature is missing, does not match, or is too old' } })
    const tampered = signedEvent({ id: 'evt_tampered', type: 'customer.subscription.updated', created: nowSeconds(), object }, { timestamp: nowSeconds() })
    const forged = await server.fetch('/backend/api/subscription/stripe-webhook', { method: 'POST', headers: tampered.headers, body: tampered.body.replace('"active"', '"trialing"') })
    expect(forged.status).toBe(400)
    expect(await sessionOf(company.token)).toBeNull()
    expect(await server.db.select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_tampered'))).toEqual([])
  })

  it('opens the company on checkout.session.completed with the plan of the price paid, and a replay changes nothing', async () => {
    const company = await checkedOutCompany('business')
    const subscription = subscriptionFor(company.customerId, { price: TEST_STRIPE_PRICES.business })
    stripe.subscriptions.set(subscription.id, subscription)
    const completed = { id: 'evt_checkout_done', type: 'checkout.session.completed', object: { id: 'cs_1', object: 'checkout.session', mode: 'subscription', customer: company.customerId, client_reference_id: String(company.company.id), subscription: subscription.id } }
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true } })
    const opened = await sessionOf(company.token)
    expect(opened).toEqual({ status: 'active', plan: 'business', current_period_end: new Date(subscription.items.data[0]!.current_period_end * 1000).toISOString() })
    expect((await server.get('jobs', { token: company.token })).status).toBe(200)

    // Stripe delivers at least once: the same event again is acknowledged and applies nothing, even though Stripe's subscription has moved on.
    stripe.subscriptions.set(subscription.id, { ...subscription, status: 'canceled' })
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true } })
    expect(await sessionOf(company.token)).toEqual(opened)
    expect(stripe.calls(`/v1/subscriptions/${subscription.id}`)).toHaveLength(1)
  })

  it('maps Stripe’s statuses to ours, and only active opens the content', async () => {
    const expected: [Stripe.Subscription.Status, string][] = [
      ['active', 'active'],
      ['trialing', 'active'],
      ['past_due', 'past_due'],
      ['unpaid', 'past_due'],
      ['paused', 'expired'],
      ['canceled', 'canceled'],
    ]
    for (const [stripeStatus, ours] of expected) {
      const company = await checkedOutCompany()
      await deliver(updated(subscriptionFor(company.customerId, { status: stripeStatus })))
      expect((await sessionOf(company.token))?.status, stripeStatus).toBe(ours)
      expect((await server.get('jobs', { token: company.token })).status, stripeStatus).toBe(ours === 'active' ? 200 : 402)
    }
    const expiredCheckout = await checkedOutCompany()
    await deliver(updated(subscriptionFor(expiredCheckout.customerId, { status: 'incomplete_expired' })))
    expect((await sessionOf(expiredCheckout.token))?.status).toBe('canceled')
    // The first payment not through yet: the company keeps what it had (here, nothing).
    const pending = await checkedOutCompany()
    await deliver({ type: 'customer.subscription.created', object: subscriptionFor(pending.customerId, { status: 'incomplete' }) })
    expect(await sessionOf(pending.token)).toBeNull()
  })

  it('follows invoices: a failed payment closes the content until a paid invoice reopens it', async () => {
    const company = await checkedOutCompany()
    const subscription = subscriptionFor(company.customerId)
    await deliver(updated(subscription))
    const invoice = { id: 'in_1', object: 'invoice', customer: company.customerId, parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } } }

    stripe.subscriptions.set(subscription.id, { ...subscription, status: 'past_due' })
    await deliver({ type: 'invoice.payment_failed', object: invoice })
    expect((await sessionOf(company.token))?.status).toBe('past_due')
    expect((await server.get('jobs', { token: company.token })).status).toBe(402)

    stripe.subscriptions.set(subscription.id, { ...subscription, status: 'active' })
    await deliver({ type: 'invoice.paid', object: invoice })
    expect((await sessionOf(company.token))?.status).toBe('active')
  })

  it('never moves a subscription backwards when events arrive out of order', async () => {
    const company = await checkedOutCompany()
    const start = nowSeconds() - 60 * DAY_S
    const first = subscriptionFor(company.customerId, { created: start, periodEnd: start + 30 * DAY_S })
    const renewed = { ...first, items: { ...first.items, data: [{ ...first.items.data[0]!, current_period_end: start + 60 * DAY_S }] } }

    await deliver(updated(renewed, start + 31 * DAY_S))
    const afterRenewal = await sessionOf(company.token)
    expect(afterRenewal).toMatchObject({ status: 'active', current_period_end: new Date((start + 60 * DAY_S) * 1000).toISOString() })
    // The previous period's late news (a failed payment long since settled) is stale.
    await deliver(updated({ ...first, status: 'past_due' }, start + 29 * DAY_S))
    expect(await sessionOf(company.token)).toEqual(afterRenewal)
    // In the same period, an event older than the one applied is stale too.
    await deliver(updated({ ...renewed, status: 'past_due' }, start + 30 * DAY_S))
    expect(await sessionOf(company.token)).toEqual(afterRenewal)
    // A newer one applies.
    await deliver(updated({ ...renewed, status: 'past_due' }, start + 32 * DAY_S))
    expect((await sessionOf(company.token))?.status).toBe('past_due')

    // Canceled for good: a late "active" of the same subscription does not revive it.
    await deliver({ type: 'customer.subscription.deleted', object: { ...renewed, status: 'canceled' }, created: start + 40 * DAY_S })
    await deliver(updated(renewed, start + 41 * DAY_S))
    expect((await sessionOf(company.token))?.status).toBe('canceled')

    // A new subscription after the cancellation applies; the old one's news after it does not.
    const second = subscriptionFor(company.customerId, { created: start + 45 * DAY_S, periodEnd: start + 75 * DAY_S })
    await deliver({ type: 'customer.subscription.created', object: second, created: start + 45 * DAY_S })
    expect((await sessionOf(company.token))?.status).toBe('active')
    await deliver({ type: 'customer.subscription.deleted', object: { ...renewed, status: 'canceled' }, created: start + 46 * DAY_S })
    expect((await sessionOf(company.token))?.status).toBe('active')
  })

  it('acknowledges events for customers and types it does not know, changing nothing', async () => {
    const stranger = subscriptionFor('cus_somebody_else')
    expect((await deliver(updated(stranger))).status).toBe(200)
    expect(await server.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stranger.id))).toEqual([])
    expect((await deliver({ type: 'charge.refunded', object: { id: 'ch_1', object: 'charge' } })).status).toBe(200)
  })

  it('forgets an event id after 30 days, long after Stripe stops redelivering it', async () => {
    await deliver({ id: 'evt_kept_a_while', type: 'charge.refunded', object: { id: 'ch_2', object: 'charge' } })
    const kept = () => server.db.select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_kept_a_while'))
    server.clock.advance(29 * DAY_MS)
    expect(await server.deps.tasks.runDueSchedules()).toContain('stripe-event-prune')
    expect(await kept()).toHaveLength(1)
    server.clock.advance(2 * DAY_MS)
    await server.deps.tasks.runDueSchedules()
    expect(await kept()).toEqual([])
  })
})
