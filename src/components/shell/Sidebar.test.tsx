import { screen, within, type BoundFunctions, type queries } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { MENU } from '@/lib/menu'
import { THEME_DEFAULTS, type ThemeFields } from '@/stores/theme'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { Sidebar } from './Sidebar'
import { sidebarLayout } from './sidebar-layout'
import { testSession } from './test-session'
import { useMenu } from './use-menu'

const ALL_TITLES = MENU.flatMap((section) => section.items.map((item) => item.title))
const ALL_HEADINGS = MENU.map((section) => section.heading)

function SidebarUnderTest({ theme }: { theme: Partial<ThemeFields> }) {
  return <Sidebar layout={sidebarLayout({ ...THEME_DEFAULTS, ...theme })} menu={useMenu()} />
}

async function renderSidebar(
  permissions?: Record<string, string[]>,
  { theme = {}, path = '/' }: { theme?: Partial<ThemeFields>; path?: string } = {},
) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  await renderWithRouter(<SidebarUnderTest theme={theme} />, { queryClient, path })
  return within(await screen.findByRole('navigation', { name: 'Main navigation' }))
}

const linkTitles = (nav: BoundFunctions<typeof queries>) => nav.queryAllByRole('link').map((link) => link.textContent)

describe('sidebar (spec 2 and 6)', () => {
  it('shows the owner every section heading and entry', async () => {
    const nav = await renderSidebar()
    expect(linkTitles(nav)).toEqual(ALL_TITLES)
    for (const heading of ALL_HEADINGS) expect(nav.getByText(heading, { exact: true })).toBeInTheDocument()
  })

  it('shows a user without permissions only Home under MAIN', async () => {
    const nav = await renderSidebar({})
    expect(linkTitles(nav)).toEqual(['Home'])
    expect(nav.getByText('MAIN', { exact: true })).toBeInTheDocument()
    expect(nav.queryByText('Jobs', { exact: true })).toBeNull()
  })

  it('shows only the entries a permission opens, with their section', async () => {
    const nav = await renderSidebar({ job: ['view'], requisition_approve: ['allow'] })
    expect(linkTitles(nav)).toEqual(['Home', 'Requisitions List', 'Jobs List'])
    expect(nav.getByText('Requisitions', { exact: true })).toBeInTheDocument()
    expect(nav.getByText('Jobs', { exact: true })).toBeInTheDocument()
    expect(nav.queryByText('System', { exact: true })).toBeNull()
  })

  it('marks the entry of the current page, also on its sub-pages', async () => {
    const nav = await renderSidebar(undefined, { path: '/jobs/12/' })
    expect(nav.getByRole('link', { name: 'Jobs List' })).toHaveAttribute('data-active')
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('data-active')
  })

  it('keeps the links named by their titles in the icon rail', async () => {
    const nav = await renderSidebar(undefined, { theme: { dataToggled: 'collapsed' } })
    expect(linkTitles(nav)).toEqual(ALL_TITLES)
  })

  it('opens a section on click with Menu Click', async () => {
    const nav = await renderSidebar(undefined, { theme: { dataVerticalStyle: '', dataNavStyle: 'menu-click' } })
    const jobs = nav.getByRole('button', { name: 'Jobs' })
    expect(jobs).toHaveAttribute('aria-expanded', 'false')
    expect(nav.queryByRole('link', { name: 'Jobs List' })).toBeNull()
    await userEvent.click(jobs)
    expect(jobs).toHaveAttribute('aria-expanded', 'true')
    expect(await nav.findByRole('link', { name: 'Jobs List' })).toBeInTheDocument()
  })

  it('opens a section panel beside the icon rail with Icon Click', async () => {
    const nav = await renderSidebar(undefined, { theme: { dataVerticalStyle: '', dataNavStyle: 'icon-click' } })
    await userEvent.click(nav.getByRole('button', { name: 'Requisitions' }))
    expect(await nav.findByRole('link', { name: 'New Job Requisition' })).toBeInTheDocument()
  })
})
