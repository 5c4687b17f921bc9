import { expect, test } from '@playwright/test'
import { callApi } from './api-call'
import { mailSubject, mailsTo } from './mailbox'
import { FULL_STACK_DATA_DIR, FULL_STACK_URL } from './server'
import { signInWith, signUpThroughApi } from './sign-up'
import { advanceServerClock } from './test-clock'

/**
 * Issue 31 through the built app on the real server: the owner edits the rejection template,
 * rejects three applicants together from the board with a send time, sees the three scheduled
 * mails, cancels one, lets the test clock pass the send time, and reads the other two in the
 * .eml files the server wrote.
 */

const stamp = Date.now()
const api = <T>(method: string, apiPath: string, body?: unknown, token?: string) => callApi<T>(FULL_STACK_URL, method, apiPath, body, token)
const PEOPLE = ['Grace Hopper', 'Ada Lovelace', 'Katherine Johnson'] as const
const emailOf = (name: string) => `${name.split(' ')[0]?.toLowerCase()}.${stamp}@example.com`

let ownerToken = ''
let jobId = 0
const applicantIds = new Map<string, number>()

/** A wall-clock instant as the date-time field takes it in a zone: `2027-03-01T09:15`. */
function zonedLocal(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

test.beforeAll(async () => {
  ownerToken = await signUpThroughApi({ company: 'Heron Works', name: 'Noor Haddad', email: `noor.${stamp}@heron.test`, password: 'messages suite password 1' })
  jobId = (
    await api<{ id: number }>('POST', 'jobs', { title: 'Field Engineer', department: 'Operations', employment_type: 'full_time', workplace: 'on_site', openings: 1 }, ownerToken)
  ).id
  for (const name of PEOPLE) {
    const applicant = await api<{ id: number }>('POST', 'applicants', { name, email: emailOf(name), job_id: jobId }, ownerToken)
    applicantIds.set(name, applicant.id)
  }
})

test('the owner edits the rejection mail, rejects three from the board with a send time, cancels one, and the other two leave', async ({ page, context }) => {
  // Five pages, each waiting for the server, and two mails to wait for.
  test.setTimeout(240_000)
  await signInWith(context, ownerToken)

  await test.step('Settings → Email templates: the rejection template gets a new subject', async () => {
    await page.goto('/settings/')
    const templates = page.getByRole('region', { name: 'Email templates' })
    await expect(templates.getByRole('heading', { name: 'Rejection' })).toBeVisible({ timeout: 60_000 })
    await templates.getByRole('button', { name: 'Edit Rejection' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Rejection' })
    await dialog.getByRole('textbox', { name: /^Subject/ }).fill('About {{ job.title }} at {{ company.name }}')
    await expect(dialog.frameLocator('iframe[title="Mail preview"]').getByText('Hi Ana,')).toBeVisible()
    await dialog.getByRole('button', { name: 'Save template' }).click()
    await expect(dialog).toBeHidden()
  })

  const { timezone } = await api<{ timezone: string }>('GET', 'settings/lists', undefined, ownerToken)
  // Ten minutes ahead, to the minute: the field's own resolution.
  const sendAt = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000)

  await test.step('the board: three chosen, rejected together with the mail at a chosen time', async () => {
    await page.goto(`/jobs/pipeline/?id=${jobId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Pipeline: Field Engineer' })).toBeVisible({ timeout: 60_000 })
    for (const name of PEOPLE) await page.getByRole('checkbox', { name: `Select ${name}` }).check()
    await page.getByRole('button', { name: 'Reject…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reject 3 applicants' })
    await dialog.getByRole('combobox', { name: /^Reason/ }).selectOption({ index: 1 })
    await expect(dialog.getByRole('checkbox', { name: 'Send a rejection email' })).toBeChecked()
    await expect(dialog.getByRole('combobox', { name: 'Rejection template' }).locator('option:checked')).toHaveText('Rejection')
    await dialog.getByLabel('Date and time').fill(zonedLocal(sendAt, timezone))
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
    await expect(dialog).toBeHidden()
  })

  for (const name of PEOPLE) {
    const messages = await api<{ data: { subject: string; status: string; send_at: string }[] }>('GET', `applicants/${applicantIds.get(name)}/messages`, undefined, ownerToken)
    expect(messages.data).toEqual([expect.objectContaining({ subject: 'About Field Engineer at Heron Works', status: 'scheduled', send_at: sendAt.toISOString() })])
  }

  await test.step('Katherine’s page: the mail is scheduled in the timeline, and cancelling it stops it', async () => {
    await page.goto(`/candidates/view/?id=${applicantIds.get('Katherine Johnson')}`)
    const timeline = page.getByRole('region', { name: 'Timeline' })
    await expect(timeline.getByText('Email: About Field Engineer at Heron Works')).toBeVisible({ timeout: 30_000 })
    await expect(timeline.getByText('Scheduled', { exact: true })).toBeVisible()
    await timeline.getByRole('button', { name: /^Cancel the email/ }).click()
    await page
      .getByRole('dialog', { name: /^Cancel the email/ })
      .getByRole('button', { name: 'Cancel email' })
      .click()
    await expect(timeline.getByText('Cancelled', { exact: true })).toBeVisible()
  })

  await test.step('past the send time, the other two mails leave, each its own, from the company with replies to the sender', async () => {
    await advanceServerClock(sendAt.getTime() - Date.now() + 60_000)
    for (const name of ['Grace Hopper', 'Ada Lovelace']) {
      const [mail = ''] = await mailsTo(FULL_STACK_DATA_DIR, emailOf(name), 1, 30_000)
      expect(mailSubject(mail)).toBe('About Field Engineer at Heron Works')
      expect(mail).toMatch(/^From: .*Heron Works/m)
      expect(mail).toMatch(new RegExp(`^Reply-To: .*noor\\.${stamp}@heron\\.test`, 'm'))
      expect(mail).toMatch(/multipart\/alternative/)
      expect(mail).toContain(`Hi ${name.split(' ')[0]},`)
    }
    // The task marks the message sent once the mailer has written it: the file can be there a moment before the mark.
    const graceStatus = async () =>
      (await api<{ data: { status: string }[] }>('GET', `applicants/${applicantIds.get('Grace Hopper')}/messages`, undefined, ownerToken)).data[0]?.status
    await expect.poll(graceStatus, { timeout: 10_000 }).toBe('sent')
    const katherine = await api<{ data: { status: string }[] }>('GET', `applicants/${applicantIds.get('Katherine Johnson')}/messages`, undefined, ownerToken)
    expect(katherine.data[0]?.status).toBe('cancelled')
    await expect(mailsTo(FULL_STACK_DATA_DIR, emailOf('Katherine Johnson'), 1, 2_000)).rejects.toThrow(/Only 0 of 1/)
  })
})
