import { expect as baseExpect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from '../axe'
import { callApi } from './api-call'
import { newestMailTo, setPasswordLink } from './mailbox'
import { FULL_STACK_DATA_DIR, FULL_STACK_URL } from './server'
import { signInThroughApi, signInWith, signUpThroughApi } from './sign-up'

/**
 * Issue 8's pages under axe, in both colour schemes, on a company of their own: set up through
 * the API to show what the walk-through in users-and-roles.fullstack.ts leaves behind (a custom
 * role, a member who joined with it and was then deactivated), so this file shares no state with
 * that one and the two run side by side.
 */

const stamp = Date.now()
const PASSWORD = 'users accessibility password 1'
const owner = { name: 'Noor Haddad', email: `noor.${stamp}@quay.test` }
const member = { name: 'Tomas Lind', email: `tomas.${stamp}@quay.test` }
const ROLE = 'Job viewer'

const api = <T>(method: string, apiPath: string, body?: unknown, token?: string) => callApi<T>(FULL_STACK_URL, method, apiPath, body, token)

// As in users-and-roles.fullstack.ts: axe and two schemes on a busy machine need more time per check.
const expect = baseExpect.configure({ timeout: 30_000 })

test.beforeAll(async () => {
  // On Team, whose 25 seats the users page counts.
  const ownerToken = await signUpThroughApi({ company: 'Quay Logistics', ...owner, password: PASSWORD }, 'team')
  const role = await api<{ id: number }>('POST', 'roles', { name: ROLE, permissions: { job: ['view', 'add'] } }, ownerToken)
  const invited = await api<{ id: number }>('POST', 'users', { name: member.name, email: member.email, role_id: role.id }, ownerToken)
  const invitation = setPasswordLink(await newestMailTo(FULL_STACK_DATA_DIR, member.email))
  await api('POST', 'set-new-password', { token: invitation.searchParams.get('token'), password: PASSWORD })
  await api('PATCH', `users/${invited.id}`, { active: false }, ownerToken)
})

async function openUsersAndRoles(page: Page, tab: 'users' | 'roles') {
  await page.goto(tab === 'roles' ? '/users-and-roles/?tab=roles' : '/users-and-roles/')
  await expect(page.getByRole('heading', { level: 1, name: 'Users & Permissions' })).toBeVisible()
  await expect(page.getByRole('tab', { name: tab === 'roles' ? 'Roles' : 'Users', selected: true })).toBeVisible()
}

/** What the accessibility checks look at, each a step of its scheme's test. */
const A11Y_VIEWS: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'the users tab',
    open: async (page) => {
      await openUsersAndRoles(page, 'users')
      await expect(page.getByRole('row').filter({ hasText: member.name })).toContainText('Deactivated')
    },
  },
  {
    name: 'the roles tab',
    open: async (page) => {
      await openUsersAndRoles(page, 'roles')
      await expect(page.getByRole('row').filter({ hasText: ROLE })).toBeVisible()
    },
  },
  {
    name: 'the role editor',
    open: async (page) => {
      await openUsersAndRoles(page, 'roles')
      await page.getByRole('button', { name: 'New role' }).click()
      await expect(page.getByRole('dialog', { name: 'New role' })).toBeVisible()
    },
  },
]

// One test per scheme, a step per view: the sign-in and the scheme's choice are the same for each view.
for (const scheme of ['light', 'dark'] as const) {
  test(`the users tab, the roles tab and the role editor have no serious or critical accessibility violations in ${scheme} mode`, async ({ page, context }) => {
    // A session of its own: a retry of the other scheme's test must not share it.
    await signInWith(context, await signInThroughApi(owner.email, PASSWORD))
    await page.goto('/')
    const html = page.locator('html')
    if ((await html.getAttribute('data-mantine-color-scheme')) !== scheme) {
      await page.getByRole('button', { name: 'Toggle color scheme' }).click()
      await expect(html).toHaveAttribute('data-mantine-color-scheme', scheme)
    }
    for (const view of A11Y_VIEWS) {
      await test.step(`${view.name} in ${scheme} mode`, async () => {
        await view.open(page)
        await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0)
        await expect(html).toHaveAttribute('data-mantine-color-scheme', scheme)
        await expectNoSeriousViolations(page)
      })
    }
  })
}
