import type { BrowserContext, Page } from '@playwright/test'
import { expectNoSeriousViolations } from './axe'
import { expect, holdToken, mainNav, test, uniqueToken } from './fixtures'
import { PLANS } from './stub-personas'

/** Issue 2: no serious or critical axe violations on login, signup, pricing and the home shell; issue 8: My account. */

/** Switches to dark the way a user does (header toggle in the shell); the choice is stored. */
async function preferDark(page: Page, context: BrowserContext, baseURL: string | undefined) {
  await holdToken(context, baseURL, uniqueToken('owner'))
  await page.goto('/')
  await page.getByRole('button', { name: 'Toggle color scheme' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await context.clearCookies()
}

const SCREENS: { name: string; token: string | null; path: string; ready: (page: Page) => Promise<void>; slow?: boolean }[] = [
  { name: 'login', token: null, path: '/login/', ready: (page) => expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible() },
  { name: 'signup', token: null, path: '/signup/', ready: (page) => expect(page.getByRole('button', { name: 'Create account' })).toBeVisible() },
  {
    name: 'pricing',
    token: 'no-subscription',
    path: '/subscription/pricing/',
    ready: (page) => expect(page.getByRole('heading', { name: PLANS[0]?.name ?? '', exact: true })).toBeVisible(),
  },
  { name: 'home shell', token: 'owner', path: '/', ready: (page) => expect(mainNav(page)).toBeVisible() },
  {
    name: 'settings',
    token: 'owner',
    path: '/settings/',
    // Eight sections, each with its own requests: the slowest page to settle on a busy machine.
    slow: true,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Save company profile' })).toBeVisible({ timeout: 30_000 })
      await expect(page.getByRole('link', { name: 'Change plan' })).toBeVisible()
    },
  },
  {
    name: 'my account',
    token: 'owner',
    path: '/account/',
    ready: (page) => expect(page.getByRole('button', { name: 'Sign out other sessions' })).toBeVisible(),
  },
]

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    for (const screen of SCREENS) {
      test(`${screen.name} has no serious or critical violations`, async ({ page, context, baseURL }) => {
        if (screen.slow) test.slow()
        if (scheme === 'dark') await preferDark(page, context, baseURL)
        if (screen.token) await holdToken(context, baseURL, uniqueToken(screen.token))
        await page.goto(screen.path)
        await screen.ready(page)
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
        await expectNoSeriousViolations(page)
      })
    }
  })
}
