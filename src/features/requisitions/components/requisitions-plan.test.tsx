import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { requisitionListQuerySchema } from '@common/requisitions'
import { testSession } from '@/components/shell/test-session'
import { parseListSearch } from '@/lib/list-search'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import { testApproval, testRequisition } from '../test-requisition'
import { RequisitionsListPage } from './RequisitionsListPage'

const api = stubApi()

const waiting = testRequisition({ status: 'pending', approval: testApproval() })

async function renderListOn(plan: string) {
  api.serve((request) => {
    if (request.path === '/backend/api/requisitions') return [200, { data: [waiting], meta: { page: 1, per_page: 25, total: 1 } }]
    if (request.path === '/backend/api/settings/lists') return [200, { departments: [], locations: [] }]
    return [404, { message: 'Not found' }]
  })
  const queryClient = createTestQueryClient()
  const session = testSession({ requisition: ['view', 'add'], requisition_approve: ['allow'] })
  session.subscription = { status: 'active', plan, current_period_end: null }
  queryClient.setQueryData(currentUserQueryKey, session)
  await renderWithRouter(<RequisitionsListPage title="Requisitions List" query={parseListSearch(requisitionListQuerySchema, {})} onQueryChange={() => undefined} />, {
    path: '/job-requisitions/',
    queryClient,
  })
  const row = (await screen.findByRole('link', { name: waiting.title }, WAIT)).closest('tr') as HTMLElement
  const user = userEvent.setup()
  await user.click(within(row).getByRole('button', { name: `Actions for ${waiting.title}` }))
  return (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent)
}

describe('requisition actions and the company’s plan', () => {
  it('on a plan with requisitions, offers a new one and the decisions', async () => {
    expect(await renderListOn('team')).toEqual(['View', 'Approve', 'Reject', 'Put on hold'])
    expect(screen.getByRole('link', { name: 'New requisition' })).toBeInTheDocument()
  })

  it('on a plan without them, offers no action the server would refuse with a 402, and says why', async () => {
    expect(await renderListOn('starter')).toEqual(['View'])
    expect(screen.queryByRole('link', { name: 'New requisition' })).not.toBeInTheDocument()
    const note = screen.getByText('Your plan does not include job requisitions with approval; the Team plan does.', { exact: false })
    expect(within(note).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription/pricing/')
  })
})
