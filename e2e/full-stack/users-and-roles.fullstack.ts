import { expect as baseExpect, test, type Page } from '@playwright/test'
import { newestMailTo, setPasswordLink } from './mailbox'
import { FULL_STACK_DATA_DIR } from './server'
import { signInWith, signUpThroughApi } from './sign-up'

/**
 * Issue 8 through the built app on the real server: the owner makes a role, invites someone
 * with it, widens the role and deactivates them; the invited user joins by mail and sees what
 * the role allows, from their next request on. The pages' accessibility checks are in
 * users-and-roles-accessibility.fullstack.ts, on a company of their own, so the two files run side by side.
 */

const stamp = Date.now()
const PASSWORD = 'users suite password 1'
const owner = { name: 'Amara Okafor', email: `amara.${stamp}@lagoon.test` }
const member = { name: 'Felix Brandt', email: `felix.${stamp}@lagoon.test`, password: 'felix joins the team 2026' }
const ROLE = 'Job viewer'

let ownerToken = ''

// Two browsers render at once here, each waiting on the other's changes: more time per check.
const expect = baseExpect.configure({ timeout: 30_000 })

test.beforeAll(async () => {
  // On Team, whose 25 seats the users page counts.
  ownerToken = await signUpThroughApi({ company: 'Lagoon Freight', ...owner, password: PASSWORD }, 'team')
})

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })
const userRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name })

async function openUsersAndRoles(page: Page, tab: 'users' | 'roles') {
  await page.goto(tab === 'roles' ? '/users-and-roles/?tab=roles' : '/users-and-roles/')
  await expect(page.getByRole('heading', { level: 1, name: 'Users & Permissions' })).toBeVisible()
  await expect(page.getByRole('tab', { name: tab === 'roles' ? 'Roles' : 'Users', selected: true })).toBeVisible()
}

test('the owner invites a user with a role, widens the role and deactivates them; the user follows each change', async ({ browser }) => {
  // Two people, a mail and five changes: longer than one page's allowance.
  test.setTimeout(180_000)
  const ownerContext = await browser.newContext()
  const memberContext = await browser.newContext()
  const ownerPage = await ownerContext.newPage()
  const memberPage = await memberContext.newPage()
  await signInWith(ownerContext, ownerToken)

  await test.step('the owner creates a role that may only view jobs', async () => {
    await openUsersAndRoles(ownerPage, 'roles')
    await ownerPage.getByRole('button', { name: 'New role' }).click()
    const editor = ownerPage.getByRole('dialog', { name: 'New role' })
    await editor.getByLabel('Role name').fill(ROLE)
    await editor.getByRole('checkbox', { name: 'Jobs: View' }).check()
    await editor.getByRole('button', { name: 'Create role' }).click()
    await expect(editor).toBeHidden()
    await expect(ownerPage.getByRole('row').filter({ hasText: ROLE })).toBeVisible()
  })

  await test.step('the owner invites the user with that role; the list says Invited and counts the seat', async () => {
    await ownerPage.getByRole('tab', { name: 'Users' }).click()
    await expect(ownerPage).toHaveURL(/\/users-and-roles\/$/)
    await expect(ownerPage.getByText('1 of 25 seats')).toBeVisible()
    await ownerPage.getByRole('button', { name: 'Invite user' }).click()
    const dialog = ownerPage.getByRole('dialog', { name: 'Invite user' })
    await dialog.getByLabel('Name').fill(member.name)
    await dialog.getByLabel('Email').fill(member.email)
    await dialog.getByLabel('Role').selectOption({ label: ROLE })
    await dialog.getByRole('button', { name: 'Send invitation' }).click()
    await expect(dialog).toBeHidden()
    await expect(userRow(ownerPage, member.name)).toContainText('Invited')
    await expect(userRow(ownerPage, member.name)).toContainText(ROLE)
    await expect(ownerPage.getByText('2 of 25 seats')).toBeVisible()
  })

  await test.step('the user opens the mailed link, sets a password and lands signed in to exactly the role’s menu', async () => {
    const mail = await newestMailTo(FULL_STACK_DATA_DIR, member.email)
    expect(mail).toMatch(/^Subject: You're invited to Lagoon Freight on Staffdesk$/m)
    const link = setPasswordLink(mail)
    await memberPage.goto(`${link.pathname}${link.search}`)
    await memberPage.getByLabel('Password', { exact: true }).fill(member.password)
    await memberPage.getByLabel('Confirmation').fill(member.password)
    await memberPage.getByRole('button', { name: 'Set new password' }).click()
    // Signed in at once, welcomed by the company's name.
    await expect(memberPage).toHaveURL(/\/$/)
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Welcome to Lagoon Freight' })).toBeVisible()
    await expect(mainNav(memberPage).getByRole('link')).toHaveText(['Home', 'Jobs List'])
    await expect(mainNav(memberPage).getByText('Jobs', { exact: true })).toBeVisible()
  })

  await test.step('the owner grants the role job.add; after a reload the user sees New Job without signing in again', async () => {
    await ownerPage.reload()
    await expect(userRow(ownerPage, member.name)).toContainText('Active')
    await ownerPage.getByRole('tab', { name: 'Roles' }).click()
    await ownerPage.getByRole('button', { name: `Actions for ${ROLE}` }).click()
    await ownerPage.getByRole('menuitem', { name: 'Edit' }).click()
    const editor = ownerPage.getByRole('dialog', { name: `Edit ${ROLE}` })
    await expect(editor.getByRole('checkbox', { name: 'Jobs: View' })).toBeChecked()
    await editor.getByRole('checkbox', { name: 'Jobs: Add' }).check()
    await expect(editor.getByRole('checkbox', { name: 'All jobs' })).toHaveJSProperty('indeterminate', true)
    await editor.getByRole('button', { name: 'Save role' }).click()
    await expect(editor).toBeHidden()

    await memberPage.reload()
    await expect(mainNav(memberPage).getByRole('link')).toHaveText(['Home', 'New Job', 'Jobs List'])
  })

  await test.step('the owner deactivates the user, whose next request signs them out', async () => {
    await ownerPage.getByRole('tab', { name: 'Users' }).click()
    await ownerPage.getByRole('button', { name: `Actions for ${member.name}` }).click()
    await ownerPage.getByRole('menuitem', { name: 'Deactivate' }).click()
    const confirm = ownerPage.getByRole('dialog', { name: `Deactivate ${member.name}?` })
    await confirm.getByRole('button', { name: 'Deactivate' }).click()
    await expect(confirm).toBeHidden()
    await expect(userRow(ownerPage, member.name)).toContainText('Deactivated')
    await expect(ownerPage.getByText('1 of 25 seats')).toBeVisible()

    await mainNav(memberPage).getByRole('link', { name: 'Jobs List' }).click()
    await expect(memberPage).toHaveURL(/\/login\/$/)
    // Deactivation ended every session of theirs on the server: the login page says so.
    await expect(memberPage.getByText('Your session has ended. Sign in again.')).toBeVisible()
  })

  await test.step('the owner never gets a way to deactivate, delete or re-role themselves', async () => {
    await expect(userRow(ownerPage, owner.name)).toContainText('Owner')
    await expect(userRow(ownerPage, owner.name).getByRole('button', { name: `Actions for ${owner.name}` })).toHaveCount(0)
  })

  await ownerContext.close()
  await memberContext.close()
})
