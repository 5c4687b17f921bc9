import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Job } from '@common/jobs'
import type { Requisition } from '@common/requisitions'
import { testSession } from '@/components/shell/test-session'
import Toasts from '@/components/feedback/Toasts'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi, type StubAnswer } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import { testApproval, testRequisition } from '../test-requisition'
import { RequisitionPage } from './RequisitionPage'

const api = stubApi()

/** Serves the requisition (and its empty history); `decide` answers the first action. */
function serve(requisition: () => Requisition, decide?: () => StubAnswer) {
  api.serve(({ method, path }) => {
    if (method === 'GET' && path.endsWith('/history')) return [200, { data: [] }]
    if (method === 'GET') return [200, requisition()]
    return decide ? decide() : [500, { message: 'Unexpected' }]
  })
}

async function renderPage(permissions?: Record<string, string[]>) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  await renderWithRouter(
    <>
      <RequisitionPage id={12} title="Requisition details" onDeleted={vi.fn()} />
      <Toasts />
    </>,
    { path: '/job-requisitions/view/', queryClient },
  )
  await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' }, WAIT)
  return userEvent.setup()
}

const ACTIONS = ['Approve', 'Reject', 'Put on hold', 'Resume', 'Submit for approval', 'Withdraw', 'Edit', 'Create job', 'Delete']
/** The action buttons and links the page offers, in order. */
const offered = () => ACTIONS.filter((name) => screen.queryByRole('button', { name }) ?? screen.queryByRole('link', { name }))

const APPROVER = { requisition: ['view'], requisition_approve: ['allow'] }
const pending = (overrides: Partial<Requisition> = {}) => testRequisition({ status: 'pending', approval: testApproval(), submitted_at: '2026-01-16T10:00:00Z', ...overrides })

describe('a requisition’s page', () => {
  it('shows the chain as steps: where it stands, who approved and when, who may still act, the due date', async () => {
    serve(() => pending({ approval: testApproval({ overdue: true }) }))
    await renderPage(APPROVER)
    const approval = screen.getByRole('region', { name: 'Approval' })
    expect(within(approval).getByText('Step 2 of 2 · Finance · 1 of 2 approvals')).toBeInTheDocument()
    const steps = within(approval).getAllByRole('listitem')
    expect(steps).toHaveLength(2)
    expect(steps[0]).toHaveTextContent('Step 1 · Anyone who may approve')
    expect(steps[0]).toHaveTextContent('Approved by Sam Park')
    expect(steps[1]).toHaveTextContent('Step 2 · Finance')
    expect(steps[1]).toHaveTextContent('Approved by Jordan Lee')
    expect(steps[1]).toHaveTextContent('May still act: Dana Reyes')
    expect(steps[1]).toHaveTextContent('due Jan 19, 2026')
    expect(within(steps[1] as HTMLElement).getByText('Overdue')).toBeInTheDocument()
  })

  it('offers an eligible approver the decisions, and nothing else', async () => {
    serve(() => pending())
    await renderPage(APPROVER)
    expect(offered()).toEqual(['Approve', 'Reject', 'Put on hold'])
  })

  it('offers an approver of another step no decision', async () => {
    serve(() => pending({ approval: testApproval({ approvers: [{ id: 8, name: 'Someone Else' }] }) }))
    await renderPage(APPROVER)
    expect(offered()).toEqual([])
  })

  it('offers the requester of a draft edit, submit and withdraw, and a deleter delete', async () => {
    serve(() => testRequisition({ requested_by: { id: 1, name: 'Dana Reyes' } }))
    await renderPage({ requisition: ['add', 'delete'] })
    expect(offered()).toEqual(['Submit for approval', 'Withdraw', 'Edit', 'Delete'])
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/job-requisitions/edit/?id=12')
  })

  it('offers Create job on an approved requisition to whoever may add jobs', async () => {
    serve(() => testRequisition({ status: 'approved', approval: testApproval({ step: 2, approvers: [] }) }))
    await renderPage({ requisition: ['view'], job: ['add'] })
    expect(offered()).toEqual(['Create job'])
    expect(screen.getByRole('link', { name: 'Create job' })).toHaveAttribute('href', '/jobs/create/?requisition_id=12')
  })

  it('offers to close the jobs a filled requisition still has open, and closes them', async () => {
    const job = (id: number, title: string, status: Job['status']): Job => ({
      ...{ id, title, status, requisition_id: 12, department: 'Engineering', location: 'Berlin', employment_type: 'full_time', workplace: 'hybrid' },
      ...{ openings: 1, salary_min: null, salary_max: null, salary_currency: null, description: 'Build it.', skills: [], closes_at: null },
      ...{ created_at: '2026-01-15T09:30:00Z', updated_at: '2026-01-16T10:00:00Z' },
    })
    const jobs = new Map([
      [31, job(31, 'Backend Engineer (Berlin)', 'published')],
      [32, job(32, 'Backend Engineer (Remote)', 'closed')],
    ])
    api.serve(({ method, path, body }) => {
      const job = jobs.get(Number(/^\/backend\/api\/jobs\/(\d+)$/.exec(path)?.[1]))
      if (job && method === 'PATCH') {
        const closed = { ...job, ...(body as object) }
        jobs.set(job.id, closed)
        return [200, closed]
      }
      if (job) return [200, job]
      if (path.endsWith('/history')) return [200, { data: [] }]
      return [200, testRequisition({ status: 'filled', headcount: 2, hires: 2, job_ids: [31, 32], approval: testApproval({ step: 2, approvers: [] }) })]
    })
    const user = await renderPage({ requisition: ['view'], job: ['view', 'edit'] })
    const offer = await screen.findByRole('alert', {}, WAIT)
    expect(offer).toHaveTextContent('Filled: 2 hires made')
    expect(offer).toHaveTextContent('“Backend Engineer (Berlin)” still takes applications.')
    await user.click(screen.getByRole('button', { name: 'Close the open job' }))
    expect(await screen.findByText('Job closed', {}, WAIT)).toBeInTheDocument()
    expect(api.sent.filter((request) => request.method === 'PATCH')).toEqual([{ method: 'PATCH', path: '/backend/api/jobs/31', body: { status: 'closed' } }])
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close the open job' })).toBeNull())
  })

  it('asks for a comment before rejecting, then sends it with the step it saw', async () => {
    let current = pending()
    serve(
      () => current,
      () => {
        current = { ...current, status: 'rejected' }
        return [200, current]
      },
    )
    const user = await renderPage(APPROVER)
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject Backend Engineer?' })
    await user.click(within(dialog).getByRole('button', { name: 'Reject requisition' }))
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(expect.stringContaining('Say why it is rejected'))
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([])
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'No budget this quarter')
    await user.click(within(dialog).getByRole('button', { name: 'Reject requisition' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT)
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/backend/api/requisitions/12/reject', body: { comment: 'No budget this quarter', step: 2 } },
    ])
    expect(await screen.findByText('Rejected', { selector: '.mantine-Badge-label' })).toBeInTheDocument()
    expect(await screen.findByText('Requisition rejected')).toBeInTheDocument()
  })

  it('says plainly when someone acted first (409) and shows the requisition as it now is', async () => {
    let current = pending()
    serve(
      () => current,
      () => {
        current = { ...current, status: 'approved', approval: testApproval({ approvers: [] }) }
        return [409, { message: 'This step was decided in the meantime' }]
      },
    )
    const user = await renderPage(APPROVER)
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Backend Engineer changed in the meantime', {}, WAIT)).toBeInTheDocument()
    expect(await screen.findByText('Approved', { selector: '.mantine-Badge-label' }, WAIT)).toBeInTheDocument()
    expect(offered()).toEqual([])
    expect(api.sent.find((request) => request.method === 'POST')).toEqual({ method: 'POST', path: '/backend/api/requisitions/12/approve', body: { step: 2 } })
  })
})
