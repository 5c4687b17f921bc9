import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ApplicationScorecards, Scorecard } from '@common/interviews'
import { stubApi, type StubAnswer } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { testApplicant } from '../test-applicant'
import { ApplicantScorecards } from './ApplicantScorecards'

const api = stubApi()

function scorecard(id: number, name: string, recommendation: Scorecard['recommendation'], ratings: [number, number], notes = ''): Scorecard {
  return {
    id,
    interview_id: 9,
    interviewer: { id, name },
    ratings: [
      { attribute: 'Problem solving', rating: ratings[0] },
      { attribute: 'Communication', rating: ratings[1] },
    ],
    recommendation,
    notes,
    status: 'submitted',
    submitted_at: '2027-03-02T11:00:00Z',
  }
}

const VISIBLE: ApplicationScorecards = {
  hidden: false,
  data: [scorecard(1, 'Dana Reyes', 'strong_yes', [4, 3], 'Sharp and kind.'), scorecard(7, 'Sam Okafor', 'no', [2, 3])],
  summary: {
    recommendations: { strong_no: 0, no: 1, yes: 0, strong_yes: 1 },
    attributes: [
      { name: 'Problem solving', ratings: [4, 2], mean: 3, spread: 2 },
      { name: 'Communication', ratings: [3, 3], mean: 3, spread: 0 },
    ],
    disagreement: true,
    missing: [{ interviewer: { id: 8, name: 'Lee Chen' }, interview_id: 10 }],
  },
}

async function renderSection(serve: (path: string) => StubAnswer) {
  api.serve((request) => serve(request.path))
  await renderWithRouter(<ApplicantScorecards applicant={testApplicant()} />)
  return userEvent.setup()
}

describe('the applicant’s scorecards (debrief)', () => {
  it('shows the panel’s recommendations side by side, each attribute’s ratings, the disagreement and who is missing', async () => {
    const user = await renderSection(() => [200, VISIBLE])
    const section = await screen.findByRole('region', { name: 'Scorecards' })
    expect(await within(section).findByRole('alert')).toHaveTextContent('The panel disagrees')
    expect(within(section).getByRole('listitem', { name: 'Strong yes: 1' })).toHaveTextContent('Dana Reyes')
    expect(within(section).getByRole('listitem', { name: 'No: 1' })).toHaveTextContent('Sam Okafor')
    expect(within(section).getByRole('listitem', { name: 'Yes: 0' })).toBeInTheDocument()
    expect(section).toHaveTextContent(/Problem solving\s*Mean 3 · spread 2/)
    expect(section).toHaveTextContent('Still missing: Lee Chen')
    const toggle = within(section).getByRole('button', { name: 'Show Dana Reyes’s notes' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(within(section).getByRole('button', { name: 'Hide Dana Reyes’s notes' })).toHaveAttribute('aria-expanded', 'true')
    // Mantine's Collapse opens the notes over a transition: wait for it rather than catch it half-open.
    await waitFor(() => expect(within(section).getByText('Sharp and kind.')).toBeVisible())
  })

  it('keeps the panel’s scorecards blind until the caller’s own is in, pointing at their interview', async () => {
    const user = { ...scorecard(1, 'Dana Reyes', null, [3, 3]), status: 'draft' as const, submitted_at: null }
    await renderSection(() => [200, { hidden: true, data: [user], summary: null }])
    const section = await screen.findByRole('region', { name: 'Scorecards' })
    expect(await within(section).findByText('Submit your scorecard to see the panel’s')).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'Open your interview' })).toHaveAttribute('href', '/interviews/view/?id=9')
    expect(within(section).queryByText('Dana Reyes')).not.toBeInTheDocument()
  })

  it('finds the caller’s interview when they have not started their scorecard', async () => {
    await renderSection((path) => (path.endsWith('/interviews') ? [200, { data: [{ id: 12, status: 'scheduled' }] }] : [200, { hidden: true, data: [], summary: null }]))
    expect(await screen.findByRole('link', { name: 'Open your interview' })).toHaveAttribute('href', '/interviews/view/?id=12')
  })

  it('is left out for a caller the server does not let see it', async () => {
    await renderSection(() => [403, { message: 'You do not have permission to do this.' }])
    await waitFor(() => expect(api.sent).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('region', { name: 'Scorecards' })).not.toBeInTheDocument()
  })
})
