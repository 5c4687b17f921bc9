import type { Page } from '@playwright/test'
import { expectNoSeriousViolations } from './axe'
import { atPath, chooseRadio, countCalls, expect, holdToken, test, uniqueToken } from './fixtures'

/**
 * Issue 11 on the stub server (e2e/stub-resumes.ts decides each file's outcome by its name):
 * uploading a batch with its progress and outcomes, refusals, a retry, the Recent uploads filter,
 * and working through the review queue with the keyboard. Parsing itself runs on the real server
 * (e2e/full-stack/resumes.fullstack.ts).
 */

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) })
const text = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(`${name}\nBackend Engineer\nLisbon`) })

async function drop(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.locator('input[type="file"]').setInputFiles(files)
}

const batch = (page: Page) => page.getByRole('list', { name: 'Files in this batch' })
const row = (page: Page, name: string) => batch(page).getByRole('listitem', { name, exact: true })

test.beforeEach(async ({ context, baseURL }) => {
  await holdToken(context, baseURL, uniqueToken('owner'))
})

test('a batch uploads with progress, three at a time, and shows each outcome; refused files say why, a lost upload retries', async ({ page, apiCalls }) => {
  // Many uploads, each waiting for its outcome from the stub's timed parsing.
  test.slow()
  // The first try of flaky.pdf loses its connection; held.pdf is held until its progress bar has been seen.
  let flakyTries = 0
  let release: () => void = () => {}
  const seen = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/backend/api/resumes', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? ''
    if (route.request().method() === 'POST' && body.includes('filename="flaky.pdf"') && flakyTries++ === 0) return route.abort('connectionreset')
    if (body.includes('filename="held.pdf"')) await seen
    return route.continue()
  })

  await page.goto('/resumes/upload/')
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Resumes' })).toBeVisible()
  await expect(page).toHaveTitle('Upload Resumes · Staffdesk')
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: 'Choose files' })).toBeVisible()
  await expect(main.getByText('No uploads yet')).toBeVisible()

  await drop(page, [
    pdf('held.pdf'),
    pdf('alice-smith.pdf'),
    text('bob-review.txt'),
    pdf('carol-dup.pdf'),
    pdf('dan-broken.pdf'),
    { name: 'image.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) },
    { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
    pdf('flaky.pdf'),
  ])

  // Each file has its own progress bar while it waits or is sent.
  await expect(row(page, 'held.pdf').getByRole('progressbar', { name: 'Uploading held.pdf' })).toBeAttached()
  release()
  await expect(row(page, 'held.pdf').getByRole('link', { name: 'Held' })).toBeVisible()
  await expect(row(page, 'photo.png')).toContainText('Not uploaded: Not a PDF, DOCX or TXT file')

  await expect(row(page, 'alice-smith.pdf').getByRole('link', { name: 'Alice Smith' })).toHaveAttribute('href', /^\/candidates\/view\/\?id=\d+$/)
  await expect(row(page, 'bob-review.txt').getByRole('link', { name: 'Review bob-review.txt' })).toHaveAttribute('href', /^\/resumes\/review\/\?id=\d+$/)
  await expect(row(page, 'carol-dup.pdf')).toContainText('Already known as Ada Lovelace (same email)')
  await expect(row(page, 'carol-dup.pdf').getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/candidates/view/?id=7')
  await expect(row(page, 'dan-broken.pdf')).toContainText('The PDF is damaged and could not be read.')
  await expect(row(page, 'image.pdf')).toContainText('Not uploaded: This file is not a PDF, DOCX or TXT resume.')
  await expect(row(page, 'image.pdf').getByRole('button', { name: /Retry/ })).toHaveCount(0)

  await expect(row(page, 'flaky.pdf')).toContainText('Upload failed')
  await row(page, 'flaky.pdf').getByRole('button', { name: 'Retry flaky.pdf' }).click()
  await expect(row(page, 'flaky.pdf').getByRole('link', { name: 'Flaky' })).toBeVisible()

  // photo.png never left the browser; flaky.pdf went twice.
  expect(countCalls(apiCalls, 'POST', 'resumes')).toBe(8)

  // Recent uploads list the company's uploads, newest first, filtered by status in the URL.
  const recent = main.getByRole('table', { name: 'Recent uploads' })
  await expect(recent.getByRole('link', { name: 'alice-smith.pdf' })).toBeVisible()
  await expect(recent.getByRole('row')).toHaveCount(7)
  await chooseRadio(main, 'Show uploads', 'Needs review')
  await expect(page).toHaveURL(/[?&]status=needs_review/)
  await expect(recent.getByRole('row')).toHaveCount(2)
  await expect(recent.getByRole('link', { name: 'bob-review.txt', exact: true })).toBeVisible()
  await expectNoSeriousViolations(page)

  await page.reload()
  await expect(main.getByRole('radio', { name: 'Needs review' })).toBeChecked()
  await expect(main.getByRole('table', { name: 'Recent uploads' }).getByRole('row')).toHaveCount(2)
  await chooseRadio(main, 'Show uploads', 'Failed')
  await expect(main.getByRole('table', { name: 'Recent uploads' }).getByRole('link', { name: 'dan-broken.pdf' })).toBeVisible()
})

test('the batch goes on while the user is on another page', async ({ page, apiCalls }) => {
  // Many uploads, each waiting for its outcome from the stub's timed parsing.
  test.slow()
  await page.goto('/resumes/upload/')
  await drop(page, [pdf('one.pdf'), pdf('two.pdf'), pdf('three.pdf'), pdf('four.pdf'), pdf('five.pdf')])
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Applicants List', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants List' })).toBeVisible()
  // All five are sent while the applicants list is on screen.
  await expect.poll(() => countCalls(apiCalls, 'POST', 'resumes')).toBe(5)
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Upload Resumes', exact: true }).click()
  for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) await expect(row(page, `${name.toLowerCase()}.pdf`).getByRole('link', { name })).toBeVisible()
})

test('the review queue: fields beside the resume with their confidence, save, merge and discard from the keyboard', async ({ page, apiCalls }) => {
  // Many uploads, each waiting for its outcome from the stub's timed parsing.
  test.slow()
  await page.goto('/resumes/upload/')
  // ada-similar.txt goes first, so it is the oldest: the last of the queue (newest first).
  await drop(page, [text('ada-similar.txt')])
  await expect(row(page, 'ada-similar.txt').getByRole('link', { name: 'Review ada-similar.txt' })).toBeVisible()
  await drop(page, [text('erin-review.txt'), text('frank-review.txt')])
  for (const name of ['erin-review.txt', 'frank-review.txt', 'ada-similar.txt']) {
    await expect(row(page, name).getByRole('link', { name: `Review ${name}` })).toBeVisible()
  }
  await chooseRadio(page.getByRole('main'), 'Show uploads', 'Needs review')
  const first = page.getByRole('table', { name: 'Recent uploads' }).getByRole('link').first()
  const firstName = await first.textContent()
  await first.click()

  await expect(page.getByRole('heading', { level: 1, name: firstName ?? '' })).toBeVisible()
  await expect(page).toHaveTitle('Review resume · Staffdesk')
  const main = page.getByRole('main')
  await expect(main.getByText('1 of 3 waiting for review')).toBeVisible()
  await expect(main.getByText(/^Keyboard:/)).toBeVisible()
  await expect(main.getByRole('region', { name: `Resume: ${firstName}` })).toContainText('Backend Engineer')
  await expect(main.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/Doubtful: 42% confidence, check it/)
  await expect(main.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Read with 95% confidence')
  await expectNoSeriousViolations(page)

  // J and K move through the queue, outside text fields only.
  const firstUrl = page.url()
  await main.getByRole('textbox', { name: 'Location' }).press('End')
  await main.getByRole('textbox', { name: 'Location' }).press('j')
  await expect(main.getByRole('textbox', { name: 'Location' })).toHaveValue('Lisbon, Portugalj')
  // Put back as it was, so leaving the upload does not ask about unsaved changes.
  await main.getByRole('textbox', { name: 'Location' }).press('Backspace')
  await main.getByRole('heading', { level: 2, name: 'Read from the resume' }).click()
  await page.keyboard.press('j')
  await expect(main.getByText('2 of 3 waiting for review')).toBeVisible()
  await page.keyboard.press('k')
  await expect(main.getByText('1 of 3 waiting for review')).toBeVisible()
  expect(page.url()).toBe(firstUrl)

  // Ctrl+Enter saves from inside a field; a missing name is refused beside the field first.
  const name = main.getByRole('textbox', { name: 'Name' })
  await name.fill('')
  await name.press('Control+Enter')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription(/Enter a name/)
  await name.fill('Erin Example')
  await name.press('Control+Enter')
  await expect(page.getByText('Applicant saved')).toBeVisible()
  await expect(main.getByText('1 of 2 waiting for review')).toBeVisible()
  const saved = apiCalls.find((call) => call.method === 'POST' && call.path.endsWith('/save'))
  await expect.poll(() => (saved?.body as { fields?: { name?: string } } | undefined)?.fields?.name).toBe('Erin Example')

  // D asks before discarding.
  await main.getByRole('heading', { level: 2, name: 'Read from the resume' }).click()
  await page.keyboard.press('d')
  const dialog = page.getByRole('dialog', { name: /^Discard .+\?$/ })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Discard' }).click()
  await expect(page.getByText('Upload discarded')).toBeVisible()
  await expect(main.getByText('1 of 1 waiting for review')).toBeVisible()

  // The last one may be Ada Lovelace: merged into her.
  await expect(main.getByText('may be someone you know')).toBeVisible()
  await expect(main.getByRole('alert').filter({ hasText: 'Ada Lovelace matches: similar name.' })).toBeVisible()
  await main.getByRole('button', { name: 'Merge into Ada Lovelace' }).click()
  await expect(page.getByText('Merged into Ada Lovelace')).toBeVisible()
  await expect(page.getByText('Nothing else needs review')).toBeVisible()
  await expect(page).toHaveURL(atPath('/resumes/upload/'))
  const merged = apiCalls.filter((call) => call.method === 'POST' && call.path.endsWith('/save')).at(-1)
  await expect.poll(() => (merged?.body as { merge_into?: number } | undefined)?.merge_into).toBe(7)
})

test('a duplicate or failed upload can be discarded from its page, reached from Recent uploads', async ({ page }) => {
  // An upload waiting for its outcome, then a review page.
  test.slow()
  await page.goto('/resumes/upload/')
  await drop(page, [pdf('gus-dup.pdf')])
  await expect(row(page, 'gus-dup.pdf')).toContainText('Already known as Ada Lovelace')
  await page.getByRole('main').getByRole('table', { name: 'Recent uploads' }).getByRole('link', { name: 'gus-dup.pdf', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'gus-dup.pdf' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Discard' }).click()
  await page.getByRole('dialog', { name: 'Discard gus-dup.pdf?' }).getByRole('button', { name: 'Discard' }).click()
  await expect(page.getByText('Upload discarded')).toBeVisible()
  await expect(page.getByRole('main').getByText('Discarded', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { name: 'Discard' })).toHaveCount(0)
})

test('an upload that does not exist says so, with the way back', async ({ page }) => {
  await page.goto('/resumes/review/?id=999999')
  await expect(page.getByRole('heading', { name: 'Upload not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Upload Resumes' }).click()
  await expect(page).toHaveURL(atPath('/resumes/upload/'))
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the upload page and its recent uploads fit the width, as cards', async ({ page }) => {
    // Two uploads waiting for their outcomes, then an axe pass over the whole page.
    test.slow()
    await page.goto('/resumes/upload/')
    await drop(page, [pdf('a-rather-long-file-name-from-the-career-fair-2026.pdf'), text('gina-review.txt')])
    await expect(row(page, 'gina-review.txt').getByRole('link', { name: 'Review gina-review.txt' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Recent uploads' }).getByRole('listitem')).toHaveCount(2)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoSeriousViolations(page)
  })
})
