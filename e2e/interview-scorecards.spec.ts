import { expectNoSeriousViolations, expectNoViolations } from './axe'
import { expect, holdToken, test, uniqueToken } from './fixtures'
import { STUB_INTERVIEW_ID, STUB_UPCOMING_INTERVIEW_ID } from './stub-scorecards'

/**
 * Structured interviews on the stub server (e2e/stub-scorecards.ts): a panel member's scorecard
 * on the interview page (a draft, a refused submission, the submission), the blind debrief on
 * the applicant's page, Home's interview cards for an interviewer without any permission, and
 * the candidate's slot picker on the careers site.
 */

test.describe('signed in', () => {
  test.beforeEach(() => test.slow())

  test('a panel member saves a draft, is told what is missing, submits, and then sees the panel’s debrief', async ({ page, context, baseURL, apiCalls }) => {
    await holdToken(context, baseURL, uniqueToken('owner'))
    await page.goto('/candidates/view/?id=3')
    const debrief = page.getByRole('region', { name: 'Scorecards' })
    await expect(debrief.getByText('Submit your scorecard to see the panel’s')).toBeVisible()
    await expect(debrief.getByText('Lee Chen')).toBeHidden()
    await debrief.getByRole('link', { name: 'Open your interview' }).click()

    await expect(page).toHaveURL(new RegExp(`/interviews/view/\\?id=${STUB_INTERVIEW_ID}`))
    await expect(page.getByRole('heading', { level: 1, name: 'Technical interview' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Interview kit' }).getByText('Walk us through a system you designed.')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Applicant' }).getByText('ana@example.com')).toBeVisible()
    const form = page.getByRole('form', { name: 'Scorecard' })
    await expectNoSeriousViolations(page)
    const solving = form.getByRole('radiogroup', { name: 'Problem solving' })
    await solving.getByRole('radio', { name: '4 Excellent' }).check()
    await form.getByRole('textbox', { name: 'Notes' }).fill('Clear design, good questions.')
    await form.getByRole('button', { name: 'Save draft' }).click()
    await expect(form.getByText(/Draft saved/)).toBeVisible()
    expect(apiCalls.find((call) => call.method === 'PUT')?.body).toMatchObject({ submit: false, ratings: [{ attribute: 'Problem solving', rating: 4 }] })

    await page.reload()
    await expect(page.getByRole('form', { name: 'Scorecard' }).getByRole('radiogroup', { name: 'Problem solving' }).getByRole('radio', { name: '4 Excellent' })).toBeChecked()
    await form.getByRole('button', { name: 'Submit scorecard' }).click()
    const communication = form.getByRole('radiogroup', { name: 'Communication' })
    await expect(communication).toHaveAccessibleDescription(/Rate this attribute to submit/)
    await expect(form.getByRole('radiogroup', { name: 'Recommendation' })).toHaveAccessibleDescription(/Choose a recommendation/)
    await communication.getByRole('radio', { name: '3 Good' }).check()
    await form.getByRole('radiogroup', { name: 'Recommendation' }).getByRole('radio', { name: 'Yes', exact: true }).check()
    await form.getByRole('button', { name: 'Submit scorecard' }).click()
    const yours = page.getByRole('region', { name: 'Your scorecard' })
    await expect(yours.getByText(/^Submitted\s/)).toBeVisible()
    await expect(yours.getByRole('button', { name: 'Submit scorecard' })).toBeHidden()

    await page.getByRole('link', { name: 'Ana Lima' }).first().click()
    await expect(debrief.getByRole('alert')).toContainText('The panel disagrees')
    await expect(debrief.getByRole('listitem', { name: 'Strong no: 1' })).toContainText('Lee Chen')
    await expect(debrief.getByRole('listitem', { name: 'Yes: 1' })).toContainText('Dana Reyes')
    await expect(debrief.getByText('Still missing:')).toBeVisible()
    await debrief.getByRole('button', { name: 'Show Lee Chen’s notes' }).click()
    await expect(debrief.getByText('Struggled with the design question.')).toBeVisible()
    // Afresh, without the submission's toast (the shell's, not this page's) or a hovered button.
    await page.reload()
    await expect(debrief.getByRole('alert')).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('an interviewer without any permission sees their interviews and the scorecards they owe on Home', async ({ page, context, baseURL }) => {
    await holdToken(context, baseURL, uniqueToken('no-perms', 'interviews'))
    await page.goto('/')
    const upcoming = page.getByRole('region', { name: 'Your interviews' })
    await expect(upcoming.getByRole('link', { name: 'Culture interview' })).toHaveAttribute('href', `/interviews/view/?id=${STUB_UPCOMING_INTERVIEW_ID}`)
    await expect(upcoming).toContainText('Ana Lima · Backend Engineer')
    const due = page.getByRole('region', { name: 'Scorecards due' })
    await expect(due).toContainText('1scorecard waits for you')
    await expectNoSeriousViolations(page)
    await due.getByRole('link', { name: 'Score Ana Lima, Technical interview' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Technical interview' })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Scorecard' })).toBeVisible()
  })
})

test.describe('careers slot picker', () => {
  test('a candidate picks a time in their zone or the link’s and books it', async ({ page, apiCalls }) => {
    await page.goto(`/careers/schedule/?token=open-${Date.now()}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Book your interview' })).toBeVisible()
    await expect(page.getByText('Robotics Engineer · 45 minutes')).toBeVisible()
    await expect(page.getByText(/Times are in America\/New York/)).toBeVisible()
    const slot = page.getByRole('button', { name: 'Tuesday 5 March, 10:00' })
    await expect(slot).toHaveAttribute('aria-pressed', 'false')
    await expectNoViolations(page)
    await slot.click()
    await expect(slot).toHaveAttribute('aria-pressed', 'true')
    // The keyboard chooses too: the next time, then Book interview.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Tuesday 5 March, 14:30' })).toHaveAttribute('aria-pressed', 'true')
    await expect(slot).toHaveAttribute('aria-pressed', 'false')
    // The browser's own zone on request, and back: the chosen time stays chosen.
    await page.getByRole('button', { name: /^Show times in my time zone/ }).click()
    await expect(page.getByText(/Times are in America\/New York/)).toBeHidden()
    await page.getByRole('button', { name: /^Show times in the suggested time zone/ }).click()
    await expect(page.getByRole('button', { name: 'Tuesday 5 March, 14:30' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: 'Book interview' }).click()
    await expect(page.getByRole('heading', { name: 'Interview booked' })).toBeFocused()
    await expect(page.getByText('Dana Reyes, Lee Chen')).toBeVisible()
    await expectNoViolations(page)
    await expect(page.getByText(/Tue, 5 Mar 2030, 14:30–15:15/)).toBeVisible()
    expect(apiCalls.find((call) => call.method === 'POST')?.body).toEqual({ starts_at: '2030-03-05T19:30:00Z' })
  })

  test('a time taken meanwhile brings the free times again and says so', async ({ page }) => {
    await page.goto(`/careers/schedule/?token=taken-${Date.now()}`)
    await page.getByRole('button', { name: 'Tuesday 5 March, 09:00' }).click()
    await page.getByRole('button', { name: 'Book interview' }).click()
    await expect(page.getByRole('alert')).toContainText('That time was just taken')
    await expect(page.getByRole('button', { name: 'Tuesday 5 March, 09:00' })).toBeHidden()
    await page.getByRole('button', { name: 'Wednesday 6 March, 09:00' }).click()
    await page.getByRole('button', { name: 'Book interview' }).click()
    await expect(page.getByRole('heading', { name: 'Interview booked' })).toBeVisible()
  })

  test('an expired link says so, and a used one shows its booking', async ({ page }) => {
    await page.goto(`/careers/schedule/?token=gone-${Date.now()}`)
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible()
    await page.goto(`/careers/schedule/?token=booked-${Date.now()}`)
    await expect(page.getByRole('heading', { name: 'Interview booked' })).toBeVisible()
    await expect(page.getByText('This link has already booked your interview.')).toBeVisible()
  })
})
