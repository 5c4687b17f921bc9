import { expect, holdToken, test, uniqueToken } from './fixtures'

/**
 * Issue 31 on the stub server (e2e/stub-messages.ts): editing an email template with its merge
 * fields and preview, writing to an applicant and cancelling a scheduled mail, rejecting with a
 * rejection mail. Sending itself runs on the real server (e2e/full-stack/).
 */

test.beforeEach(async ({ context, baseURL }) => {
  // Each walks a whole task (typing, menus, dialogs, a preview asked for at each pause in typing).
  test.slow()
  await holdToken(context, baseURL, uniqueToken('owner'))
})

test('Settings → Email templates: edit a rejection template with a merge field, see its preview, and be told of an unknown field', async ({ page }) => {
  await page.goto('/settings/')
  const templates = page.getByRole('region', { name: 'Email templates' })
  await expect(templates.getByRole('heading', { name: 'Rejection' })).toBeVisible()
  // The default of a kind is marked, and cannot be deleted.
  const defaultRow = templates.getByRole('listitem').filter({ hasText: 'Default' }).first()
  await expect(defaultRow.getByRole('button', { name: /^Delete/ })).toHaveAttribute('aria-disabled', 'true')

  await templates.getByRole('button', { name: 'Edit Not qualified' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Not qualified' })
  const message = dialog.getByRole('textbox', { name: /^Message/ })
  await message.click()
  await message.press('ControlOrMeta+End')
  await message.pressSequentially('\n\nBest, ')
  await dialog.getByRole('button', { name: 'Insert merge field' }).click()
  await page.getByRole('menuitem', { name: /Your name/ }).click()
  await expect(message).toHaveValue(/Best, \{\{ sender\.name \}\}$/)
  const preview = dialog.frameLocator('iframe[title="Mail preview"]')
  await expect(preview.getByText('Hi Ana,')).toBeVisible()
  await expect(preview.getByText(/Best, /)).toBeVisible()

  await message.pressSequentially(' {{ candidate.age }}')
  await expect(message).toHaveAccessibleDescription(/Unknown merge field: candidate\.age/)
  await dialog.getByRole('button', { name: 'Save template' }).click()
  await expect(message).toHaveAccessibleDescription(/Unknown merge field: candidate\.age/)
  await message.fill(((await message.inputValue()) ?? '').replace(' {{ candidate.age }}', ''))
  await dialog.getByRole('button', { name: 'Save template' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Template saved')).toBeVisible()
})

test('an applicant is written to at a time in the company’s zone, and the scheduled mail can be cancelled', async ({ page, apiCalls }) => {
  await page.goto('/candidates/view/?id=3')
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Lima' })).toBeVisible()
  await page.getByRole('button', { name: 'Email', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Email Ana Lima' })
  await dialog.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'General' })
  await expect(dialog.getByRole('textbox', { name: /^Subject/ })).toHaveValue('General: {{ job.title }}')
  await expect(dialog.frameLocator('iframe[title="Mail preview"]').getByText('Hi Ana,')).toBeVisible()
  await dialog.getByRole('radio', { name: 'Send at' }).check()
  await expect(dialog.getByText(/Times are the company’s: UTC/)).toBeVisible()
  await dialog.getByLabel('Date and time').fill('2030-03-04T09:00')
  await dialog.getByRole('button', { name: 'Schedule email' }).click()
  await expect(dialog).toBeHidden()
  const sent = apiCalls.find((call) => call.method === 'POST' && call.path === 'applicants/3/messages')
  expect(sent?.body).toMatchObject({ subject: 'General: {{ job.title }}', send_at: '2030-03-04T09:00:00.000Z', application_id: 31 })

  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(timeline.getByText('Email: General: Backend Engineer')).toBeVisible()
  await expect(timeline.getByText('Scheduled', { exact: true })).toBeVisible()
  await timeline.getByRole('button', { name: 'Show the message' }).click()
  await expect(timeline.getByText('Thank you for your time.')).toBeVisible()
  await timeline.getByRole('button', { name: /^Cancel the email/ }).click()
  const confirm = page.getByRole('dialog', { name: /^Cancel the email/ })
  await confirm.getByRole('button', { name: 'Cancel email' }).click()
  await expect(confirm).toBeHidden()
  await expect(timeline.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(timeline.getByRole('button', { name: /^Cancel the email/ })).toHaveCount(0)
})

test('rejecting offers the reason’s rejection template for the next working morning, and the mail shows as scheduled', async ({ page, apiCalls }) => {
  await page.goto('/candidates/view/?id=3')
  await page.getByRole('button', { name: 'Reject', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Reject Ana Lima for Backend Engineer' })
  await dialog.getByRole('combobox', { name: /^Reason/ }).selectOption('Not qualified')
  await expect(dialog.getByRole('checkbox', { name: 'Send a rejection email' })).toBeChecked()
  await expect(dialog.getByRole('combobox', { name: 'Rejection template' })).toHaveValue(/\d+/)
  await expect(dialog.getByRole('combobox', { name: 'Rejection template' }).locator('option:checked')).toHaveText('Not qualified')
  await expect(dialog.getByLabel('Date and time')).toHaveValue(/T09:00$/)
  await dialog.getByRole('button', { name: 'Preview' }).click()
  await expect(dialog.frameLocator('iframe[title="Mail preview"]').getByText('We chose someone whose experience fits more closely.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
  await expect(dialog).toBeHidden()
  const rejected = apiCalls.find((call) => call.method === 'POST' && call.path === 'applications/31/reject')
  expect(rejected?.body).toMatchObject({ reason: 'Not qualified', email: { template_id: expect.any(Number), send_at: expect.stringMatching(/T09:00:00\.000Z$/) } })
  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(timeline.getByText('Email: About your application for Backend Engineer')).toBeVisible()
  await expect(timeline.getByText('Scheduled', { exact: true })).toBeVisible()
})
