import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { callApi } from './api-call'
import { mailsTo, newestMailTo } from './mailbox'
import { FULL_STACK_DATA_DIR, FULL_STACK_URL } from './server'
import { signInWith, signUpThroughApi } from './sign-up'

/**
 * "Privacy that keeps its promises" (contract 19) through the built app on the real server: a
 * candidate applies on the careers site, follows the privacy link of the confirmation mail,
 * downloads their data, asks for erasure and confirms it with the mailed code (a wrong one
 * first); the recruiter then finds an anonymised applicant, and the audit log the erasure.
 */

const stamp = Date.now()
const slug = `lumen-${stamp}`
const owner = { company: 'Lumen Labs', name: 'Iris Tan', email: `iris.${stamp}@lumen.test`, password: 'privacy suite password 1' }
const candidate = { name: 'Marta Silva', email: `marta.${stamp}@example.com` }

const api = <T>(method: string, apiPath: string, body?: unknown, token?: string) => callApi<T>(FULL_STACK_URL, method, apiPath, body, token)

let ownerToken = ''
let jobId = 0

async function resumePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const page = pdf.addPage([595, 842])
  const lines = [candidate.name, candidate.email, 'Optics engineer', '', 'Skills', 'Zemax, Python']
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }))
  return Buffer.from(await pdf.save())
}

/** The privacy page's address in a mail (the confirmation's link, or the erasure mail's with `&erase=1`); the server writes mails as 8-bit text. */
function privacyLink(mail: string): URL {
  const link = /https?:\/\/\S+?\/careers\/privacy\/\?token=[\w-]+(&(amp;)?erase=1)?/.exec(mail)?.[0]
  if (!link) throw new Error(`The mail holds no privacy link:\n${mail}`)
  return new URL(link.replace('&amp;', '&'))
}

/** The erasure mail's code: six digits standing alone (a run of digits in the link's token has letters, `-` or `_` beside it). */
function erasureCode(mail: string): string {
  const body = mail
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n')
  const code = /(?<![\w-])(\d{6})(?![\w-])/.exec(body)?.[1]
  if (!code) throw new Error(`The mail holds no 6-digit code:\n${mail}`)
  return code
}

test.beforeAll(async () => {
  ownerToken = await signUpThroughApi(owner)
  await api('PATCH', 'settings', { careers: { slug, public: true, intro: 'We make lenses.', brand_color: '#7048e8' } }, ownerToken)
  jobId = (
    await api<{ id: number }>(
      'POST',
      'jobs',
      { title: 'Optics Engineer', department: 'R&D', employment_type: 'full_time', workplace: 'hybrid', openings: 1, description: 'Design lenses.', status: 'published' },
      ownerToken,
    )
  ).id
})

test('a candidate downloads and erases their data from the mail’s link; the staff app then shows an anonymised applicant', async ({ page, context }) => {
  // Two pages, three mails to wait for and a resume to parse.
  test.setTimeout(240_000)

  const link = await test.step('apply on the careers site: the confirmation mail carries the privacy link', async () => {
    await page.goto(`/careers/job/?company=${slug}&id=${jobId}`)
    await page.getByRole('textbox', { name: 'Name' }).fill(candidate.name)
    await page.getByRole('textbox', { name: 'Email' }).fill(candidate.email)
    await page.getByLabel(/^Resume\b/).setInputFiles({ name: 'marta-silva.pdf', mimeType: 'application/pdf', buffer: await resumePdf() })
    await page.getByRole('checkbox', { name: /^I agree/ }).check()
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible()
    return privacyLink(await newestMailTo(FULL_STACK_DATA_DIR, candidate.email, 30_000))
  })

  await test.step('the link opens their page, and their data downloads as JSON', async () => {
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { level: 1, name: `Your data at ${owner.company}` })).toBeVisible()
    await expect(page.getByText(`Hello ${candidate.name}.`)).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download my data' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.json$/)
    const data = await readFile((await file.path()) ?? '', 'utf8')
    expect(data).toContain(candidate.email)
    expect(data).toContain('Optics Engineer')
  })

  await test.step('erasure is asked for, a wrong code refused and the mailed one erasing at once', async () => {
    await page.getByRole('button', { name: 'Erase my data' }).click()
    await page.getByRole('button', { name: 'Mail me the code' }).click()
    await expect(page.getByRole('heading', { name: 'We mailed you a code' })).toBeVisible()
    const mails = await mailsTo(FULL_STACK_DATA_DIR, candidate.email, 2, 30_000)
    const codeMail = mails[mails.length - 1] ?? ''
    const code = erasureCode(codeMail)
    expect(privacyLink(codeMail).searchParams.get('erase')).toBe('1')
    const field = page.getByRole('textbox', { name: 'Code from the mail' })
    await field.fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Erase my data now' }).click()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await field.fill(code)
    await page.getByRole('button', { name: 'Erase my data now' }).click()
    await expect(page.getByRole('heading', { name: 'Your data has been erased' })).toBeVisible()
  })

  await test.step('the link no longer works', async () => {
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible()
  })

  await test.step('the recruiter finds an anonymised applicant, and the erasure among the privacy requests', async () => {
    const list = await api<{ data: { id: number }[] }>('GET', `applicants?job_id=${jobId}`, undefined, ownerToken)
    const applicantId = list.data[0]?.id
    expect(applicantId).toBeDefined()
    await signInWith(context, ownerToken)
    await page.goto(`/candidates/view/?id=${applicantId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Anonymised applicant' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/^Anonymised on /)).toBeVisible()
    await expect(page.getByText(candidate.email)).toHaveCount(0)
    await page.goto('/settings/privacy/')
    await expect(page.getByRole('region', { name: 'Privacy requests' }).getByText(/^Erasure/)).toBeVisible()
  })
})
