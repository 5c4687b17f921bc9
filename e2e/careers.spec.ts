import { expectNoViolations } from './axe'
import { CAREERS_SLUG, CLOSED_JOB_ID, CLOSES_WHILE_APPLYING_JOB_ID } from './stub-careers'
import { THEME_STORAGE_KEY } from '../src/stores/theme'
import { expect, test } from './fixtures'

/**
 * Issue 12 on the stub server: the public careers site of the stub's demo company (e2e/stub-careers.ts),
 * found by a word, filtered in the URL, and the apply form's outcomes. No sign-in anywhere.
 */

const SITE = `/careers/?company=${CAREERS_SLUG}`
const JOB = `/careers/job/?company=${CAREERS_SLUG}&id=11`
// Each test walks a whole page or two with axe; on a loaded machine that takes longer than the default.
test.describe.configure({ timeout: 120_000 })

const resume = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 stub resume') }

test('the site shows the company and finds a job by a word, filters kept in the URL', async ({ page }) => {
  await page.goto(SITE)
  await expect(page.getByRole('heading', { level: 1, name: 'Careers at Acme Robotics' })).toBeVisible()
  await expect(page.getByText('friendly robots')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('motion')
  await expect(page).toHaveURL(/[?&]q=motion/)
  await expect(page.getByRole('link', { name: 'Robotics Engineer' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Frontend Developer' })).toBeHidden()
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('')
  await page.getByRole('combobox', { name: 'Workplace' }).selectOption({ label: 'Remote' })
  await expect(page).toHaveURL(/[?&]workplace=remote/)
  await expect(page.getByRole('link', { name: 'Frontend Developer' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Workplace' })).toHaveValue('remote')
  await page.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'People' })
  await expect(page.getByText('No jobs match your search')).toBeVisible()
  // Each choice is a step in the history: Back and Forward go through them, the list following.
  await page.goBack()
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('')
  await expect(page.getByRole('combobox', { name: 'Workplace' })).toHaveValue('remote')
  await expect(page.getByRole('link', { name: 'Frontend Developer' })).toBeVisible()
  await page.goForward()
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('People')
  await expect(page.getByText('No jobs match your search')).toBeVisible()
  await expectNoViolations(page)
})

test('the site is the company’s: its name heads it, nothing of ours, and it reads left to right whatever a visitor saved', async ({ page, context }) => {
  // A member of staff who works in right to left opens the site: their saved direction is not the page's.
  // The tab is shared by the tests of a worker (e2e/fixtures.ts): the saved theme must not outlive this test.
  const savedTheme = await context.addInitScript((key) => window.localStorage.setItem(key, JSON.stringify({ state: { dir: 'rtl', class: 'dark' }, version: 1 })), THEME_STORAGE_KEY)
  try {
    await page.goto(SITE)
    const banner = page.getByRole('banner').first()
    await expect(banner.getByRole('link', { name: 'Acme Robotics' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await expect(page.getByRole('link', { name: 'Staff sign in' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Toggle direction' })).toHaveCount(0)
    await expect(page.getByText('Staffdesk')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveText('© Acme Robotics')
  } finally {
    await savedTheme.dispose()
  }
})

test('an unknown or private company says so', async ({ page }) => {
  await page.goto('/careers/?company=private-co')
  await expect(page.getByRole('heading', { name: 'Careers page not found' })).toBeVisible()
  // The title the product's server sends for this address too (common/careers-view.ts).
  await expect(page).toHaveTitle('Careers page not found')
})

test('the job page shows the job, its head tags, and sends an application once', async ({ page, apiCalls }) => {
  await page.goto(JOB)
  await expect(page.getByRole('heading', { level: 1, name: 'Robotics Engineer' })).toBeVisible()
  await expect(page.getByText('€70,000 – €90,000')).toBeVisible()
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
  expect(jsonLd['@type']).toBe('JobPosting')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers\/job\/\?company=acme&id=11$/)
  await expect(page).toHaveTitle('Robotics Engineer at Acme Robotics')
  await expect(page.locator('script:not([type="application/ld+json"])', { hasText: 'alert(1)' })).toHaveCount(0)

  const honeypot = page.locator('input[name="website"]')
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  await expect(honeypot).toHaveAttribute('autocomplete', 'off')
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused()
  await expect(page.getByText('Attach your resume')).toBeVisible()

  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
  await page.getByLabel(/^Resume\b/).setInputFiles(resume)
  await page.getByRole('textbox', { name: 'Cover letter' }).fill('I like robots.')
  await page.getByRole('checkbox', { name: /^I agree/ }).check()
  // The consent line is the company's own text (Settings → Privacy), which the application records.
  await expect(page.getByRole('checkbox', { name: /^I agree that Acme Robotics keeps my application and resume for 180 days/ })).toBeVisible()
  await page.getByRole('button', { name: 'Submit application' }).dblclick()
  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeFocused()
  expect(apiCalls.filter((call) => call.method === 'POST' && call.path.endsWith('/apply'))).toHaveLength(1)
})

test('errors sit beside their fields and nothing typed is lost; 429 is said', async ({ page }) => {
  await page.goto(JOB)
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@invalid.test')
  await page.getByLabel(/^Resume\b/).setInputFiles(resume)
  await page.getByRole('checkbox', { name: /^I agree/ }).check()
  await page.getByRole('button', { name: 'Submit application' }).click()
  const email = page.getByRole('textbox', { name: 'Email' })
  await expect(email).toHaveAccessibleDescription(/cannot receive mail/)
  await expect(email).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace')
  await email.fill('ratelimited@example.com')
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByText(/Too many applications/)).toBeVisible()
  await expect(email).toHaveValue('ratelimited@example.com')
})

test('a closed job says so, on arrival and when it closes while applying', async ({ page }) => {
  await page.goto(`/careers/job/?company=${CAREERS_SLUG}&id=${CLOSED_JOB_ID}`)
  await expect(page.getByRole('heading', { name: 'This job is closed' })).toBeVisible()
  await expect(page).toHaveTitle('This job at Acme Robotics is closed')
  await page.goto(`/careers/job/?company=${CAREERS_SLUG}&id=${CLOSES_WHILE_APPLYING_JOB_ID}`)
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
  await page.getByLabel(/^Resume\b/).setInputFiles(resume)
  await page.getByRole('checkbox', { name: /^I agree/ }).check()
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByRole('heading', { name: 'This job is closed' })).toBeVisible()
  await expect(page).toHaveTitle('This job at Acme Robotics is closed')
})

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`both pages pass axe at ${width} px in ${scheme} mode`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(SITE)
      if (scheme === 'dark') await page.getByRole('button', { name: 'Toggle color scheme' }).click()
      await expect(page.getByRole('link', { name: 'Robotics Engineer' })).toBeVisible()
      await expectNoViolations(page)
      await page.screenshot({ path: `test-results/careers-site-${width}-${scheme}.png`, fullPage: true })
      await page.getByRole('link', { name: 'Robotics Engineer' }).click()
      await expect(page.getByRole('button', { name: 'Submit application' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await expectNoViolations(page)
      await page.screenshot({ path: `test-results/careers-job-${width}-${scheme}.png`, fullPage: true })
    })
  }
}
