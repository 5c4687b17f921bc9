import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { testMessage, testTemplate } from '@/test/messages'
import { createTestQueryClient, render, renderWithRouter } from '@/test/render'
import { testApplicant } from '../test-applicant'
import { ApplicantPage } from './ApplicantPage'
import { composedMessage, EmailComposer } from './EmailComposer'

const api = stubApi()

const TEMPLATE = testTemplate({ id: 12, name: 'Next steps', kind: 'general', subject: 'Next steps for {{ job.title }}', body: 'Hi {{ candidate.first_name }}!' })

function renderComposer() {
  api.serve((request) => {
    if (request.path.endsWith('/settings/lists')) return [200, { departments: [], locations: [], rejection_reasons: [], timezone: 'Europe/Berlin' }]
    if (request.path.endsWith('/email-templates')) return [200, { data: [TEMPLATE] }]
    if (request.path.endsWith('/email-templates/preview')) return [200, { subject: 'Next steps for Senior Engineer', html: '<p>Hi Ada!</p>', text: 'Hi Ada!' }]
    if (request.method === 'POST' && request.path.endsWith('/applicants/5/messages')) {
      const body = request.body as { send_at?: string }
      return [201, testMessage(body.send_at ? { status: 'scheduled', send_at: body.send_at, sent_at: null } : {})]
    }
    return [404, { message: 'Not found' }]
  })
  render(<EmailComposer applicant={testApplicant()} onClose={() => {}} />)
  return { dialog: screen.getByRole('dialog', { name: 'Email Ada Lovelace' }), user: userEvent.setup() }
}

const posted = () => api.sent.filter((request) => request.method === 'POST' && request.path.endsWith('/messages'))

describe('the email composer', () => {
  it('fills subject and body from a template and sends now, about the applicant’s open application', async () => {
    const { dialog, user } = renderComposer()
    const template = within(dialog).getByRole('combobox', { name: 'Template' })
    await waitFor(() => expect(within(template).getByRole('option', { name: 'Next steps' })).toBeInTheDocument())
    await user.selectOptions(template, 'Next steps')
    expect(within(dialog).getByRole('textbox', { name: /^Subject/ })).toHaveValue(TEMPLATE.subject)
    expect(within(dialog).getByRole('textbox', { name: /^Message/ })).toHaveValue(TEMPLATE.body)
    await user.click(within(dialog).getByRole('button', { name: 'Send email' }))
    await waitFor(() => expect(posted()).toHaveLength(1))
    expect(posted()[0]?.body).toEqual({ template_id: 12, subject: TEMPLATE.subject, body: TEMPLATE.body, application_id: 31 })
  })

  it('schedules at a time read in the company’s zone and sends it in UTC', async () => {
    const { dialog, user } = renderComposer()
    await user.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Hello')
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Hi')
    await user.click(within(dialog).getByRole('radio', { name: 'Send at' }))
    await waitFor(() => expect(within(dialog).getByText(/Europe\/Berlin/)).toBeInTheDocument())
    const at = within(dialog).getByLabelText('Date and time')
    await user.clear(at)
    await user.type(at, '2030-03-04T09:00')
    await user.click(within(dialog).getByRole('button', { name: 'Schedule email' }))
    await waitFor(() => expect(posted()).toHaveLength(1))
    // 09:00 in Berlin in winter is 08:00 UTC, whatever the browser's own zone.
    expect(posted()[0]?.body).toMatchObject({ subject: 'Hello', body: 'Hi', send_at: '2030-03-04T08:00:00.000Z' })
  })
})

describe('composedMessage', () => {
  const values = { templateId: '', subject: 'Hello', body: 'Hi', applicationId: '31', when: { mode: 'at' as const, at: '2027-03-01T09:00' } }

  it('refuses a time already past before sending', () => {
    expect(composedMessage(values, 'UTC', new Date('2027-03-01T10:00:00Z'))).toEqual({ problems: { send_at: 'Choose a time in the future' } })
  })

  it('names an empty subject as the server would', () => {
    expect(composedMessage({ ...values, subject: ' ', when: { mode: 'now', at: '' } }, 'UTC', new Date())).toEqual({ problems: { subject: 'Enter a subject' } })
  })
})

describe('the applicant page’s Email button', () => {
  async function renderPage(email: string | null) {
    api.serve((request) => {
      if (request.path.endsWith('/applicants/5')) return [200, testApplicant({ email })]
      if (request.path.endsWith('/applicants/5/timeline') || request.path.endsWith('/applicants/5/messages')) return [200, { data: [] }]
      if (request.path.endsWith('/email-templates')) return [200, { data: [TEMPLATE] }]
      return [404, { message: 'Not found' }]
    })
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(currentUserQueryKey, testSession())
    await renderWithRouter(<ApplicantPage id={5} title="Applicant" onDeleted={() => {}} />, { path: '/candidates/view/', queryClient })
    return { button: await screen.findByRole('button', { name: 'Email' }), user: userEvent.setup() }
  }

  it('opens the composer for an applicant with an address', async () => {
    const { button, user } = await renderPage('ada@example.com')
    await user.click(button)
    expect(await screen.findByRole('dialog', { name: 'Email Ada Lovelace' })).toHaveTextContent('ada@example.com')
  })

  it('says why it cannot be used without an address, and opens nothing', async () => {
    const { button, user } = await renderPage(null)
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAccessibleDescription('No email address on file: add one to the profile first')
    await user.click(button)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
