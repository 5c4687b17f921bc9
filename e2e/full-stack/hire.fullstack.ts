import { expect, test, type Page } from '@playwright/test'
import { callApi } from './api-call'
import { FULL_STACK_URL } from './server'
import { signInWith } from './sign-up'

/**
 * Issue 13's hire handoff through the built app on the real server: an owner drops an applicant
 * on the Hired stage with the keyboard alone, cancels once (the card stays), then fills the hire
 * dialog; the notice leads to the new employee, who is in Employees, and the home dashboard
 * counts the hire.
 */

const stamp = Date.now()
const PASSWORD = 'hire suite password 1'
const api = <T>(method: string, apiPath: string, body?: unknown, token?: string) => callApi<T>(FULL_STACK_URL, method, apiPath, body, token)
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

const STAGES = ['Applied', 'Screening', 'Interview', 'Offer', 'Hired'] as const

let ownerToken = ''
let jobId = 0

const column = (page: Page, stage: string) => page.getByRole('region', { name: stage, exact: true })
const announced = (page: Page, text: string) => expect(page.locator('[aria-live]').filter({ hasText: text })).toHaveCount(1)

/** Picks Ada up in Applied and carries her with the arrow keys over every stage to Hired, then drops her. */
async function dropOnHired(page: Page) {
  await page.getByRole('button', { name: 'Move Ada Lovelace, now in Applied' }).focus()
  await page.keyboard.press('Space')
  await announced(page, 'Picked up Ada Lovelace in Applied')
  for (const stage of STAGES.slice(1)) {
    await page.keyboard.press('ArrowRight')
    await announced(page, `Ada Lovelace is over ${stage}`)
  }
  await page.keyboard.press('Space')
  await announced(page, 'Ada Lovelace stays in Applied until the hire is confirmed.')
}

test.beforeAll(async () => {
  ownerToken = (await api<{ token: string }>('POST', 'signup', { company_name: 'Osprey Labs', name: 'Ines Duarte', email: `ines.${stamp}@osprey.test`, password: PASSWORD }))
    .token
  await api('POST', 'subscription/subscribe', { plan: 'business' }, ownerToken)
  jobId = (
    await api<{ id: number }>('POST', 'jobs', { title: 'Data Engineer', department: 'Data', employment_type: 'full_time', workplace: 'remote', openings: 1 }, ownerToken)
  ).id
  await api('POST', 'applicants', { name: 'Ada Lovelace', email: `ada.${stamp}@example.com`, headline: 'Seismology data engineer', job_id: jobId }, ownerToken)
})

test('the owner hires from the board; the employee and the home dashboard show the hire', async ({ page, context }) => {
  // Nine steps through four pages, each waiting for the server: more than the suite's minute on a busy machine.
  test.setTimeout(180_000)
  await signInWith(context, ownerToken)
  const startDate = inDays(7)

  await test.step('dropping Ada on Hired asks for the hire; cancelling leaves her card in Applied', async () => {
    await page.goto(`/jobs/pipeline/?id=${jobId}`)
    // The first page of the run loads the app's chunks.
    await expect(page.getByRole('heading', { level: 1, name: 'Pipeline: Data Engineer' })).toBeVisible({ timeout: 60_000 })
    await dropOnHired(page)
    const dialog = page.getByRole('dialog', { name: 'Hire Ada Lovelace' })
    await expect(dialog.getByRole('textbox', { name: 'Job title' })).toHaveValue('Data Engineer')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(column(page, 'Applied').getByRole('link', { name: 'Ada Lovelace' })).toBeVisible()
    await expect(column(page, 'Hired').getByRole('link', { name: 'Ada Lovelace' })).toHaveCount(0)
  })

  await test.step('confirming the hire moves her to Hired and links to her employee page', async () => {
    await dropOnHired(page)
    const dialog = page.getByRole('dialog', { name: 'Hire Ada Lovelace' })
    await expect(dialog.getByRole('textbox', { name: 'Department' })).toHaveValue('Data')
    await dialog.getByRole('button', { name: 'Hire' }).click()
    await expect(dialog.getByLabel('Start date')).toHaveAccessibleDescription('Enter the first day of work')
    await dialog.getByLabel('Start date').fill(startDate)
    await dialog.getByRole('textbox', { name: 'Work email' }).fill(`ada.${stamp}@osprey.test`)
    await dialog.getByRole('button', { name: 'Hire' }).click()
    await expect(dialog).toBeHidden()
    await expect(column(page, 'Hired').getByRole('link', { name: 'Ada Lovelace' })).toBeVisible()
    const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Ada Lovelace hired' })
    await notice.getByRole('link', { name: 'Open employee' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(`ada.${stamp}@osprey.test`)
  })

  await test.step('she is in Employees', async () => {
    await page.goto('/employees/')
    await page.getByRole('searchbox', { name: 'Search employees' }).fill('ada')
    await expect(page).toHaveURL(/q=ada/)
    await expect(page.getByRole('main').getByRole('link', { name: 'Ada Lovelace' })).toBeVisible()
  })

  await test.step('her applicant page leads to her employee record', async () => {
    await page.goto('/candidates/?q=ada')
    await page.getByRole('main').getByRole('link', { name: 'Ada Lovelace' }).first().click()
    await page.getByRole('link', { name: 'Hired: open the employee record' }).click()
    await expect(page).toHaveURL(/\/employees\/view\/\?id=\d+/)
    await expect(page.getByRole('main')).toContainText(`ada.${stamp}@osprey.test`)
  })

  await test.step('the home dashboard counts the hire', async () => {
    await page.goto('/')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Active: 1' })).toBeVisible({ timeout: 30_000 })
    await expect(main.getByRole('link', { name: 'Starting soon: 1' })).toBeVisible()
    const hires = main.getByRole('table', { name: 'Hires per month' })
    await expect(hires.getByRole('row').last().getByRole('cell').last()).toHaveText('1')
    const funnel = main.getByRole('table', { name: 'Funnel by stage' })
    await expect(funnel.getByRole('row', { name: /Hired/ }).getByRole('cell').last()).toHaveText('1')
  })
})
