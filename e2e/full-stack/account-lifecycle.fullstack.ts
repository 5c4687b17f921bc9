import { expect, test, type Page } from '@playwright/test'
import { newestMailTo, setPasswordLink } from './mailbox'
import { FULL_STACK_DATA_DIR } from './server'
import { signUpInBrowser } from './sign-up'

const owner = {
  company: 'Northwind Hiring',
  name: 'Rosa Delgado',
  email: `rosa.${Date.now()}@northwind.test`,
  password: 'first password 2025',
  newPassword: 'second password 2026',
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Home, greeting by name; or, just after a password is set, by the company's name. */
async function expectHome(page: Page, heading = `Welcome, ${owner.name}`) {
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
}

test('a new company signs up, subscribes, signs out, resets its password by mail and signs in with the new one', async ({ page }) => {
  await test.step('sign up, choose a plan and reach home', async () => {
    await signUpInBrowser(page, owner)
    await expectHome(page)
    await expect(page.getByText(`You are signed in to ${owner.company} on Staffdesk.`)).toBeVisible()
  })

  await test.step('sign out', async () => {
    await page.getByRole('button', { name: owner.name }).click()
    await page.getByRole('menuitem', { name: 'Log Out' }).click()
    await expect(page).toHaveURL(/\/login\/$/)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    // The session is gone on the server too: the home page sends us back to sign in.
    await page.goto('/')
    await expect(page).toHaveURL(/\/login\/$/)
  })

  await test.step('ask for a reset link', async () => {
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forget-password\/$/)
    // The address changes before the page does: typing sooner would fill the sign-in form's Email.
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    await page.getByLabel('Email').fill(owner.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'a link to set a new password is on its way' })).toBeVisible()
  })

  await test.step('follow the link from the mail, set a new password and land signed in', async () => {
    const mail = await newestMailTo(FULL_STACK_DATA_DIR, owner.email)
    expect(mail).toMatch(/^Subject: Reset your Staffdesk password$/m)
    const link = setPasswordLink(mail)
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByLabel('Password', { exact: true }).fill(owner.newPassword)
    await page.getByLabel('Confirmation').fill(owner.newPassword)
    await page.getByRole('button', { name: 'Set new password' }).click()
    // The new password signs them in at once; they sign out to try the old one.
    await expectHome(page, `Welcome to ${owner.company}`)
    await page.getByRole('button', { name: owner.name }).click()
    await page.getByRole('menuitem', { name: 'Log Out' }).click()
    await expect(page).toHaveURL(/\/login\/$/)
  })

  await test.step('the old password no longer works', async () => {
    await signIn(page, owner.email, owner.password)
    await expect(page.getByText('The email or password is incorrect')).toBeVisible()
    await expect(page).toHaveURL(/\/login\/$/)
  })

  await test.step('sign in with the new password', async () => {
    await signIn(page, owner.email, owner.newPassword)
    await expectHome(page)
  })
})
