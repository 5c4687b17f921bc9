import { expect, test, type Page } from '@playwright/test'
import { DOCX_TYPE, PDF_TYPE, resumeDocx, resumePdf, type ResumePerson } from '../../server/test/resume-files'
import { callApi } from './api-call'
import { FULL_STACK_URL } from './server'
import { signInWith } from './sign-up'

/**
 * Issue 11 through the built app on the real server, which parses real PDF and DOCX files in its
 * worker threads: an owner drops 20 files from a career fair. Sixteen new people are saved as
 * applicants; one file is the same as another of the batch (a duplicate, nothing created); one is
 * Grace Hopper's new resume, whom the company already has (same email: it waits for review); one
 * has no email or phone (it waits for review); one is a picture named .pdf (refused with its
 * reason). The owner completes the contactless one and saves it, merges Grace's into her record,
 * and finds the new applicants in the Applicants List.
 */

const stamp = Date.now()
const PASSWORD = 'resumes suite password 1'
const api = <T>(method: string, apiPath: string, body?: unknown, token?: string) => callApi<T>(FULL_STACK_URL, method, apiPath, body, token)

/** Sixteen people no one at the company knows yet, with names no two of which are alike. */
const NEWCOMERS = [
  'Amara Okafor',
  'Bruno Castillo',
  'Chiara Lindqvist',
  'Dmitri Novak',
  'Elif Yilmaz',
  'Farid Haddad',
  'Greta Sorensen',
  'Hiro Tanaka',
  'Ingrid Bauer',
  'Jonas Peralta',
  'Kemi Adeyemi',
  'Luca Ferraro',
  'Maya Rosenthal',
  'Nils Ekberg',
  'Olga Petrova',
  'Priya Raman',
]

const GRACE = { name: 'Grace Hopper', email: 'grace.hopper@example.test' }
const CONTACTLESS = 'Quentin Marlowe'

interface DroppedFile {
  name: string
  mimeType: string
  buffer: Buffer
}

const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-')

/** Every other newcomer sends a Word document, the rest PDFs. */
async function resumeFile(person: ResumePerson, index: number): Promise<DroppedFile> {
  const docx = index % 2 === 1
  const bytes = docx ? await resumeDocx(person) : await resumePdf(person)
  return { name: `${slug(person.name)}.${docx ? 'docx' : 'pdf'}`, mimeType: docx ? DOCX_TYPE : PDF_TYPE, buffer: Buffer.from(bytes) }
}

const newcomer = (name: string, index: number): ResumePerson => ({
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.test`,
  phone: `+1 415 555 ${String(1100 + index)}`,
  location: 'Austin, TX',
  title: 'Data Engineer',
  skills: ['Python', 'SQL'],
})

/** The batch: sixteen newcomers, a picture named .pdf among them, then the two duplicates and the contactless resume. */
async function careerFairBatch(): Promise<DroppedFile[]> {
  const files = await Promise.all(NEWCOMERS.map((name, index) => resumeFile(newcomer(name, index), index)))
  const first = files[0] as DroppedFile
  // PNG bytes: the server reads the type from the content, not the name.
  const picture = { name: 'scanned-cv.pdf', mimeType: PDF_TYPE, buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]) }
  const grace = await resumePdf({ ...GRACE, phone: '+1 415 555 1999', location: 'Arlington, VA', title: 'Compiler Engineer', skills: ['COBOL', 'Fortran'] })
  const contactless = await resumePdf({ name: CONTACTLESS, location: 'Denver, CO', title: 'Site Reliability Engineer', skills: ['Kubernetes', 'Terraform'] })
  return [
    ...files.slice(0, 8),
    picture,
    ...files.slice(8),
    // The same bytes as the first file, dropped again under another name.
    { ...first, name: 'amara-okafor-copy.pdf' },
    { name: 'grace-hopper-2026.pdf', mimeType: PDF_TYPE, buffer: Buffer.from(grace) },
    { name: 'quentin-marlowe.pdf', mimeType: PDF_TYPE, buffer: Buffer.from(contactless) },
  ]
}

const row = (page: Page, fileName: string) => page.getByRole('list', { name: 'Files in this batch' }).getByRole('listitem', { name: fileName, exact: true })
const applicantHref = /^\/candidates\/view\/\?id=\d+$/

let ownerToken = ''
let graceId = 0

test.beforeAll(async () => {
  ownerToken = (await api<{ token: string }>('POST', 'signup', { company_name: 'Heron Analytics', name: 'Rosa Mendes', email: `rosa.${stamp}@heron.test`, password: PASSWORD }))
    .token
  await api('POST', 'subscription/subscribe', { plan: 'team' }, ownerToken)
  // Grace applied earlier, by hand, without a phone.
  graceId = (await api<{ id: number }>('POST', 'applicants', { name: GRACE.name, email: GRACE.email, headline: 'Compiler engineer' }, ownerToken)).id
})

test('the owner uploads 20 resumes, sees each outcome, reviews one, merges one and finds the new applicants', async ({ page, context }) => {
  // Twenty files parsed on a shared two-core machine, then three more pages.
  test.slow()
  await signInWith(context, ownerToken)
  const batch = await careerFairBatch()
  expect(batch).toHaveLength(20)

  await test.step('twenty files dropped: sixteen saved, one duplicate, two waiting for review, one refused', async () => {
    await page.goto('/resumes/upload/')
    // The first page of the run loads the app's chunks.
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Resumes' })).toBeVisible({ timeout: 60_000 })
    await expect(page.getByRole('main').getByText('No uploads yet')).toBeVisible()
    await page.locator('input[type="file"]').setInputFiles(batch)

    await expect(row(page, 'scanned-cv.pdf')).toContainText('Not uploaded: This file is not a PDF, DOCX or text file; upload the resume as one of those', {
      timeout: 60_000,
    })
    await expect(row(page, 'scanned-cv.pdf').getByRole('button', { name: /Retry/ })).toHaveCount(0)

    for (const [index, name] of NEWCOMERS.entries()) {
      const fileName = `${slug(name)}.${index % 2 === 1 ? 'docx' : 'pdf'}`
      await expect(row(page, fileName).getByRole('link', { name, exact: true })).toHaveAttribute('href', applicantHref, { timeout: 60_000 })
      await expect(row(page, fileName)).toContainText('Saved as')
    }

    const copy = row(page, 'amara-okafor-copy.pdf')
    await expect(copy).toContainText('Already known as Amara Okafor (same file)', { timeout: 60_000 })
    const amaraHref = await row(page, 'amara-okafor.pdf').getByRole('link', { name: 'Amara Okafor' }).getAttribute('href')
    await expect(copy.getByRole('link', { name: 'Amara Okafor' })).toHaveAttribute('href', amaraHref ?? '')

    await expect(row(page, 'grace-hopper-2026.pdf')).toContainText('may be Grace Hopper (same email)', { timeout: 60_000 })
    await expect(row(page, 'grace-hopper-2026.pdf').getByRole('link', { name: 'Review grace-hopper-2026.pdf' })).toHaveAttribute('href', /^\/resumes\/review\/\?id=\d+$/)
    await expect(row(page, 'quentin-marlowe.pdf').getByRole('link', { name: 'Review quentin-marlowe.pdf' })).toBeVisible({ timeout: 60_000 })
    await expect(row(page, 'quentin-marlowe.pdf')).not.toContainText('may be')
    await expect(page.getByText('20 files sent or refused')).toBeVisible()
  })

  await test.step('Recent uploads list the two waiting for review', async () => {
    const main = page.getByRole('main')
    await main.getByRole('radiogroup', { name: 'Show uploads' }).getByText('Needs review', { exact: true }).click()
    await expect(page).toHaveURL(/[?&]status=needs_review/)
    const recent = main.getByRole('table', { name: 'Recent uploads' })
    await expect(recent.getByRole('link', { name: 'quentin-marlowe.pdf', exact: true })).toBeVisible()
    await expect(recent.getByRole('link', { name: 'grace-hopper-2026.pdf', exact: true })).toBeVisible()
    await expect(recent.getByRole('link', { name: 'amara-okafor.pdf', exact: true })).toHaveCount(0)
  })

  await test.step('the resume without a contact is completed beside the file and saved as a new applicant', async () => {
    await row(page, 'quentin-marlowe.pdf').getByRole('link', { name: 'Review quentin-marlowe.pdf' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'quentin-marlowe.pdf' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText(/of 2 waiting for review$/)).toBeVisible()
    // The PDF itself is shown beside the fields.
    await expect(main.getByTitle('Resume: quentin-marlowe.pdf')).toBeVisible()
    await expect(main.getByRole('textbox', { name: 'Name' })).toHaveValue(CONTACTLESS)
    await expect(main.getByRole('textbox', { name: 'Email' })).toHaveValue('')
    await expect(main.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Not found in the resume')
    await expect(main.getByRole('button', { name: /^Merge into/ })).toHaveCount(0)
    await main.getByRole('textbox', { name: 'Email' }).fill('quentin.marlowe@example.test')
    await main.getByRole('button', { name: 'Save as new applicant' }).click()
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Applicant saved' })).toContainText(CONTACTLESS)
  })

  await test.step('Grace Hopper’s new resume is merged into her record, filling her phone', async () => {
    // The review goes on to the next upload waiting: Grace's.
    await expect(page.getByRole('heading', { level: 1, name: 'grace-hopper-2026.pdf' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText('1 of 1 waiting for review')).toBeVisible()
    await expect(main.getByRole('alert').filter({ hasText: 'Grace Hopper matches: same email.' })).toBeVisible()
    await expect(main.getByRole('alert').getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', `/candidates/view/?id=${graceId}`)
    await main.getByRole('button', { name: 'Merge into Grace Hopper' }).click()
    await expect(page.getByText('Merged into Grace Hopper')).toBeVisible()
    await expect(page.getByText('Nothing else needs review')).toBeVisible()
    await expect(page).toHaveURL(/\/resumes\/upload\/$|\/resumes\/upload\/\?/)

    await page.goto(`/candidates/view/?id=${graceId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible()
    const profile = page.getByRole('main')
    // Her phone, read from the resume, filled the empty field (stored as +<digits>); the resume is hers.
    await expect(profile).toContainText('+14155551999')
    await expect(profile).toContainText('Merged the uploaded resume grace-hopper-2026.pdf, filling the phone')
    await expect(profile.getByRole('region', { name: 'Resumes' }).getByRole('button', { name: 'Download grace-hopper-2026.pdf' })).toBeVisible()
  })

  await test.step('the new applicants are in the Applicants List, Amara once', async () => {
    await page.goto('/candidates/')
    await expect(page.getByRole('heading', { level: 1, name: 'Applicants List' })).toBeVisible()
    const search = page.getByRole('searchbox', { name: 'Search applicants' }).or(page.getByRole('textbox', { name: 'Search applicants' }))
    const main = page.getByRole('main')
    for (const name of ['Amara Okafor', 'Priya Raman', CONTACTLESS]) {
      await search.fill(name)
      await expect(page).toHaveURL(new RegExp(`q=${name.split(' ')[0]}`))
      await expect(main.getByRole('link', { name, exact: true })).toHaveCount(1)
    }
    // Grace stays one applicant.
    await search.fill('Grace Hopper')
    await expect(page).toHaveURL(/q=Grace/)
    await expect(main.getByRole('link', { name: 'Grace Hopper', exact: true })).toHaveCount(1)
  })
})
