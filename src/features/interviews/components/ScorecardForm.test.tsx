import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { InterviewDetail, Scorecard } from '@common/interviews'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi, type StubAnswer } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { InterviewPage } from './InterviewPage'

const api = stubApi()

const INTERVIEW: InterviewDetail = {
  id: 9,
  application: {
    id: 31,
    applicant: { id: 5, name: 'Ana Lima' },
    job: { id: 8, title: 'Backend Engineer' },
  },
  kit: {
    id: 4,
    job_id: 8,
    stage: { id: 2, name: 'Interview' },
    name: 'Technical interview',
    duration_minutes: 60,
    instructions: 'Ask about **systems** they built.',
    attributes: [
      {
        name: 'Problem solving',
        description: 'Breaks a problem down and tests ideas',
      },
      { name: 'Communication', description: '' },
    ],
    questions: ['Tell us about a hard bug.'],
    position: 0,
  },
  title: 'Technical interview',
  starts_at: '2027-03-02T09:00:00Z',
  ends_at: '2027-03-02T10:00:00Z',
  timezone: 'Europe/Lisbon',
  location: 'Room 2',
  video_url: 'https://meet.example.com/abc',
  interviewers: [
    { id: 1, name: 'Dana Reyes', scorecard: 'none' },
    { id: 7, name: 'Sam Okafor', scorecard: 'submitted' },
  ],
  status: 'completed',
  sequence: 0,
  created_by: { id: 7, name: 'Sam Okafor' },
  created_at: '2027-02-20T09:00:00Z',
  updated_at: '2027-02-20T09:00:00Z',
  applicant: {
    id: 5,
    name: 'Ana Lima',
    email: 'ana@example.com',
    phone: '+351912345678',
    headline: 'Backend engineer',
    links: ['https://github.com/ana'],
    resumes: [],
  },
}

function scorecardFrom(body: { ratings: Scorecard['ratings']; recommendation: Scorecard['recommendation']; notes: string; submit: boolean }): Scorecard {
  return {
    id: 40,
    interview_id: 9,
    interviewer: { id: 1, name: 'Dana Reyes' },
    ratings: body.ratings,
    recommendation: body.recommendation,
    notes: body.notes,
    status: body.submit ? 'submitted' : 'draft',
    submitted_at: body.submit ? '2027-03-02T11:00:00Z' : null,
  }
}

/** The interview page for the signed-in Dana Reyes (user 1), with `own` as her stored scorecard; `put` answers a save. */
async function renderPage({
  own = null,
  put,
  interview = INTERVIEW,
}: {
  own?: Scorecard | null
  put?: (body: never) => StubAnswer
  interview?: InterviewDetail
} = {}) {
  api.serve((request) => {
    if (request.method === 'PUT' && request.path.endsWith('/interviews/9/scorecard')) return put ? put(request.body as never) : [200, scorecardFrom(request.body as never)]
    if (request.path.endsWith('/interviews/9/scorecard')) return [200, { data: own }]
    if (request.path.endsWith('/interviews/9')) return [200, interview]
    return [404, { message: 'Not found' }]
  })
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession({}))
  await renderWithRouter(<InterviewPage id={9} title="Interview" />, {
    path: '/interviews/view/',
    queryClient,
  })
  return {
    form: await screen.findByRole('form', { name: 'Scorecard' }),
    user: userEvent.setup(),
  }
}

const puts = () => api.sent.filter((request) => request.method === 'PUT')

describe('the interview page’s scorecard', () => {
  it('shows the kit, the applicant and a radio group per attribute named by it, described by the kit', async () => {
    const { form } = await renderPage()
    const solving = within(form).getByRole('radiogroup', {
      name: 'Problem solving',
    })
    expect(solving).toHaveAccessibleDescription('Breaks a problem down and tests ideas')
    expect(
      within(solving)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4'])
    expect(within(solving).getByRole('radio', { name: '4 Excellent' })).toBeInTheDocument()
    const recommendation = within(form).getByRole('radiogroup', {
      name: 'Recommendation',
    })
    for (const name of ['Strong no', 'No', 'Yes', 'Strong yes']) expect(within(recommendation).getByRole('radio', { name })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Interview kit' })).toHaveTextContent('Tell us about a hard bug.')
    expect(screen.getByText('systems').tagName).toBe('STRONG')
    expect(screen.getByRole('region', { name: 'Applicant' })).toHaveTextContent('ana@example.com')
  })

  it('saves a draft with what is filled in, and loads it back', async () => {
    const { form, user } = await renderPage()
    await user.click(within(within(form).getByRole('radiogroup', { name: 'Problem solving' })).getByRole('radio', { name: '3 Good' }))
    await user.type(within(form).getByRole('textbox', { name: 'Notes' }), 'Clear answers')
    await user.click(within(form).getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(puts()).toHaveLength(1))
    expect(puts()[0]?.body).toEqual({
      ratings: [{ attribute: 'Problem solving', rating: 3 }],
      recommendation: null,
      notes: 'Clear answers',
      submit: false,
    })
    expect(await within(form).findByText(/Draft saved/)).toBeInTheDocument()
  })

  it('names each missing attribute beside it before submitting, then submits and shows it read-only', async () => {
    const { form, user } = await renderPage({
      own: {
        ...scorecardFrom({
          ratings: [{ attribute: 'Problem solving', rating: 2 }],
          recommendation: null,
          notes: 'Draft',
          submit: false,
        }),
      },
    })
    expect(within(within(form).getByRole('radiogroup', { name: 'Problem solving' })).getByRole('radio', { name: '2 Mixed' })).toBeChecked()
    await user.click(within(form).getByRole('button', { name: 'Submit scorecard' }))
    const communication = within(form).getByRole('radiogroup', {
      name: 'Communication',
    })
    expect(communication).toHaveAccessibleDescription(/Rate this attribute to submit/)
    expect(within(form).getByRole('radiogroup', { name: 'Recommendation' })).toHaveAccessibleDescription(/Choose a recommendation/)
    expect(puts()).toHaveLength(0)
    await user.click(within(communication).getByRole('radio', { name: '4 Excellent' }))
    await user.click(within(form).getByRole('radio', { name: 'Strong yes' }))
    await user.click(within(form).getByRole('button', { name: 'Submit scorecard' }))
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your scorecard' })).toHaveTextContent(/Submitted\s*Mar 2, 2027/))
    expect(puts()[0]?.body).toMatchObject({
      submit: true,
      recommendation: 'strong_yes',
    })
    expect(screen.queryByRole('button', { name: 'Submit scorecard' })).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Your scorecard' })).toHaveTextContent('Strong yes')
  })

  it('shows the server’s 422 beside the attribute it names', async () => {
    const { form, user } = await renderPage({
      own: scorecardFrom({
        ratings: [{ attribute: 'Problem solving', rating: 2 }],
        recommendation: 'yes',
        notes: '',
        submit: false,
      }),
      put: () => [
        422,
        {
          message: 'The given data was invalid.',
          errors: { 'ratings.Communication': ['Rate Communication'] },
        },
      ],
    })
    await user.click(within(within(form).getByRole('radiogroup', { name: 'Problem solving' })).getByRole('radio', { name: '1 Poor' }))
    // The kit's second attribute is rated here; the server still refuses it (a kit changed meanwhile).
    await user.click(within(within(form).getByRole('radiogroup', { name: 'Communication' })).getByRole('radio', { name: '3 Good' }))
    await user.click(within(form).getByRole('button', { name: 'Submit scorecard' }))
    await waitFor(() => expect(within(form).getByRole('radiogroup', { name: 'Communication' })).toHaveAccessibleDescription(/Rate Communication/))
  })

  it('offers no scorecard to a viewer outside the panel', async () => {
    api.serve((request) => (request.path.endsWith('/interviews/9') ? [200, { ...INTERVIEW, interviewers: [INTERVIEW.interviewers[1]!] }] : [404, { message: 'Not found' }]))
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(currentUserQueryKey, testSession())
    await renderWithRouter(<InterviewPage id={9} title="Interview" />, {
      path: '/interviews/view/',
      queryClient,
    })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Technical interview',
      }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Scorecard' })).not.toBeInTheDocument()
  })

  it('shows the refusal of a viewer who may not see the interview', async () => {
    api.serve(() => [403, { message: 'You do not have permission to do this.' }])
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(currentUserQueryKey, testSession({}))
    await renderWithRouter(<InterviewPage id={9} title="Interview" />, {
      path: '/interviews/view/',
      queryClient,
    })
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument()
  })
})
