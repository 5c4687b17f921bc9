import type { Locator, Page } from '@playwright/test'
import { atPath, expect, holdToken, isOutOfSight, mainNav, test, uniqueToken } from './fixtures'
import { COMPANY_LOGO_PATH } from './stub-personas'

/** Spec sections 1 and 2: the content layout's header, sidebar, footer and search. */

async function openHome(page: Page, context: Parameters<typeof holdToken>[0], baseURL: string | undefined, persona = 'owner') {
  await holdToken(context, baseURL, uniqueToken(persona))
  await page.goto('/')
  await expect(mainNav(page)).toBeVisible()
}

test.describe('frame', () => {
  test('the footer credits Staffdesk with the year 2025', async ({ page, context, baseURL }) => {
    await openHome(page, context, baseURL)
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('©')
    await expect(footer).toContainText('2025')
    await expect(footer).toContainText('Staffdesk')
  })

  test('the header carries its buttons', async ({ page, context, baseURL }) => {
    await openHome(page, context, baseURL)
    for (const name of ['Toggle color scheme', 'Toggle fullscreen', 'Toggle sidebar', 'Open theme settings', 'Search']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible()
    }
    // Spec 9: the header is 3.75rem high.
    const header = page.getByRole('banner').filter({ has: page.getByRole('button', { name: 'Toggle sidebar' }) })
    expect((await header.boundingBox())?.height).toBeCloseTo(60, 0)
  })

  test('"Toggle fullscreen" enters and leaves full screen', async ({ page, context, baseURL }) => {
    await openHome(page, context, baseURL)
    const fullscreen = () => page.evaluate(() => document.fullscreenElement !== null)
    await page.getByRole('button', { name: 'Toggle fullscreen' }).click()
    await expect.poll(fullscreen).toBe(true)
    await page.getByRole('button', { name: 'Toggle fullscreen' }).click()
    await expect.poll(fullscreen).toBe(false)
  })

  test("the sidebar shows the company's logo, or the default one when there is none", async ({ page, context, baseURL }) => {
    await openHome(page, context, baseURL)
    const companyLogo = page.locator(`img[src="${COMPANY_LOGO_PATH}"]`)
    await expect(companyLogo.first()).toBeVisible()
    await expect.poll(() => companyLogo.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)

    await context.clearCookies()
    await openHome(page, context, baseURL, 'no-perms')
    await expect(page.locator(`img[src="${COMPANY_LOGO_PATH}"]`)).toHaveCount(0)
  })

  test('an unknown route shows "Page not found" (served by the static host as a 404)', async ({ page, context, baseURL }) => {
    await holdToken(context, baseURL, uniqueToken('owner'))
    const response = await page.goto('/no-such-page/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })

  test('an unknown route without a login cookie goes to /login/ (spec 2: any other route)', async ({ page }) => {
    await page.goto('/no-such-page/')
    await expect(page).toHaveURL(atPath('/login/'))
  })
})

test.describe('scroll to top', () => {
  test('appears after more than 100 px of scroll and takes the page back up', async ({ page, context, baseURL }) => {
    await openHome(page, context, baseURL)
    // The placeholder pages are short; make the document tall enough to scroll.
    await page.evaluate(() => {
      const spacer = document.createElement('div')
      spacer.style.height = '4000px'
      ;(document.querySelector('main') ?? document.body).appendChild(spacer)
    })
    const button = page.getByRole('button', { name: 'Scroll to top' })
    await page.mouse.wheel(0, 60)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await expect.poll(() => isOutOfSight(button)).toBe(true)
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect.poll(() => isOutOfSight(button)).toBe(true)
  })
})

test('the header stays on screen and pins (casts a shadow) once the page scrolls under it', async ({ page, context, baseURL }) => {
  await openHome(page, context, baseURL)
  await page.evaluate(() => {
    const spacer = document.createElement('div')
    spacer.style.height = '4000px'
    ;(document.querySelector('main') ?? document.body).appendChild(spacer)
  })
  const header = page.getByRole('banner').filter({ has: page.getByRole('button', { name: 'Toggle sidebar' }) })
  const shadow = () => header.evaluate((element) => getComputedStyle(element).boxShadow)
  expect(await shadow()).toBe('none')
  await page.evaluate(() => window.scrollTo(0, 600))
  await expect(header).toBeInViewport()
  await expect.poll(shadow).not.toBe('none')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect.poll(shadow).toBe('none')
})

test.describe('sidebar', () => {
  test('above 992 px "Toggle sidebar" collapses and expands it', async ({ page, context, baseURL }) => {
    await openHome(page, context, baseURL)
    const nav = mainNav(page)
    const width = async () => (await isOutOfSight(nav)) ? 0 : ((await nav.boundingBox())?.width ?? 0)
    const expanded = await width()
    expect(expanded).toBeGreaterThan(150)
    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    await expect.poll(width).toBeLessThan(expanded * 0.6)
    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    await expect.poll(width).toBeCloseTo(expanded, 0)
  })

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('it starts closed, "Toggle sidebar" opens it as a drawer, and its links navigate', async ({ page, context, baseURL }) => {
      await holdToken(context, baseURL, uniqueToken('owner'))
      await page.goto('/')
      const toggle = page.getByRole('button', { name: 'Toggle sidebar' })
      await expect(toggle).toBeVisible()
      await expect.poll(() => isOutOfSight(mainNav(page))).toBe(true)
      await toggle.click()
      const nav = mainNav(page)
      await expect(nav).toBeInViewport()
      await nav.getByRole('link', { name: 'Jobs List', exact: true }).click()
      await expect(page).toHaveURL(atPath('/jobs/'))
      await expect(page.getByRole('heading', { name: 'Jobs List', exact: true })).toBeVisible()
    })
  })
})

test.describe('search (spec 2)', () => {
  const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search menu' })
  const searchDialog = (page: Page) => page.getByRole('dialog').filter({ has: searchBox(page) })
  /** Contract 4: results are links or options named by the menu title. */
  const result = (dialog: Locator, title: string) =>
    dialog.getByRole('link', { name: title, exact: true }).or(dialog.getByRole('option', { name: title, exact: true }))
  const results = (dialog: Locator) => dialog.getByRole('link').or(dialog.getByRole('option'))

  test('the Search button opens it; empty shows "Type something", no match shows the spec message', async ({ page, context, baseURL }) => {
    await openHome(page, context, baseURL)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(searchBox(page)).toBeFocused()
    const dialog = searchDialog(page)
    await expect(dialog.getByText('Type something')).toBeVisible()
    await searchBox(page).fill('zzz')
    await expect(dialog.getByText('There is no component with this name')).toBeVisible()
    await expect(results(dialog)).toHaveCount(0)
    await searchBox(page).fill('')
    await expect(dialog.getByText('Type something')).toBeVisible()
  })

  test('matches menu titles by prefix, ignoring case, and selecting a result navigates', async ({ page, context, baseURL }) => {
    await openHome(page, context, baseURL)
    await page.keyboard.press('Control+k')
    await expect(searchBox(page)).toBeVisible()
    const dialog = searchDialog(page)

    await searchBox(page).fill('NEW')
    await expect(result(dialog, 'New Job Requisition')).toBeVisible()
    await expect(result(dialog, 'New Job')).toBeVisible()
    await expect(results(dialog)).toHaveCount(2)
    // Spec 9: the results box is at most 250 px high (it scrolls beyond that).
    const resultsBoxMaxHeight = await result(dialog, 'New Job').evaluate((element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const maxHeight = getComputedStyle(node).maxHeight
        if (maxHeight !== 'none') return parseFloat(maxHeight)
      }
      return Infinity
    })
    expect(resultsBoxMaxHeight).toBeLessThanOrEqual(250)

    // Prefix, not substring: "list" is inside three titles but starts none.
    await searchBox(page).fill('list')
    await expect(dialog.getByText('There is no component with this name')).toBeVisible()

    await searchBox(page).fill('jobs')
    await expect(results(dialog)).toHaveCount(1)
    await result(dialog, 'Jobs List').click()
    await expect(page).toHaveURL(atPath('/jobs/'))
    await expect(searchBox(page)).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Jobs List', exact: true })).toBeVisible()
  })

  test('offers only the entries the user may see', async ({ page, context, baseURL }) => {
    await openHome(page, context, baseURL, 'perm:job.add')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = searchDialog(page)
    await searchBox(page).fill('new')
    await expect(result(dialog, 'New Job')).toBeVisible()
    await expect(results(dialog)).toHaveCount(1)
    await searchBox(page).fill('set')
    await expect(dialog.getByText('There is no component with this name')).toBeVisible()
  })
})
