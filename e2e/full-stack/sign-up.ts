import { expect, type BrowserContext, type Page } from '@playwright/test'
import { callApi } from './api-call'
import { FULL_STACK_URL } from './server'

export interface NewOwner {
  company: string
  name: string
  email: string
  password: string
}

/** A new company through the browser, as a visitor does it: the sign-up form, then the Team plan. */
export async function signUpInBrowser(page: Page, owner: NewOwner) {
  await page.goto('/signup/')
  await page.getByLabel('Company name').fill(owner.company)
  await page.getByLabel('Name', { exact: true }).fill(owner.name)
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password', { exact: true }).fill(owner.password)
  await page.getByLabel('Confirmation').fill(owner.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  // A new company has no subscription yet, so the app asks for a plan first.
  await page.getByRole('button', { name: 'Subscribe to Team' }).click()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
}

/**
 * A new company through the API, for suites about what comes after; answers the owner's token. On
 * the Business plan (every feature) unless a suite needs a plan's limits, such as Team's 25 seats.
 */
export async function signUpThroughApi(owner: NewOwner, plan: 'team' | 'business' = 'business'): Promise<string> {
  const { token } = await callApi<{ token: string }>(FULL_STACK_URL, 'POST', 'signup', {
    company_name: owner.company,
    name: owner.name,
    email: owner.email,
    password: owner.password,
  })
  await callApi(FULL_STACK_URL, 'POST', 'subscription/subscribe', { plan }, token)
  return token
}

/** Signs the browser in as the API does for the app: the token cookie. */
export async function signInWith(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'token', value: token, url: FULL_STACK_URL }])
}

/** A session of its own for a test (the `login` endpoint), so no test depends on another's token. */
export async function signInThroughApi(email: string, password: string): Promise<string> {
  return (await callApi<{ token: string }>(FULL_STACK_URL, 'POST', 'login', { email, password })).token
}
