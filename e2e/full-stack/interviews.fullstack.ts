import { expect, test, type Browser, type Page } from '@playwright/test'
import { callApi } from './api-call'
import { mailsTo, newestMailTo, setPasswordLink } from './mailbox'
import { FULL_STACK_DATA_DIR, FULL_STACK_URL } from './server'
import { signInWith, signUpThroughApi } from './sign-up'

/**
 * Contract 16 through the built app on the real server: the owner plans a kit with two
 * attributes on the job page, schedules a two-person panel from the applicant page, both
 * interviewers score on the interview page (the second blind to the first until theirs is in),
 * the owner reads the debrief, and the invitation's calendar part names the slot and the panel.
 */

const stamp = Date.now()
const PASSWORD = 'interviews suite password 1'
const api = <T>(method: string, apiPath: string, body?: unknown, token?: string) => callApi<T>(FULL_STACK_URL, method, apiPath, body, token)
const owner = { name: 'Imani Okafor', email: `imani.${stamp}@kestrel.test` }
const colleague = { name: 'Tomas Lindqvist', email: `tomas.${stamp}@kestrel.test` }
const candidate = { name: 'Ada Lovelace', email: `ada.${stamp}@example.com` }
const ATTRIBUTES = ['Schema design', 'Explaining trade-offs'] as const

interface Interview {
  id: number
  title: string
  starts_at: string
  ends_at: string
  interviewers: { id: number; name: string; scorecard: string }[]
}

let ownerToken = ''
let colleagueToken = ''
let jobId = 0
let applicantId = 0
let applicationId = 0
let timezone = ''

/** A wall-clock day and time in a zone, as the date and time fields take them. */
function zonedParts(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/** An iCalendar time in UTC, as DTSTART and DTEND carry it: `20270301T091500Z`. */
const icsUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** The calendar part of an invitation mail, its folded lines joined again (RFC 5545 3.1). */
function calendarOf(mail: string): string[] {
  const calendar = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(mail)?.[0]
  if (!calendar) throw new Error(`The mail holds no calendar:\n${mail}`)
  return calendar.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)
}

async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext()
  await signInWith(context, token)
  return context.newPage()
}

/** The interviewer's scorecard on the interview page: a rating per attribute, a recommendation, notes, submitted. */
async function submitScorecard(page: Page, interviewId: number, ratings: readonly [number, number], recommendation: string, notes: string) {
  await page.goto(`/interviews/view/?id=${interviewId}`)
  const form = page.getByRole('form', { name: 'Scorecard' })
  await expect(form).toBeVisible({ timeout: 60_000 })
  for (const [index, attribute] of ATTRIBUTES.entries()) {
    await form
      .getByRole('radiogroup', { name: attribute })
      .getByRole('radio', { name: new RegExp(`^${ratings[index]} `) })
      .check()
  }
  await form.getByRole('radiogroup', { name: 'Recommendation' }).getByRole('radio', { name: recommendation, exact: true }).check()
  await form.getByRole('textbox', { name: 'Notes' }).fill(notes)
  await form.getByRole('button', { name: 'Submit scorecard' }).click()
  await expect(page.getByRole('region', { name: 'Your scorecard' }).getByText('Submitted', { exact: true })).toBeVisible()
}

/**
 * A text resume for the applicant: uploaded, then (its email already an applicant's) merged into
 * them as the review does, so the interview page has a resume to show the panel.
 */
async function addResume(applicant: number, email: string): Promise<void> {
  const form = new FormData()
  form.append('file', new Blob([`Ada Lovelace\n${email}\nNotes on the Analytical Engine, with the first published algorithm.\n`], { type: 'text/plain' }), 'ada-lovelace.txt')
  const response = await fetch(`${FULL_STACK_URL}/backend/api/resumes`, { method: 'POST', headers: { authorization: `Bearer ${ownerToken}` }, body: form })
  if (response.status !== 202) throw new Error(`The resume upload answered ${response.status}: ${await response.text()}`)
  const { id } = (await response.json()) as { id: number }
  await expect.poll(async () => (await api<{ status: string }>('GET', `resumes/${id}`, undefined, ownerToken)).status, { timeout: 30_000 }).toMatch(/^(needs_review|duplicate)$/)
  await api('POST', `resumes/${id}/save`, { merge_into: applicant }, ownerToken)
}

test.beforeAll(async () => {
  ownerToken = await signUpThroughApi({ company: 'Kestrel Labs', name: owner.name, email: owner.email, password: PASSWORD })
  timezone = (await api<{ timezone: string }>('GET', 'settings/lists', undefined, ownerToken)).timezone
  jobId = (
    await api<{ id: number }>('POST', 'jobs', { title: 'Data Engineer', department: 'Platform', employment_type: 'full_time', workplace: 'remote', openings: 1 }, ownerToken)
  ).id
  const applicant = await api<{ id: number; applications: { id: number }[] }>('POST', 'applicants', { ...candidate, job_id: jobId }, ownerToken)
  applicantId = applicant.id
  applicationId = applicant.applications[0]?.id ?? 0
  await addResume(applicantId, candidate.email)
  // The colleague may read applicants and nothing of interviews: being on the panel is what opens this one to them.
  const role = await api<{ id: number }>('POST', 'roles', { name: 'Panel reader', permissions: { resume_and_candidates: ['view'] } }, ownerToken)
  await api('POST', 'users', { ...colleague, role_id: role.id }, ownerToken)
  const invitation = setPasswordLink(await newestMailTo(FULL_STACK_DATA_DIR, colleague.email))
  await api('POST', 'set-new-password', { token: invitation.searchParams.get('token'), password: PASSWORD })
  colleagueToken = (await api<{ token: string }>('POST', 'login', { email: colleague.email, password: PASSWORD })).token
})

test('a kit planned on the job, a panel of two scheduled, blind scorecards from both, the debrief, and the calendar invitation', async ({ browser }) => {
  // Seven pages on the real server and the invitation mails to wait for.
  test.setTimeout(240_000)
  const ownerPage = await signedInPage(browser, ownerToken)

  await test.step('the job page → Interview plan: a kit with two attributes', async () => {
    await ownerPage.goto(`/jobs/view/?id=${jobId}`)
    const plan = ownerPage.getByRole('region', { name: 'Interview plan' })
    await plan.getByRole('button', { name: 'Add interview kit' }).click({ timeout: 60_000 })
    const dialog = ownerPage.getByRole('dialog', { name: 'Add interview kit' })
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Pairing session')
    await dialog.getByRole('combobox', { name: /^Stage/ }).selectOption({ index: 1 })
    await dialog.getByRole('textbox', { name: /^Attribute 1$|^Attribute 1 \*/ }).fill(ATTRIBUTES[0])
    await dialog.getByRole('button', { name: 'Add attribute' }).click()
    await dialog.getByRole('textbox', { name: /^Attribute 2$|^Attribute 2 \*/ }).fill(ATTRIBUTES[1])
    await dialog.getByRole('button', { name: 'Add kit' }).click()
    await expect(dialog).toBeHidden()
    const kit = plan.getByRole('listitem', { name: 'Pairing session' })
    for (const attribute of ATTRIBUTES) await expect(kit.getByText(attribute)).toBeVisible()
  })

  // Tomorrow at 10:00 on the company's clock: ahead of now, within anyone's working day.
  const day = zonedParts(new Date(Date.now() + 24 * 3_600_000), timezone).date

  await test.step('the applicant page: a panel of the owner and a colleague, the candidate invited', async () => {
    await ownerPage.goto(`/candidates/view/?id=${applicantId}`)
    const section = ownerPage.getByRole('region', { name: 'Interviews' })
    await section.getByRole('button', { name: 'Schedule interview' }).click({ timeout: 60_000 })
    const dialog = ownerPage.getByRole('dialog', { name: `Schedule an interview with ${candidate.name}` })
    await dialog.getByRole('combobox', { name: 'Interview kit' }).selectOption({ label: await kitOption() })
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Pairing session')
    await dialog.getByLabel(/^Date/).fill(day)
    await dialog.getByLabel(/^Start time/).fill('10:00')
    await dialog.getByRole('checkbox', { name: owner.name }).check()
    await dialog.getByRole('checkbox', { name: colleague.name }).check()
    await dialog.getByRole('checkbox', { name: 'Send the candidate an invitation' }).check()
    await dialog.getByRole('button', { name: 'Schedule interview' }).click()
    await expect(dialog).toBeHidden()
    await expect(section.getByRole('link', { name: 'Pairing session' })).toBeVisible()
  })

  const [interview] = (await api<{ data: Interview[] }>('GET', `interviews?application_id=${applicationId}`, undefined, ownerToken)).data
  if (!interview) throw new Error('The scheduled interview is not listed')
  expect(zonedParts(new Date(interview.starts_at), timezone)).toEqual({ date: day, time: '10:00' })
  expect(new Date(interview.ends_at).getTime() - new Date(interview.starts_at).getTime()).toBe(60 * 60_000)
  expect(interview.interviewers.map((person) => person.name).sort()).toEqual([owner.name, colleague.name].sort())

  await test.step('the invitation’s calendar: the booked slot in UTC and an attendee per panel member', async () => {
    for (const person of [colleague, candidate]) {
      const mails = await mailsTo(FULL_STACK_DATA_DIR, person.email, 1, 30_000)
      const invitation = mails.find((mail) => mail.includes('text/calendar'))
      if (!invitation) throw new Error(`No invitation reached ${person.email}`)
      expect(invitation).toContain('method=REQUEST')
      const lines = calendarOf(invitation)
      expect(lines).toContain('METHOD:REQUEST')
      expect(lines).toContain(`DTSTART:${icsUtc(interview.starts_at)}`)
      expect(lines).toContain(`DTEND:${icsUtc(interview.ends_at)}`)
      const attendees = lines.filter((line) => line.startsWith('ATTENDEE'))
      for (const member of [owner, colleague, candidate]) expect(attendees.filter((line) => line.toLowerCase().endsWith(`mailto:${member.email}`))).toHaveLength(1)
      expect(attendees).toHaveLength(3)
    }
  })

  const colleaguePage = await signedInPage(browser, colleagueToken)
  const colleagueScorecards = colleaguePage.getByRole('region', { name: 'Scorecards' })

  await test.step('the colleague’s Home lists the interview they are on', async () => {
    await colleaguePage.goto('/')
    const upcoming = colleaguePage.getByRole('region', { name: 'Your interviews' })
    await expect(upcoming.getByRole('link', { name: 'Pairing session' })).toHaveAttribute('href', `/interviews/view/?id=${interview.id}`, { timeout: 60_000 })
    await expect(upcoming.getByText(`${candidate.name} · Data Engineer`)).toBeVisible()
  })

  await test.step('the owner scores first', async () => {
    await submitScorecard(ownerPage, interview.id, [4, 3], 'Strong yes', 'Clear reasoning about the data model.')
  })

  await test.step('the colleague, on the panel without interview rights, is blind to the owner’s scorecard until theirs is in', async () => {
    await colleaguePage.goto(`/candidates/view/?id=${applicantId}`)
    await expect(colleagueScorecards.getByText('Submit your scorecard to see the panel’s')).toBeVisible({ timeout: 60_000 })
    await expect(colleagueScorecards.getByText(owner.name)).toHaveCount(0)
    await expect(colleagueScorecards.getByText('Strong yes')).toHaveCount(0)
    await colleagueScorecards.getByRole('link', { name: 'Open your interview' }).click()
    await expect(colleaguePage.getByRole('heading', { level: 1, name: 'Pairing session' })).toBeVisible()
    // The resume reaches the panel through the interview's own address, not the applicant's.
    await expect(colleaguePage.getByRole('region', { name: 'Resume: ada-lovelace.txt' })).toContainText('Analytical Engine')
    await submitScorecard(colleaguePage, interview.id, [2, 3], 'Yes', 'Solid, if slow on the first problem.')
    await colleaguePage.goto(`/candidates/view/?id=${applicantId}`)
    await expect(colleagueScorecards.getByRole('listitem', { name: 'Strong yes: 1' })).toBeVisible({ timeout: 60_000 })
    await expect(colleagueScorecards.getByRole('button', { name: `Show ${owner.name}’s notes` })).toBeVisible()
  })

  await test.step('the owner reads the debrief: both recommendations, each attribute’s ratings, nobody missing', async () => {
    await ownerPage.goto(`/candidates/view/?id=${applicantId}`)
    const debrief = ownerPage.getByRole('region', { name: 'Scorecards' })
    await expect(debrief.getByRole('listitem', { name: 'Strong yes: 1' })).toBeVisible({ timeout: 60_000 })
    await expect(debrief.getByRole('listitem', { name: 'Yes: 1', exact: true })).toBeVisible()
    await expect(debrief.getByRole('listitem', { name: 'No: 0', exact: true })).toBeVisible()
    // Schema design was rated 4 and 2: two apart, which the contract calls a disagreement.
    await expect(debrief.getByText('The panel disagrees')).toBeVisible()
    await expect(debrief.getByText('Mean 3 · spread 2')).toBeVisible()
    await expect(debrief.getByText('Still missing:')).toHaveCount(0)
    await debrief.getByRole('button', { name: `Show ${colleague.name}’s notes` }).click()
    await expect(debrief.getByText('Solid, if slow on the first problem.')).toBeVisible()
  })

  await colleaguePage.context().close()
  await ownerPage.context().close()
})

/** The kit as the scheduler's picker names it: `Pairing session (<its stage>)`. */
async function kitOption(): Promise<string> {
  const kits = await api<{ data: { name: string; stage: { name: string } }[] }>('GET', `jobs/${jobId}/interview-kits`, undefined, ownerToken)
  const kit = kits.data.find((candidateKit) => candidateKit.name === 'Pairing session')
  if (!kit) throw new Error('The kit is not in the plan')
  return `${kit.name} (${kit.stage.name})`
}

test('a self-scheduling link sent from the applicant page, booked by the candidate on the careers site, invites the panel to the booked slot', async ({ browser }) => {
  test.setTimeout(240_000)
  const grace = { name: 'Grace Hopper', email: `grace.${stamp}@example.com` }
  const applicant = await api<{ id: number; applications: { id: number }[] }>('POST', 'applicants', { ...grace, job_id: jobId }, ownerToken)
  const graceApplicationId = applicant.applications[0]?.id ?? 0
  // The slot picker lives on the careers site, which answers only once the company has made it public.
  await api('PATCH', 'settings', { careers: { slug: `kestrel-${stamp}`, public: true, brand_color: '#0f766e' } }, ownerToken)
  const ownerPage = await signedInPage(browser, ownerToken)

  await test.step('the applicant page: a link for a panel of two over the next week', async () => {
    await ownerPage.goto(`/candidates/view/?id=${applicant.id}`)
    await ownerPage.getByRole('region', { name: 'Interviews' }).getByRole('button', { name: 'Send scheduling link' }).click({ timeout: 60_000 })
    const dialog = ownerPage.getByRole('dialog', { name: `Send ${grace.name} a scheduling link` })
    await dialog.getByRole('combobox', { name: 'Interview kit' }).selectOption({ label: await kitOption() })
    await dialog.getByRole('textbox', { name: 'From', exact: true }).fill(zonedParts(new Date(Date.now() + 2 * 24 * 3_600_000), timezone).date)
    await dialog.getByRole('textbox', { name: 'To', exact: true }).fill(zonedParts(new Date(Date.now() + 9 * 24 * 3_600_000), timezone).date)
    await dialog.getByRole('checkbox', { name: owner.name }).check()
    await dialog.getByRole('checkbox', { name: colleague.name }).check()
    await dialog.getByRole('button', { name: 'Send link' }).click()
    await expect(dialog).toBeHidden()
  })

  const [linkMail = ''] = await mailsTo(FULL_STACK_DATA_DIR, grace.email, 1, 30_000)
  const link = /https?:\/\/\S+\/careers\/schedule\/\?token=[\w-]+/.exec(linkMail)?.[0]
  if (!link) throw new Error(`The mail holds no scheduling link:\n${linkMail}`)
  const token = new URL(link).searchParams.get('token') ?? ''
  const offer = await callApi<{ company: { brand_color?: string }; slots: { starts_at: string; ends_at: string }[] }>(FULL_STACK_URL, 'GET', `scheduling/${token}`)
  expect(offer.company.brand_color).toBe('#0f766e')
  const [slot] = offer.slots
  if (!slot) throw new Error('The link offers no slot')

  await test.step('the candidate, signed out, books the first free slot', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`/careers/schedule/?token=${token}`)
    await page.locator(`button[data-slot="${slot.starts_at}"]`).click({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Book interview' }).click()
    await expect(page.getByRole('heading', { name: 'Interview booked' })).toBeVisible()
    for (const member of [owner, colleague]) await expect(page.getByText(member.name)).toBeVisible()
    await context.close()
  })

  const [booked] = (await api<{ data: Interview[] }>('GET', `interviews?application_id=${graceApplicationId}`, undefined, ownerToken)).data
  expect(booked).toMatchObject({ starts_at: expect.any(String), title: 'Pairing session' })
  expect(new Date(booked?.starts_at ?? '').toISOString()).toBe(new Date(slot.starts_at).toISOString())

  await test.step('the colleague’s invitation carries the booked slot in UTC and the panel with the candidate', async () => {
    const mails = await mailsTo(FULL_STACK_DATA_DIR, colleague.email, 3, 30_000)
    const invitation = mails.find((mail) => mail.includes('text/calendar') && mail.includes(`DTSTART:${icsUtc(slot.starts_at)}`))
    if (!invitation) throw new Error('No invitation to the booked slot reached the colleague')
    const lines = calendarOf(invitation)
    expect(lines).toContain(`DTEND:${icsUtc(slot.ends_at)}`)
    const attendees = lines.filter((line) => line.startsWith('ATTENDEE'))
    for (const member of [owner, colleague, grace]) expect(attendees.filter((line) => line.toLowerCase().endsWith(`mailto:${member.email}`))).toHaveLength(1)
  })

  await ownerPage.context().close()
})
