import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyApprovalChain } from '../approval-chain-form'
import { testSession } from '@/components/shell/test-session'
import Toasts from '@/components/feedback/Toasts'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import { ApprovalChainSection } from './ApprovalChainSection'

const api = stubApi()

const CHAIN: AnyApprovalChain = { steps: [{ approver: { type: 'any' }, required: 1 }], sla_days: 3, only_out_of_range: false }

/** Settings → Offer approvals' reads (the offers' chain, the roles, the users), plus the PUT's answer. */
function serve(put: (request: ServedRequest) => StubAnswer = (request) => [200, request.body]) {
  api.serve((request) => {
    if (request.method === 'PUT') return put(request)
    if (request.path.endsWith('/settings/offer-approval-chain')) return [200, CHAIN]
    if (request.path.endsWith('/roles')) return [200, { data: [{ id: 3, name: 'Finance', permissions: {}, user_count: 2 }] }]
    if (request.path.endsWith('/users')) return [200, { data: [], meta: { page: 1, per_page: 100, total: 0 } }]
    return [404, { message: 'No stub' }]
  })
}

async function renderSection() {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession())
  await renderWithRouter(
    <>
      <ApprovalChainSection kind="offer" />
      <Toasts />
    </>,
    { path: '/settings/offer-approvals/', queryClient },
  )
  await screen.findByRole('combobox', { name: 'Step 1 approver' }, WAIT)
  return userEvent.setup()
}

const puts = () => api.sent.filter((request) => request.method === 'PUT')
const outOfRange = () => screen.getByRole('checkbox', { name: 'Only when the salary is outside the requisition’s band' })

describe('Offer approvals', () => {
  it('edits the offers’ chain with the requisitions’ editor plus “only when outside the band”, and saves it', async () => {
    serve()
    const user = await renderSection()
    expect(screen.getByRole('heading', { name: 'Offer approval chain' })).toBeInTheDocument()
    expect(outOfRange()).not.toBeChecked()

    await user.click(screen.getByRole('button', { name: 'Add step' }))
    const steps = within(screen.getByRole('list', { name: 'Approval steps' }))
    const approver = steps.getByRole('combobox', { name: 'Step 2 approver' })
    await user.click(approver)
    const options = within(document.getElementById(approver.getAttribute('aria-controls') ?? '') ?? document.body)
    await user.click(await options.findByRole('option', { name: 'Finance', hidden: true }, WAIT))
    await user.clear(steps.getByRole('textbox', { name: 'Step 2 approvals needed' }))
    await user.type(steps.getByRole('textbox', { name: 'Step 2 approvals needed' }), '2')
    await user.click(outOfRange())
    await user.click(screen.getByRole('button', { name: 'Save approval chain' }))

    await waitFor(() => expect(puts()).toHaveLength(1), WAIT)
    expect(puts()[0]).toEqual({
      method: 'PUT',
      path: '/backend/api/settings/offer-approval-chain',
      body: {
        steps: [
          { approver: { type: 'any' }, required: 1 },
          { approver: { type: 'role', role_id: 3 }, required: 2 },
        ],
        sla_days: 3,
        only_out_of_range: true,
      },
    })
    expect(await screen.findByText('Offer approval chain saved', {}, WAIT)).toBeInTheDocument()
    expect(screen.getByText('2 steps; offers submitted from now on follow it.')).toBeInTheDocument()
    expect(outOfRange()).toBeChecked()
  })

  it('puts the server’s 422 beside the fields it names', async () => {
    serve(() => [422, { message: 'The given data was invalid.', errors: { only_out_of_range: ['Answer yes or no'], 'steps.0.approver': ['Choose a role of your company'] } }])
    const user = await renderSection()
    await user.click(screen.getByRole('button', { name: 'Save approval chain' }))
    await waitFor(() => expect(outOfRange()).toHaveAccessibleDescription(expect.stringContaining('Answer yes or no')), WAIT)
    expect(screen.getByRole('combobox', { name: 'Step 1 approver' })).toHaveAccessibleDescription(expect.stringContaining('Choose a role of your company'))
    expect(screen.queryByText('Offer approval chain saved')).not.toBeInTheDocument()
  })
})
