import { readFile } from 'node:fs/promises'
import { expectNoSeriousViolations, expectNoViolations } from './axe'
import { expect, holdToken, test, uniqueToken } from './fixtures'
import { ERASURE_CODE, STUB_PRIVACY_APPLICANT_ID } from './stub-privacy'

/**
 * "Privacy that keeps its promises" (contract 19) on the stub server (e2e/stub-privacy.ts):
 * Settings → Privacy's Keep, anonymising from the applicant's page, the audit log's filters and
 * CSV, and the candidate's own privacy page. Mails, codes and erasure run on the real server
 * (e2e/full-stack/privacy.fullstack.ts).
 */

// Each walks a whole task through dialogs and pages; on a loaded machine that takes longer than the default.
test.describe.configure({ timeout: 120_000 })

test.describe('staff', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await holdToken(context, baseURL, uniqueToken('owner'))
  })

  test('Settings → Privacy: keep a due applicant, giving the reason the audit log then shows', async ({ page, apiCalls }) => {
    await page.goto('/settings/')
    await page.getByRole('tab', { name: 'Privacy' }).click()
    await expect(page).toHaveURL(/\/settings\/privacy\/$/)
    await expect(page.getByRole('textbox', { name: 'Retention period (days)' })).toHaveValue('365')
    await expect(page.getByRole('region', { name: 'Consent' }).getByText('Version 1')).toBeVisible()
    const due = page.getByRole('region', { name: 'Due for anonymisation' })
    await expect(due.getByRole('link', { name: 'Carla Mendes' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Privacy requests' }).getByText('Erasure · Anonymised applicant')).toBeVisible()
    await expectNoSeriousViolations(page)
    await due.getByRole('button', { name: 'Keep Carla Mendes' }).click()
    const dialog = page.getByRole('dialog', { name: 'Keep Carla Mendes’s data?' })
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Fits the spring opening')
    await dialog.getByRole('button', { name: 'Keep their data' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Applicant data kept')).toBeVisible()
    await expect(due.getByRole('link', { name: 'Carla Mendes' })).toBeHidden()
    await expect(due.getByRole('link', { name: 'Diego Ortiz' })).toBeVisible()
    expect(apiCalls.find((call) => call.method === 'POST' && call.path === 'applicants/21/keep')?.body).toEqual({ reason: 'Fits the spring opening' })

    await page.getByRole('tab', { name: 'Audit log' }).click()
    await expect(page.getByRole('table', { name: 'Audit log' }).getByText('“Fits the spring opening”')).toBeVisible()
  })

  test('an applicant is anonymised from their page after the dialog explains how it differs from deleting', async ({ page }) => {
    await page.goto(`/candidates/view/?id=${STUB_PRIVACY_APPLICANT_ID}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Bruno Costa' })).toBeVisible()
    await expect(page.getByText(/^Consent given /)).toBeVisible()
    await page.getByRole('button', { name: 'Show the consent text' }).click()
    await expect(page.getByText('I agree that Acme Robotics keeps my application for 365 days.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible()
    await page.getByRole('button', { name: 'Anonymise' }).click()
    const dialog = page.getByRole('dialog', { name: 'Anonymise Bruno Costa?' })
    await expect(dialog.getByText(/Their applications stay.*Delete instead removes the applicant and their applications/)).toBeVisible()
    await expectNoSeriousViolations(page)
    await dialog.getByRole('button', { name: 'Anonymise' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Anonymised applicant' })).toBeVisible()
    await expect(page.getByText(/^Anonymised on /)).toBeVisible()
    for (const gone of ['Anonymise', 'Merge duplicate', 'Email']) await expect(page.getByRole('button', { name: gone, exact: true })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible()
  })

  test('the audit log is filtered by kind of record and dates, and its CSV carries the same filters', async ({ page }) => {
    await page.goto('/settings/audit-log/')
    const log = page.getByRole('table', { name: 'Audit log' })
    await expect(log.getByRole('row')).toHaveCount(4)
    await expect(log.getByRole('link', { name: 'Job #8' })).toHaveAttribute('href', '/jobs/view/?id=8')
    await expect(log.getByText('title: Backend dev → Backend Engineer')).toBeVisible()
    await page.getByRole('combobox', { name: 'Kind of record' }).selectOption({ label: 'Requisition' })
    await expect(page).toHaveURL(/subject_type=requisition/)
    await expect(log.getByRole('row')).toHaveCount(2)
    await expect(log.getByText('“Budget agreed”')).toBeVisible()
    await page.getByRole('combobox', { name: 'Kind of record' }).selectOption({ label: 'All kinds' })
    await page.getByLabel('From').fill('2026-11-15')
    await expect(page).toHaveURL(/from=2026-11-15/)
    await expect(log.getByRole('row')).toHaveCount(3)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('audit-log.csv')
    const csv = await readFile((await file.path()) ?? '', 'utf8')
    expect(csv.split('\n').filter(Boolean)).toHaveLength(3)
    await expectNoSeriousViolations(page)
  })
})

test.describe('the candidate’s privacy page', () => {
  test('downloads their data, then erases it with the mailed code: a wrong one refused beside the field, the right one erasing', async ({ page }) => {
    const token = `ok-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
    await page.goto(`/careers/privacy/?token=${token}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Your data at Acme Robotics' })).toBeVisible()
    await expect(page.getByRole('banner').getByText('Acme Robotics')).toBeVisible()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download my data' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('my-data-acme-robotics.json')
    expect(JSON.parse(await readFile((await file.path()) ?? '', 'utf8'))).toMatchObject({ profile: { name: 'Ana Lima' } })
    await expectNoViolations(page)

    await page.getByRole('button', { name: 'Erase my data' }).click()
    await expect(page.getByRole('heading', { name: 'Erase your data?' })).toBeFocused()
    await page.getByRole('button', { name: 'Mail me the code' }).click()
    await expect(page.getByRole('heading', { name: 'We mailed you a code' })).toBeVisible()
    const code = page.getByRole('textbox', { name: 'Code from the mail' })
    await code.fill('111111')
    await page.getByRole('button', { name: 'Erase my data now' }).click()
    await expect(code).toHaveAccessibleDescription('This code is not the one we mailed.')
    await expectNoViolations(page)
    await code.fill(ERASURE_CODE)
    await page.getByRole('button', { name: 'Erase my data now' }).click()
    await expect(page.getByRole('heading', { name: 'Your data has been erased' })).toBeVisible()
  })

  test('the mail’s link opens at the code, and an expired link says so', async ({ page }) => {
    await page.goto('/careers/privacy/?token=ok-link&erase=1')
    await expect(page.getByRole('textbox', { name: 'Code from the mail' })).toBeVisible()
    await page.goto('/careers/privacy/?token=expired-1')
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible()
    await expect(page).toHaveTitle('This link has expired')
  })

  test('fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/careers/privacy/?token=ok-phone&erase=1')
    await expect(page.getByRole('button', { name: 'Erase my data now' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
