import { expect as baseExpect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { callApi } from './api-call'
import { mailsTo, mailSubject, newestMailTo, setPasswordLink } from './mailbox'
import { FULL_STACK_DATA_DIR, FULL_STACK_URL } from './server'

/**
 * Issue 9 through the built app on the real server: a requester submits a requisition; the
 * first approver approves it from the list, the second rejects it with a comment; the requester
 * edits and resubmits it; both approve; the requester creates the job from it. Each step's
 * mails land in DATA_DIR/mail/.
 */

const stamp = Date.now()
const PASSWORD = 'requisitions suite password 1'
const owner = { name: 'Nadia Haddad', email: `nadia.${stamp}@harbor.test` }
const requester = { name: 'Rui Costa', email: `rui.${stamp}@harbor.test` }
const first = { name: 'Ann Approver', email: `ann.${stamp}@harbor.test` }
const second = { name: 'Ben Budget', email: `ben.${stamp}@harbor.test` }
const TITLE = 'Quality Engineer'

// Several people act in turn, each page waiting on the server: more time per check.
const expect = baseExpect.configure({ timeout: 20_000 })

const api = <T>(method: string, apiPath: string, body?: unknown, token?: string) => callApi<T>(FULL_STACK_URL, method, apiPath, body, token)

let ownerToken = ''
const tokens = new Map<string, string>()

/** Invites a user with the role, sets their password through the invitation mail, signs them in. */
async function join(person: { name: string; email: string }, roleId: number): Promise<number> {
  const user = await api<{ id: number }>('POST', 'users', { name: person.name, email: person.email, role_id: roleId }, ownerToken)
  const link = setPasswordLink(await newestMailTo(FULL_STACK_DATA_DIR, person.email))
  await api('POST', 'set-new-password', { token: link.searchParams.get('token'), password: PASSWORD })
  tokens.set(person.email, (await api<{ token: string }>('POST', 'login', { email: person.email, password: PASSWORD })).token)
  return user.id
}

test.beforeAll(async () => {
  ownerToken = (await api<{ token: string }>('POST', 'signup', { company_name: 'Harbor Works', name: owner.name, email: owner.email, password: PASSWORD })).token
  await api('POST', 'subscription/subscribe', { plan: 'team' }, ownerToken)
  const requesterRole = await api<{ id: number }>('POST', 'roles', { name: 'Requester', permissions: { requisition: ['add'], job: ['view', 'add'] } }, ownerToken)
  const approverRole = await api<{ id: number }>('POST', 'roles', { name: 'Approver', permissions: { requisition: ['view'], requisition_approve: ['allow'] } }, ownerToken)
  await join(requester, requesterRole.id)
  const firstId = await join(first, approverRole.id)
  const secondId = await join(second, approverRole.id)
  await api(
    'PUT',
    'settings/approval-chain',
    { steps: [{ approver: { type: 'user', user_id: firstId }, required: 1 }, { approver: { type: 'user', user_id: secondId }, required: 1 }], sla_days: 3 },
    ownerToken,
  )
})

async function pageAs(browser: Browser, person: { email: string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  await context.addCookies([{ name: 'token', value: tokens.get(person.email) ?? '', url: FULL_STACK_URL }])
  return { context, page: await context.newPage() }
}

const approvalRegion = (page: Page) => page.getByRole('region', { name: 'Approval' })
const statusBadge = (page: Page, status: string) => page.getByRole('main').getByText(status, { exact: true }).first()

/** Mails to `to` so far, waiting for the `count`-th; its subject is checked by the caller. */
const nthMail = async (to: string, count: number) => mailSubject((await mailsTo(FULL_STACK_DATA_DIR, to, count)).at(count - 1) ?? '')

test('a requisition goes through a two-step chain, is rejected, resubmitted, approved, and becomes a job', async ({ browser }) => {
  test.setTimeout(300_000)
  const asRequester = await pageAs(browser, requester)
  const asFirst = await pageAs(browser, first)
  const asSecond = await pageAs(browser, second)
  let requisitionUrl = ''

  await test.step('the requester submits a new requisition', async () => {
    const { page } = asRequester
    await page.goto('/job-requisitions/create/')
    await expect(page.getByRole('heading', { level: 1, name: 'New Job Requisition' })).toBeVisible()
    await page.getByRole('button', { name: 'Submit for approval' }).click()
    await expect(page.getByLabel('Title')).toHaveAccessibleDescription('Enter a title')
    await page.getByLabel('Title').fill(TITLE)
    await page.getByLabel('Department').fill('Manufacturing')
    await page.getByLabel('Headcount').fill('2')
    await page.getByLabel('Minimum salary').fill('70000')
    await page.getByLabel('Maximum salary').fill('85000')
    await page.getByRole('textbox', { name: 'Description' }).fill('Owns **incoming inspection** for the new line.')
    await page.getByRole('button', { name: 'Submit for approval' }).click()
    await expect(page).toHaveURL(/\/job-requisitions\/view\/\?id=\d+$/)
    requisitionUrl = new URL(page.url()).pathname + new URL(page.url()).search
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    await expect(approvalRegion(page)).toContainText(`Step 1 of 2 · ${first.name} · 0 of 1 approval`)
    await expect(approvalRegion(page)).toContainText(`May still act: ${first.name}`)
    expect(await nthMail(first.email, 2)).toBe(`Approval needed: ${TITLE}`)
  })

  await test.step('the first approver sees the count in the menu and approves from the list', async () => {
    const { page } = asFirst
    await page.goto('/job-requisitions/?waiting_for_me=true')
    const menuEntry = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Requisitions List', exact: true })
    await expect(menuEntry).toHaveAccessibleDescription('1 requisition waits for your approval')
    await expect(page.getByRole('checkbox', { name: 'Waiting for me' })).toBeChecked()
    await page.getByRole('button', { name: `Actions for ${TITLE}` }).click()
    await page.getByRole('menuitem', { name: 'Approve', exact: true }).click()
    await expect(page.getByText('No requisitions match')).toBeVisible()
    await expect(menuEntry).not.toHaveAttribute('aria-describedby')
    expect(await nthMail(second.email, 2)).toBe(`Approval needed: ${TITLE}`)
  })

  await test.step('the second approver rejects it with a comment, which the reject dialog requires', async () => {
    const { page } = asSecond
    await page.goto(requisitionUrl)
    await expect(approvalRegion(page)).toContainText(`Step 2 of 2 · ${second.name} · 0 of 1 approval`)
    await expect(approvalRegion(page)).toContainText(`Approved by ${first.name}`)
    await page.getByRole('button', { name: 'Reject', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `Reject ${TITLE}?` })
    await dialog.getByRole('button', { name: 'Reject requisition' }).click()
    await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(/Say why it is rejected/)
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('The budget covers one hire this year.')
    await dialog.getByRole('button', { name: 'Reject requisition' }).click()
    await expect(dialog).toBeHidden()
    await expect(statusBadge(page, 'Rejected')).toBeVisible()
    const history = page.getByRole('region', { name: 'History' })
    await expect(history).toContainText('Rejected · step 2')
    await expect(history).toContainText('“The budget covers one hire this year.”')
    const rejection = (await mailsTo(FULL_STACK_DATA_DIR, requester.email, 2))[1] ?? ''
    expect(mailSubject(rejection)).toBe(`Rejected: ${TITLE}`)
    expect(rejection).toContain('The budget covers one hire this year.')
  })

  await test.step('the requester edits and resubmits; the chain starts again at step 1', async () => {
    const { page } = asRequester
    await page.goto(requisitionUrl)
    await expect(statusBadge(page, 'Rejected')).toBeVisible()
    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Requisition' })).toBeVisible()
    await page.getByLabel('Headcount').fill('1')
    await page.getByRole('button', { name: 'Save and submit' }).click()
    await expect(page).toHaveURL(new RegExp(`${requisitionUrl.replace(/[?]/g, '\\?')}$`))
    await expect(statusBadge(page, 'Pending approval')).toBeVisible()
    await expect(approvalRegion(page)).toContainText(`Step 1 of 2 · ${first.name} · 0 of 1 approval`)
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Headcount: 2 → 1')
    expect(await nthMail(first.email, 3)).toBe(`Approval needed: ${TITLE}`)
  })

  await test.step('both approve, each on the requisition’s page', async () => {
    for (const [{ page }, approver, mails] of [
      [asFirst, first, 3],
      [asSecond, second, 3],
    ] as const) {
      await page.goto(requisitionUrl)
      await expect(approvalRegion(page)).toContainText(`May still act: ${approver.name}`)
      await page.getByRole('button', { name: 'Approve', exact: true }).click()
      await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeHidden()
      if (approver === first) expect(await nthMail(second.email, mails)).toBe(`Approval needed: ${TITLE}`)
    }
    await expect(statusBadge(asSecond.page, 'Approved')).toBeVisible()
    expect(await nthMail(requester.email, 3)).toBe(`Approved: ${TITLE}`)
  })

  await test.step('the requester creates the job from it: prefilled, linked, openings within the headcount', async () => {
    const { page } = asRequester
    await page.goto(requisitionUrl)
    await page.getByRole('link', { name: 'Create job' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'New Job' })).toBeVisible()
    await expect(page.getByText(`This job fills the approved requisition “${TITLE}”`)).toBeVisible()
    await expect(page.getByLabel('Title')).toHaveValue(TITLE)
    await expect(page.getByLabel('Department')).toHaveValue('Manufacturing')
    await expect(page.getByLabel('Minimum salary')).toHaveValue('70,000')
    await page.getByLabel('Openings').fill('3')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByLabel('Openings')).toHaveAccessibleDescription(/headcount/i)
    await page.getByLabel('Openings').fill('1')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page).toHaveURL(/\/jobs\/view\/\?id=\d+$/)
    await page.getByRole('region', { name: 'Details' }).getByRole('link', { name: TITLE }).click()
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Jobs' })).toContainText('1 job · 1 of 1 openings')
    await expect(page.getByRole('region', { name: 'Jobs' }).getByRole('link', { name: TITLE })).toBeVisible()
  })

  for (const { context } of [asRequester, asFirst, asSecond]) await context.close()
})
