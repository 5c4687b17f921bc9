import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { callApi } from './api-call'
import { newestMailTo } from './mailbox'
import { FULL_STACK_DATA_DIR, FULL_STACK_URL } from './server'
import { signInWith, signUpThroughApi } from './sign-up'

/**
 * Issue 12 through the built app on the real server, at phone width: a visitor finds a published
 * job on a public careers site by a word, applies with a PDF resume and is mailed a confirmation;
 * the recruiter sees the applicant in the job's first stage and, once the resume is parsed, its skills.
 */

const stamp = Date.now()
const slug = `harbor-${stamp}`
const owner = { company: 'Harbor Careers', name: 'Lena Voss', email: `lena.${stamp}@harbor.test`, password: 'careers suite password 1' }
const visitor = { name: 'Ada Lovelace', email: `ada.${stamp}@example.com` }
const SKILLS = ['Python', 'PostgreSQL', 'Kubernetes']

const api = <T>(method: string, apiPath: string, body?: unknown, token?: string) => callApi<T>(FULL_STACK_URL, method, apiPath, body, token)

let ownerToken = ''
let jobId = 0

async function resumePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const page = pdf.addPage([595, 842])
  const lines = [visitor.name, visitor.email, 'Data engineer', '', 'Skills', SKILLS.join(', '), '', 'Experience', 'Seismology data pipelines, 2019 to 2025']
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }))
  return Buffer.from(await pdf.save())
}

test.use({ viewport: { width: 390, height: 844 } })

test.beforeAll(async () => {
  ownerToken = await signUpThroughApi(owner)
  await api('PATCH', 'settings', { careers: { slug, public: true, intro: 'We chart the **sea floor**.', brand_color: '#0f766e' } }, ownerToken)
  jobId = (
    await api<{ id: number }>(
      'POST',
      'jobs',
      { title: 'Hydrographic Data Engineer', department: 'Data', employment_type: 'full_time', workplace: 'remote', openings: 1, description: 'Map the oceans.', status: 'published' },
      ownerToken,
    )
  ).id
  await api('POST', 'jobs', { title: 'Office Manager', department: 'Operations', employment_type: 'full_time', workplace: 'on_site', openings: 1, description: 'Keep the office running.', status: 'published' }, ownerToken)
})

test('a visitor finds a job by a word and applies with a resume; the recruiter sees them in the first stage with parsed skills', async ({ page, context }) => {
  await test.step('find the job by a word of its title and apply with a PDF resume', async () => {
    await page.goto(`/careers/?company=${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: owner.company })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search jobs' }).or(page.getByRole('textbox', { name: 'Search jobs' })).fill('hydrographic')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Office Manager' })).toHaveCount(0)
    await main.getByRole('link', { name: 'Hydrographic Data Engineer' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Hydrographic Data Engineer' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Name' }).fill(visitor.name)
    await page.getByRole('textbox', { name: 'Email' }).fill(visitor.email)
    await page.getByLabel(/^Resume\b/).setInputFiles({ name: 'ada-lovelace.pdf', mimeType: 'application/pdf', buffer: await resumePdf() })
    await page.getByRole('checkbox', { name: /^I agree/ }).check()
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible()
    expect(await newestMailTo(FULL_STACK_DATA_DIR, visitor.email)).toContain('Hydrographic Data Engineer')
  })

  const applicantId = await test.step('the resume is parsed: the applicant gets its skills', async () => {
    const deadline = Date.now() + 60_000
    for (;;) {
      const list = await api<{ data: { id: number; skills: string[] }[] }>('GET', `applicants?job_id=${jobId}`, undefined, ownerToken)
      const row = list.data[0]
      if (row && SKILLS.every((skill) => row.skills.includes(skill))) return row.id
      if (Date.now() > deadline) throw new Error(`The resume was not parsed in time: ${JSON.stringify(list.data)}`)
      await sleep(500)
    }
  })

  await test.step('the recruiter sees the applicant in the first stage and the parsed skills on their page', async () => {
    await signInWith(context, ownerToken)
    await page.goto(`/jobs/pipeline/?id=${jobId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Pipeline: Hydrographic Data Engineer' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Applied', exact: true }).getByRole('link', { name: visitor.name })).toBeVisible()
    await page.goto(`/candidates/view/?id=${applicantId}`)
    await expect(page.getByRole('heading', { level: 1, name: visitor.name })).toBeVisible()
    for (const skill of SKILLS) await expect(page.getByRole('main').getByText(skill, { exact: true }).first()).toBeVisible()
  })
})

test('the careers pages work without JavaScript: the open jobs, a search, and a job with its description', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: FULL_STACK_URL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(`/careers/?company=${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: `Careers at ${owner.company}` })).toBeVisible()
  await expect(page.getByText('We chart the sea floor.')).toBeVisible()
  // The search is a plain form: the server sends the list it finds.
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('office')
  await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter')
  await expect(page).toHaveURL(/[?&]q=office/)
  await expect(page.getByRole('link', { name: 'Office Manager' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Hydrographic Data Engineer' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Clear filters' }).click()
  await page.getByRole('link', { name: 'Hydrographic Data Engineer' }).click()
  await expect(page).toHaveURL(new RegExp(`/careers/job/\\?company=${slug}&id=${jobId}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Hydrographic Data Engineer' })).toBeVisible()
  await expect(page.getByText('Map the oceans.')).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'Remote' })).toBeVisible()
  await context.close()
})
