import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { ProfileMenu } from './ProfileMenu'
import { testSession } from './test-session'

/*
 * jsdom has no layout, so the dropdown's positioning reports its button as off-screen and hides
 * it; the items are looked up including hidden ones (the browser suite checks visibility).
 */
const item = (name: string) => screen.queryByRole('menuitem', { name, hidden: true })

async function openProfileMenu(withSettings: boolean, permissions?: Record<string, string[]>) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  await renderWithRouter(<ProfileMenu withSettings={withSettings} />, { queryClient })
  await userEvent.click(await screen.findByRole('button', { name: 'Dana Reyes' }))
  await screen.findByRole('menuitem', { name: 'Log Out', hidden: true })
}

describe('profile menu (spec 2)', () => {
  it('offers Settings and Log Out to a holder of settings.allow while the sidebar is shown', async () => {
    await openProfileMenu(true, { settings: ['allow'] })
    expect(item('Settings')).toBeInTheDocument()
    expect(item('Log Out')).toBeInTheDocument()
  })

  it('hides Settings without settings.allow', async () => {
    await openProfileMenu(true, { job: ['view'] })
    expect(item('Settings')).toBeNull()
  })

  it('hides Settings where no sidebar is shown, even for the owner', async () => {
    await openProfileMenu(false)
    expect(item('Settings')).toBeNull()
  })
})
