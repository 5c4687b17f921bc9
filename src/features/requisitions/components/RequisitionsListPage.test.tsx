import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { requisitionListQuerySchema, type Requisition, type RequisitionListQuery } from '@common/requisitions'
import { testSession } from '@/components/shell/test-session'
import Toasts from '@/components/feedback/Toasts'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { parseListSearch } from '@/lib/list-search'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import { testApproval, testRequisition } from '../test-requisition'
import { RequisitionsListPage } from './RequisitionsListPage'

const api = stubApi()

/** The list's rows, and whatever a test answers for its decisions. */
function serve(rows: () => Requisition[], decide: (request: ServedRequest) => StubAnswer = () => [500, { message: 'Unexpected' }]) {
  api.serve((request) => {
    if (request.method === 'POST') return decide(request)
    if (request.path === '/backend/api/requisitions') return [200, { data: rows(), meta: { page: 1, per_page: 25, total: rows().length } }]
    if (request.path === '/backend/api/settings/lists') return [200, { departments: ['Engineering'], locations: [] }]
    return [404, { message: 'Not found' }]
  })
}

/** The page with its query held in state, as the route holds it in the URL. */
function Harness({ initial }: { initial: Record<string, unknown> }) {
  const [query, setQuery] = useState<RequisitionListQuery>(() => parseListSearch(requisitionListQuerySchema, initial))
  return (
    <RequisitionsListPage
      title="Requisitions List"
      query={query}
      onQueryChange={(change) => setQuery((current) => ({ ...current, ...change, page: 'page' in change ? (change.page ?? 1) : 1 }))}
    />
  )
}

async function renderList(permissions?: Record<string, string[]>, initial: Record<string, unknown> = {}) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  await renderWithRouter(
    <>
      <Harness initial={initial} />
      <Toasts />
    </>,
    { path: '/job-requisitions/', queryClient },
  )
  return userEvent.setup()
}

const APPROVER = { requisition: ['view'], requisition_approve: ['allow'] }
const waiting = testRequisition({ status: 'pending', approval: testApproval() })
const rowOf = async (title: string) => (await screen.findByRole('link', { name: title }, WAIT)).closest('tr') as HTMLElement

async function openRowMenu(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(within(await rowOf(title)).getByRole('button', { name: `Actions for ${title}` }))
  return (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent)
}

describe('Requisitions List', () => {
  it('shows where each requisition stands and marks those waiting for the user', async () => {
    serve(() => [waiting])
    await renderList(APPROVER)
    const row = await rowOf('Backend Engineer')
    expect(row).toHaveTextContent('Pending approval')
    expect(row).toHaveTextContent('Step 2 of 2 · Finance · 1 of 2 approvals')
    expect(row).toHaveTextContent('Waiting for you')
  })

  it('approves straight from a row, sending the step the user saw', async () => {
    let rows = [waiting]
    serve(
      () => rows,
      () => {
        rows = [{ ...waiting, status: 'approved' }]
        return [200, rows[0]]
      },
    )
    const user = await renderList(APPROVER)
    expect(await openRowMenu(user, 'Backend Engineer')).toEqual(['View', 'Approve', 'Reject', 'Put on hold'])
    await user.click(screen.getByRole('menuitem', { name: 'Approve', hidden: true }))
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Approved')).toBeInTheDocument(), WAIT)
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([{ method: 'POST', path: '/backend/api/requisitions/12/approve', body: { step: 2 } }])
    expect(await screen.findByText('Requisition approved')).toBeInTheDocument()
  })

  it('rejects from a row only with a comment', async () => {
    serve(
      () => [waiting],
      () => [200, { ...waiting, status: 'rejected' }],
    )
    const user = await renderList(APPROVER)
    await openRowMenu(user, 'Backend Engineer')
    await user.click(screen.getByRole('menuitem', { name: 'Reject', hidden: true }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject Backend Engineer?' })
    await user.click(within(dialog).getByRole('button', { name: 'Reject requisition' }))
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(expect.stringContaining('Say why it is rejected'))
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([])
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Not this year')
    await user.click(within(dialog).getByRole('button', { name: 'Reject requisition' }))
    await waitFor(() => expect(api.sent.filter((request) => request.method === 'POST')).toHaveLength(1), WAIT)
    expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual({ comment: 'Not this year', step: 2 })
  })

  it('sends the filters to the API; "Waiting for me" only for approvers', async () => {
    const queries: Record<string, string>[] = []
    api.serve((request) => {
      if (request.path === '/backend/api/requisitions') queries.push(request.query)
      return request.path === '/backend/api/requisitions' ? [200, { data: [], meta: { page: 1, per_page: 25, total: 0 } }] : [200, { departments: [], locations: [] }]
    })
    const user = await renderList(APPROVER, { status: 'pending' })
    await user.click(await screen.findByRole('checkbox', { name: 'Waiting for me' }))
    await user.click(screen.getByRole('checkbox', { name: 'Overdue' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'urgent')
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', per_page: '25', status: 'pending', waiting_for_me: 'true', overdue: 'true', priority: 'urgent' }), WAIT)
  })

  it('offers no "Waiting for me" to someone who may not approve', async () => {
    serve(() => [])
    await renderList({ requisition: ['view'] })
    expect(await screen.findByRole('checkbox', { name: 'Overdue' })).toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: 'Waiting for me' })).toBeNull()
  })
})
