import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Dashboard as DashboardData } from '@common/dashboard'
import { STAGE_COUNT_DEFINITION } from '@common/stage-count'
import { stubApi } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { Dashboard } from './Dashboard'

const api = stubApi()

const FULL: DashboardData = {
  requisitions: { open: 3, pending: 2, waiting_for_me: 1, overdue: 1 },
  jobs: { published: 5, draft: 1, closing_soon: 2 },
  applicants: {
    new_this_week: 8,
    in_pipeline: 20,
    funnel: [
      { stage: 'Applied', kind: 'applied', count: 12 },
      { stage: 'Interview', kind: 'in_progress', count: 6 },
    ],
    sources: [{ source: 'careers_site', count: 9 }],
    time_to_hire_days: { median: 21.4 },
    hires_by_month: [{ month: '2026-10', hires: 2 }],
  },
  employees: { active: 40, on_leave: 2, starting_soon: 1 },
  interviews: { upcoming: [], scorecards_due: 0 },
  attention: [
    { kind: 'approval_waiting', text: 'Backend Engineer waits for your approval', link: '/job-requisitions/view/?id=3' },
    { kind: 'unanswered', text: 'Ana Lima applied 16 days ago and has heard nothing', link: '/candidates/view/?id=7' },
  ],
}

describe('Dashboard', () => {
  it('shows every section the API answers, each count a link to its filtered list, charts as tables too', async () => {
    api.answer(200, FULL)
    await renderWithRouter(<Dashboard />)
    const requisitions = await screen.findByRole('region', { name: 'Requisitions' })
    expect(within(requisitions).getByRole('link', { name: 'Waiting for you: 1' })).toHaveAttribute('href', '/job-requisitions/?waiting_for_me=true')
    expect(screen.getByRole('link', { name: 'Published: 5' })).toHaveAttribute('href', '/jobs/?status=published')
    expect(screen.getByRole('link', { name: 'On leave: 2' })).toHaveAttribute('href', '/employees/?status=on_leave')
    expect(screen.getByText('21 d')).toBeInTheDocument()
    const funnel = screen.getByRole('table', { name: 'Funnel by stage' })
    expect(within(funnel).getByRole('row', { name: 'Interview 6' })).toBeInTheDocument()
    // The same words as Settings' stages: one definition of a stage's count.
    expect(screen.getByRole('region', { name: 'Funnel by stage' })).toHaveAccessibleDescription(STAGE_COUNT_DEFINITION)
    expect(screen.getByRole('table', { name: 'Hires per month' })).toHaveTextContent('Oct 2026')
    const attention = screen.getByRole('region', { name: /Needs attention/ })
    expect(within(attention).getByRole('link', { name: 'Backend Engineer waits for your approval' })).toHaveAttribute('href', '/job-requisitions/view/?id=3')
    // The never-ghost list: each applicant nobody answered, under its own label, a link to them.
    const unanswered = within(attention).getByRole('link', { name: 'Ana Lima applied 16 days ago and has heard nothing' })
    expect(unanswered).toHaveAttribute('href', '/candidates/view/?id=7')
    expect(unanswered.closest('li')).toHaveTextContent(/^Not answered/)
  })

  it('keeps the time to hire in its order ("21 d", not "d 21") in a right-to-left page', async () => {
    document.documentElement.dir = 'rtl'
    try {
      api.answer(200, FULL)
      await renderWithRouter(<Dashboard />)
      const duration = await screen.findByText('21 d')
      expect(duration.closest('bdi')).toHaveAttribute('dir', 'ltr')
    } finally {
      document.documentElement.dir = 'ltr'
    }
  })

  it('shows only the sections the user may see (a viewer of jobs alone gets jobs)', async () => {
    api.answer(200, { jobs: FULL.jobs, interviews: FULL.interviews, attention: [] })
    await renderWithRouter(<Dashboard />)
    expect(await screen.findByRole('region', { name: 'Jobs' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Requisitions' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Applicants' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Employees' })).not.toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByText('Nothing waits for you. Well done.')).toBeInTheDocument()
  })
})
