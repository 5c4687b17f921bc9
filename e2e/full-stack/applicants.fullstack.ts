import { readFile } from 'node:fs/promises'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from '../axe'
import { DOCX_TYPE, resumeDocx, type ResumePerson } from '../../server/test/resume-files'
import { callApi } from './api-call'
import { newestMailTo, setPasswordLink } from './mailbox'
import { FULL_STACK_DATA_DIR, FULL_STACK_URL } from './server'

/**
 * Issue 10 through the built app on the real server: a recruiter finds an applicant by a word
 * of their resume, opens them and reads it, moves them two stages on the board with the keyboard
 * alone, rejects another with a reason and exports the list; a viewer sees no move or reject
 * controls. Ada arrives as a Word resume uploaded for the job, parsed by the server's queue.
 */

const stamp = Date.now()
const PASSWORD = 'applicants suite password 1'
const owner = { name: 'Lena Voss', email: `lena.${stamp}@harbor.test` }
const recruiter = { name: 'Riley Chen', email: `riley.${stamp}@harbor.test` }
const viewer = { name: 'Alex Kim', email: `alex.${stamp}@harbor.test` }

const api = <T>(method: string, apiPath: string, body?: unknown, token?: string) => callApi<T>(FULL_STACK_URL, method, apiPath, body, token)

let ownerToken = ''
let jobId = 0
let adaId = 0

/** A member of the owner's company with a role of these permissions, signed in through the API. */
async function member(person: { name: string; email: string }, permissions: Record<string, string[]>): Promise<string> {
  const role = await api<{ id: number }>('POST', 'roles', { name: `${person.name}'s role`, permissions }, ownerToken)
  await api('POST', 'users', { name: person.name, email: person.email, role_id: role.id }, ownerToken)
  const invitation = setPasswordLink(await newestMailTo(FULL_STACK_DATA_DIR, person.email))
  await api('POST', 'set-new-password', { token: invitation.searchParams.get('token'), password: PASSWORD })
  return (await api<{ token: string }>('POST', 'login', { email: person.email, password: PASSWORD })).token
}

async function signInWith(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'token', value: token, url: FULL_STACK_URL }])
}

/** Her resume's one word that is in no field of her profile. */
const RESUME_WORD = 'seismology'
const ADA_RESUME: ResumePerson = {
  name: 'Ada Lovelace',
  email: `ada.${stamp}@example.com`,
  phone: '+1 415 555 0142',
  title: 'Data Engineer',
  skills: ['Python'],
  extra: [`Built ${RESUME_WORD} pipelines for an earthquake early-warning network`],
}

/** Uploads the person's Word resume for the job, waits for the queue to save them, and answers the applicant's id. */
async function uploadedApplicant(person: ResumePerson): Promise<number> {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(await resumeDocx(person))], 'ada-lovelace.docx', { type: DOCX_TYPE }))
  form.append('job_id', String(jobId))
  const sent = await fetch(`${FULL_STACK_URL}/backend/api/resumes`, { method: 'POST', body: form, headers: { authorization: `Bearer ${ownerToken}` } })
  expect(sent.status).toBe(202)
  const { id } = (await sent.json()) as { id: number }
  let applicantId: number | null = null
  await expect
    .poll(async () => {
      const upload = await api<{ status: string; applicant_id: number | null }>('GET', `resumes/${id}`, undefined, ownerToken)
      applicantId = upload.applicant_id
      return upload.status
    }, { timeout: 60_000 })
    .toBe('saved')
  return applicantId ?? 0
}

const column = (page: Page, stage: string) => page.getByRole('region', { name: stage, exact: true })
const announced = (page: Page, text: string) => expect(page.locator('[aria-live]').filter({ hasText: text })).toHaveCount(1)

test.beforeAll(async () => {
  ownerToken = (await api<{ token: string }>('POST', 'signup', { company_name: 'Harbor Robotics', name: owner.name, email: owner.email, password: PASSWORD })).token
  await api('POST', 'subscription/subscribe', { plan: 'team' }, ownerToken)
  jobId = (await api<{ id: number }>('POST', 'jobs', { title: 'Data Engineer', department: 'Data', employment_type: 'full_time', workplace: 'remote', openings: 1 }, ownerToken)).id
  adaId = await uploadedApplicant(ADA_RESUME)
  await api('POST', 'applicants', { name: 'Grace Hopper', email: `grace.${stamp}@example.com`, headline: 'Compiler engineer', job_id: jobId }, ownerToken)
})

test('a recruiter finds an applicant, moves them on the board with the keyboard, rejects another and exports the list', async ({ page, context }) => {
  await signInWith(context, await member(recruiter, { resume_and_candidates: ['view', 'add', 'edit'], job: ['view'] }))

  await test.step('find Ada by a word of her resume, open her and read it', async () => {
    await page.goto('/candidates/')
    await expect(page.getByRole('heading', { level: 1, name: 'Applicants List' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search applicants' }).or(page.getByRole('textbox', { name: 'Search applicants' })).fill(RESUME_WORD)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Grace Hopper' })).toHaveCount(0)
    await expect(main.locator('mark').filter({ hasText: new RegExp(RESUME_WORD, 'i') }).first()).toBeVisible()
    await expectNoSeriousViolations(page)
    await main.getByRole('link', { name: 'Ada Lovelace' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
    await expect(page.getByText('Match ', { exact: false }).first()).toBeVisible()
    // A Word resume shows as the text read from it, beside its download.
    await expect(main.getByRole('region', { name: 'Resume: ada-lovelace.docx' })).toContainText(`Built ${RESUME_WORD} pipelines`)
    await expect(main.getByRole('button', { name: 'Download ada-lovelace.docx' })).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  await test.step('move her from Applied to Interview on the board with the keyboard alone', async () => {
    await page.getByRole('region', { name: 'Applications' }).getByRole('link', { name: 'Board' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pipeline: Data Engineer' })).toBeVisible()
    await expect(column(page, 'Applied').getByRole('link', { name: 'Ada Lovelace' })).toBeVisible()
    await expectNoSeriousViolations(page)

    await page.getByRole('button', { name: 'Move Ada Lovelace, now in Applied' }).focus()
    for (const [from, to] of [
      ['Applied', 'Screening'],
      ['Screening', 'Interview'],
    ] as const) {
      // The focus stays with her card after each move, so the keys go on moving it.
      await expect(page.getByRole('button', { name: `Move Ada Lovelace, now in ${from}` })).toBeFocused()
      await page.keyboard.press('Space')
      await announced(page, `Picked up Ada Lovelace in ${from}`)
      await page.keyboard.press('ArrowRight')
      await announced(page, `Ada Lovelace is over ${to}`)
      await page.keyboard.press('Space')
      await announced(page, `Ada Lovelace moved to ${to}.`)
      await expect(column(page, to).getByRole('link', { name: 'Ada Lovelace' })).toBeVisible()
    }
    await expect
      .poll(async () => (await api<{ applications: { stage: { name: string } }[] }>('GET', `applicants/${adaId}`, undefined, ownerToken)).applications[0]?.stage.name)
      .toBe('Interview')
  })

  await test.step('reject Grace with a reason from her card', async () => {
    await page.getByRole('button', { name: 'Reject Grace Hopper' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reject Grace Hopper' })
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Withdrew')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('main').getByRole('link', { name: 'Grace Hopper' })).toHaveCount(0)
    await expect(page.getByText('1 rejected, not on the board')).toBeVisible()
  })

  await test.step('export the list as CSV', async () => {
    await page.goto('/candidates/')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await (await download).path()
    const csv = await readFile(file, 'utf8')
    expect(csv).toContain('Ada Lovelace')
    expect(csv).toContain('Grace Hopper')
  })
})

test('a viewer sees the board and the applicant but no move or reject controls', async ({ page, context }) => {
  await signInWith(context, await member(viewer, { resume_and_candidates: ['view'], job: ['view'] }))
  await page.goto(`/jobs/pipeline/?id=${jobId}`)
  await expect(column(page, 'Interview').getByRole('link', { name: 'Ada Lovelace' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Reject / })).toHaveCount(0)
  // On a phone the stages scroll sideways inside the board; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(column(page, 'Interview')).toBeAttached()
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await page.goto(`/candidates/view/?id=${adaId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: /^Stage for / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0)
  await expectNoSeriousViolations(page)
})
