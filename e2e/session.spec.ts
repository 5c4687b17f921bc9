import {
  atPath,
  countCalls,
  expect,
  holdToken,
  loader,
  mainNav,
  openProfileMenu,
  test,
  tokenCookie,
  uniqueToken,
} from './fixtures'
import { CORRECT_PASSWORD, OWNER_NAME } from './stub-personas'

/** Spec section 4: session states and the access gating of each layout. */

const TOKEN_MAX_AGE_SECONDS = 604800

test.describe('without a token cookie', () => {
  for (const path of ['/', '/jobs/', '/jobs/create/', '/settings/', '/users-and-roles/']) {
    test(`${path} sends the visitor to /login/ without asking for the current user`, async ({ page, apiCalls }) => {
      await page.goto(path)
      await expect(page).toHaveURL(atPath('/login/'))
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
      expect(countCalls(apiCalls, 'GET', 'user')).toBe(0)
    })
  }

  test('the subscription layout sends the visitor to /login/', async ({ page, apiCalls }) => {
    await page.goto('/subscription/pricing/')
    await expect(page).toHaveURL(atPath('/login/'))
    expect(countCalls(apiCalls, 'GET', 'user')).toBe(0)
  })
})

test.describe('with a token cookie', () => {
  test('the current user is fetched with the bearer token and the session is authenticated', async ({ page, context, baseURL, apiCalls }) => {
    const token = uniqueToken('owner')
    await holdToken(context, baseURL, token)
    await page.goto('/')
    await expect(page).toHaveURL(atPath('/'))
    await expect(mainNav(page)).toBeVisible()
    await expect(page.getByRole('button', { name: OWNER_NAME })).toBeVisible()
    const userCalls = apiCalls.filter((call) => call.method === 'GET' && call.path === 'user')
    expect(userCalls.length).toBeGreaterThanOrEqual(1)
    expect(userCalls[0]?.authorization).toBe(`Bearer ${token}`)
  })

  test('while the current user loads, the content layout shows the "Loading" loader', async ({ page, context, baseURL }) => {
    await holdToken(context, baseURL, uniqueToken('owner', 'user-slow'))
    await page.goto('/')
    await expect(loader(page)).toBeVisible()
    await expect(mainNav(page)).toBeVisible({ timeout: 10_000 })
    await expect(loader(page)).toHaveCount(0)
  })

  for (const [failure, token] of [
    ['answers 401 (invalid token)', uniqueToken('invalid')],
    ['answers 500', uniqueToken('owner', 'user-500')],
    ['fails with no response', uniqueToken('owner', 'user-network')],
  ] as const) {
    test(`when the current-user call ${failure}, the user is logged out at /login/`, async ({ page, context, baseURL }) => {
      await holdToken(context, baseURL, token)
      await page.goto('/jobs/')
      await expect(page).toHaveURL(atPath('/login/'))
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
      await expect.poll(() => tokenCookie(context)).toBeUndefined()
      await expect(mainNav(page)).toHaveCount(0)
    })
  }

  // The browser cuts the first page's check short as if the network had failed; that is not the
  // server refusing the session (a user who reloads while the app is loading stays signed in).
  test('leaving a page while the current user loads keeps the user signed in on the next one', async ({ page, context, baseURL, apiCalls }) => {
    await holdToken(context, baseURL, uniqueToken('owner', 'user-slow'))
    const asked = page.waitForRequest((request) => request.url().endsWith('/backend/api/user'))
    await page.goto('/')
    await asked
    await page.goto('/jobs/')
    await expect(page.getByRole('heading', { name: 'Jobs List', exact: true })).toBeVisible()
    expect(tokenCookie(context)).toBeDefined()
    expect(countCalls(apiCalls, 'POST', 'logout')).toBe(0)
  })

  for (const persona of ['inactive', 'no-subscription']) {
    test(`a ${persona} subscription sends the user to /subscription/pricing/`, async ({ page, context, baseURL }) => {
      await holdToken(context, baseURL, uniqueToken(persona))
      await page.goto('/jobs/')
      await expect(page).toHaveURL(atPath('/subscription/pricing/'))
      await expect(mainNav(page)).toHaveCount(0)
    })
  }

  test('the subscription layout sends a holder of an invalid token to /login/', async ({ page, context, baseURL }) => {
    await holdToken(context, baseURL, uniqueToken('invalid'))
    await page.goto('/subscription/pricing/')
    await expect(page).toHaveURL(atPath('/login/'))
  })

  test('the subscription layout shows its header without the sidebar', async ({ page, context, baseURL }) => {
    await holdToken(context, baseURL, uniqueToken('no-subscription'))
    await page.goto('/subscription/pricing/')
    await expect(page.getByRole('button', { name: OWNER_NAME })).toBeVisible()
    await expect(mainNav(page)).toHaveCount(0)
    // Spec 2: the profile menu offers Settings only when the sidebar is shown.
    const menu = await openProfileMenu(page, OWNER_NAME)
    await expect(menu.getByRole('menuitem', { name: 'Log Out' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0)
  })

  for (const path of ['/login/', '/signup/', '/forget-password/', '/set-new-password/']) {
    test(`the authentication layout sends a signed-in user from ${path} to /`, async ({ page, context, baseURL }) => {
      await holdToken(context, baseURL, uniqueToken('owner'))
      await page.goto(path)
      await expect(page).toHaveURL(atPath('/'))
      await expect(mainNav(page)).toBeVisible()
    })
  }

  test('a signed-in user without an active subscription goes from /login/ on to pricing', async ({ page, context, baseURL }) => {
    await holdToken(context, baseURL, uniqueToken('inactive'))
    await page.goto('/login/')
    await expect(page).toHaveURL(atPath('/subscription/pricing/'))
  })
})

test.describe('login', () => {
  test('sets the token cookie (7 days, path /, SameSite Lax, Secure) and lands on /', async ({ page, context }) => {
    await page.goto('/login/')
    await page.getByLabel('Email').fill('owner@staffdesk.test')
    await page.getByLabel('Password').fill(CORRECT_PASSWORD)
    const before = Date.now() / 1000
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(atPath('/'))
    await expect(mainNav(page)).toBeVisible()
    await expect(page.getByRole('button', { name: OWNER_NAME })).toBeVisible()

    const cookie = await tokenCookie(context)
    expect(cookie, 'the token cookie is set').toBeDefined()
    expect(cookie?.value).toMatch(/^owner~/)
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie?.secure).toBe(true)
    expect(cookie?.httpOnly).toBe(false)
    const expected = before + TOKEN_MAX_AGE_SECONDS
    expect(cookie?.expires).toBeGreaterThan(expected - 60)
    expect(cookie?.expires).toBeLessThan(expected + 60)
  })

  test('with an inactive subscription lands on pricing', async ({ page }) => {
    await page.goto('/login/')
    await page.getByLabel('Email').fill('inactive@staffdesk.test')
    await page.getByLabel('Password').fill(CORRECT_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(atPath('/subscription/pricing/'))
  })
})

test.describe('logout', () => {
  for (const [outcome, faults] of [
    ['succeeds', []],
    ['fails with 500', ['logout-500']],
    ['fails with no response', ['logout-network']],
  ] as const) {
    test(`calls the server, deletes the cookie and goes to /login/ when the server ${outcome}`, async ({ page, context, baseURL, apiCalls }) => {
      const token = uniqueToken('owner', ...faults)
      await holdToken(context, baseURL, token)
      await page.goto('/')
      const menu = await openProfileMenu(page, OWNER_NAME)
      await menu.getByRole('menuitem', { name: 'Log Out' }).click()
      await expect(page).toHaveURL(atPath('/login/'))
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
      await expect.poll(() => tokenCookie(context)).toBeUndefined()
      const logout = apiCalls.find((call) => call.method === 'POST' && call.path === 'logout')
      expect(logout?.authorization).toBe(`Bearer ${token}`)

      // Nothing of the old session survives: the shell is gone and protected pages refuse.
      const userCallsBefore = countCalls(apiCalls, 'GET', 'user')
      await page.goto('/')
      await expect(page).toHaveURL(atPath('/login/'))
      expect(countCalls(apiCalls, 'GET', 'user')).toBe(userCallsBefore)
    })
  }
})
