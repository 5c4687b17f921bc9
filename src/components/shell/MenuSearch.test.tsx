import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import MenuSearch from './MenuSearch'
import { menuSearch } from './menu-search-store'
import { testSession } from './test-session'

const api = stubApi()

/** The company's records as each list endpoint finds them by `q`; every list is empty unless named here. */
function listsServer(records: Record<string, { id: number; title?: string; name?: string }[]> = {}) {
  return (request: ServedRequest): StubAnswer => {
    const kind = request.path.replace('/backend/api/', '')
    const q = (request.query.q ?? '').toLowerCase()
    const data = (records[kind] ?? []).filter((record) => (record.title ?? record.name ?? '').toLowerCase().includes(q))
    return [200, { data, meta: { page: 1, per_page: Number(request.query.per_page), total: data.length } }]
  }
}

beforeEach(() => api.serve(listsServer()))

async function openSearch(permissions?: Record<string, string[]>) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  menuSearch.open()
  const view = await renderWithRouter(<MenuSearch />, { queryClient })
  const box = await screen.findByRole('textbox', { name: 'Search menu' })
  return { ...view, box }
}

const options = () => screen.queryAllByRole('option').map((option) => option.textContent)

describe('menu search (spec 2)', () => {
  it('asks for a query while the box is empty', async () => {
    await openSearch()
    expect(await screen.findByText('Type something')).toBeInTheDocument()
    expect(options()).toEqual([])
  })

  it('says so when no title starts with the query', async () => {
    const { box } = await openSearch()
    await userEvent.type(box, 'list')
    expect(await screen.findByText('There is no component with this name')).toBeInTheDocument()
    expect(options()).toEqual([])
  })

  it('matches titles by prefix, ignoring case', async () => {
    const { box } = await openSearch()
    await userEvent.type(box, 'NEW')
    await waitFor(() => expect(options()).toEqual(['New Job Requisition', 'New Job']))
    await userEvent.clear(box)
    await userEvent.type(box, 'jobs')
    await waitFor(() => expect(options()).toEqual(['Jobs List']))
  })

  it('offers only the entries the user may see', async () => {
    const { box } = await openSearch({ job: ['add'] })
    await userEvent.type(box, 'new')
    await waitFor(() => expect(options()).toEqual(['New Job']))
  })

  it('opens the chosen page', async () => {
    const { box, router } = await openSearch()
    await userEvent.type(box, 'jobs')
    await userEvent.click(await screen.findByRole('option', { name: 'Jobs List' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/'))
  })

  it('finds records of each kind the user may see, under their kind, and opens the chosen one', async () => {
    api.serve(listsServer({ jobs: [{ id: 12, title: 'Platform Engineer' }], employees: [{ id: 3, name: 'Pat Engels' }] }))
    const { box, router } = await openSearch()
    await userEvent.type(box, 'eng')
    expect(await screen.findByRole('group', { name: 'Jobs' }, WAIT)).toHaveTextContent('Platform Engineer')
    expect(screen.getByRole('group', { name: 'Employees' })).toHaveTextContent('Pat Engels')
    expect(screen.queryByText('There is no component with this name')).toBeNull()
    await userEvent.click(screen.getByRole('option', { name: 'Platform Engineer' }))
    await waitFor(() => expect(router.state.location.href).toBe('/jobs/view/?id=12'))
  })

  it('offers each result as a link to its page, which a Ctrl click leaves to the browser (a new tab) and Enter opens here', async () => {
    api.serve(listsServer({ applicants: [{ id: 5, name: 'Ada Lovelace' }], requisitions: [{ id: 8, title: 'Ada Team Lead' }] }))
    const { box, router } = await openSearch()
    await userEvent.type(box, 'ada')
    const applicant = await screen.findByRole('option', { name: 'Ada Lovelace' }, WAIT)
    expect(applicant).toHaveAttribute('href', '/candidates/view/?id=5')
    expect(screen.getByRole('option', { name: 'Ada Team Lead' })).toHaveAttribute('href', '/job-requisitions/view/?id=8')
    const start = router.state.location.href
    const user = userEvent.setup()
    await user.keyboard('{Control>}')
    await user.click(applicant)
    await user.keyboard('{/Control}')
    expect(router.state.location.href).toBe(start)

    menuSearch.open()
    const reopened = await screen.findByRole('textbox', { name: 'Search menu' })
    await userEvent.clear(reopened)
    await userEvent.type(reopened, 'ada')
    await screen.findByRole('option', { name: 'Ada Lovelace' }, WAIT)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.href).toBe('/candidates/view/?id=5'))
  })

  it('asks only the lists the user may read: a role that sees jobs gets no applicants', async () => {
    api.serve(listsServer({ jobs: [{ id: 12, title: 'Ada Engineer' }], applicants: [{ id: 5, name: 'Ada Lovelace' }] }))
    const { box } = await openSearch({ job: ['view'] })
    await userEvent.type(box, 'ada')
    expect(await screen.findByRole('option', { name: 'Ada Engineer' }, WAIT)).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'Ada Lovelace' })).toBeNull()
    expect(api.sent.map((request) => request.path)).toEqual(['/backend/api/jobs'])
  })

  it('asks once typing pauses, not at every key', async () => {
    const { box } = await openSearch()
    await userEvent.type(box, 'zebra')
    expect(await screen.findByText('There is no component with this name', undefined, WAIT)).toBeInTheDocument()
    expect(api.sent.map((request) => request.path).sort()).toEqual(['/backend/api/applicants', '/backend/api/employees', '/backend/api/jobs', '/backend/api/requisitions'])
  })
})
