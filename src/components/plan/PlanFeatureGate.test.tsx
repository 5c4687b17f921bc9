import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Page } from '@/components/page/Page'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { PlanFeatureGate } from './PlanFeatureGate'

async function renderEmployeesOn(plan: string) {
  const queryClient = createTestQueryClient()
  const session = testSession()
  session.subscription = { status: 'active', plan, current_period_end: null }
  queryClient.setQueryData(currentUserQueryKey, session)
  await renderWithRouter(
    <Page title="Employees">
      <PlanFeatureGate feature="employees">
        <p>The employee records</p>
      </PlanFeatureGate>
    </Page>,
    { queryClient },
  )
  await screen.findByRole('heading', { level: 1, name: 'Employees' })
}

describe('PlanFeatureGate', () => {
  it('shows the content on a plan that includes the feature, and on the trial', async () => {
    await renderEmployeesOn('business')
    expect(screen.getByText('The employee records')).toBeInTheDocument()
  })

  it('shows the trial everything', async () => {
    await renderEmployeesOn('trial')
    expect(screen.getByText('The employee records')).toBeInTheDocument()
  })

  it('outside the plan keeps the title and says which plan has it, with a link to the plans', async () => {
    await renderEmployeesOn('team')
    expect(screen.queryByText('The employee records')).toBeNull()
    expect(
      screen.getByText('Employee records are part of the Business plan. Choose it on the pricing page to use them.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription/pricing/')
  })
})
