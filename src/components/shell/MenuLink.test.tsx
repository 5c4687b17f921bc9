import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { THEME_DEFAULTS, type ThemeFields } from '@/stores/theme'
import { stubApi } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import { Sidebar } from './Sidebar'
import { sidebarLayout } from './sidebar-layout'
import { testSession } from './test-session'
import { useMenu } from './use-menu'

const api = stubApi()

function SidebarUnderTest({ theme }: { theme: Partial<ThemeFields> }) {
  return <Sidebar layout={sidebarLayout({ ...THEME_DEFAULTS, ...theme })} menu={useMenu()} />
}

async function renderSidebar(permissions?: Record<string, string[]>, theme: Partial<ThemeFields> = {}) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  await renderWithRouter(<SidebarUnderTest theme={theme} />, { queryClient })
  return within(await screen.findByRole('navigation', { name: 'Main navigation' }))
}

const waiting = (total: number) => api.serve(() => [200, { data: [], meta: { page: 1, per_page: 1, total } }])

describe('the Requisitions List entry’s count', () => {
  it('shows how many wait for the user, outside the link’s name, described to screen readers', async () => {
    waiting(3)
    const nav = await renderSidebar()
    const link = nav.getByRole('link', { name: 'Requisitions List' })
    await waitFor(() => expect(link).toHaveAccessibleDescription('3 requisitions wait for your approval'), WAIT)
    expect(link).toHaveAccessibleName('Requisitions List')
    expect(link).toHaveTextContent(/^Requisitions List$/)
    expect(nav.getByText('3')).toBeVisible()
    expect(api.sent).toEqual([{ method: 'GET', path: '/backend/api/requisitions', body: null }])
    expect(api.fetchMock.mock.calls[0]?.[0]).toHaveProperty('url', expect.stringContaining('waiting_for_me=true&per_page=1'))
  })

  it('keeps the name and the count in the icon rail', async () => {
    waiting(1)
    const nav = await renderSidebar(undefined, { dataToggled: 'collapsed' })
    const link = nav.getByRole('link', { name: 'Requisitions List' })
    await waitFor(() => expect(link).toHaveAccessibleDescription('1 requisition waits for your approval'), WAIT)
  })

  it('shows nothing when nothing waits', async () => {
    waiting(0)
    const nav = await renderSidebar()
    await waitFor(() => expect(api.sent).toHaveLength(1), WAIT)
    expect(nav.getByRole('link', { name: 'Requisitions List' })).not.toHaveAttribute('aria-describedby')
  })

  it('is not asked for by someone who may not approve', async () => {
    waiting(3)
    const nav = await renderSidebar({ requisition: ['view'] })
    expect(nav.getByRole('link', { name: 'Requisitions List' })).not.toHaveAttribute('aria-describedby')
    expect(api.sent).toEqual([])
  })
})
