import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { jobListQuerySchema, type Job, type JobListQuery } from '@common/jobs'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { parseListSearch } from '@/lib/list-search'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { testJob } from '../test-job'
import { JobsListPage } from './JobsListPage'
import { WAIT } from '@/test/wait'

const api = stubApi()

const engineer = testJob()
const designer = testJob({ id: 8, title: 'Product Designer', department: 'Design', status: 'published', skills: [] })

/** The jobs API over a fixed set of jobs; `jobs` answers the list, the rest as named. */
function serveJobs(jobs: Job[], extra: (request: ServedRequest) => StubAnswer | undefined = () => undefined) {
  api.serve((request) => {
    const answer = extra(request)
    if (answer) return answer
    if (request.path === '/backend/api/jobs/departments') return [200, { data: ['Design', 'Engineering'] }]
    if (request.path === '/backend/api/jobs') {
      const page = Number(request.query.page)
      const perPage = Number(request.query.per_page)
      return [200, { data: jobs.slice((page - 1) * perPage, page * perPage), meta: { page, per_page: perPage, total: jobs.length } }]
    }
    return [404, { message: 'Not found' }]
  })
}

/** The page with its query held in state, as the route holds it in the URL. */
function Harness({ initial }: { initial: Record<string, unknown> }) {
  const [query, setQuery] = useState<JobListQuery>(() => parseListSearch(jobListQuerySchema, initial))
  return (
    <JobsListPage
      title="Jobs List"
      query={query}
      onQueryChange={(change) => setQuery((current) => ({ ...current, ...change, page: 'page' in change ? (change.page ?? 1) : 1 }))}
    />
  )
}

async function renderList(permissions?: Record<string, string[]>, initial: Record<string, unknown> = {}) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  await renderWithRouter(<Harness initial={initial} />, { path: '/jobs/', queryClient })
  return userEvent.setup()
}

/** The open row menu's items (Mantine keeps them hidden from jsdom's accessibility tree while it animates). */
async function menuItems(): Promise<(string | null)[]> {
  return (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent)
}

describe('Jobs List', () => {
  it('shows each job with its facts and a link to its page', async () => {
    serveJobs([engineer, designer])
    await renderList()
    const link = await screen.findByRole('link', { name: 'Senior Engineer' })
    expect(link).toHaveAttribute('href', '/jobs/view/?id=7')
    const row = link.closest('tr')
    expect(row).not.toBeNull()
    const cells = within(row as HTMLElement)
    for (const text of ['Engineering', 'Hybrid', 'Full-time', 'Draft', '2', 'Mar 31, 2099', 'Jan 15, 2026']) expect(cells.getByText(text)).toBeInTheDocument()
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'New job' })).toHaveAttribute('href', '/jobs/create/')
  })

  it('offers the owner every action on a row', async () => {
    serveJobs([engineer])
    const user = await renderList()
    await user.click(await screen.findByRole('button', { name: 'Actions for Senior Engineer' }))
    expect(await menuItems()).toEqual(['View', 'Pipeline', 'Edit', 'Publish', 'Delete'])
    expect(screen.getByRole('menuitem', { name: 'Edit', hidden: true })).toHaveAttribute('href', '/jobs/edit/?id=7')
  })

  it('shows a member with only job.view no way to add, edit, publish or delete', async () => {
    serveJobs([engineer])
    const user = await renderList({ job: ['view'] })
    await user.click(await screen.findByRole('button', { name: 'Actions for Senior Engineer' }))
    expect(await menuItems()).toEqual(['View'])
    expect(screen.queryByRole('link', { name: 'New job' })).toBeNull()
  })

  it('shows a member with only job.delete the titles without links, and Delete', async () => {
    serveJobs([engineer])
    const user = await renderList({ job: ['delete'] })
    expect(await screen.findByText('Senior Engineer')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Senior Engineer' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Actions for Senior Engineer' }))
    expect(await menuItems()).toEqual(['Delete'])
  })

  it('asks before deleting, naming the job, then deletes it and reloads the list', async () => {
    let jobs = [engineer, designer]
    serveJobs(jobs, (request) => {
      if (request.method !== 'DELETE') return undefined
      jobs = jobs.filter((job) => job.id !== 7)
      serveJobs(jobs)
      return [204, null]
    })
    const user = await renderList()
    await user.click(await screen.findByRole('button', { name: 'Actions for Senior Engineer' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Senior Engineer?' })
    expect(api.sent.some((request) => request.method === 'DELETE')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Delete job' }))
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Senior Engineer' })).toBeNull(), WAIT)
    expect(api.sent).toContainEqual({ method: 'DELETE', path: '/backend/api/jobs/7', body: null })
    expect(screen.getByRole('link', { name: 'Product Designer' })).toBeInTheDocument()
  })

  it("keeps the confirmation open with the server's message when the delete fails", async () => {
    serveJobs([engineer], (request) => (request.method === 'DELETE' ? [403, { message: 'You may not delete jobs.' }] : undefined))
    const user = await renderList()
    await user.click(await screen.findByRole('button', { name: 'Actions for Senior Engineer' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Senior Engineer?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete job' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You may not delete jobs.')
  })

  it('sends search, filters, sort and page to the API, and starts a new filter on page 1', async () => {
    const queries: Record<string, string>[] = []
    serveJobs(
      Array.from({ length: 30 }, (_, index) => testJob({ id: index + 1, title: `Job ${index + 1}` })),
      (request) => {
        if (request.path === '/backend/api/jobs') queries.push(request.query)
        return undefined
      },
    )
    const user = await renderList(undefined, { q: 'engineer' })
    await screen.findByRole('link', { name: 'Job 1' })
    // A search without a chosen order asks for the best matches first: no sort, no sorted column.
    expect(queries.at(-1)).toEqual({ page: '1', per_page: '25', q: 'engineer' })
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'none')

    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await screen.findByText('26–30 of 30')
    expect(queries.at(-1)).toEqual({ page: '2', per_page: '25', q: 'engineer' })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'published')
    await vi.waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', per_page: '25', q: 'engineer', status: 'published' }), WAIT)

    await user.click(screen.getByRole('button', { name: 'Title' }))
    await vi.waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', per_page: '25', q: 'engineer', status: 'published', sort: 'title' }), WAIT)
    expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending')
  })

  it('says so when nothing matches, with a way to clear the filters', async () => {
    serveJobs([])
    const user = await renderList(undefined, { status: 'closed' })
    expect(await screen.findByText('No jobs match')).toBeInTheDocument()
    // One in the filter bar, one in the empty state.
    expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2)
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[1] as HTMLElement)
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'New job' })).toHaveLength(2)
  })

  it('shows why the list failed and loads it again on request', async () => {
    let fail = true
    serveJobs([engineer], (request) => (fail && request.path === '/backend/api/jobs' ? [500, { message: 'The database is asleep.' }] : undefined))
    const user = await renderList()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Jobs could not be loaded')
    expect(alert).toHaveTextContent('The database is asleep.')
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Senior Engineer' })).toBeInTheDocument()
  })
})
