import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { planFeatureRefusal } from '@common/plans'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { NewRequisitionPage } from './RequisitionFormPages'

const api = stubApi()

async function renderOn(plan: string) {
  api.serve(() => [200, { departments: [], locations: [], data: [], meta: { page: 1, per_page: 100, total: 0 } }])
  const queryClient = createTestQueryClient()
  const session = testSession()
  session.subscription = { status: 'active', plan, current_period_end: null }
  queryClient.setQueryData(currentUserQueryKey, session)
  await renderWithRouter(<NewRequisitionPage title="New Job Requisition" onSaved={() => undefined} />, { queryClient })
  await screen.findByRole('heading', { level: 1, name: 'New Job Requisition' })
}

describe('NewRequisitionPage outside the plan (common/plans.ts)', () => {
  it('says on Starter which plan includes requisitions instead of a form the server would refuse', async () => {
    await renderOn('starter')
    expect(screen.getByText(planFeatureRefusal('requisitions'))).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('shows the form on Team, which includes them', async () => {
    await renderOn('team')
    expect(screen.queryByText(planFeatureRefusal('requisitions'))).not.toBeInTheDocument()
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0)
  })
})
