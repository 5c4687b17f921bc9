import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test as base, expect, type BrowserContext, type Locator, type Page, type Request, type Response } from '@playwright/test'

export { expect }

const API_PREFIX = '/backend/api/'

/** One call the app made to the API, as the browser sent it. */
export interface ApiCall {
  method: string
  /** Path after the API base, e.g. `user`, `subscription/plans`. */
  path: string
  authorization: string | undefined
  /** The JSON the server received (known once the response has arrived). */
  body: unknown
}

interface Fixtures {
  /** Every API call the browser context makes during the test, in order. */
  apiCalls: ApiCall[]
}

interface WorkerFixtures {
  /** The worker's browser profile, which every test of the worker uses in turn. */
  profile: BrowserContext
  /** The worker's tab, handed from test to test while it lives (see `page`). */
  tab: { page: Page | null }
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  /**
   * One browser profile per worker, kept from test to test: its HTTP cache and V8's code cache
   * make every page load after the first take about half as long (a cold /jobs/create/ 2.1 s,
   * then 1.05 s), where a fresh context per test compiled the whole app each time. Each test
   * still starts as a new visitor: no cookies, no storage, no app loaded (below).
   */
  profile: [
    async ({ playwright }, use, workerInfo) => {
      const folder = mkdtempSync(path.join(tmpdir(), 'staffdesk-e2e-profile-'))
      const { baseURL, viewport, userAgent, deviceScaleFactor, launchOptions } = workerInfo.project.use
      const profile = await playwright.chromium.launchPersistentContext(folder, {
        ...launchOptions,
        ...(baseURL ? { baseURL } : {}),
        ...(viewport ? { viewport } : {}),
        ...(userAgent ? { userAgent } : {}),
        ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
      })
      await use(profile)
      await profile.close()
      rmSync(folder, { recursive: true, force: true })
    },
    { scope: 'worker' },
  ],
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  tab: [async ({}, use) => use({ page: null }), { scope: 'worker' }],
  context: async ({ profile, tab }, use) => {
    await profile.clearCookies()
    await use(profile)
    await profile.unrouteAll({ behavior: 'ignoreErrors' })
    await Promise.all(profile.pages().filter((page) => page !== tab.page).map((page) => page.close()))
  },
  /**
   * The worker's tab, left on a blank page by the test before: a new tab costs a new renderer
   * process, and its first load of the app took twice as long as a load in a tab that had
   * shown it before (850 ms against 350 ms on an idle machine). What a test sets on the tab
   * (routes, listeners, emulated media, viewport) is undone around it; one that will not leave
   * the app, or was closed, is replaced.
   */
  page: async ({ context, tab, baseURL, viewport }, use) => {
    const page = tab.page && !tab.page.isClosed() ? tab.page : (tab.page = await context.newPage())
    await page.emulateMedia({ colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null, media: null })
    // What an earlier test left in the origin's storage (the theme, a draft) goes; the caches stay.
    if (baseURL) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL).origin, storageTypes: 'local_storage,session_storage,indexeddb,cache_storage,service_workers' })
      await cdp.detach()
    }
    if (viewport) await page.setViewportSize(viewport)
    await use(page)
    page.removeAllListeners()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    const left = await page.goto('about:blank', { timeout: 5_000 }).then(
      () => true,
      () => false,
    )
    if (!left) {
      await page.close()
      tab.page = null
    }
  },
  apiCalls: async ({ context }, use) => {
    const calls: ApiCall[] = []
    const byRequest = new Map<Request, ApiCall>()
    const onRequest = (request: Request) => {
      const url = new URL(request.url())
      if (!url.pathname.startsWith(API_PREFIX)) return
      const call: ApiCall = {
        method: request.method(),
        path: url.pathname.slice(API_PREFIX.length),
        authorization: request.headers().authorization,
        body: undefined,
      }
      calls.push(call)
      byRequest.set(request, call)
    }
    // The stub echoes what it received (Chromium hides the bodies of streamed fetch requests).
    const onResponse = (response: Response) => {
      const call = byRequest.get(response.request())
      const echoed = response.headers()['x-stub-request-body']
      if (!call || echoed === undefined) return
      const text = decodeURIComponent(echoed)
      try {
        call.body = JSON.parse(text)
      } catch {
        call.body = text
      }
    }
    context.on('request', onRequest)
    context.on('response', onResponse)
    await use(calls)
    context.off('request', onRequest)
    context.off('response', onResponse)
  },
})

export const countCalls = (calls: readonly ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).length

/** A token of the given persona no other test holds (see stub-personas.ts for the grammar). */
export function uniqueToken(persona: string, ...faults: string[]): string {
  return [persona, ...faults, `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`].join('~')
}

/** Signs the context in the way a returning browser is: it already holds the token cookie. */
export async function holdToken(context: BrowserContext, baseURL: string | undefined, token: string): Promise<void> {
  if (!baseURL) throw new Error('baseURL is not configured')
  await context.addCookies([{ name: 'token', value: token, url: baseURL, sameSite: 'Lax', secure: true }])
}

/** Faults for calls made before a token exists (login, signup, ...), e.g. `login-slow`. */
export async function injectFaults(context: BrowserContext, baseURL: string | undefined, ...faults: string[]): Promise<void> {
  if (!baseURL) throw new Error('baseURL is not configured')
  await context.addCookies([{ name: 'stub-fail', value: faults.join('~'), url: baseURL }])
}

export async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'token')
}

/** Matches a URL whose path is exactly `pathname` (any query string). */
export function atPath(pathname: string): RegExp {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^[a-z]+://[^/]+${escaped}(\\?.*)?(#.*)?$`)
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })

/** The content layout's loader: role status or progressbar, named "Loading" (contract 4). */
export const loader = (page: Page) =>
  page.getByRole('status', { name: 'Loading' }).or(page.getByRole('progressbar', { name: 'Loading' }))

/**
 * True when a user cannot see the element: it is absent, not rendered, or lies entirely outside
 * the viewport (a drawer parked off-screen with a transform still counts as closed).
 */
export async function isOutOfSight(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((elements) =>
    elements.every((element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true
      const box = element.getBoundingClientRect()
      return (
        box.width === 0 ||
        box.height === 0 ||
        box.right <= 0 ||
        box.bottom <= 0 ||
        box.left >= window.innerWidth ||
        box.top >= window.innerHeight
      )
    }),
  )
}

/** Picks a radio option of a radio group, whether the input itself or only its label is visible. */
export async function chooseRadio(scope: Locator, group: string, option: string): Promise<void> {
  const radio = scope.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true })
  if (await radio.isVisible()) {
    await radio.check()
  } else {
    const id = await radio.getAttribute('id')
    await scope.locator(`label[for="${id}"]`).click()
  }
  await expect(radio).toBeChecked()
}

export async function openThemeSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open theme settings' }).click()
  const panel = page.getByRole('dialog', { name: 'Theme settings' })
  await expect(panel).toBeVisible()
  return panel
}

/** Opens the profile menu (its button shows the user's name). */
export async function openProfileMenu(page: Page, userName: string): Promise<Locator> {
  await page.getByRole('button', { name: userName }).click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  return menu
}
