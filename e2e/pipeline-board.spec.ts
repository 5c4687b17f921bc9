import type { Page } from '@playwright/test'
import { testJob } from '../src/features/jobs/test-job'
import { expectNoSeriousViolations } from './axe'
import { expect, holdToken, test, uniqueToken } from './fixtures'

/**
 * Issue 30 on the stub server (e2e/stub-pipeline.ts keeps job 7's board per token): cards chosen
 * several at a time and moved or rejected together in one request, the board showing the server's
 * answer afterwards. Moving one card by dragging is covered by the component tests.
 */

const stage = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const bar = (page: Page) => page.getByRole('region', { name: 'Chosen applicants' })

test.beforeEach(async ({ page, context, baseURL }) => {
  await holdToken(context, baseURL, uniqueToken('owner'))
  // The stub has no jobs (they are the real server's, e2e/full-stack/jobs.fullstack.ts): this one answers for it.
  await page.route('**/backend/api/jobs/7', (route) => route.fulfill({ json: testJob({ status: 'published' }) }))
  await page.goto('/jobs/pipeline/?id=7')
  await expect(stage(page, 'Applied').getByRole('link', { name: 'Grace Hopper' })).toBeVisible()
})

test('three chosen cards from two stages move to Interview together', async ({ page, apiCalls }) => {
  await page.getByRole('checkbox', { name: 'Select Grace Hopper' }).check()
  await page.getByRole('checkbox', { name: 'Select Katherine Johnson' }).check()
  // The keyboard chooses as well as the pointer.
  await page.getByRole('checkbox', { name: 'Select Ada Lovelace' }).focus()
  await page.keyboard.press('Space')
  await expect(bar(page)).toContainText('3 selected')
  await expect(page.getByRole('status').filter({ hasText: '3 selected' })).toBeAttached()
  await expectNoSeriousViolations(page)

  await bar(page).getByRole('button', { name: 'Move to…' }).click()
  await page.getByRole('menuitem', { name: 'Interview' }).click()

  await expect(bar(page)).toBeHidden()
  const interview = stage(page, 'Interview')
  for (const name of ['Grace Hopper', 'Katherine Johnson', 'Ada Lovelace', 'Barbara Liskov']) await expect(interview.getByRole('link', { name })).toBeVisible()
  await expect(stage(page, 'Applied').getByRole('link', { name: 'Grace Hopper' })).toBeHidden()
  await expect(stage(page, 'Screening').getByRole('link')).toHaveText(['Edsger Dijkstra'])
  await expect(page.getByRole('checkbox', { name: 'Select Grace Hopper' })).not.toBeChecked()
  const moves = apiCalls.filter((call) => call.method === 'POST' && call.path === 'applications/bulk')
  expect(moves.map((call) => call.body)).toEqual([{ ids: [100, 101, 104], action: 'move', stage_id: 3 }])
})

test('a stage’s two cards, chosen at once, are rejected with one reason and leave the board', async ({ page, apiCalls }) => {
  await expect(page.getByText('None rejected')).toBeVisible()
  await stage(page, 'Screening').getByRole('checkbox', { name: 'Select all in Screening' }).check()
  await expect(bar(page)).toContainText('2 selected')

  await bar(page).getByRole('button', { name: 'Reject…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reject 2 applicants' })
  await dialog.getByRole('combobox', { name: /^Reason/ }).selectOption('Withdrew')
  await dialog.getByRole('button', { name: 'Reject' }).click()

  await expect(dialog).toBeHidden()
  await expect(stage(page, 'Screening')).toContainText('No applicants here')
  await expect(page.getByRole('link', { name: '2 rejected, not on the board' })).toBeVisible()
  await expect(bar(page)).toBeHidden()
  const rejections = apiCalls.filter((call) => call.method === 'POST' && call.path === 'applications/bulk')
  // Each applicant also gets the rejection mail, by default the next working morning at 09:00.
  expect(rejections.map((call) => call.body)).toEqual([
    { ids: [104, 105], action: 'reject', reason: 'Withdrew', email: { template_id: expect.any(Number), send_at: expect.stringMatching(/T\d\d:00:00\.000Z$/) } },
  ])
})
