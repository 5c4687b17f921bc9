import type { Page } from '@playwright/test'
import { THEME_STORAGE_KEY } from '../src/stores/theme'
import { expectNoSeriousViolations } from './axe'
import { expect, holdToken, test, uniqueToken } from './fixtures'

/**
 * Structured interviews in the staff app on the stub server (e2e/stub-interviews.ts): a job's
 * interview plan built and reordered, an interview scheduled with a panel where one person is
 * busy (seen, then scheduled anyway), rescheduled and cancelled, a scheduling link sent and
 * withdrawn; and the two pages at 390 px and right to left. Mails and invitations are the real server's.
 */

test.beforeEach(async ({ context, baseURL }) => {
  // Each walks a whole task through dialogs.
  test.slow()
  await holdToken(context, baseURL, uniqueToken('owner'))
})

async function addKit(page: Page, kit: { name: string; stage: string; minutes: string; attributes: string[]; questions?: string[] }) {
  await page.getByRole('button', { name: 'Add interview kit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add interview kit' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(kit.name)
  await dialog.getByRole('combobox', { name: /^Stage/ }).selectOption({ label: kit.stage })
  await dialog.getByRole('textbox', { name: /^Duration/ }).fill(kit.minutes)
  for (const [index, attribute] of kit.attributes.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Add attribute' }).click()
    await dialog.getByRole('textbox', { name: new RegExp(`^Attribute ${index + 1}\\b(?! description)`) }).fill(attribute)
  }
  for (const [index, question] of (kit.questions ?? []).entries()) {
    await dialog.getByRole('button', { name: 'Add question' }).click()
    await dialog.getByRole('textbox', { name: `Question ${index + 1}` }).fill(question)
  }
  await dialog.getByRole('button', { name: 'Add kit' }).click()
  await expect(dialog).toBeHidden()
}

test('a job’s interview plan: kits added under their stages, a server error beside its field, reordered and deleted', async ({ page, apiCalls }) => {
  await page.goto('/jobs/view/?id=8')
  const plan = page.getByRole('region', { name: 'Interview plan' })
  await expect(plan.getByText('No interviews planned yet.')).toBeVisible()

  // Checked in the browser first: an attribute without a name is named beside it.
  await plan.getByRole('button', { name: 'Add interview kit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add interview kit' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('taken')
  await dialog.getByRole('button', { name: 'Add kit' }).click()
  await expect(dialog.getByRole('textbox', { name: /^Attribute 1\b(?! description)/ })).toHaveAccessibleDescription(/Name the attribute/)
  // The server's 422 lands beside the field it names.
  await dialog.getByRole('textbox', { name: /^Attribute 1\b(?! description)/ }).fill('Communication')
  await dialog.getByRole('button', { name: 'Add kit' }).click()
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(/already has a kit named/)
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await addKit(page, { name: 'Screening call', stage: 'Screening', minutes: '30', attributes: ['Motivation'] })
  await addKit(page, { name: 'System design', stage: 'Interview', minutes: '60', attributes: ['Architecture', 'Trade-offs'], questions: ['Design a URL shortener'] })
  await addKit(page, { name: 'Pair programming', stage: 'Interview', minutes: '90', attributes: ['Code quality'] })
  const interviewStage = plan.getByRole('region', { name: 'Interview' })
  await expect(interviewStage.getByRole('listitem')).toHaveText([/System design/, /Pair programming/])
  await expect(interviewStage.getByRole('listitem', { name: 'System design' })).toContainText('60 min · 2 attributes · 1 question')

  await interviewStage.getByRole('button', { name: 'Move Pair programming up' }).click()
  await expect(interviewStage.getByRole('listitem')).toHaveText([/Pair programming/, /System design/])
  expect(apiCalls.find((call) => call.method === 'PATCH' && call.path.startsWith('interview-kits/'))?.body).toEqual({ position: 0 })

  await plan.getByRole('button', { name: 'Delete Screening call' }).click()
  await page.getByRole('dialog', { name: 'Delete Screening call?' }).getByRole('button', { name: 'Delete kit' }).click()
  await expect(plan.getByRole('region', { name: 'Screening' })).toBeHidden()
})

test('an interview is scheduled with a busy panel member (seen, then scheduled anyway), rescheduled and cancelled', async ({ page, apiCalls }) => {
  await page.goto('/jobs/view/?id=8')
  await addKit(page, { name: 'System design', stage: 'Interview', minutes: '45', attributes: ['Architecture'] })

  await page.goto('/candidates/view/?id=3')
  const interviews = page.getByRole('region', { name: 'Interviews' })
  await expect(interviews.getByText('No interviews for Backend Engineer yet.')).toBeVisible()
  await interviews.getByRole('button', { name: 'Schedule interview' }).click()
  const dialog = page.getByRole('dialog', { name: 'Schedule an interview with Ana Lima' })
  await dialog.getByRole('combobox', { name: 'Interview kit' }).selectOption({ label: 'System design (Interview)' })
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('System design')
  await expect(dialog.getByRole('textbox', { name: /^Duration/ })).toHaveValue('45')
  await dialog.getByLabel(/^Date/).fill('2030-03-04')
  await dialog.getByLabel(/^Start time/).fill('10:30')
  await expect(dialog.getByText(/Times are the company’s: UTC/)).toBeVisible()
  await expect(dialog.getByText(/Ends at 11:15/)).toBeVisible()

  // The panel: each person's clashes then, and the start on their own clock.
  await expect(dialog.getByText('Busy 10:00–11:00 (Onsite with Sam Lee)')).toBeVisible()
  await expect(dialog.getByText(/16:00 in Asia\/Kolkata/)).toBeVisible()
  await dialog.getByRole('checkbox', { name: 'Priya Patel' }).check()
  await dialog.getByRole('checkbox', { name: 'Max Müller' }).check()
  await dialog.getByRole('textbox', { name: 'Video link' }).fill('https://meet.example/abc')
  await dialog.getByRole('button', { name: 'Schedule interview' }).click()
  await expect(dialog.getByText('Max Müller has another interview at that time')).toBeVisible()
  await dialog.getByRole('button', { name: 'Schedule anyway' }).click()
  await expect(dialog).toBeHidden()
  const scheduled = apiCalls.filter((call) => call.method === 'POST' && call.path === 'interviews')
  expect(scheduled.map((call) => call.body)).toEqual([
    expect.objectContaining({ starts_at: '2030-03-04T10:30:00.000Z', ends_at: '2030-03-04T11:15:00.000Z', interviewer_ids: [51, 52], notify_candidate: true, timezone: 'UTC' }),
    expect.objectContaining({ allow_conflicts: true }),
  ])

  const item = interviews.getByRole('listitem', { name: 'System design' })
  await expect(item).toContainText('Mon, Mar 4, 2030, 10:30–11:15')
  await expect(item.getByRole('list', { name: 'Panel' })).toContainText('Priya PatelNo scorecard')
  await expect(item.getByRole('link', { name: 'System design' })).toHaveAttribute('href', /\/interviews\/view\/\?id=\d+$/)

  await item.getByRole('button', { name: 'Reschedule' }).click()
  const moving = page.getByRole('dialog', { name: 'Reschedule System design' })
  await expect(moving.getByLabel(/^Start time/)).toHaveValue('10:30')
  await moving.getByLabel(/^Start time/).fill('14:00')
  await moving.getByRole('button', { name: 'Reschedule' }).click()
  await expect(moving).toBeHidden()
  await expect(item).toContainText('14:00–14:45')

  await item.getByRole('button', { name: 'Cancel interview' }).click()
  const cancelling = page.getByRole('dialog', { name: 'Cancel System design?' })
  await cancelling.getByRole('textbox', { name: /^Reason/ }).fill('The candidate withdrew')
  await cancelling.getByRole('button', { name: 'Cancel interview' }).click()
  await expect(cancelling).toBeHidden()
  await expect(item).toContainText('Cancelled')
  await expect(item.getByRole('button', { name: 'Reschedule' })).toBeHidden()
  expect(apiCalls.find((call) => call.method === 'POST' && /^interviews\/\d+\/cancel$/.test(call.path))?.body).toEqual({ reason: 'The candidate withdrew' })
})

test('a scheduling link is sent for a window in the candidate’s time zone, listed, and withdrawn', async ({ page, apiCalls }) => {
  await page.goto('/candidates/view/?id=3')
  const interviews = page.getByRole('region', { name: 'Interviews' })
  await interviews.getByRole('button', { name: 'Send scheduling link' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send Ana Lima a scheduling link' })
  await dialog.getByRole('button', { name: 'Send link' }).click()
  await expect(dialog.getByLabel(/^From/)).toHaveAccessibleDescription(/Choose the first day/)
  await expect(dialog.getByText('Choose at least one interviewer')).toBeVisible()
  await dialog.getByLabel(/^From/).fill('2030-03-04')
  await dialog.getByLabel(/^To/).fill('2030-03-08')
  const zone = dialog.getByLabel('Candidate’s time zone')
  await expect(zone).toHaveValue('UTC')
  await zone.click()
  await zone.fill('Lisbon')
  await page.getByRole('option', { name: 'Europe/Lisbon' }).click()
  await dialog.getByRole('checkbox', { name: 'Dana Reyes' }).check()
  await dialog.getByRole('button', { name: 'Send link' }).click()
  await expect(dialog).toBeHidden()
  expect(apiCalls.find((call) => call.method === 'POST' && call.path === 'applications/31/scheduling-links')?.body).toMatchObject({
    interviewer_ids: [53],
    duration_minutes: 60,
    from: '2030-03-04T00:00:00.000Z',
    to: '2030-03-09T00:00:00.000Z',
    timezone: 'Europe/Lisbon',
  })
  const link = interviews.getByRole('listitem').filter({ hasText: 'Panel: Dana Reyes' })
  await expect(link).toContainText('Open')
  await expect(link).toContainText('Mar 4, 2030 to Mar 8, 2030')
  await link.getByRole('button', { name: 'Withdraw' }).click()
  await expect(link).toContainText('Withdrawn')
  await expect(link.getByRole('button', { name: 'Withdraw' })).toBeHidden()
})

test('no serious accessibility violations on the plan, the interviews and the scheduling dialog with a clash', async ({ page }) => {
  await page.goto('/jobs/view/?id=8')
  await addKit(page, { name: 'System design', stage: 'Interview', minutes: '60', attributes: ['Architecture'] })
  // The notices are the shell's, checked on their own (accessibility.spec.ts): these checks are of the plan and the section.
  await expect(page.getByText('Interview kit added')).toBeVisible()
  await expect(page.getByText('Interview kit added')).toBeHidden({ timeout: 15_000 })
  await expectNoSeriousViolations(page)
  await page.goto('/candidates/view/?id=3')
  const interviews = page.getByRole('region', { name: 'Interviews' })
  await interviews.getByRole('button', { name: 'Schedule interview' }).click()
  const dialog = page.getByRole('dialog', { name: 'Schedule an interview with Ana Lima' })
  await dialog.getByLabel(/^Date/).fill('2030-03-04')
  await dialog.getByLabel(/^Start time/).fill('10:30')
  await dialog.getByRole('checkbox', { name: 'Max Müller' }).check()
  await dialog.getByRole('button', { name: 'Schedule interview' }).click()
  await expect(dialog.getByRole('button', { name: 'Schedule anyway' })).toBeVisible()
  await expectNoSeriousViolations(page)
  await dialog.getByRole('button', { name: 'Schedule anyway' }).click()
  await expect(dialog).toBeHidden()
  await expect(interviews.getByRole('listitem', { name: 'Interview' })).toBeVisible()
  await expect(page.getByText('Interview scheduled')).toBeVisible()
  await expect(page.getByText('Interview scheduled')).toBeHidden({ timeout: 15_000 })
  await expectNoSeriousViolations(page)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the plan, the interviews and the scheduling dialog fit the width', async ({ page }) => {
    await page.goto('/jobs/view/?id=8')
    await addKit(page, { name: 'A kit with a rather long name for a small screen', stage: 'Interview', minutes: '60', attributes: ['Communication'] })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.goto('/candidates/view/?id=3')
    await page.getByRole('region', { name: 'Interviews' }).getByRole('button', { name: 'Schedule interview' }).click()
    await expect(page.getByRole('dialog', { name: 'Schedule an interview with Ana Lima' }).getByRole('checkbox', { name: 'Priya Patel' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

test('right to left: the kit’s actions sit at the start edge and the panel’s times read in order', async ({ page, context }) => {
  const savedTheme = await context.addInitScript((key) => window.localStorage.setItem(key, JSON.stringify({ state: { dir: 'rtl' }, version: 1 })), THEME_STORAGE_KEY)
  try {
    await page.goto('/jobs/view/?id=8')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await addKit(page, { name: 'System design', stage: 'Interview', minutes: '60', attributes: ['Architecture'] })
    const kit = page.getByRole('listitem', { name: 'System design' })
    const name = await kit.getByText('System design', { exact: true }).boundingBox()
    const actions = await kit.getByRole('button', { name: 'Delete System design' }).boundingBox()
    // Right to left, the name starts at the right and the buttons sit to its left.
    expect(actions!.x).toBeLessThan(name!.x)
    await page.goto('/candidates/view/?id=3')
    await page.getByRole('region', { name: 'Interviews' }).getByRole('button', { name: 'Schedule interview' }).click()
    const dialog = page.getByRole('dialog', { name: 'Schedule an interview with Ana Lima' })
    await dialog.getByLabel(/^Date/).fill('2030-03-04')
    await dialog.getByLabel(/^Start time/).fill('10:30')
    await expect(dialog.getByText('Busy 10:00–11:00 (Onsite with Sam Lee)')).toBeVisible()
  } finally {
    await savedTheme.dispose()
  }
})
