import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Interview, SchedulingLinkSummary } from '@common/interviews'
import Toasts from '@/components/feedback/Toasts'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { ApplicantInterviewsSection } from './ApplicantInterviewsSection'

const api = stubApi()

const INTERVIEW: Interview = {
  id: 70,
  application: { id: 31, applicant: { id: 3, name: 'Ana Lima' }, job: { id: 8, title: 'Backend Engineer' } },
  kit: { id: 40, name: 'System design' },
  title: 'System design',
  starts_at: '2030-03-04T13:00:00Z',
  ends_at: '2030-03-04T14:00:00Z',
  timezone: 'Europe/Berlin',
  location: 'Room 4',
  video_url: null,
  interviewers: [
    { id: 51, name: 'Priya Patel', scorecard: 'submitted' },
    { id: 52, name: 'Max Müller', scorecard: 'draft' },
  ],
  status: 'scheduled',
  sequence: 0,
  created_by: { id: 1, name: 'Dana Reyes' },
  created_at: '2030-01-01T00:00:00Z',
  updated_at: '2030-01-01T00:00:00Z',
}

const LINK: SchedulingLinkSummary = {
  id: 90,
  interviewers: [{ id: 53, name: 'Dana Reyes' }],
  kit: null,
  duration_minutes: 45,
  from: '2030-03-03T23:00:00Z',
  to: '2030-03-08T23:00:00Z',
  timezone: 'Europe/Lisbon',
  expires_at: '2030-03-08T23:00:00Z',
  state: 'open',
  interview_id: null,
  created_at: '2030-01-02T00:00:00Z',
}

const APPLICANT = {
  name: 'Ana Lima',
  applications: [
    { id: 31, job: { id: 8, title: 'Backend Engineer' } },
    { id: 32, job: { id: 9, title: 'Product Designer' } },
  ],
}

function serve(writes: (request: ServedRequest) => StubAnswer | undefined = () => undefined) {
  api.serve((request) => {
    const written = writes(request)
    if (written) return written
    if (request.path.endsWith('/settings/lists')) return [200, { departments: [], locations: [], rejection_reasons: [], timezone: 'Europe/Berlin' }]
    if (request.path.endsWith('/interviews')) return [200, { data: request.query.application_id === '31' ? [INTERVIEW] : [], meta: { page: 1, per_page: 100, total: 1 } }]
    if (request.path.endsWith('/applications/31/scheduling-links')) return [200, { data: [LINK] }]
    if (request.path.endsWith('/scheduling-links')) return [200, { data: [] }]
    return [404, { message: `No stub for ${request.method} ${request.path}` }]
  })
}

async function renderSection(permissions?: Record<string, string[]>) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  await renderWithRouter(
    <>
      <ApplicantInterviewsSection applicant={APPLICANT} />
      <Toasts />
    </>,
    { queryClient },
  )
  return userEvent.setup()
}

const writes = () => api.sent.filter((request) => request.method !== 'GET')

describe('the applicant’s Interviews section', () => {
  it('lists the application’s interviews on the company’s clock with the panel’s scorecards, and its scheduling links', async () => {
    serve()
    await renderSection()
    const item = await screen.findByRole('listitem', { name: 'System design' })
    await waitFor(() => expect(item).toHaveTextContent('Mon, Mar 4, 2030, 14:00–15:00'))
    expect(item).toHaveTextContent('Europe/Berlin')
    expect(within(item).getByRole('list', { name: 'Panel' })).toHaveTextContent('Priya PatelSubmittedMax MüllerDraft')
    expect(within(item).getByRole('link', { name: 'System design' })).toHaveAttribute('href', expect.stringMatching(/interviews\/view\/\?id=70$/))
    const link = await screen.findByRole('listitem', { name: /^Scheduling link/ })
    expect(link).toHaveTextContent('Open')
    expect(link).toHaveTextContent('Mar 4, 2030 to Mar 8, 2030')
  })

  it('shows another application’s interviews when it is chosen', async () => {
    serve()
    const user = await renderSection()
    await screen.findByRole('listitem', { name: 'System design' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Application' }), 'Product Designer')
    expect(await screen.findByText('No interviews for Product Designer yet.')).toBeInTheDocument()
  })

  it('cancels with the reason given, after asking', async () => {
    serve((request) => (request.method === 'POST' ? [200, { ...INTERVIEW, status: 'cancelled' }] : undefined))
    const user = await renderSection()
    const item = await screen.findByRole('listitem', { name: 'System design' })
    await user.click(within(item).getByRole('button', { name: 'Cancel interview' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel System design?' })
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'The candidate withdrew')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }))
    expect(await screen.findByText('Interview cancelled')).toBeInTheDocument()
    expect(writes()).toEqual([{ method: 'POST', path: '/backend/api/interviews/70/cancel', body: { reason: 'The candidate withdrew' } }])
  })

  it('withdraws an open link', async () => {
    serve((request) => (request.method === 'DELETE' ? [204, null] : undefined))
    const user = await renderSection()
    const link = await screen.findByRole('listitem', { name: /^Scheduling link/ })
    await user.click(within(link).getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByText('Scheduling link withdrawn')).toBeInTheDocument()
    expect(writes()).toEqual([{ method: 'DELETE', path: '/backend/api/applications/31/scheduling-links/90', body: null }])
  })

  it('offers to read only, without interview.add or interview.edit', async () => {
    serve()
    await renderSection({ interview: ['view'] })
    const item = await screen.findByRole('listitem', { name: 'System design' })
    expect(within(item).queryByRole('button', { name: 'Reschedule' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Schedule interview' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Send scheduling link' })).toBeNull()
  })

  it('is left out without interview.view', async () => {
    serve()
    await renderSection({ job: ['view'] })
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Interviews' })).toBeNull())
    expect(api.sent.filter((request) => request.path.endsWith('/interviews'))).toEqual([])
  })
})
