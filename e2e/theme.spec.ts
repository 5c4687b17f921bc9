import type { Locator, Page } from '@playwright/test'
import { chooseRadio, expect, holdToken, isOutOfSight, mainNav, openThemeSettings, test, uniqueToken } from './fixtures'

/** Spec section 4, theme options: saved in local storage, restored at load, Reset to defaults. */

const html = (page: Page) => page.locator('html')
/** The shell's header (the theme drawer has a <header> of its own). */
const shellHeader = (page: Page) => page.getByRole('banner').filter({ has: page.getByRole('button', { name: 'Toggle sidebar' }) })

/** Relative luminance (0 black … 1 white) of the page's painted background. */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const paint = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor
        if (color && color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color
      }
      return 'rgb(255, 255, 255)'
    }
    const main = document.querySelector('main') ?? document.body
    const [r = 255, g = 255, b = 255] = (paint(main).match(/[\d.]+/g) ?? []).map(Number)
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
  })

test.beforeEach(async ({ page, context, baseURL }) => {
  await holdToken(context, baseURL, uniqueToken('owner'))
  await page.goto('/')
  await expect(mainNav(page)).toBeVisible()
})

test('dark mode from the settings panel paints the page dark and survives a reload', async ({ page }) => {
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light')
  expect(await backgroundLuminance(page)).toBeGreaterThan(0.5)
  const panel = await openThemeSettings(page)
  await chooseRadio(panel, 'Theme mode', 'Dark')
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.3)

  await page.reload()
  await expect(mainNav(page)).toBeVisible()
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')
  const reopened = await openThemeSettings(page)
  await expect(reopened.getByRole('radiogroup', { name: 'Theme mode' }).getByRole('radio', { name: 'Dark', exact: true })).toBeChecked()
})

test('the header toggle switches the colour scheme and the choice is kept', async ({ page }) => {
  await page.getByRole('button', { name: 'Toggle color scheme' }).click()
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await page.reload()
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await page.getByRole('button', { name: 'Toggle color scheme' }).click()
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light')
})

test('RTL turns the page right to left, moves the sidebar to the right and survives a reload', async ({ page }) => {
  await expect(html(page)).toHaveAttribute('dir', 'ltr')
  const panel = await openThemeSettings(page)
  await chooseRadio(panel, 'Direction', 'RTL')
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  const box = await mainNav(page).boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.x + box.width / 2).toBeGreaterThan((viewport?.width ?? 0) / 2)
})

test('the horizontal layout keeps the "Main navigation" menu, across the top', async ({ page }) => {
  const panel = await openThemeSettings(page)
  await chooseRadio(panel, 'Navigation layout', 'Horizontal')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  const nav = mainNav(page)
  await expect(nav).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible()
  const box = await nav.boundingBox()
  expect(box && box.width > box.height * 3, 'the menu runs across the page').toBe(true)

  await page.reload()
  const reloaded = await mainNav(page).boundingBox()
  expect(reloaded && reloaded.width > reloaded.height * 3, 'the layout is restored at load').toBe(true)
})

test('the saved mode and direction are applied before the first paint', async ({ page }) => {
  const panel = await openThemeSettings(page)
  await chooseRadio(panel, 'Theme mode', 'Dark')
  await chooseRadio(panel, 'Direction', 'RTL')
  const firstFrameProbe = await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement
      ;(window as unknown as { firstFrame: unknown }).firstFrame = {
        scheme: root.getAttribute('data-mantine-color-scheme'),
        dir: root.getAttribute('dir'),
      }
    })
  })
  await page.reload()
  await expect(mainNav(page)).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame)).toEqual({ scheme: 'dark', dir: 'rtl' })
  await firstFrameProbe.dispose()
})

test('Reset restores the defaults and clears local storage', async ({ page }) => {
  const panel = await openThemeSettings(page)
  await chooseRadio(panel, 'Theme mode', 'Dark')
  await chooseRadio(panel, 'Direction', 'RTL')
  await chooseRadio(panel, 'Navigation layout', 'Horizontal')
  await chooseRadio(panel, 'Page style', 'Modern')
  await chooseRadio(panel, 'Layout width', 'Boxed')
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBeGreaterThan(0)

  await panel.getByRole('button', { name: 'Reset' }).click()
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light')
  await expect(html(page)).toHaveAttribute('dir', 'ltr')
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
  const defaults: [string, string][] = [
    ['Theme mode', 'Light'],
    ['Direction', 'LTR'],
    ['Navigation layout', 'Vertical'],
    ['Page style', 'Regular'],
    ['Layout width', 'Full Width'],
    ['Menu position', 'Fixed'],
    ['Header position', 'Fixed'],
  ]
  for (const [group, option] of defaults) {
    await expect(panel.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }), `${group}: ${option}`).toBeChecked()
  }

  await page.reload()
  await expect(mainNav(page)).toBeVisible()
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light')
  await expect(html(page)).toHaveAttribute('dir', 'ltr')
})

/** The accessible name of a radio group's last option (the presets are named by the app, not the spec). */
const lastOptionName = (group: Locator) =>
  group
    .getByRole('radio')
    .last()
    .evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? input.getAttribute('aria-label') ?? '')

/** Reloads the page and opens the theme settings again, as a returning user would. */
async function reopenAfterReload(page: Page) {
  await page.reload()
  await expect(mainNav(page)).toBeVisible()
  return openThemeSettings(page)
}

const checkedOption = (panel: Locator, group: string, option: string) =>
  expect(panel.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }), `${group}: ${option}`).toBeChecked()

// The other choices, in three tests rather than one long one, so each stays well inside its
// time on a busy machine.
test('layout choices are saved and restored at load', async ({ page }) => {
  const panel = await openThemeSettings(page)
  const chosen: [string, string][] = [
    ['Sidemenu style', 'Detached'],
    ['Page style', 'Classic'],
    ['Layout width', 'Boxed'],
    ['Menu position', 'Scrollable'],
    ['Header position', 'Scrollable'],
  ]
  for (const [group, option] of chosen) await chooseRadio(panel, group, option)
  const reopened = await reopenAfterReload(page)
  for (const [group, option] of chosen) await checkedOption(reopened, group, option)
})

test('colour choices and the page loader are saved and restored at load', async ({ page }) => {
  const panel = await openThemeSettings(page)
  const radioGroup = (group: string) => panel.getByRole('radiogroup', { name: group })
  const chosen: [string, string][] = [
    ['Menu colors', 'Gradient'],
    ['Header colors', 'Dark'],
    ['Menu background image', 'Image 3'],
  ]
  for (const [group, option] of chosen) await chooseRadio(panel, group, option)
  // The five preset primary colours and dark backgrounds follow their "Default" option.
  const primaryName = await lastOptionName(radioGroup('Primary color'))
  await chooseRadio(panel, 'Primary color', primaryName)
  const darkBackgroundName = await lastOptionName(radioGroup('Dark background'))
  await chooseRadio(panel, 'Dark background', darkBackgroundName)
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await panel.getByRole('switch', { name: 'Page loader' }).or(panel.getByRole('checkbox', { name: 'Page loader' })).check()

  const reopened = await reopenAfterReload(page)
  for (const [group, option] of [...chosen, ['Primary color', primaryName], ['Dark background', darkBackgroundName]] as const) {
    await checkedOption(reopened, group, option)
  }
  await expect(reopened.getByRole('switch', { name: 'Page loader' }).or(reopened.getByRole('checkbox', { name: 'Page loader' }))).toBeChecked()
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')
})

test('the navigation style is saved and restored at load', async ({ page }) => {
  const panel = await openThemeSettings(page)
  await chooseRadio(panel, 'Navigation style', 'Icon Hover')
  const reopened = await reopenAfterReload(page)
  await checkedOption(reopened, 'Navigation style', 'Icon Hover')
})

/** The colour actually painted behind an element (its own or the nearest ancestor's), as luminance 0…1. */
const paintedLuminance = (locator: ReturnType<typeof mainNav>) =>
  locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor
      if (color && color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
        const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number)
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
      }
    }
    return 1
  })

test('menu and header colours, the primary colour and the menu image change what is painted', async ({ page }) => {
  const nav = mainNav(page)
  const header = shellHeader(page)
  expect(await paintedLuminance(nav)).toBeGreaterThan(0.7)
  expect(await paintedLuminance(header)).toBeGreaterThan(0.7)
  const home = nav.getByRole('link', { name: 'Home', exact: true })
  const homeColours = () => home.evaluate((link) => `${getComputedStyle(link).color} ${getComputedStyle(link).backgroundColor}`)
  const before = await homeColours()

  const panel = await openThemeSettings(page)
  await chooseRadio(panel, 'Menu colors', 'Dark')
  await expect.poll(() => paintedLuminance(nav)).toBeLessThan(0.3)
  await chooseRadio(panel, 'Header colors', 'Dark')
  await expect.poll(() => paintedLuminance(header)).toBeLessThan(0.3)
  await chooseRadio(panel, 'Primary color', await lastOptionName(panel.getByRole('radiogroup', { name: 'Primary color' })))
  await expect.poll(homeColours).not.toBe(before)
  await chooseRadio(panel, 'Menu background image', 'Image 3')
  await expect
    .poll(() =>
      nav.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (getComputedStyle(node).backgroundImage !== 'none') return true
        }
        return false
      }),
    )
    .toBe(true)
})

test.describe('at 1920 px', () => {
  test.use({ viewport: { width: 1920, height: 1000 } })

  test('boxed width, sidemenu styles and scrollable positions change the layout', async ({ page }) => {
    const nav = mainNav(page)
    const header = shellHeader(page)
    const rightEdge = async () => {
      const box = await header.boundingBox()
      return box ? box.x + box.width : 0
    }
    expect(await rightEdge()).toBeGreaterThan(1900)
    const fullNavWidth = (await nav.boundingBox())?.width ?? 0

    // Boxed: the frame stops short of the window's edges.
    const panel = await openThemeSettings(page)
    await chooseRadio(panel, 'Layout width', 'Boxed')
    await expect.poll(rightEdge).toBeLessThan(1800)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    // Choosing a collapsing sidemenu style shows its collapsed form at once; "Toggle sidebar"
    // then opens the full menu and collapses it again.
    const navWidth = async () => ((await isOutOfSight(nav)) ? 0 : ((await nav.boundingBox())?.width ?? 0))
    for (const [style, collapsed] of [
      ['Icon Text', (width: number) => width > 40 && width < fullNavWidth * 0.7],
      ['Closed Menu', (width: number) => width === 0],
    ] as const) {
      const reopened = await openThemeSettings(page)
      await chooseRadio(reopened, 'Sidemenu style', style)
      await page.keyboard.press('Escape')
      await expect(reopened).toBeHidden()
      await expect.poll(async () => collapsed(await navWidth()), `${style}: collapsed once chosen`).toBe(true)
      await shellHeader(page).getByRole('button', { name: 'Toggle sidebar' }).click()
      await expect.poll(navWidth, `${style}: expanded by the toggle`).toBeCloseTo(fullNavWidth, 0)
      await shellHeader(page).getByRole('button', { name: 'Toggle sidebar' }).click()
      await expect.poll(async () => collapsed(await navWidth()), `${style}: collapsed by the toggle`).toBe(true)
    }
    await shellHeader(page).getByRole('button', { name: 'Toggle sidebar' }).click()

    // Fixed: header and menu stay put while the page scrolls; scrollable: they scroll away.
    await page.evaluate(() => {
      const spacer = document.createElement('div')
      spacer.style.height = '4000px'
      ;(document.querySelector('main') ?? document.body).appendChild(spacer)
    })
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect(header).toBeInViewport()
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeInViewport()
    await page.evaluate(() => window.scrollTo(0, 0))
    const reopened = await openThemeSettings(page)
    await chooseRadio(reopened, 'Header position', 'Scrollable')
    await chooseRadio(reopened, 'Menu position', 'Scrollable')
    await page.keyboard.press('Escape')
    await expect(reopened).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect(header).not.toBeInViewport()
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toBeInViewport()
  })
})
