import { readFile } from 'node:fs/promises'
import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'
import { STUB_OFFER_SHA256 } from './stub-offer-portal'

/**
 * The candidate's offer on the careers site (contract 17, `/careers/offer/?token=`) on the stub
 * server (e2e/stub-offer-portal.ts): read the letter and its PDF, accept by typing a name and
 * ticking "I accept" (the server's 422s beside the fields first), or decline with a reason; a
 * withdrawn or unknown link says so. Mails and the signed PDF run on the real server
 * (the offers full-stack spec).
 */

/** A link of its own per test: the stub keeps each offer's state by its token. */
const link = (kind: string) => `/careers/offer/?token=${kind}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

test('the candidate reads the letter, is told what is missing, then accepts and sees the signed record', async ({ page, apiCalls }) => {
  await page.goto(link('sent'))
  await expect(page.getByRole('heading', { level: 1, name: 'Offer for Robotics Engineer' })).toBeVisible()
  await expect(page.getByRole('banner').getByText('Acme Robotics')).toBeVisible()
  await expect(page.getByText('We are delighted to offer you the position of Robotics Engineer')).toBeVisible()
  await expect(page.getByText(/^This offer expires on .+, [\w/]+/)).toBeVisible()
  await expect(page).toHaveTitle('Offer for Robotics Engineer: Acme Robotics')

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download PDF' }).click()
  const file = await download
  expect(await readFile((await file.path()) ?? '', 'latin1')).toMatch(/^%PDF-1\.4[\s\S]*Offer letter for Ana Lima/)
  await expectNoViolations(page)

  const name = page.getByRole('textbox', { name: 'Type your full name to sign' })
  const agree = page.getByRole('checkbox', { name: /^I accept/ })
  await page.getByRole('button', { name: 'Accept offer' }).click()
  await expect(name).toBeFocused()
  await expect(name).toHaveAccessibleDescription('Type your full name to sign')
  await expect(agree).toHaveAccessibleDescription('Tick “I accept” to accept the offer')
  await expectNoViolations(page)

  await name.fill('Ana Lima')
  await page.getByRole('button', { name: 'Accept offer' }).click()
  await expect(agree).toBeFocused()
  await expect(agree).toHaveAccessibleDescription('Tick “I accept” to accept the offer')
  await expect(name).not.toHaveAttribute('aria-invalid')

  await agree.check()
  await page.keyboard.press('Enter')
  const accepted = page.getByRole('heading', { level: 1, name: 'Offer accepted' })
  await expect(accepted).toBeFocused()
  expect(apiCalls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    { signature_name: '', agree: false },
    { signature_name: 'Ana Lima', agree: false },
    { signature_name: 'Ana Lima', agree: true },
  ])
  await expect(page.getByText('We have emailed you the signed letter.', { exact: false })).toBeVisible()
  await expect(page.getByText(STUB_OFFER_SHA256)).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'Ana Lima' })).toBeVisible()
  const signed = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download PDF' }).click()
  expect(await readFile((await (await signed).path()) ?? '', 'latin1')).toContain(`Signed by Ana Lima at`)
  await expectNoViolations(page)

  // The link shows the accepted offer from now on.
  await page.reload()
  await expect(accepted).toBeVisible()
  await expect(page.getByRole('button', { name: 'Accept offer' })).toHaveCount(0)
})

test('the candidate declines, giving a reason', async ({ page, apiCalls }) => {
  await page.goto(link('sent'))
  const decline = page.getByRole('button', { name: 'Decline', exact: true })
  await expect(decline).toHaveAttribute('aria-expanded', 'false')
  await decline.click()
  const reason = page.getByRole('textbox', { name: 'Reason (optional)' })
  await expect(reason).toBeFocused()
  await reason.fill('I took another offer closer to home')
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Decline offer' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Offer declined' })).toBeFocused()
  expect(apiCalls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'I took another offer closer to home' })
  await expect(page).toHaveTitle('Offer declined: Acme Robotics')
})

test('a withdrawn or expired offer is no longer available; an unknown link is not valid', async ({ page }) => {
  await page.goto(link('withdrawn'))
  await expect(page.getByRole('heading', { level: 1, name: 'This offer is no longer available' })).toBeVisible()
  await expect(page).toHaveTitle('This offer is no longer available')
  await expectNoViolations(page)
  await page.goto(link('unknown'))
  await expect(page.getByRole('heading', { level: 1, name: 'This offer link is not valid' })).toBeVisible()
  await page.goto(link('accepted'))
  await expect(page.getByRole('heading', { level: 1, name: 'Offer accepted' })).toBeVisible()
})

test('fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(link('sent'))
  await expect(page.getByRole('button', { name: 'Accept offer' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByRole('button', { name: 'Decline', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Decline offer' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('on a page set right to left (the company’s language) the layout mirrors and each English sentence keeps its order', async ({ page, context }) => {
  // The tab is shared by the tests of a worker (e2e/fixtures.ts): the direction must not outlive this test.
  const rightToLeft = await context.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.documentElement.setAttribute('dir', 'rtl')))
  try {
    await page.goto(link('sent'))
    const heading = page.getByRole('heading', { level: 2, name: 'Not taking it?' })
    await expect(heading).toBeVisible()
    const painted = await heading.evaluate((element) => {
      const text = element.firstChild as Text
      const at = (index: number) => {
        const range = document.createRange()
        range.setStart(text, index)
        range.setEnd(text, index + 1)
        return range.getBoundingClientRect().left
      }
      const card = (element.closest('section') as HTMLElement).getBoundingClientRect()
      return { first: at(0), last: at(text.length - 1), right: element.getBoundingClientRect().right, cardRight: card.right, cardCentre: card.left + card.width / 2 }
    })
    // The question mark ends the sentence on its right, and the heading keeps to the card's right edge.
    expect(painted.last).toBeGreaterThan(painted.first)
    expect(painted.first).toBeGreaterThan(painted.cardCentre)
    const decline = await page.getByRole('button', { name: 'Decline', exact: true }).boundingBox()
    expect((decline?.x ?? 0) + (decline?.width ?? 0)).toBeGreaterThan(painted.cardCentre)
  } finally {
    await rightToLeft.dispose()
  }
})
