import { expectNoSeriousViolations } from './axe'
import { expect, holdToken, test, uniqueToken } from './fixtures'

/**
 * Settings → Offer approvals (contract 17) on the stub server (e2e/stub-offer-chain.ts): the
 * requisitions' chain editor on the offers' chain, with "only when outside the band". The server's
 * rules are tested in server/modules/settings/offer-approval-chain.test.ts.
 */

test.describe.configure({ timeout: 90_000 })

const outOfRange = 'Only when the salary is outside the requisition’s band'

test('an owner sets two steps and "only when outside the band", saves, and finds them after a reload', async ({ page, context, baseURL, apiCalls }) => {
  await holdToken(context, baseURL, uniqueToken('owner'))
  await page.goto('/settings/')
  await page.getByRole('tab', { name: 'Offer approvals' }).click()
  await expect(page).toHaveURL(/\/settings\/offer-approvals\/$/)
  const steps = page.getByRole('list', { name: 'Approval steps' })
  await expect(steps.getByRole('combobox', { name: 'Step 1 approver' })).toHaveValue('Anyone who may approve')
  await expect(page.getByRole('checkbox', { name: outOfRange })).not.toBeChecked()
  await expectNoSeriousViolations(page)

  await page.getByRole('button', { name: 'Add step' }).click()
  await steps.getByRole('textbox', { name: 'Step 2 approvals needed' }).fill('2')
  await page.getByRole('textbox', { name: /^SLA in days/ }).fill('5')
  await page.getByRole('checkbox', { name: outOfRange }).check()
  await page.getByRole('button', { name: 'Save approval chain' }).click()
  await expect(page.getByText('Offer approval chain saved')).toBeVisible()
  expect(apiCalls.find((call) => call.method === 'PUT' && call.path === 'settings/offer-approval-chain')?.body).toEqual({
    steps: [
      { approver: { type: 'any' }, required: 1 },
      { approver: { type: 'any' }, required: 2 },
    ],
    sla_days: 5,
    only_out_of_range: true,
  })

  await page.reload()
  await expect(steps.getByRole('textbox', { name: 'Step 2 approvals needed' })).toHaveValue('2')
  await expect(page.getByRole('textbox', { name: /^SLA in days/ })).toHaveValue('5')
  await expect(page.getByRole('checkbox', { name: outOfRange })).toBeChecked()
  // The requisitions' chain is another one: General's still has its one step.
  await page.getByRole('tab', { name: 'General' }).click()
  await expect(page.getByRole('list', { name: 'Approval steps' }).getByRole('listitem')).toHaveCount(1)
})

test('an empty SLA is refused beside its field, before anything is sent', async ({ page, context, baseURL, apiCalls }) => {
  await holdToken(context, baseURL, uniqueToken('owner'))
  await page.goto('/settings/offer-approvals/')
  await page.getByRole('textbox', { name: /^SLA in days/ }).clear()
  await page.getByRole('button', { name: 'Save approval chain' }).click()
  await expect(page.getByRole('textbox', { name: /^SLA in days/ })).toHaveAccessibleDescription(/Use a whole number of days/)
  expect(apiCalls.filter((call) => call.method === 'PUT')).toEqual([])
})

test('a member without settings.allow is refused the tab', async ({ page, context, baseURL }) => {
  await holdToken(context, baseURL, uniqueToken('perm:offer.view'))
  await page.goto('/settings/offer-approvals/')
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible()
})
