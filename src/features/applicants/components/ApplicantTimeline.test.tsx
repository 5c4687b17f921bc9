import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Message } from '@common/messages'
import { testSession } from '@/components/shell/test-session'
import { testMessage } from '@/test/messages'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { createTestQueryClient, render } from '@/test/render'
import { ApplicantTimeline } from './ApplicantTimeline'

const api = stubApi()

const SENT = testMessage()
const SCHEDULED = testMessage({
  id: 91,
  subject: 'Your application',
  body: 'We will write soon.',
  status: 'scheduled',
  send_at: '2030-03-04T08:00:00Z',
  sent_at: null,
  created_at: '2026-01-13T09:00:00Z',
})
const FAILED = testMessage({
  id: 92,
  subject: 'Interview',
  body: 'Shall we meet?',
  status: 'failed',
  sent_at: null,
  failure: 'The address refused mail',
  created_at: '2026-01-11T09:00:00Z',
})

function renderTimeline({ cancel = 204, messages = [SCHEDULED, SENT, FAILED] }: { cancel?: number; messages?: Message[] } = {}) {
  api.serve((request) => {
    if (request.method === 'DELETE') return cancel === 204 ? [204, null] : [cancel, { message: 'This email has already been sent.' }]
    if (request.path.endsWith('/applicants/5/timeline'))
      return [
        200,
        {
          data: [
            { at: '2026-01-12T09:00:00Z', actor: { id: 1, name: 'Dana Reyes' }, kind: 'email', text: 'Emailed “Next steps”' },
            { at: '2026-01-10T09:00:00Z', actor: { id: null, name: 'Ana Lima' }, kind: 'applied', text: 'Applied for Senior Engineer' },
            { at: '2026-01-10T09:00:00Z', actor: null, kind: 'suggestion', text: 'The resume says differently about the phone' },
          ],
        },
      ]
    if (request.path.endsWith('/applicants/5/messages')) return [200, { data: messages }]
    return [404, { message: 'Not found' }]
  })
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession())
  render(<ApplicantTimeline id={5} />, queryClient)
  return { user: userEvent.setup() }
}

describe('emails in the applicant’s timeline', () => {
  it('shows each message with its subject and status, newest first, the body on demand', async () => {
    const { user } = renderTimeline()
    const timeline = await screen.findByRole('region', { name: 'Timeline' })
    await waitFor(() => expect(within(timeline).getByText('Next steps', { exact: false })).toBeInTheDocument())
    const text = timeline.textContent ?? ''
    // The message replaces the timeline's one-line entry for it, and takes its place in time.
    expect(text).not.toContain('Emailed “Next steps”')
    expect(text.indexOf('Your application')).toBeLessThan(text.indexOf('Next steps'))
    expect(text.indexOf('Next steps')).toBeLessThan(text.indexOf('Interview'))
    expect(text.indexOf('Interview')).toBeLessThan(text.indexOf('Applied for Senior Engineer'))
    expect(within(timeline).getByText('Scheduled')).toBeInTheDocument()
    expect(within(timeline).getByText('Failed')).toBeInTheDocument()
    expect(within(timeline).getByText('The address refused mail')).toBeInTheDocument()

    const [, sentToggle] = within(timeline).getAllByRole('button', { name: 'Show the message' })
    await user.click(sentToggle!)
    expect(sentToggle).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(within(timeline).getByText('two')).toBeVisible())
    // Only the scheduled one can still be cancelled.
    expect(within(timeline).getAllByRole('button', { name: /^Cancel the email/ })).toHaveLength(1)
  })

  it('cancels a scheduled message once confirmed', async () => {
    const { user } = renderTimeline()
    await user.click(await screen.findByRole('button', { name: 'Cancel the email “Your application”' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the email “Your application”?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel email' }))
    await waitFor(() => expect(api.sent.some((request) => request.method === 'DELETE')).toBe(true))
    expect(api.sent.find((request) => request.method === 'DELETE')?.path).toBe('/backend/api/applicants/5/messages/91')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('says so inside the dialog when the message has already left (409)', async () => {
    const { user } = renderTimeline({ cancel: 409 })
    await user.click(await screen.findByRole('button', { name: 'Cancel the email “Your application”' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the email “Your application”?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel email' }))
    expect(await within(dialog).findByText('This email has already been sent.')).toBeVisible()
  })
})

describe('who acted, in the applicant’s timeline', () => {
  it('names the candidate for what they did themselves, and System only for what nobody did', async () => {
    renderTimeline({ messages: [] })
    const timeline = await screen.findByRole('region', { name: 'Timeline' })
    const applied = await within(timeline).findByText('Applied for Senior Engineer')
    expect(applied.nextElementSibling?.textContent).toMatch(/^Ana Lima · /)
    expect(within(timeline).getByText('The resume says differently about the phone').nextElementSibling?.textContent).toMatch(/^System · /)
  })
})
