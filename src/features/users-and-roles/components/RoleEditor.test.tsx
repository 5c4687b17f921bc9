import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PERMISSION_LABELS } from '@common/permission-labels'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { createTestQueryClient, render } from '@/test/render'
import { recruiter, viewer } from '../test-users'
import { RolesTab } from './RolesTab'

const api = stubApi()

function renderRoles(permissions?: Record<string, string[]>) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  render(<RolesTab />, queryClient)
  return userEvent.setup()
}

function serveRoles(onWrite: (method: string, path: string) => [number, unknown] = () => [201, viewer]) {
  api.serve((request) => {
    if (request.method === 'GET' && request.path === '/backend/api/roles') return [200, { data: [recruiter, viewer] }]
    if (request.method === 'GET' && request.path === '/backend/api/user') return [200, testSession()]
    return onWrite(request.method, request.path)
  })
}

describe('Roles tab and role editor', { timeout: 20_000 }, () => {
  it('lists each role with its user count', async () => {
    serveRoles()
    renderRoles()
    const row = (await screen.findByText('Recruiter')).closest('tr') as HTMLElement
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Recruiter', '2', '2', ''])
  })

  it('names every checkbox "<Group>: <action>" with what it allows, grouped by row', async () => {
    serveRoles()
    const user = renderRoles()
    await user.click(await screen.findByRole('button', { name: 'New role' }))
    const dialog = await screen.findByRole('dialog', { name: 'New role' })
    for (const { label } of Object.values(PERMISSION_LABELS)) expect(within(dialog).getByRole('group', { name: label })).toBeInTheDocument()
    expect(within(dialog).getByRole('checkbox', { name: 'Jobs: View' })).toHaveAccessibleDescription('See the jobs list and each job')
    expect(within(dialog).getByRole('checkbox', { name: 'User roles: Edit' })).toHaveAccessibleDescription('Give users another role')
    expect(within(dialog).getByRole('checkbox', { name: 'Settings: Allow' })).toBeInTheDocument()
    expect(within(dialog).getAllByRole('checkbox', { name: /^[^:]+: / })).toHaveLength(37)
  })

  it('ticks and clears a whole row with its toggle, which shows "some" as mixed', async () => {
    serveRoles()
    const user = renderRoles()
    await user.click(await screen.findByRole('button', { name: 'New role' }))
    const jobs = within(await screen.findByRole('group', { name: 'Jobs' }))
    const toggle = jobs.getByRole('checkbox', { name: 'All jobs' })
    const actions = ['Jobs: View', 'Jobs: Add', 'Jobs: Edit', 'Jobs: Delete'].map((name) => jobs.getByRole('checkbox', { name }))

    await user.click(toggle)
    for (const action of actions) expect(action).toBeChecked()
    expect(toggle).toBeChecked()

    await user.click(jobs.getByRole('checkbox', { name: 'Jobs: Delete' }))
    expect(toggle).toBePartiallyChecked()

    await user.click(toggle)
    for (const action of actions) expect(action).toBeChecked()
    await user.click(toggle)
    for (const action of actions) expect(action).not.toBeChecked()
    expect(toggle).not.toBePartiallyChecked()
  })

  it('creates a role with the name and permissions chosen; a name taken shows beside the name', async () => {
    let taken = true
    serveRoles(() => {
      if (taken) return [409, { message: 'A role named "Viewer" already exists', errors: { name: ['A role named "Viewer" already exists'] } }]
      return [201, { id: 9, name: 'Sourcer', permissions: { job: ['view'], resume_and_candidates: ['view', 'add'] }, user_count: 0 }]
    })
    const user = renderRoles()
    await user.click(await screen.findByRole('button', { name: 'New role' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'New role' }))
    await user.type(dialog.getByRole('textbox', { name: 'Role name' }), 'Viewer')
    await user.click(dialog.getByRole('checkbox', { name: 'Jobs: View' }))
    await user.click(dialog.getByRole('checkbox', { name: 'Resumes and applicants: Add' }))
    await user.click(dialog.getByRole('checkbox', { name: 'Resumes and applicants: View' }))
    await user.click(dialog.getByRole('button', { name: 'Create role' }))
    await vi.waitFor(() => expect(dialog.getByRole('textbox', { name: 'Role name' })).toHaveAccessibleDescription('A role named "Viewer" already exists'))

    taken = false
    await user.clear(dialog.getByRole('textbox', { name: 'Role name' }))
    await user.type(dialog.getByRole('textbox', { name: 'Role name' }), 'Sourcer')
    await user.click(dialog.getByRole('button', { name: 'Create role' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'New role' })).toBeNull())
    expect(api.sent.filter((request) => request.method === 'POST').at(-1)).toEqual({
      method: 'POST',
      path: '/backend/api/roles',
      body: { name: 'Sourcer', permissions: { job: ['view'], resume_and_candidates: ['view', 'add'] } },
    })
  })

  it('duplicates a role as "Copy of …" with the same permissions', async () => {
    serveRoles(() => [201, { ...recruiter, id: 10, name: 'Copy of Recruiter', user_count: 0 }])
    const user = renderRoles()
    await user.click(await screen.findByRole('button', { name: 'Actions for Recruiter' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate', hidden: true }))
    await vi.waitFor(() =>
      expect(api.sent).toContainEqual({ method: 'POST', path: '/backend/api/roles', body: { name: 'Copy of Recruiter', permissions: recruiter.permissions } }),
    )
  })

  it('shows the server’s refusal to delete a role users still hold', async () => {
    serveRoles(() => [409, { message: '2 users hold this role. Give them another role before deleting it.' }])
    const user = renderRoles()
    await user.click(await screen.findByRole('button', { name: 'Actions for Recruiter' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Recruiter?' }))
    await user.click(dialog.getByRole('button', { name: 'Delete role' }))
    expect(await dialog.findByText('2 users hold this role. Give them another role before deleting it.')).toBeInTheDocument()
  })

  it('lets a viewer without role.edit only look, and offers no new role, duplicate or delete', async () => {
    serveRoles()
    const user = renderRoles({ role: ['view'] })
    await user.click(await screen.findByRole('button', { name: 'Actions for Recruiter' }))
    expect((await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent)).toEqual(['View permissions'])
    expect(screen.queryByRole('button', { name: 'New role' })).toBeNull()
    await user.click(screen.getByRole('menuitem', { name: 'View permissions', hidden: true }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Recruiter' }))
    expect(dialog.getByRole('checkbox', { name: 'Jobs: Add' })).toBeChecked()
    expect(dialog.getByRole('checkbox', { name: 'Jobs: Add' })).toBeDisabled()
    expect(dialog.queryByRole('button', { name: 'Save role' })).toBeNull()
  })

  it('greys out what the editor does not hold, keeps what the role grants already, and shows the server’s refusal', async () => {
    serveRoles(() => [403, { message: 'You cannot grant Jobs: delete, which you do not hold' }])
    const user = renderRoles({ role: ['add', 'edit'], job: ['view'] })
    await user.click(await screen.findByRole('button', { name: 'New role' }))
    const created = within(await screen.findByRole('dialog', { name: 'New role' }))
    expect(created.getByText('Permissions you do not hold yourself are greyed out: only someone who holds them can grant them.')).toBeInTheDocument()
    expect(created.getByRole('checkbox', { name: 'Settings: Allow' })).toBeDisabled()
    expect(created.getByRole('checkbox', { name: 'Jobs: Add' })).toBeDisabled()
    expect(created.getByRole('checkbox', { name: 'Jobs: View' })).toBeEnabled()
    await user.click(created.getByRole('checkbox', { name: 'All jobs' }))
    expect(created.getByRole('checkbox', { name: 'Jobs: View' })).toBeChecked()
    expect(created.getByRole('checkbox', { name: 'Jobs: Add' })).not.toBeChecked()
    await user.click(created.getByRole('button', { name: 'Cancel' }))

    // Recruiter grants Jobs: add already: it may stay, or go and come back.
    await user.click(await screen.findByRole('button', { name: 'Actions for Recruiter' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Edit', hidden: true }))
    const edited = within(await screen.findByRole('dialog', { name: 'Edit Recruiter' }))
    expect(edited.getByRole('checkbox', { name: 'Jobs: Add' })).toBeEnabled()
    expect(edited.getByRole('checkbox', { name: 'Jobs: Delete' })).toBeDisabled()
    await user.click(edited.getByRole('button', { name: 'Save role' }))
    expect(await edited.findByText('You cannot grant Jobs: delete, which you do not hold')).toBeInTheDocument()
  })
})
