import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Note } from '@common/applicants'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { testApplicant } from '../test-applicant'
import { ApplicantPage } from './ApplicantPage'

const api = stubApi()

const COVER_LETTER: Note = { id: 2, body: 'Cover letter for Senior Engineer:\n\nI have built compilers for ten years.', author: null, created_at: '2026-01-10T09:00:00Z' }
const STAFF_NOTE: Note = { id: 3, body: 'Call back on Monday', author: { id: 1, name: 'Dana Reyes' }, created_at: '2026-01-12T09:00:00Z' }

/** The applicant's page, served with `notes`; a posted note is added to them, as the server does. */
async function renderPage(permissions?: Record<string, string[]>) {
  const notes: Note[] = [COVER_LETTER]
  api.serve((request) => {
    if (request.method === 'POST' && request.path.endsWith('/applicants/5/notes')) {
      notes.unshift(STAFF_NOTE)
      return [201, STAFF_NOTE]
    }
    if (request.path.endsWith('/applicants/5')) return [200, testApplicant({ notes: [...notes] })]
    if (request.path.endsWith('/applicants/5/timeline')) return [200, { data: [] }]
    if (request.path.endsWith('/settings')) return [200, { rejection_reasons: ['Not qualified'] }]
    return [404, { message: 'Not found' }]
  })
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  await renderWithRouter(<ApplicantPage id={5} title="Applicant" onDeleted={() => {}} />, { path: '/candidates/view/', queryClient })
  return { notes: await screen.findByRole('region', { name: 'Notes' }), user: userEvent.setup() }
}

describe('the applicant’s notes', () => {
  it('shows a cover letter sent from the careers site in full, saying where it came from', async () => {
    const { notes } = await renderPage()
    const [letter] = within(notes).getAllByRole('listitem')
    expect(letter).toHaveTextContent('From the careers site')
    expect(letter).toHaveTextContent('I have built compilers for ten years.')
    expect(within(letter!).getByText(/Jan 10, 2026|10 Jan 2026/)).toHaveAttribute('datetime', COVER_LETTER.created_at)
  })

  it('lets staff who may edit add a note, shown newest first with its author', async () => {
    const { notes, user } = await renderPage()
    await user.type(within(notes).getByLabelText('Add a note'), '  Call back on Monday ')
    await user.click(within(notes).getByRole('button', { name: 'Add note' }))
    await waitFor(() => expect(within(notes).getAllByRole('listitem')[0]).toHaveTextContent('Dana Reyes'))
    expect(within(notes).getAllByRole('listitem')[0]).toHaveTextContent('Call back on Monday')
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([{ method: 'POST', path: '/backend/api/applicants/5/notes', body: { body: 'Call back on Monday' } }])
    expect(within(notes).getByLabelText('Add a note')).toHaveValue('')
  })

  it('offers no note form to a role that may only view applicants', async () => {
    const { notes } = await renderPage({ resume_and_candidates: ['view'] })
    expect(within(notes).getByText('I have built compilers for ten years.', { exact: false })).toBeVisible()
    expect(within(notes).queryByLabelText('Add a note')).toBeNull()
  })
})
