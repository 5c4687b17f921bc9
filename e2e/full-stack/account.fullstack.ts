import { expect, test, type Page } from '@playwright/test'
import { signInWith, signUpThroughApi } from './sign-up'

/**
 * Issue 8 through the built app on the real server: a new owner renames themself on My account,
 * signs in on a second browser, changes the password on the first (the second is signed out,
 * the first is not), then signs the second out again with "Sign out other sessions".
 */

const owner = {
  company: 'Harbour Staffing',
  name: 'Malik Osei',
  newName: 'Malik K. Osei',
  email: `malik.${Date.now()}@harbour.test`,
  password: 'account suite password 1',
  newPassword: 'account suite password 2',
}

async function signIn(page: Page, password: string) {
  await page.goto('/login/')
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
}

/** The next page load of a browser whose session was revoked lands on the sign-in page. */
async function expectSignedOut(page: Page) {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login\/$/)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
}

const sessionsLine = (page: Page) => page.getByRole('main').getByText(/other sessions? (is|are) signed in\.$/)

test('an owner renames themself, changes the password and signs out their other browser', async ({ page, browser }) => {
  // Two browsers and several argon2 hashings: longer than one browser's walk through a page.
  test.setTimeout(180_000)
  const second = await browser.newPage()

  await test.step('sign up on the Team plan (through the API: account-lifecycle walks the form) and open the app', async () => {
    await signInWith(page.context(), await signUpThroughApi(owner, 'team'))
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
  })

  await test.step('open My account from the profile menu', async () => {
    await page.getByRole('button', { name: owner.name }).click()
    await page.getByRole('menuitem', { name: 'My account' }).click()
    await expect(page).toHaveURL(/\/account\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
    await expect(page.getByText(owner.email)).toBeVisible()
    await expect(page.getByText('No other session is signed in.')).toBeVisible()
  })

  await test.step('change the name: the header shows it at once', async () => {
    await page.getByLabel('Name', { exact: true }).fill(owner.newName)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Name saved' })).toBeVisible()
    await expect(page.getByRole('button', { name: owner.newName })).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(owner.newName)
  })

  await test.step('sign in on a second browser; the first counts it', async () => {
    await signIn(second, owner.password)
    await page.reload()
    await expect(page.getByText('1 other session is signed in.')).toBeVisible()
  })

  await test.step('a wrong current password is refused beside its field', async () => {
    await page.getByLabel('Current password').fill('not my password at all')
    await page.getByLabel('New password', { exact: true }).fill(owner.newPassword)
    await page.getByLabel('Confirm new password').fill(owner.newPassword)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('The current password is incorrect')).toBeVisible()
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue(owner.newPassword)
  })

  await test.step('change the password: this browser stays signed in', async () => {
    await page.getByLabel('Current password').fill(owner.password)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Password changed' })).toBeVisible()
    await expect(page.getByText('No other session is signed in.')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  })

  await test.step('the second browser is signed out on its next page load', async () => {
    await expectSignedOut(second)
  })

  await test.step('sign out other sessions: the second browser, signed in again, is out once more', async () => {
    await signIn(second, owner.newPassword)
    await page.reload()
    await expect(sessionsLine(page)).toHaveText('1 other session is signed in.')
    await page.getByRole('button', { name: 'Sign out other sessions' }).click()
    await expect(page.getByRole('alert').filter({ hasText: '1 session was signed out.' })).toBeVisible()
    await expect(sessionsLine(page)).toHaveText('No other session is signed in.')
    await expectSignedOut(second)
  })

  await second.close()
})
