import { expectNoSeriousViolations } from './axe'
import { atPath, expect, holdToken, mainNav, test, uniqueToken } from './fixtures'

/**
 * Issue 9 on the stub server (no requisitions there): the pages' names and landmarks, the list's
 * filters in the URL, a missing requisition. The flow itself runs on the real server
 * (e2e/full-stack/requisitions.fullstack.ts).
 */

test.beforeEach(async ({ context, baseURL }) => {
  await holdToken(context, baseURL, uniqueToken('owner'))
})

test('the Requisitions List names its search, filters and empty state, and keeps filters in the URL', async ({ page, apiCalls }) => {
  await page.goto('/job-requisitions/')
  await expect(page.getByRole('heading', { level: 1, name: 'Requisitions List' })).toBeVisible()
  await expect(mainNav(page).getByRole('link', { name: 'Requisitions List', exact: true })).not.toHaveAttribute('aria-describedby')
  const main = page.getByRole('main')
  await expect(main.getByRole('searchbox', { name: 'Search requisitions' }).or(main.getByRole('textbox', { name: 'Search requisitions' }))).toBeVisible()
  for (const name of ['Status', 'Department', 'Priority']) await expect(main.getByRole('combobox', { name })).toBeVisible()
  await expect(main.getByText('No requisitions yet')).toBeVisible()
  await expect(main.getByRole('link', { name: 'New requisition' }).first()).toHaveAttribute('href', '/job-requisitions/create/')
  await expectNoSeriousViolations(page)

  // The box shows the URL's filter, which the router sets after the click: wait for it, as a
  // user would (check() wants the state changed by the time its click returns).
  const waitingForMe = main.getByRole('checkbox', { name: 'Waiting for me' })
  await waitingForMe.click()
  await expect(waitingForMe).toBeChecked()
  await expect(page).toHaveURL(/[?&]waiting_for_me=true/)
  await main.getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'Urgent' })
  await expect(page).toHaveURL(/[?&]priority=urgent/)
  await expect(main.getByText('No requisitions match')).toBeVisible()
  await expect.poll(() => apiCalls.some((call) => call.path === 'requisitions' && call.method === 'GET')).toBe(true)

  await page.reload()
  await expect(main.getByRole('checkbox', { name: 'Waiting for me' })).toBeChecked()
  await expect(main.getByRole('combobox', { name: 'Priority' })).toHaveValue('urgent')
})

test('New Job Requisition names every field and its two ways to save', async ({ page }) => {
  await page.goto('/job-requisitions/create/')
  await expect(page.getByRole('heading', { level: 1, name: 'New Job Requisition' })).toBeVisible()
  const main = page.getByRole('main')
  for (const name of ['Title', 'Department', 'Location', 'Minimum salary', 'Maximum salary', 'Description']) {
    await expect(main.getByRole('textbox', { name, exact: true }).or(main.getByRole('combobox', { name, exact: true }))).toBeVisible()
  }
  for (const name of ['Employment type', 'Workplace', 'Priority', 'Currency', 'Reason']) await expect(main.getByRole('combobox', { name })).toBeVisible()
  await main.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Replacement' })
  await expect(main.getByRole('textbox', { name: 'Replaces' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Save draft' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Submit for approval' })).toBeVisible()
  await expectNoSeriousViolations(page)
})

test('a requisition that does not exist says so, with the way back', async ({ page }) => {
  await page.goto('/job-requisitions/view/?id=999')
  await expect(page.getByRole('heading', { name: 'Requisition not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Requisitions List' }).click()
  await expect(page).toHaveURL(atPath('/job-requisitions/'))
})
