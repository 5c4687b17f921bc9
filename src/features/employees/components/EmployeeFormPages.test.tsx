import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { planFeatureRefusal } from '@common/plans'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { NewEmployeePage } from './EmployeeFormPages'

const api = stubApi()

async function renderOn(plan: string) {
  api.serve(() => [200, { departments: [], locations: [], data: [] }])
  const queryClient = createTestQueryClient()
  const session = testSession()
  session.subscription = { status: 'active', plan, current_period_end: null }
  queryClient.setQueryData(currentUserQueryKey, session)
  await renderWithRouter(<NewEmployeePage title="New Employee" onSaved={() => undefined} />, { queryClient })
  await screen.findByRole('heading', { level: 1, name: 'New Employee' })
}

describe('NewEmployeePage outside the plan (common/plans.ts)', () => {
  it('says which plan includes employee records instead of a form the server would refuse', async () => {
    await renderOn('team')
    expect(screen.getByText(planFeatureRefusal('employees'))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription/pricing/')
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('shows the form on a plan that includes them', async () => {
    await renderOn('business')
    expect(screen.queryByText(planFeatureRefusal('employees'))).not.toBeInTheDocument()
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0)
  })
})
