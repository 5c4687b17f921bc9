import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { render } from '@/test/render'
import { testTemplate } from '@/test/messages'
import { TemplateEditor } from './TemplateEditor'

const api = stubApi()

const RENDERED = { subject: 'Your application for Backend Engineer', html: '<p>Hi Ana,</p>', text: 'Hi Ana,' }

function renderEditor(serve: (request: ServedRequest) => StubAnswer | undefined = () => undefined) {
  api.serve((request) => serve(request) ?? (request.path.endsWith('/email-templates/preview') ? [200, RENDERED] : [404, { message: 'Not found' }]))
  render(<TemplateEditor template={testTemplate()} kind="rejection" onClose={() => {}} />)
  return { dialog: screen.getByRole('dialog', { name: 'Edit Not qualified' }), user: userEvent.setup() }
}

const previews = () => api.sent.filter((request) => request.path.endsWith('/email-templates/preview'))

describe('the email template editor', () => {
  it('writes the picked merge field at the cursor of the field last focused', async () => {
    const { dialog, user } = renderEditor()
    const subject = within(dialog).getByRole('textbox', { name: /^Subject/ })
    await user.clear(subject)
    await user.type(subject, 'Hello , welcome')
    // The cursor after "Hello ".
    ;(subject as HTMLInputElement).setSelectionRange(6, 6)
    await user.click(within(dialog).getByRole('button', { name: 'Insert merge field' }))
    await user.click(await screen.findByRole('menuitem', { name: /Candidate’s first name/, hidden: true }))
    expect(subject).toHaveValue('Hello {{ candidate.first_name }}, welcome')
    await waitFor(() => expect(subject).toHaveFocus())
  })

  it('shows the server’s preview in a sandboxed frame, asked for with what is typed', async () => {
    const { dialog } = renderEditor()
    const frame = await within(dialog).findByTitle('Mail preview', {}, { timeout: 3000 })
    expect(frame).toHaveAttribute('sandbox', '')
    expect(frame).toHaveAttribute('srcdoc', RENDERED.html)
    expect(within(dialog).getByText(RENDERED.subject)).toBeVisible()
    expect(previews()[0]?.body).toEqual({ subject: 'Your application for {{ job.title }}', body: 'Hi {{ candidate.first_name }},\n\nThank you for applying.' })
  })

  it('names an unknown merge field beside the field that holds it', async () => {
    const { dialog, user } = renderEditor((request) =>
      request.path.endsWith('/email-templates/preview') && JSON.stringify(request.body).includes('candidate.age')
        ? [422, { message: 'The given data was invalid.', errors: { body: ['Unknown merge field: candidate.age'] } }]
        : undefined,
    )
    const body = within(dialog).getByRole('textbox', { name: /^Message/ })
    await user.type(body, ' You are {{{{ candidate.age }}')
    await waitFor(() => expect(body).toHaveAccessibleDescription(expect.stringContaining('Unknown merge field: candidate.age')), { timeout: 3000 })
  })

  it('puts a refused save’s field errors beside the fields and keeps the dialog open', async () => {
    const { dialog, user } = renderEditor((request) =>
      request.method === 'PATCH' ? [422, { message: 'The given data was invalid.', errors: { name: ['A template of that name exists'] } }] : undefined,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }))
    const name = within(dialog).getByRole('textbox', { name: /^Name/ })
    await waitFor(() => expect(name).toHaveAccessibleDescription('A template of that name exists'))
    expect(api.sent.find((request) => request.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/backend/api/email-templates/11',
      body: { name: 'Not qualified', subject: 'Your application for {{ job.title }}', body: 'Hi {{ candidate.first_name }},\n\nThank you for applying.' },
    })
  })
})
