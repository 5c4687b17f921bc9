import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import MenuSearch from './MenuSearch'
import { menuSearch } from './menu-search-store'
import { testSession } from './test-session'

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
})
