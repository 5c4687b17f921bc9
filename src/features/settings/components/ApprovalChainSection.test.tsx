import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ApprovalChain } from '@common/approval-chain'
import { testSession } from '@/components/shell/test-session'
import Toasts from '@/components/feedback/Toasts'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import { ApprovalChainSection } from './ApprovalChainSection'


const api = stubApi()

const CHAIN: ApprovalChain = {
  steps: [
    { approver: { type: 'any' }, required: 1 },
    { approver: { type: 'role', role_id: 3, name: 'Finance' }, required: 2 },
  ],
  sla_days: 3,
}

/** The section's reads (the chain, the roles, the users), plus the PUT's answer. */
function serve(put: (request: ServedRequest) => StubAnswer = (request) => [200, request.body]) {
  api.serve((request) => {
    if (request.method === 'PUT') return put(request)
    if (request.path.endsWith('/settings/approval-chain')) return [200, CHAIN]
    if (request.path.endsWith('/roles')) return [200, { data: [{ id: 3, name: 'Finance', permissions: {}, user_count: 2 }] }]
    if (request.path.endsWith('/users')) {
      return [200, { data: [{ id: 6, name: 'Jordan Lee', email: 'j@acme.test', is_owner: false, active: true, role: null, last_login_at: null }], meta: { page: 1, per_page: 100, total: 1 } }]
    }
    return [404, { message: 'No stub' }]
  })
}

async function renderSection() {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession())
  await renderWithRouter(<>
      <ApprovalChainSection kind="requisition" />
      <Toasts />
    </>, { path: '/settings/', queryClient })
  await screen.findByRole('combobox', { name: 'Step 1 approver' }, WAIT)
  return userEvent.setup()
}

const puts = () => api.sent.filter((request) => request.method === 'PUT')

describe('Approval chain', () => {
  it('shows the steps in order, then adds, reorders and removes steps and saves the chain', async () => {
    serve()
    const user = await renderSection()
    const steps = within(screen.getByRole('list', { name: 'Approval steps' }))
    expect(steps.getByRole('combobox', { name: 'Step 2 approver' })).toHaveDisplayValue('Finance')
    expect(steps.getByRole('textbox', { name: 'Step 2 approvals needed' })).toHaveValue('2')

    await user.click(screen.getByRole('button', { name: 'Add step' }))
    const approver = steps.getByRole('combobox', { name: 'Step 3 approver' })
    await user.type(approver, 'jordan')
    // Its own list of options; the dropdown's opening transition never finishes in jsdom, so they count as hidden.
    const options = within(document.getElementById(approver.getAttribute('aria-controls') ?? '') ?? document.body)
    await user.click(await options.findByRole('option', { name: 'Jordan Lee', hidden: true }, WAIT))
    expect(steps.getByRole('textbox', { name: 'Step 3 approvals needed' })).toBeDisabled()
    await user.click(steps.getByRole('button', { name: 'Move step 3 up' }))
    await user.click(steps.getByRole('button', { name: 'Remove step 1' }))
    await user.clear(screen.getByRole('textbox', { name: /^SLA in days/ }))
    await user.type(screen.getByRole('textbox', { name: /^SLA in days/ }), '5')
    await user.click(screen.getByRole('button', { name: 'Save approval chain' }))

    await waitFor(() => expect(puts()).toHaveLength(1), WAIT)
    expect(puts()[0]).toEqual({
      method: 'PUT',
      path: '/backend/api/settings/approval-chain',
      body: {
        steps: [
          { approver: { type: 'user', user_id: 6 }, required: 1 },
          { approver: { type: 'role', role_id: 3 }, required: 2 },
        ],
        sla_days: 5,
      },
    })
    expect(await screen.findByText('Approval chain saved', {}, WAIT)).toBeInTheDocument()
  })

  it('checks the numbers before sending, beside their fields', async () => {
    serve()
    const user = await renderSection()
    await user.clear(screen.getByRole('textbox', { name: 'Step 2 approvals needed' }))
    await user.clear(screen.getByRole('textbox', { name: /^SLA in days/ }))
    await user.click(screen.getByRole('button', { name: 'Save approval chain' }))
    expect(await screen.findByRole('textbox', { name: /^SLA in days/ })).toHaveAccessibleDescription(expect.stringContaining('Use a whole number of days'))
    expect(screen.getByRole('textbox', { name: 'Step 2 approvals needed' })).toHaveAccessibleDescription(expect.stringContaining('Use a whole number of approvals'))
    expect(puts()).toEqual([])
  })

  it('puts the server’s 422 beside the step it names', async () => {
    serve(() => [422, { message: 'The given data was invalid.', errors: { 'steps.1.approver.role_id': ['Choose a role of your company'] } }])
    const user = await renderSection()
    await user.click(screen.getByRole('button', { name: 'Save approval chain' }))
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Step 2 approver' })).toHaveAccessibleDescription(expect.stringContaining('Choose a role of your company')),
      WAIT,
    )
    expect(screen.queryByText('Approval chain saved')).not.toBeInTheDocument()
  })
})
