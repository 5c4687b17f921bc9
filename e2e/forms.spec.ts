import type { Locator, Page } from '@playwright/test'
import { atPath, countCalls, expect, holdToken, injectFaults, mainNav, test, tokenCookie, uniqueToken } from './fixtures'
import { CORRECT_PASSWORD, PLANS, RESET_TOKEN, TAKEN_EMAIL } from './stub-personas'

/**
 * The screens of issue 2: client-side validation, server errors beside the fields, buttons that
 * cannot submit twice, and the flows that end in the shell.
 */

/** The texts of the elements describing a field (its hint and, when invalid, its error). */
const description = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' | '),
  )

/**
 * A field shows an error beside it: a message describing the field that was not there before
 * (`hint` is the field's description while valid) and the field is marked invalid.
 */
async function expectFieldError(field: Locator, message: RegExp | string = /\S/, hint = '') {
  await expect.poll(() => description(field)).toMatch(typeof message === 'string' ? message : message)
  if (hint) await expect.poll(() => description(field)).not.toBe(hint)
  expect.soft(await field.getAttribute('aria-invalid'), 'an invalid field is marked aria-invalid for assistive technology').toBe('true')
}

async function expectFieldValid(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  await expect(field).not.toHaveAttribute('data-invalid', 'true')
}

const passwordField = (page: Page) => page.getByLabel(/^(new )?password$/i)
const confirmationField = (page: Page) => page.getByLabel(/confirm/i)

test.describe('login', () => {
  test('asks that both fields are filled, without calling the server', async ({ page, apiCalls }) => {
    await page.goto('/login/')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expectFieldError(page.getByLabel('Email'))
    await expectFieldError(passwordField(page))

    await page.getByLabel('Email').fill('owner@staffdesk.test')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expectFieldValid(page.getByLabel('Email'))
    await expectFieldError(passwordField(page))
    expect(countCalls(apiCalls, 'POST', 'login')).toBe(0)
  })

  test("shows the server's message for a wrong password and keeps what was typed", async ({ page }) => {
    await page.goto('/login/')
    await page.getByLabel('Email').fill('owner@staffdesk.test')
    await passwordField(page).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert')).toContainText('These credentials do not match our records.')
    await expect(page).toHaveURL(atPath('/login/'))
    await expect(page.getByLabel('Email')).toHaveValue('owner@staffdesk.test')
  })

  test('shows a failure with no response as an alert', async ({ page, context, baseURL }) => {
    await injectFaults(context, baseURL, 'login-network')
    await page.goto('/login/')
    await page.getByLabel('Email').fill('owner@staffdesk.test')
    await passwordField(page).fill(CORRECT_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page).toHaveURL(atPath('/login/'))
  })

  test('cannot be submitted twice while the first attempt is under way', async ({ page, context, baseURL, apiCalls }) => {
    await injectFaults(context, baseURL, 'login-slow')
    await page.goto('/login/')
    await page.getByLabel('Email').fill('owner@staffdesk.test')
    await passwordField(page).fill(CORRECT_PASSWORD)
    const button = page.getByRole('button', { name: 'Sign in' })
    await button.click()
    // A second click and Enter in the password field while the first attempt is on its way send
    // nothing more. On a busy machine the first attempt may already have signed in and left the
    // page: then there is nothing left to press, and the count below still holds.
    await button.click({ force: true, timeout: 2_000 }).catch(() => undefined)
    await passwordField(page).press('Enter', { timeout: 2_000 }).catch(() => undefined)
    await expect(page).toHaveURL(atPath('/'), { timeout: 15_000 })
    expect(countCalls(apiCalls, 'POST', 'login')).toBe(1)
  })

  test('links to sign-up and password recovery', async ({ page }) => {
    await page.goto('/login/')
    await page.getByRole('link', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(atPath('/signup/'))
    await page.goto('/login/')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(atPath('/forget-password/'))
  })
})

test.describe('signup', () => {
  async function fillSignup(page: Page, fields: { company: string; name: string; email: string; password: string; confirmation: string }) {
    await page.getByLabel('Company name').fill(fields.company)
    await page.getByLabel('Name', { exact: true }).fill(fields.name)
    await page.getByLabel('Email').fill(fields.email)
    await passwordField(page).fill(fields.password)
    await confirmationField(page).fill(fields.confirmation)
  }

  test('checks every field before calling the server', async ({ page, apiCalls }) => {
    await page.goto('/signup/')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expectFieldError(page.getByLabel('Company name'))
    await expectFieldError(page.getByLabel('Name', { exact: true }))
    await expectFieldError(page.getByLabel('Email'))
    await expectFieldError(passwordField(page))

    await page.reload()
    const passwordHint = await description(passwordField(page))
    await fillSignup(page, { company: 'Acme', name: 'Lee Park', email: 'not-an-email', password: 'short', confirmation: 'short' })
    await page.getByRole('button', { name: 'Create account' }).click()
    await expectFieldValid(page.getByLabel('Company name'))
    await expectFieldError(page.getByLabel('Email'), /email/i)
    await expectFieldError(passwordField(page), /10/, passwordHint)

    await passwordField(page).fill(CORRECT_PASSWORD)
    await confirmationField(page).fill('something-else-entirely')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expectFieldError(confirmationField(page), /match/i)
    expect(countCalls(apiCalls, 'POST', 'signup')).toBe(0)
  })

  test("shows the server's 422 errors beside the fields and loses nothing", async ({ page }) => {
    await page.goto('/signup/')
    await fillSignup(page, { company: 'Acme', name: 'Lee Park', email: TAKEN_EMAIL, password: CORRECT_PASSWORD, confirmation: CORRECT_PASSWORD })
    await page.getByRole('button', { name: 'Create account' }).click()
    await expectFieldError(page.getByLabel('Email'), 'The email has already been taken.')
    await expect(page).toHaveURL(atPath('/signup/'))
    await expect(page.getByLabel('Company name')).toHaveValue('Acme')
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Lee Park')
    await expect(passwordField(page)).toHaveValue(CORRECT_PASSWORD)
  })

  test('creates the account once, signs in and goes to pricing, and subscribing opens the shell', async ({ page, context, baseURL, apiCalls }) => {
    await injectFaults(context, baseURL, 'signup-slow')
    await page.goto('/signup/')
    await fillSignup(page, { company: 'Globex', name: 'Lee Park', email: 'lee@globex.test', password: CORRECT_PASSWORD, confirmation: CORRECT_PASSWORD })
    const button = page.getByRole('button', { name: 'Create account' })
    await button.click()
    await button.click({ force: true })
    await expect(page).toHaveURL(atPath('/subscription/pricing/'), { timeout: 10_000 })
    expect(countCalls(apiCalls, 'POST', 'signup')).toBe(1)
    expect(apiCalls.find((call) => call.path === 'signup')?.body).toEqual({
      company_name: 'Globex',
      name: 'Lee Park',
      email: 'lee@globex.test',
      password: CORRECT_PASSWORD,
    })
    expect((await tokenCookie(context))?.value).toMatch(/^no-subscription~/)

    await choosePlan(page, 'Team')
    await expect(page).toHaveURL(atPath('/'))
    await expect(mainNav(page)).toBeVisible()
  })
})

/** Subscribes from the pricing page to the named plan (each plan is an article named by its heading). */
async function choosePlan(page: Page, planName: string) {
  await page.getByRole('article', { name: planName, exact: true }).getByRole('button').click()
}

test.describe('pricing', () => {
  test('lists the plans and subscribing once reaches home', async ({ page, context, baseURL, apiCalls }) => {
    await holdToken(context, baseURL, uniqueToken('no-subscription'))
    await page.goto('/subscription/pricing/')
    for (const plan of PLANS) {
      await expect(page.getByRole('heading', { name: plan.name, exact: true })).toBeVisible()
      await expect(page.getByText(String(plan.price_monthly)).first()).toBeVisible()
    }
    await choosePlan(page, 'Business')
    await expect(page).toHaveURL(atPath('/'))
    await expect(mainNav(page)).toBeVisible()
    const subscribe = apiCalls.filter((call) => call.method === 'POST' && call.path === 'subscription/subscribe')
    expect(subscribe.map((call) => call.body)).toEqual([{ plan: 'business' }])
  })

  test('shows a failed subscription as an alert and stays', async ({ page, context, baseURL }) => {
    await holdToken(context, baseURL, uniqueToken('no-subscription', 'subscribe-500'))
    await page.goto('/subscription/pricing/')
    await choosePlan(page, 'Starter')
    await expect(page.getByRole('alert')).toContainText('The stub server failed on purpose.')
    await expect(page).toHaveURL(atPath('/subscription/pricing/'))
  })
})

test.describe('password recovery', () => {
  test('forget-password checks the email, then confirms the request', async ({ page, apiCalls }) => {
    await page.goto('/forget-password/')
    await page.getByLabel('Email').fill('not-an-email')
    await page.locator('form').getByRole('button').last().click()
    await expectFieldError(page.getByLabel('Email'), /email/i)
    expect(countCalls(apiCalls, 'POST', 'forget-password')).toBe(0)

    await page.getByLabel('Email').fill('owner@staffdesk.test')
    await page.locator('form').getByRole('button').last().click()
    await expect(page.getByText('If that email is registered, a reset link is on its way.')).toBeVisible()
    expect(apiCalls.find((call) => call.path === 'forget-password')?.body).toEqual({ email: 'owner@staffdesk.test' })
  })

  test('set-new-password sends the token from ?token= with the new password and lands signed in', async ({ page, apiCalls }) => {
    await page.goto(`/set-new-password/?token=${RESET_TOKEN}`)
    const passwordHint = await description(passwordField(page))
    await passwordField(page).fill('short')
    await confirmationField(page).fill('short')
    await page.locator('form').getByRole('button').last().click()
    await expectFieldError(passwordField(page), /10/, passwordHint)
    await passwordField(page).fill('a-brand-new-password')
    await confirmationField(page).fill('something-else-entirely')
    await page.locator('form').getByRole('button').last().click()
    await expectFieldError(confirmationField(page), /match/i)
    expect(countCalls(apiCalls, 'POST', 'set-new-password')).toBe(0)

    await passwordField(page).fill('a-brand-new-password')
    await confirmationField(page).fill('a-brand-new-password')
    await page.locator('form').getByRole('button').last().click()
    // Signed in by the answer: home, welcomed by the company's name, without signing in again.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Acme' })).toBeVisible()
    expect(countCalls(apiCalls, 'POST', 'login')).toBe(0)
    expect(apiCalls.filter((call) => call.path === 'set-new-password').map((call) => call.body)).toEqual([
      { token: RESET_TOKEN, password: 'a-brand-new-password' },
    ])
  })

  test('set-new-password with a stale link shows why', async ({ page }) => {
    await page.goto('/set-new-password/?token=expired-token')
    await passwordField(page).fill('a-brand-new-password')
    await confirmationField(page).fill('a-brand-new-password')
    await page.locator('form').getByRole('button').last().click()
    await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible()
  })
})
