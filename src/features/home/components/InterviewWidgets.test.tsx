import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Interview } from '@common/interviews'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { Dashboard } from './Dashboard'

const api = stubApi()

function interview(id: number, title: string, scorecard: 'none' | 'draft' | 'submitted' = 'none'): Interview {
  return {
    id,
    application: { id: 31, applicant: { id: 5, name: 'Ana Lima' }, job: { id: 8, title: 'Backend Engineer' } },
    kit: null,
    title,
    starts_at: '2027-03-02T09:00:00Z',
    ends_at: '2027-03-02T10:00:00Z',
    timezone: 'UTC',
    location: null,
    video_url: null,
    interviewers: [{ id: 1, name: 'Dana Reyes', scorecard }],
    status: 'scheduled',
    sequence: 0,
    created_by: null,
    created_at: '2027-02-20T09:00:00Z',
    updated_at: '2027-02-20T09:00:00Z',
  }
}

describe('Home’s interview cards', () => {
  it('shows an interviewer without any permission their next interviews and the scorecards they owe', async () => {
    api.serve((request) =>
      request.path.endsWith('/dashboard')
        ? [200, { attention: [], interviews: { upcoming: [interview(9, 'Technical interview'), interview(10, 'Culture chat')], scorecards_due: 1 } }]
        : [
            200,
            {
              data: [
                { ...interview(4, 'Phone screen', 'draft'), status: 'completed' },
                { ...interview(3, 'Intro call', 'submitted'), status: 'completed' },
              ],
            },
          ],
    )
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(currentUserQueryKey, testSession({}))
    await renderWithRouter(<Dashboard />, { queryClient })
    const upcoming = await screen.findByRole('region', { name: 'Your interviews' })
    expect(within(upcoming).getByRole('link', { name: 'Technical interview' })).toHaveAttribute('href', '/interviews/view/?id=9')
    expect(upcoming).toHaveTextContent('Ana Lima · Backend Engineer')
    const due = screen.getByRole('region', { name: 'Scorecards due' })
    expect(due).toHaveTextContent('1scorecard waits for you')
    expect(await within(due).findByRole('link', { name: 'Score Ana Lima, Phone screen' })).toHaveAttribute('href', '/interviews/view/?id=4')
    expect(within(due).queryByRole('link', { name: /Intro call/ })).not.toBeInTheDocument()
  })

  it('leaves them out of a dashboard that carries no interviews', async () => {
    api.serve(() => [200, { attention: [] }])
    await renderWithRouter(<Dashboard />)
    expect(await screen.findByRole('region', { name: 'Needs attention' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Your interviews' })).not.toBeInTheDocument()
  })
})
