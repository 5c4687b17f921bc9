import type { Page } from '@playwright/test'
import { chooseRadio, expect, holdToken, mainNav, openThemeSettings, test, uniqueToken } from './fixtures'

/** Spec section 4, theme options: saved in local storage, restored at load, Reset to defaults. */

const html = (page: Page) => page.locator('html')

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
  await page.addInitScript(() => {
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
