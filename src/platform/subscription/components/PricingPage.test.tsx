import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PLAN_FEATURES, PLAN_GRANTS } from '@common/plans'
import type { Plan, Subscription } from '@common/session'
import type { BillingMode, PlanList } from '@common/subscription'
import { testSession } from '@/components/shell/test-session'
import { stubApi } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { plansQueryOptions } from '../api/plans'
import { PricingPage } from './PricingPage'

const api = stubApi()

/** The plans as the server lists them: common/plans.ts's table, each grant in the pricing page's words. */
const PLANS: Plan[] = PLAN_GRANTS.map((grants, index) => ({
  id: grants.id,
  name: grants.name,
  price_monthly: index * 50,
  currency: 'USD',
  seats: grants.seats,
  features: [...grants.features.map((feature) => PLAN_FEATURES[feature]), grants.seats === null ? 'Unlimited staff users' : `Up to ${grants.seats} staff users`],
}))

const assign = vi.fn()
const originalLocation = window.location
beforeEach(() => {
  assign.mockReset()
  Object.defineProperty(window, 'location', { configurable: true, value: { ...originalLocation, assign } })
})
afterEach(() => Object.defineProperty(window, 'location', { configurable: true, value: originalLocation }))

async function renderPricing(billing: BillingMode, subscription: Subscription | null = null, options: { canManageBilling?: boolean; checkoutComplete?: boolean } = {}) {
  const queryClient = createTestQueryClient()
  const list: PlanList = { data: PLANS, billing }
  queryClient.setQueryData(plansQueryOptions().queryKey, list)
  const onSubscribed = vi.fn()
  await renderWithRouter(
    <PricingPage
      user={testSession().user}
      subscription={subscription}
      canManageBilling={options.canManageBilling ?? true}
      checkoutComplete={options.checkoutComplete ?? false}
      onSubscribed={onSubscribed}
      onLogOut={() => undefined}
    />,
    { path: '/subscription/pricing/', queryClient },
  )
  await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })
  return { onSubscribed, user: userEvent.setup() }
}

const card = (name: string) => within(screen.getByRole('article', { name }))

describe('PricingPage', () => {
  it('says plainly that this installation activates plans without payment, and subscribing opens at once', async () => {
    api.serve(() => [200, { subscription: { status: 'active', plan: 'team', current_period_end: null } }])
    const { onSubscribed, user } = await renderPricing('embedded')
    expect(screen.getByText(/^This installation activates plans without payment/)).toBeInTheDocument()
    expect(screen.queryByText(/Stripe/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Subscribe to Team' }))
    await vi.waitFor(() => expect(onSubscribed).toHaveBeenCalledWith({ status: 'active', plan: 'team', current_period_end: null }))
    expect(assign).not.toHaveBeenCalled()
  })

  it('with Stripe, says paid plans go through Stripe’s checkout, and sends the browser there', async () => {
    api.serve(() => [200, { subscription: null, checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_1' }])
    const { onSubscribed, user } = await renderPricing('stripe')
    expect(screen.getByText(/^Paid plans are billed monthly through Stripe/)).toBeInTheDocument()
    expect(screen.queryByText(/without payment/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Subscribe to Business' }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'))
    expect(api.sent.map((request) => request.body)).toEqual([{ plan: 'business' }])
    expect(onSubscribed).not.toHaveBeenCalled()
  })

  it('lists exactly what each plan of the table includes, and nothing it excludes', async () => {
    await renderPricing('embedded')
    for (const plan of PLANS) {
      const items = card(plan.name)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
      expect(items, plan.id).toEqual(plan.features)
    }
    // The seats read once, as the list's last line.
    expect(card('Starter').getAllByText(/users$/).map((line) => line.textContent)).toEqual(['Up to 5 staff users'])
    const starter = card('Starter')
    for (const excluded of [PLAN_FEATURES.requisitions, PLAN_FEATURES.employees, PLAN_FEATURES.roles]) expect(starter.queryByText(excluded)).not.toBeInTheDocument()
  })

  it('tells a company whose Stripe payment failed why it is closed, with the portal to pay', async () => {
    api.serve(() => [200, { url: 'https://billing.stripe.com/p/session/bps_1' }])
    const { user } = await renderPricing('stripe', { status: 'past_due', plan: 'team', current_period_end: null })
    expect(screen.getByText('Your payment failed')).toBeInTheDocument()
    expect(screen.getByText(/^The payment for your Team plan did not go through, so Staffdesk is closed/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Manage billing' }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/bps_1'))
    expect(api.sent.map((request) => `${request.method} ${request.path}`)).toEqual([expect.stringMatching(/^POST .*subscription\/portal$/)])
  })

  it('offers no portal without Stripe', async () => {
    await renderPricing('embedded', { status: 'past_due', plan: 'team', current_period_end: null })
    expect(screen.getByText('Your subscription is past due')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument()
  })

  it('offers no portal to a member who may not manage billing', async () => {
    await renderPricing('stripe', { status: 'past_due', plan: 'team', current_period_end: null }, { canManageBilling: false })
    expect(screen.getByText('Your payment failed')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument()
  })

  it('after Checkout, says the payment is being confirmed', async () => {
    await renderPricing('stripe', null, { checkoutComplete: true })
    expect(screen.getByRole('status')).toHaveTextContent('Stripe is confirming your payment')
  })
})
