import { expect, test, type Page } from '@playwright/test'
import { signInWith, signUpThroughApi } from './sign-up'

/**
 * Issue 8 through the built app on the real server: the owner keeps the company's profile,
 * logo and departments right, and New Job suggests what Settings lists.
 */

const stamp = Date.now()
const PASSWORD = 'settings suite password 1'

let ownerToken = ''

test.beforeAll(async () => {
  // On Team, whose 25 seats the Subscription section counts.
  ownerToken = await signUpThroughApi({ company: 'Nordlicht', name: 'Maren Holt', email: `maren.${stamp}@nordlicht.test`, password: PASSWORD }, 'team')
})

/** A real PNG drawn by the browser, so the logo looks like one in the sidebar. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 160
    canvas.height = 48
    const context = canvas.getContext('2d')!
    context.fillStyle = '#0b7285'
    context.fillRect(0, 0, 160, 48)
    context.fillStyle = '#ffffff'
    context.font = 'bold 22px sans-serif'
    context.fillText('Nordlicht', 22, 32)
    return canvas.toDataURL('image/png')
  })
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')
}

const sidebarLogo = (page: Page) => page.getByRole('link').getByRole('img', { name: 'Nordlicht Studios' })
const profile = (page: Page) => page.getByRole('region', { name: 'Company profile' })

test('the owner keeps the company profile, logo and departments, and New Job suggests them', async ({ page, context }) => {
  await signInWith(context, ownerToken)
  await page.goto('/settings/')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('1 of 25')

  await test.step('change the company name and time zone', async () => {
    await profile(page).getByLabel('Company name').fill('Nordlicht Studios')
    const timeZone = profile(page).getByLabel('Time zone')
    await expect(timeZone).toHaveValue('UTC')
    await timeZone.click()
    await timeZone.fill('Oslo')
    await page.getByRole('option', { name: 'Europe/Oslo' }).click()
    await profile(page).getByRole('button', { name: 'Save company profile' }).click()
    await expect(page.getByText('Company profile saved')).toBeVisible()
    await page.reload()
    await expect(profile(page).getByLabel('Company name')).toHaveValue('Nordlicht Studios')
    await expect(profile(page).getByLabel('Time zone')).toHaveValue('Europe/Oslo')
  })

  // Set before the uploads: still there afterwards means the page never reloaded.
  await page.evaluate(() => Object.assign(window, { settingsMarker: true }))
  const fileInput = profile(page).locator('input[type="file"]')
  let logoUrl = ''

  await test.step('upload a PNG logo: the sidebar shows it at once', async () => {
    await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await drawnPng(page) })
    await expect(sidebarLogo(page).first()).toHaveAttribute('src', /\/backend\/api\/uploads\//)
    logoUrl = (await sidebarLogo(page).first().getAttribute('src')) ?? ''
    await expect(profile(page).getByRole('img', { name: 'Nordlicht Studios logo' })).toHaveAttribute('src', logoUrl)
    expect(await page.evaluate(() => 'settingsMarker' in window)).toBe(true)
  })

  await test.step('a 3 MB image is refused with a clear message, and the logo stays', async () => {
    const large = Buffer.alloc(3 * 1024 * 1024)
    large.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: large })
    await expect(profile(page).getByRole('alert')).toHaveText('The logo must be at most 2 MB')
    await expect(sidebarLogo(page).first()).toHaveAttribute('src', logoUrl)
    await expect(profile(page).getByRole('img', { name: 'Nordlicht Studios logo' })).toHaveAttribute('src', logoUrl)
  })

  await test.step('a text file named logo.png is refused by the server, and the logo stays', async () => {
    await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image\n') })
    await expect(profile(page).getByRole('alert')).toHaveText('Upload a PNG, JPEG, WebP or SVG image; this file is none of them')
    await expect(sidebarLogo(page).first()).toHaveAttribute('src', logoUrl)
    await expect(profile(page).getByRole('img', { name: 'Nordlicht Studios logo' })).toHaveAttribute('src', logoUrl)
    expect(await page.evaluate(() => 'settingsMarker' in window)).toBe(true)
  })

  await test.step('add a department and see it suggested in New Job', async () => {
    const lists = page.getByRole('region', { name: 'Departments and locations' })
    await lists.getByLabel('New department').fill('Research')
    await lists.getByRole('button', { name: 'Add department' }).click()
    await lists.getByLabel('New location').fill('Tromsø')
    await lists.getByLabel('New location').press('Enter')
    await lists.getByRole('button', { name: 'Save departments and locations' }).click()
    await expect(page.getByText('Departments and locations saved')).toBeVisible()

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'New Job', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'New Job' })).toBeVisible()
    const department = page.getByLabel('Department')
    const suggestions = page.locator(`datalist[id="${await department.getAttribute('list')}"] option`)
    await expect(suggestions).toHaveAttribute('value', 'Research')
    const locations = page.locator(`datalist[id="${await page.getByLabel('Location').getAttribute('list')}"] option`)
    await expect(locations).toHaveAttribute('value', 'Tromsø')
  })
})
