import { readFile } from 'node:fs/promises'
import { expect as baseExpect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { callApi } from './api-call'
import { mailsTo, mailSubject, newestMailTo, setPasswordLink } from './mailbox'
import { FULL_STACK_DATA_DIR, FULL_STACK_URL } from './server'

/**
 * Issue 33 through the built app on the real server: the owner asks for two approvals of offers
 * outside the band (Settings → Offer approvals); a recruiter makes an offer above the approved
 * requisition's band from the applicant page; two approvers approve it on the offer page, each in
 * a browser of their own; the recruiter sends it; the candidate, in a fresh browser with nothing
 * but the mailed link, signs and accepts it and downloads the signed PDF, which also reaches them
 * by mail; the recruiter hires from the offer, the hire dialog prefilled from it; the employee is
 * in Employees and the requisition counts the hire. What the issue names no screen for (the
 * requisition, job, applicant and users) is set up through the API.
 */

const stamp = Date.now()
const PASSWORD = 'offers suite password 1'
const owner = { name: 'Marta Quiroga', email: `marta.${stamp}@lumen.test` }
const recruiter = { name: 'Rafael Ortiz', email: `rafael.${stamp}@lumen.test` }
const firstApprover = { name: 'Amara Obi', email: `amara.${stamp}@lumen.test` }
const secondApprover = { name: 'Bo Lindqvist', email: `bo.${stamp}@lumen.test` }
const candidate = { name: 'Grace Hopper', email: `grace.${stamp}@example.com` }
// The typed name must be the candidate's as on the offer (the server compares them loosely).
const SIGNATURE = 'Grace Hopper'
const TITLE = 'Compiler Engineer'
const OFFERED_TITLE = 'Senior Compiler Engineer'

// Several people act in turn, each page waiting on the server: more time per check.
const expect = baseExpect.configure({ timeout: 20_000 })

const api = <T>(method: string, apiPath: string, body?: unknown, token?: string) => callApi<T>(FULL_STACK_URL, method, apiPath, body, token)
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
const START_DATE = inDays(30)

let ownerToken = ''
let applicantId = 0
let requisitionId = 0
const tokens = new Map<string, string>()

/** Invites a user with the role, sets their password through the invitation mail, signs them in. */
async function join(person: { name: string; email: string }, roleId: number): Promise<void> {
  await api('POST', 'users', { name: person.name, email: person.email, role_id: roleId }, ownerToken)
  const link = setPasswordLink(await newestMailTo(FULL_STACK_DATA_DIR, person.email))
  await api('POST', 'set-new-password', { token: link.searchParams.get('token'), password: PASSWORD })
  tokens.set(person.email, (await api<{ token: string }>('POST', 'login', { email: person.email, password: PASSWORD })).token)
}

test.beforeAll(async () => {
  ownerToken = (await api<{ token: string }>('POST', 'signup', { company_name: 'Lumen Compilers', name: owner.name, email: owner.email, password: PASSWORD })).token
  await api('POST', 'subscription/subscribe', { plan: 'business' }, ownerToken)
  const recruiterRole = await api<{ id: number }>(
    'POST',
    'roles',
    {
      name: 'Recruiter',
      permissions: { resume_and_candidates: ['view', 'edit'], job: ['view'], requisition: ['view'], offer: ['view', 'add', 'edit'], employee: ['view', 'add'] },
    },
    ownerToken,
  )
  const approverRole = await api<{ id: number }>('POST', 'roles', { name: 'Offer approvers', permissions: { offer: ['view'], offer_approve: ['allow'] } }, ownerToken)
  await join(recruiter, recruiterRole.id)
  await join(firstApprover, approverRole.id)
  await join(secondApprover, approverRole.id)
  // The requisition's hiring manager is a user; the offer takes the employee of the same name as the manager.
  const hiringManager = (await api<{ user: { id: number } }>('GET', 'user', undefined, ownerToken)).user
  await api('POST', 'employees', { name: owner.name, work_email: `marta.work.${stamp}@lumen.test`, job_title: 'Head of Compilers', status: 'active' }, ownerToken)
  // The company's requisition chain starts as one approval by anyone who may approve: the owner.
  const requisition = await api<{ id: number }>(
    'POST',
    'requisitions',
    {
      title: TITLE,
      department: 'Languages',
      employment_type: 'full_time',
      headcount: 2,
      salary_min: 90000,
      salary_max: 110000,
      salary_currency: 'USD',
      hiring_manager_id: hiringManager.id,
      target_start_date: START_DATE,
    },
    ownerToken,
  )
  requisitionId = requisition.id
  await api('POST', `requisitions/${requisitionId}/submit`, {}, ownerToken)
  await api('POST', `requisitions/${requisitionId}/approve`, {}, ownerToken)
  const job = await api<{ id: number }>(
    'POST',
    'jobs',
    { title: TITLE, department: 'Languages', employment_type: 'full_time', workplace: 'remote', openings: 2, requisition_id: requisitionId },
    ownerToken,
  )
  applicantId = (await api<{ id: number }>('POST', 'applicants', { name: candidate.name, email: candidate.email, headline: 'Compiler writer', job_id: job.id }, ownerToken)).id
})

async function pageAs(browser: Browser, token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  await context.addCookies([{ name: 'token', value: token, url: FULL_STACK_URL }])
  return { context, page: await context.newPage() }
}

const approvalRegion = (page: Page) => page.getByRole('region', { name: 'Approval' })
const statusBadge = (page: Page, status: string) => page.getByRole('main').getByText(status, { exact: true }).first()

/** The text of a PDF, its pages joined. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
  return text
}

/** The bytes of a mail's PDF attachment (the file mailer writes it as base64). */
function pdfAttachment(mail: string): Uint8Array {
  const part = /Content-Type: application\/pdf[^\r\n]*\r?\nContent-Disposition: attachment[^\r\n]*\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail)
  if (!part?.[1]) throw new Error(`The mail holds no PDF attachment:\n${mail.slice(0, 2000)}`)
  return new Uint8Array(Buffer.from(part[1].replace(/\s/g, ''), 'base64'))
}

test('an offer outside the band is approved twice, sent, signed by the candidate, and becomes a hire', async ({ browser }) => {
  test.setTimeout(300_000)
  const asOwner = await pageAs(browser, ownerToken)
  const asRecruiter = await pageAs(browser, tokens.get(recruiter.email) ?? '')
  let offerUrl = ''
  let sha256 = ''

  await test.step('the owner asks for two approvals of offers outside the band', async () => {
    const { page } = asOwner
    await page.goto('/settings/')
    // The first page of the run loads the app's chunks.
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 60_000 })
    await page.getByRole('tab', { name: 'Offer approvals' }).click()
    await expect(page).toHaveURL(/\/settings\/offer-approvals\/$/)
    const steps = page.getByRole('list', { name: 'Approval steps' })
    // Typed, as a user finds a role in a long list: opened on the run's first page, the list was once
    // filtered by its own label ("Anyone who may approve") and offered no role for a minute.
    const approver = steps.getByRole('combobox', { name: 'Step 1 approver' })
    await approver.click()
    await approver.fill('Offer approvers')
    await page.getByRole('option', { name: 'Offer approvers' }).click()
    await expect(approver).toHaveValue('Offer approvers')
    await steps.getByRole('textbox', { name: 'Step 1 approvals needed' }).fill('2')
    await page.getByRole('checkbox', { name: 'Only when the salary is outside the requisition’s band' }).check()
    await page.getByRole('button', { name: 'Save approval chain' }).click()
    await expect(page.getByText('Offer approval chain saved')).toBeVisible()
    await asOwner.context.close()
  })

  await test.step('the recruiter makes an offer above the band from the applicant page', async () => {
    const { page } = asRecruiter
    await page.goto(`/candidates/view/?id=${applicantId}`)
    await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible({ timeout: 60_000 })
    await page.getByRole('region', { name: 'Offers' }).getByRole('button', { name: 'Make offer' }).click()
    const dialog = page.getByRole('dialog', { name: `Make offer to ${candidate.name}` })
    const form = dialog.getByRole('form', { name: 'Make offer' })
    await expect(form.getByRole('textbox', { name: 'Job title' })).toHaveValue(TITLE)
    await expect(form.getByLabel('Start date')).toHaveValue(START_DATE)
    await expect(form.getByRole('textbox', { name: 'Currency' })).toHaveValue('USD')
    await expect(form.getByRole('combobox', { name: 'Manager' })).toHaveValue(owner.name)
    const salary = form.getByRole('textbox', { name: 'Salary' })
    await expect(salary).toHaveAccessibleDescription(/Band: \$90,000 – \$110,000 a year/)
    await form.getByRole('textbox', { name: 'Job title' }).fill(OFFERED_TITLE)
    await salary.fill('125000')
    await expect(form.getByText('Outside the band', { exact: true })).toBeVisible()
    await expect(form).toContainText('Above the requisition’s band of $90,000 – $110,000 a year: the offer needs approval.')
    // The letter the server renders as the form changes, in the candidate's words.
    await expect(dialog.getByRole('region', { name: 'Letter' })).toContainText('Hi Grace,')
    await expect(dialog.getByRole('region', { name: 'Letter' })).toContainText('$125,000 a year')
    await form.getByRole('button', { name: 'Save draft' }).click()
    await expect(page).toHaveURL(/\/offers\/view\/\?id=\d+$/)
    offerUrl = new URL(page.url()).pathname + new URL(page.url()).search
    await expect(page.getByRole('heading', { level: 1, name: `Offer to ${candidate.name}` })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Outside the band')
    await page.getByRole('button', { name: 'Submit for approval' }).click()
    await expect(statusBadge(page, 'Pending approval')).toBeVisible()
    await expect(approvalRegion(page)).toContainText('0 of 2 approvals')
  })

  await test.step('each approver approves on the offer page, in a browser of their own', async () => {
    for (const [approver, after] of [
      [firstApprover, '1 of 2 approvals'],
      [secondApprover, 'Approved at every step (1 of 1)'],
    ] as const) {
      const { context, page } = await pageAs(browser, tokens.get(approver.email) ?? '')
      await page.goto(offerUrl)
      await expect(approvalRegion(page)).toContainText(new RegExp(`May still act: .*${approver.name}`), { timeout: 60_000 })
      await page.getByRole('button', { name: 'Approve', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: `Approve the offer to ${candidate.name}?` })
      await dialog.getByRole('button', { name: 'Approve offer' }).click()
      await expect(dialog).toBeHidden()
      await expect(approvalRegion(page)).toContainText(after)
      await context.close()
    }
  })

  await test.step('the recruiter sends it', async () => {
    const { page } = asRecruiter
    await page.goto(offerUrl)
    await expect(statusBadge(page, 'Approved')).toBeVisible()
    await page.getByRole('button', { name: 'Send to candidate' }).click()
    await page
      .getByRole('dialog', { name: `Send the offer to ${candidate.name}?` })
      .getByRole('button', { name: 'Send offer' })
      .click()
    await expect(statusBadge(page, 'Sent')).toBeVisible()
  })

  await test.step('the candidate opens the mailed link in a fresh browser, signs and accepts', async () => {
    const mail = await newestMailTo(FULL_STACK_DATA_DIR, candidate.email)
    const link = /https?:\/\/\S+\/careers\/offer\/\?token=[\w-]+/.exec(mail)?.[0]
    if (!link) throw new Error(`The offer mail holds no link:\n${mail}`)
    const context = await browser.newContext({ acceptDownloads: true })
    const page = await context.newPage()
    const url = new URL(link)
    await page.goto(url.pathname + url.search)
    await expect(page.getByRole('heading', { level: 1, name: `Offer for ${OFFERED_TITLE}` })).toBeVisible({ timeout: 60_000 })
    await expect(page.getByRole('region', { name: 'Your offer letter' })).toContainText('Hi Grace,')
    await page.getByRole('textbox', { name: 'Type your full name to sign' }).fill(SIGNATURE)
    await page.getByRole('checkbox', { name: /^I accept/ }).check()
    await page.getByRole('button', { name: 'Accept offer' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Offer accepted' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Offer accepted' })).toBeFocused()
    await expect(page.getByRole('main')).toContainText(SIGNATURE)
    sha256 = (await page.locator('code.cr-hash').textContent())?.trim() ?? ''
    expect(sha256).toMatch(/^[0-9a-f]{64}$/)

    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download PDF' }).first().click()
    const download = await downloading
    const bytes = new Uint8Array(await readFile((await download.path()) ?? ''))
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ')
    expect(text).toContain(`Signed by ${SIGNATURE}`)
    expect(text.replace(/\s/g, '')).toContain(sha256)
    await context.close()
  })

  await test.step('the signed letter reaches the candidate by mail, as a PDF', async () => {
    const mails = await mailsTo(FULL_STACK_DATA_DIR, candidate.email, 2)
    const signed = mails.find((mail) => /Content-Type: application\/pdf/.test(mail))
    if (!signed) throw new Error(`No mail to the candidate carries the signed PDF: ${mails.map(mailSubject).join(' | ')}`)
    const text = (await pdfText(pdfAttachment(signed))).replace(/\s+/g, ' ')
    expect(text).toContain(`Signed by ${SIGNATURE}`)
    expect(text.replace(/\s/g, '')).toContain(sha256)
  })

  await test.step('the recruiter hires from the offer, the dialog prefilled from it', async () => {
    const { page } = asRecruiter
    await page.goto(offerUrl)
    await expect(statusBadge(page, 'Accepted')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Signature' })).toContainText(SIGNATURE)
    await page.getByRole('button', { name: 'Hire', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `Hire ${candidate.name}` })
    await expect(dialog).toContainText('come from the accepted offer')
    await expect(dialog.getByRole('textbox', { name: 'Job title' })).toHaveValue(OFFERED_TITLE)
    await expect(dialog.getByLabel('Start date')).toHaveValue(START_DATE)
    await expect(dialog.getByLabel('Manager', { exact: true })).toHaveValue(owner.name)
    await dialog.getByRole('button', { name: 'Hire' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: `${candidate.name} hired` })).toBeVisible()
  })

  await test.step('the employee is in Employees, and the requisition counts the hire', async () => {
    const { page } = asRecruiter
    await page.goto('/employees/')
    await page.getByRole('searchbox', { name: 'Search employees' }).fill('grace')
    await expect(page).toHaveURL(/q=grace/)
    await page.getByRole('main').getByRole('link', { name: candidate.name }).click()
    await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(OFFERED_TITLE)
    await expect(page.getByRole('main')).toContainText(owner.name)

    await page.goto(`/job-requisitions/view/?id=${requisitionId}`)
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Jobs' })).toContainText('1 hire')
  })

  await asRecruiter.context.close()
})
