import { atPath, countCalls, expect, holdToken, mainNav, test, uniqueToken } from './fixtures'

/**
 * Issue 2, scaffold: `dist/` works on a static host without rewrite rules. The stub server is
 * such a host (no fallback), so every route must exist as its own `<path>/index.html`.
 */

const APP_ROUTES = [
  '/',
  '/login/',
  '/signup/',
  '/forget-password/',
  '/set-new-password/',
  '/careers/',
  '/subscription/pricing/',
  '/job-requisitions/create/',
  '/job-requisitions/',
  '/jobs/create/',
  '/jobs/',
  '/resumes/upload/',
  '/resumes/review/',
  '/candidates/',
  '/employees/',
  '/users-and-roles/',
  '/settings/',
]

test('every route of the app is a file of its own in dist/ (status 200, HTML)', async ({ request }) => {
  for (const path of APP_ROUTES) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toContain('text/html')
  }
})

test('a path the app does not have is a 404 from the host', async ({ request }) => {
  const response = await request.get('/no-such-page/', { maxRedirects: 0 })
  expect(response.status()).toBe(404)
})

test('assets are content-hashed', async ({ request }) => {
  const page = await (await request.get('/login/')).text()
  const assets = [...page.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '')
  expect(assets.length).toBeGreaterThan(0)
  // Named `<name>-<hash>` or, for route chunks, by the hash alone (vite.config.ts).
  for (const asset of assets) expect(asset, asset).toMatch(/^\/assets\/(?:[\w-]+[-.])?[\w-]{8,}\.(js|css)$/)
})

test.describe('each page names the scripts of its route up front', () => {
  for (const [path, persona, check] of [
    ['/login/', null, 'Sign in'],
    ['/signup/', null, 'Create account'],
    ['/', 'owner', 'Welcome'],
  ] as const) {
    test(`${path} loads no script its HTML does not name (entry and modulepreload)`, async ({ page, context, baseURL, request }) => {
      if (persona) await holdToken(context, baseURL, uniqueToken(persona))
      const html = await (await request.get(path)).text()
      const named = new Set([...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]))
      const loaded: string[] = []
      page.on('request', (sent) => {
        if (sent.resourceType() === 'script') loaded.push(new URL(sent.url()).pathname)
      })
      await page.goto(path)
      await expect(page.getByRole(persona ? 'heading' : 'button', { name: check }).first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(loaded.length).toBeGreaterThan(1)
      expect(loaded.filter((script) => !named.has(script)), 'scripts found only once the entry ran').toEqual([])
    })
  }
})

test.describe('deep links load directly', () => {
  for (const [path, check] of [
    ['/jobs/create/', 'New Job'],
    ['/settings/', 'Settings'],
    ['/candidates/', 'Applicants List'],
  ] as const) {
    test(`${path} as the owner`, async ({ page, context, baseURL }) => {
      await holdToken(context, baseURL, uniqueToken('owner'))
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(atPath(path))
      await expect(page.getByRole('heading', { name: check, exact: true })).toBeVisible()
      await expect(mainNav(page)).toBeVisible()
    })
  }

  test('/login/ without a cookie', async ({ page }) => {
    const response = await page.goto('/login/')
    expect(response?.status()).toBe(200)
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  })

  test('/signup/ without a cookie', async ({ page }) => {
    const response = await page.goto('/signup/')
    expect(response?.status()).toBe(200)
    for (const label of ['Company name', 'Email']) await expect(page.getByLabel(label)).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible()
  })
})

test.describe('public pages make no session check', () => {
  for (const path of ['/login/', '/signup/', '/forget-password/', '/set-new-password/?token=abc', '/careers/']) {
    test(`${path} without a cookie never requests GET user`, async ({ page, apiCalls }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await page.waitForLoadState('networkidle')
      await expect(page).toHaveURL(atPath(path.split('?')[0] ?? path))
      expect(countCalls(apiCalls, 'GET', 'user')).toBe(0)
    })
  }
})

test.describe('careers (landing layout)', () => {
  for (const signedIn of [false, true]) {
    test(`has body.landing-body and never requests GET user ${signedIn ? 'even with a token cookie' : 'without a cookie'}`, async ({ page, context, baseURL, apiCalls }) => {
      if (signedIn) await holdToken(context, baseURL, uniqueToken('owner'))
      await page.goto('/careers/')
      await expect(page.locator('body')).toHaveClass(/(^|\s)landing-body(\s|$)/)
      await page.waitForLoadState('networkidle')
      await expect(page).toHaveURL(atPath('/careers/'))
      expect(countCalls(apiCalls, 'GET', 'user')).toBe(0)
    })
  }

  test('offers the reduced colour-scheme switcher', async ({ page }) => {
    await page.goto('/careers/')
    await page.getByRole('button', { name: 'Toggle color scheme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
  })
})
