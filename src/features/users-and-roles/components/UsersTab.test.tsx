import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import type { Role } from '@common/roles'
import { userListQuerySchema, type ListedUser, type SeatUsage } from '@common/users'
import { useListSearch } from '@/components/list/use-list-search'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { owner, recruiter, teamSeats, testUser, viewer } from '../test-users'
import { UsersAndRolesPage, type UsersAndRolesTab } from './UsersAndRolesPage'

const api = stubApi()

const nina = testUser()
const omar = testUser({ id: 13, name: 'Omar Pending', email: 'omar@acme.test', role: null, last_login_at: null, invited: true })

interface Served {
  users?: ListedUser[]
  seats?: SeatUsage
  roles?: Role[]
  extra?: (request: ServedRequest) => StubAnswer | undefined
}

function serve({ users = [owner, nina, omar], seats = teamSeats(3), roles = [recruiter, viewer], extra }: Served = {}) {
  api.serve((request) => {
    const answer = extra?.(request)
    if (answer) return answer
    if (request.path === '/backend/api/users/seats') return [200, seats]
    if (request.path === '/backend/api/roles') return [200, { data: roles }]
    if (request.path === '/backend/api/users') {
      return [200, { data: users, meta: { page: Number(request.query.page), per_page: Number(request.query.per_page), total: users.length } }]
    }
    return [404, { message: 'Not found' }]
  })
}

/** The page as its route holds it: the list's query and the tab in the URL. */
function Harness() {
  const search = useSearch({ strict: false }) as Record<string, unknown> & { tab?: UsersAndRolesTab }
  // The test's router has no typed route tree: navigate within the current page.
  const navigate = useNavigate() as unknown as (options: { to: '.'; search: unknown; replace?: boolean }) => Promise<void>
  const [query, change] = useListSearch(userListQuerySchema, search, (next, replace) => {
    void navigate({ to: '.', search: next, replace })
  })
  return (
    <UsersAndRolesPage
      title="Users & Permissions"
      tab={search.tab}
      onTabChange={(tab) => void navigate({ to: '.', search: { ...search, tab: tab === 'roles' ? tab : undefined } })}
      query={query}
      onQueryChange={change}
    />
  )
}

async function renderPage(permissions?: Record<string, string[]>, path = '/users-and-roles/') {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  const rendered = await renderWithRouter(<Harness />, { path, queryClient })
  return { ...rendered, user: userEvent.setup() }
}

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'p' })).closest('tr') as HTMLElement

async function menuItems(name: string, user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }))
  return (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent)
}

describe('Users tab', { timeout: 20_000 }, () => {
  it('lists each user with role, status and last sign-in, and the seats in use', async () => {
    serve()
    await renderPage()
    const row = within(await rowOf('Nina New'))
    for (const text of ['nina@acme.test', 'Recruiter', 'Active', 'Jan 15, 2026']) expect(row.getByText(text)).toBeInTheDocument()
    const pending = within(await rowOf('Omar Pending'))
    for (const text of ['No role', 'Invited', 'Never']) expect(pending.getByText(text)).toBeInTheDocument()
    expect(within(await rowOf('Dana Reyes')).getByText('Owner')).toBeInTheDocument()
    expect(await screen.findByText('3 of 25 seats')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument()
  })

  it('keeps search and filters in the URL and sends them to the API', async () => {
    const queries: Record<string, string>[] = []
    serve({
      extra: (request) => {
        if (request.path === '/backend/api/users') queries.push(request.query)
        return undefined
      },
    })
    const { user, router } = await renderPage(undefined, '/users-and-roles/?active=false')
    await rowOf('Nina New')
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('false')
    expect(queries.at(-1)).toEqual({ page: '1', per_page: '25', active: 'false' })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Recruiter')
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ active: false, role_id: 3 }))
    await vi.waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', per_page: '25', active: 'false', role_id: '3' }))

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nina{Enter}')
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ active: false, role_id: 3, q: 'nina' }))

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await vi.waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('puts the server’s 409 and 422 errors beside the invitation’s fields', async () => {
    serve({
      extra: (request) =>
        request.method === 'POST'
          ? [409, { message: 'An account with this email already exists', errors: { email: ['An account with this email already exists'] } }]
          : undefined,
    })
    const { user } = await renderPage()
    await user.click(await screen.findByRole('button', { name: 'Invite user' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' })
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter a name')
    expect(api.sent.some((request) => request.method === 'POST')).toBe(false)

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Twin')
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'dana@acme.test')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Viewer')
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))

    const email = within(dialog).getByRole('textbox', { name: 'Email' })
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists'))
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveValue('dana@acme.test')
    expect(api.sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/backend/api/users',
      body: { name: 'Twin', email: 'dana@acme.test', role_id: viewer.id },
    })
  })

  it('lets an inviter choose only roles granting what they hold, and shows the server’s refusal in the dialog', async () => {
    serve({ extra: (request) => (request.method === 'POST' ? [403, { message: 'You cannot grant Jobs: add, which you do not hold' }] : undefined) })
    const { user } = await renderPage({ user: ['view', 'add'], role: ['view'], job: ['view'] })
    await user.click(await screen.findByRole('button', { name: 'Invite user' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite user' }))
    expect(dialog.getByRole('option', { name: 'Recruiter (grants permissions you do not hold)' })).toBeDisabled()
    expect(dialog.getByRole('option', { name: 'Viewer' })).toBeEnabled()

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Vic')
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'vic@acme.test')
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Role' }), 'Viewer')
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }))
    expect(await dialog.findByText('You cannot grant Jobs: add, which you do not hold')).toBeInTheDocument()
  })

  it('disables Invite user when every seat is taken, saying why and where to get more', async () => {
    serve({ seats: teamSeats(25) })
    await renderPage()
    const invite = await screen.findByRole('button', { name: 'Invite user' })
    await vi.waitFor(() => expect(invite).toBeDisabled())
    expect(invite).toHaveAccessibleDescription(
      'All 25 seats of the Team plan are in use. Deactivate someone or choose a larger plan. See plans',
    )
    expect(screen.getByText('25 of 25 seats')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription/pricing/')
  })

  it('offers no way to a larger plan to someone who cannot change the plan', async () => {
    serve({ seats: teamSeats(25) })
    await renderPage({ user: ['view', 'add'] })
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Invite user' })).toBeDisabled())
    expect(screen.getByText(/All 25 seats of the Team plan are in use/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull()
  })

  it('says "no limit" on an unlimited plan', async () => {
    serve({ seats: { used: 7, limit: null, plan: { id: 'business', name: 'Business' } } })
    await renderPage()
    expect(await screen.findByText('7 seats used, no limit')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Invite user' })).toBeEnabled()
  })

  it('never offers to deactivate, delete or re-role the owner; others get every action allowed', async () => {
    serve()
    const { user } = await renderPage()
    await rowOf('Dana Reyes')
    expect(screen.queryByRole('button', { name: 'Actions for Dana Reyes' })).toBeNull()
    expect(await menuItems('Nina New', user)).toEqual(['Change role', 'Deactivate', 'Delete'])
  })

  it('offers to send an invitation again to someone who never set a password', async () => {
    serve({ extra: (request) => (request.path.endsWith('/resend-invitation') ? [200, omar] : undefined) })
    const { user } = await renderPage()
    await rowOf('Omar Pending')
    expect(await menuItems('Omar Pending', user)).toEqual(['Change role', 'Resend invitation', 'Deactivate', 'Delete'])
    await user.click(screen.getByRole('menuitem', { name: 'Resend invitation', hidden: true }))
    await vi.waitFor(() =>
      expect(api.sent).toContainEqual({ method: 'POST', path: '/backend/api/users/13/resend-invitation', body: null }),
    )
  })

  it('asks before deactivating, naming the person, and sends active: false', async () => {
    serve({ extra: (request) => (request.method === 'PATCH' ? [200, { ...nina, active: false }] : undefined) })
    const { user } = await renderPage()
    await rowOf('Nina New')
    await menuItems('Nina New', user)
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate', hidden: true }))
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Nina New?' })
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    await vi.waitFor(() => expect(api.sent).toContainEqual({ method: 'PATCH', path: '/backend/api/users/12', body: { active: false } }))
  })

  it('shows a member only what their permissions allow', async () => {
    serve()
    const { user } = await renderPage({ user: ['view', 'edit'] })
    await rowOf('Nina New')
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull()
    // Without role.view or user-role.view: no roles tab, no role filter, no change of role.
    expect(screen.queryByRole('tab', { name: 'Roles' })).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Role' })).toBeNull()
    expect(await menuItems('Nina New', user)).toEqual(['Deactivate'])
  })
})
