import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expectNoSeriousViolations } from './axe'
import { expect, holdToken, test, uniqueToken } from './fixtures'

/**
 * Issue 33 on the stub server (e2e/stub-offers.ts): an offer made from Ana Lima's page with her
 * requisition's band beside the salary, its letter rendered as it is written, submitted, approved
 * by another persona from Home, sent; an approved offer whose salary changes goes back for
 * approval and its history shows the before and after; a refusal beside its field. The
 * candidate's side, the PDF and the hire run on the real server (e2e/full-stack/).
 */

test.beforeEach(() => test.slow())

/** The approver persona of the same test: the stub shares offers between tokens of one suffix. */
const approverOf = (token: string) => `perm:offer_approve.allow~${token.split('~').at(-1)}`

async function signInAs(context: BrowserContext, baseURL: string | undefined, token: string) {
  await context.clearCookies()
  await holdToken(context, baseURL, token)
}

async function openMakeOffer(page: Page) {
  await page.goto('/candidates/view/?id=3')
  const offers = page.getByRole('region', { name: 'Offers' })
  await expect(offers.getByText('No offer yet.')).toBeVisible()
  await offers.getByRole('button', { name: 'Make offer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Make offer to Ana Lima' })
  const form = dialog.getByRole('form', { name: 'Make offer' })
  await expect(form.getByRole('textbox', { name: /^Start date/ })).toHaveValue('2030-01-07')
  return { dialog, form }
}

test('an offer outside the band is made from the applicant page, previewed, submitted, approved from Home by an approver and sent', async ({
  page,
  context,
  baseURL,
  apiCalls,
}) => {
  const owner = uniqueToken('owner')
  await holdToken(context, baseURL, owner)
  const { dialog, form } = await openMakeOffer(page)

  // Prefilled from the job and its requisition: title, currency of the band, hiring manager, default template.
  await expect(form.getByRole('textbox', { name: /^Job title/ })).toHaveValue('Backend Engineer')
  await expect(form.getByRole('textbox', { name: /^Currency/ })).toHaveValue('USD')
  await expect(form.getByRole('combobox', { name: 'Manager' })).toHaveValue('Priya Patel')
  const salary = form.getByRole('textbox', { name: /^Salary/ })
  await expect(salary).toHaveAccessibleDescription('Band: $80,000 – $95,000 a year')

  await salary.fill('99000')
  await expect(form.getByRole('alert').filter({ hasText: 'Outside the band' })).toContainText('Above the requisition’s band of $80,000 – $95,000 a year')
  const letter = dialog.getByRole('region', { name: 'Letter' })
  await expect(letter).toContainText('We are delighted to offer you the position of Backend Engineer')
  await expect(letter).toContainText('Salary: $99,000 a year')
  await expect(letter).toContainText('Manager: Priya Patel')
  await expectNoSeriousViolations(page)

  await form.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL(/\/offers\/view\/\?id=\d+/)
  await expect(page.getByRole('heading', { level: 1, name: 'Offer to Ana Lima' })).toBeVisible()
  const details = page.getByRole('region', { name: 'Details' })
  await expect(details).toContainText('$99,000 a year')
  await expect(details.getByText('Outside the band')).toBeVisible()
  expect(apiCalls.find((call) => call.method === 'POST' && call.path === 'offers')?.body).toMatchObject({
    application_id: 31,
    salary: 99000,
    salary_currency: 'USD',
    manager_id: 61,
  })

  await page.getByRole('button', { name: 'Submit for approval' }).click()
  await expect(page.getByText('Pending approval', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Approval' })).toContainText('May still act: Sam Okafor')
  await expect(page.getByRole('button', { name: 'Send to candidate' })).toBeHidden()
  // Afresh, without the submission's toast (the shell's, not this page's).
  await page.reload()
  await expect(page.getByRole('region', { name: 'Approval' })).toBeVisible()
  await expectNoSeriousViolations(page)

  await signInAs(context, baseURL, approverOf(owner))
  await page.goto('/')
  const attention = page.getByRole('region', { name: 'Needs attention' }).or(page.locator('section[aria-labelledby="home-attention"]'))
  await attention.getByRole('link', { name: /Offer to Ana Lima/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Offer to Ana Lima' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Withdraw offer' })).toBeHidden()
  await page.getByRole('button', { name: 'Approve', exact: true }).click()
  const approving = page.getByRole('dialog', { name: 'Approve the offer to Ana Lima?' })
  await approving.getByRole('textbox', { name: 'Comment' }).fill('Worth it for her Go experience.')
  await approving.getByRole('button', { name: 'Approve offer' }).click()
  await expect(approving).toBeHidden()
  await expect(page.getByRole('region', { name: 'Approval' })).toContainText('Approved at every step')
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Worth it for her Go experience.')

  await signInAs(context, baseURL, owner)
  await page.reload()
  await page.getByRole('button', { name: 'Send to candidate' }).click()
  const sending = page.getByRole('dialog', { name: 'Send the offer to Ana Lima?' })
  await sending.getByRole('button', { name: 'Send offer' }).click()
  await expect(sending).toBeHidden()
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Withdraw offer' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit' })).toBeHidden()

  await page.getByRole('link', { name: 'Ana Lima' }).first().click()
  const offers = page.getByRole('region', { name: 'Offers' })
  await expect(offers.getByText('Sent', { exact: true })).toBeVisible()
  await expect(offers.getByRole('button', { name: 'Make offer' })).toBeHidden()
  await expect(offers.getByRole('link', { name: 'View offer' })).toHaveAttribute('href', /\/offers\/view\/\?id=\d+/)
})

/** An approved offer at $90,000, made and decided through the API as the stub's personas. */
async function approvedOffer(request: APIRequestContext, owner: string): Promise<number> {
  const as = (token: string) => ({ authorization: `Bearer ${token}` })
  const made = await request.post('/backend/api/offers', {
    headers: as(owner),
    data: { application_id: 31, template_id: 1, start_date: '2030-01-07', salary: 90000, salary_currency: 'USD', salary_period: 'year', expires_at: '2030-01-01T17:00:00Z' },
  })
  expect(made.status()).toBe(201)
  const { id } = (await made.json()) as { id: number }
  expect((await request.post(`/backend/api/offers/${id}/submit`, { headers: as(owner), data: {} })).status()).toBe(200)
  expect((await request.post(`/backend/api/offers/${id}/approve`, { headers: as(approverOf(owner)), data: {} })).status()).toBe(200)
  return id
}

test('a change of salary after approval sends the offer back for approval and its history shows before and after', async ({ page, context, baseURL }) => {
  const owner = uniqueToken('owner')
  await holdToken(context, baseURL, owner)
  const id = await approvedOffer(page.request, owner)
  await page.goto(`/offers/view/?id=${id}`)
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible()

  await page.getByRole('button', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit offer for Ana Lima' })
  await expect(dialog.getByText('sends the offer back for approval at step 1')).toBeVisible()
  await dialog.getByRole('textbox', { name: /^Salary/ }).fill('99000')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog).toBeHidden()

  await expect(page.getByText('Pending approval', { exact: true }).first()).toBeVisible()
  const history = page.getByRole('region', { name: 'History' })
  // Once: the edit holds the before and after, the restart names why.
  await expect(history).toContainText('Approval restarted · step 1 · salary changed')
  await expect(history.getByRole('listitem').filter({ hasText: 'Salary:' })).toHaveText('Salary: 90,000 → 99,000')
  await page.reload()
  await expect(history).toBeVisible()
  await expectNoSeriousViolations(page)
})

test('a refusal of the server shows beside its field, and nothing is saved', async ({ page, context, baseURL }) => {
  await holdToken(context, baseURL, uniqueToken('owner'))
  const { dialog, form } = await openMakeOffer(page)
  const start = form.getByRole('textbox', { name: /^Start date/ })
  await start.fill('2020-01-06')
  await form.getByRole('textbox', { name: /^Salary/ }).fill('90000')
  await expect(form.getByRole('alert').filter({ hasText: 'Outside the band' })).toBeHidden()
  await form.getByRole('button', { name: 'Save draft' }).click()
  await expect(start).toHaveAccessibleDescription('Choose a start date from today on')
  await expect(start).toBeFocused()
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/candidates\/view\//)
})
