import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { testJob } from '../test-job'
import { JobDetailsPage, JobPage } from './JobDetailsPage'
import { WithRecord } from '@/components/record/WithRecord'
import { JOB_RECORD } from './job-record'

const api = stubApi()

async function renderJob(id: number | undefined, permissions?: Record<string, string[]>) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  const onDeleted = vi.fn()
  await renderWithRouter(<WithRecord {...JOB_RECORD} id={id} title="Job details">{(job) => <JobDetailsPage job={job} onDeleted={onDeleted} />}</WithRecord>, {
    path: '/jobs/view/',
    queryClient,
  })
  return { onDeleted, user: userEvent.setup() }
}

describe('a job’s page', () => {
  it('shows the job’s facts and its description rendered', async () => {
    api.answer(200, testJob({ description: '## What you will do\n\nShip **features**.' }))
    await renderJob(7)
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Engineer' })).toBeInTheDocument()
    expect(screen.getByText('Draft')).toBeInTheDocument()
    const details = screen.getByRole('region', { name: 'Details' })
    for (const text of ['Engineering', 'Berlin', 'Hybrid', 'Full-time', '€90,000 – €120,000', 'Mar 31, 2099', 'TypeScript', 'PostgreSQL'])
      expect(within(details).getByText(text)).toBeInTheDocument()
    const description = screen.getByRole('region', { name: 'Description' })
    expect(within(description).getByRole('heading', { name: 'What you will do' })).toBeInTheDocument()
    expect(api.sent).toEqual([{ method: 'GET', path: '/backend/api/jobs/7', body: null }])
  })

  it('keeps the salary range in its order in a right-to-left page: the range is isolated, left to right', async () => {
    document.documentElement.dir = 'rtl'
    try {
      api.answer(200, testJob())
      await renderJob(7)
      const salary = await screen.findByText('€90,000 – €120,000')
      expect(salary.closest('bdi')).toHaveAttribute('dir', 'ltr')
    } finally {
      document.documentElement.dir = 'ltr'
    }
  })

  it('offers Edit, Publish and Delete by permission', async () => {
    api.answer(200, testJob())
    await renderJob(7)
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/jobs/edit/?id=7')
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
  })

  it('offers a member with only job.view nothing to change', async () => {
    api.answer(200, testJob({ status: 'published' }))
    await renderJob(7, { job: ['view'] })
    await screen.findByRole('heading', { level: 1, name: 'Senior Engineer' })
    for (const name of ['Edit', 'Close', 'Delete']) {
      expect(screen.queryByRole('link', { name })).toBeNull()
      expect(screen.queryByRole('button', { name })).toBeNull()
    }
    expect(screen.getByRole('link', { name: 'Jobs List' })).toHaveAttribute('href', '/jobs/')
  })

  it('closes a published job and shows its new status', async () => {
    const job = testJob({ status: 'published' })
    api.answer(200, job)
    const { user } = await renderJob(7)
    api.answer(200, { ...job, status: 'closed' })
    await user.click(await screen.findByRole('button', { name: 'Close' }))
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument()
    expect(screen.getByText('Closed')).toBeInTheDocument()
    expect(api.sent[1]).toEqual({ method: 'PATCH', path: '/backend/api/jobs/7', body: { status: 'closed' } })
  })

  it('says "Job not found" with a way back for a job the API does not know', async () => {
    api.answer(404, { message: 'Job not found' })
    await renderJob(999)
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Jobs List' })).toHaveAttribute('href', '/jobs/')
    expect(api.sent).toHaveLength(1)
  })

  it('says "Job not found" without asking the API when the address has no usable id', async () => {
    await renderJob(undefined)
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument()
    expect(api.sent).toEqual([])
  })

  it('shows the job’s history on its page, and leaves it out when it cannot be read', async () => {
    const history = [
      { id: 1, at: '2026-01-15T09:30:00Z', actor: { id: 1, name: 'Dana Owner' }, action: 'created', comment: null, changes: null },
      { id: 2, at: '2026-01-16T10:00:00Z', actor: { id: 1, name: 'Dana Owner' }, action: 'updated', comment: null, changes: { status: ['draft', 'published'] } },
    ]
    let historyAnswer: [number, unknown] = [200, { data: history }]
    api.serve((request) => (request.path.endsWith('/history') ? historyAnswer : request.path.endsWith('/pipeline') ? [404, { message: 'Not found' }] : [200, testJob()]))
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(currentUserQueryKey, testSession())
    const { unmount } = await renderWithRouter(<JobPage id={7} title="Job details" onDeleted={vi.fn()} />, { path: '/jobs/view/', queryClient })
    const section = await screen.findByRole('region', { name: 'History' }, { timeout: 5000 })
    expect(within(section).getByText('Status: Draft → Published')).toBeInTheDocument()
    unmount()

    historyAnswer = [404, { message: 'Not found' }]
    await renderWithRouter(<JobPage id={7} title="Job details" onDeleted={vi.fn()} />, { path: '/jobs/view/', queryClient: createTestQueryClient() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Engineer' })).toBeInTheDocument()
    await waitFor(() => expect(api.sent.filter((request) => request.path === '/backend/api/jobs/7/history')).toHaveLength(2))
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull()
  })
})
