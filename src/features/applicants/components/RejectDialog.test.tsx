import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { testTemplate } from '@/test/messages'
import { nextWorkingMorning, toZonedLocal } from '@/lib/zoned-time'
import { stubApi } from '@/test/api'
import { render } from '@/test/render'
import { RejectDialog } from './RejectDialog'

function renderDialog() {
  const onConfirm = vi.fn()
  render(<RejectDialog name="Ada Lovelace" reasons={['Not qualified', 'Withdrew']} busy={false} error={null} onConfirm={onConfirm} onCancel={() => {}} />)
  return { dialog: screen.getByRole('dialog', { name: 'Reject Ada Lovelace' }), onConfirm, user: userEvent.setup() }
}

describe('the reject dialog', () => {
  it('asks for the reason in its own words under the field, not the browser’s bubble', async () => {
    const { dialog, onConfirm, user } = renderDialog()
    const reason = within(dialog).getByRole('combobox', { name: /^Reason/ })
    // Native validation would stop the submit before the product could say anything.
    expect(reason).not.toHaveAttribute('required')
    expect(reason).toHaveAttribute('aria-required', 'true')
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate')

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(reason).toHaveAccessibleDescription('Choose a reason')
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(onConfirm).not.toHaveBeenCalled()

    await user.selectOptions(reason, 'Withdrew')
    expect(reason).not.toHaveAttribute('aria-invalid', 'true')
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), ' Took another offer ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Withdrew', note: 'Took another offer', email: undefined })
  })

  it('asks no note when several are rejected at once, where the bulk rejection keeps none', async () => {
    const onConfirm = vi.fn()
    render(<RejectDialog name="3 applicants" reasons={['Withdrew']} withNote={false} busy={false} error={null} onConfirm={onConfirm} onCancel={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Reject 3 applicants' })
    expect(within(dialog).queryByRole('textbox', { name: /^Note/ })).toBeNull()
    const user = userEvent.setup()
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Reason/ }), 'Withdrew')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Withdrew', note: undefined, email: undefined })
  })
})

describe('the rejection email', () => {
  const api = stubApi()
  const DEFAULT = testTemplate({ id: 1, name: 'We went another way', is_default: true })
  const WITHDREW = testTemplate({ id: 2, name: 'Withdrew' })

  function renderWithMail(hasEmail = true) {
    api.serve((request) => {
      if (request.path.endsWith('/settings/lists')) return [200, { departments: [], locations: [], rejection_reasons: [], timezone: 'Europe/Berlin' }]
      if (request.path.endsWith('/email-templates') && request.query.kind === 'rejection') return [200, { data: [DEFAULT, WITHDREW] }]
      return [404, { message: 'Not found' }]
    })
    const onConfirm = vi.fn()
    render(
      <RejectDialog
        name="Ada Lovelace"
        reasons={['Not qualified', 'Withdrew']}
        busy={false}
        error={null}
        mail={{ hasEmail, applicationId: 31 }}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    )
    return { dialog: screen.getByRole('dialog', { name: 'Reject Ada Lovelace' }), onConfirm, user: userEvent.setup() }
  }

  it('offers the template named after the reason, else the default, sent the next working morning in the company’s zone', async () => {
    const { dialog, onConfirm, user } = renderWithMail()
    expect(within(dialog).getByRole('checkbox', { name: 'Send a rejection email' })).toBeChecked()
    const template = within(dialog).getByRole('combobox', { name: 'Rejection template' })
    await waitFor(() => expect(template).toHaveDisplayValue('We went another way'))
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Reason/ }), 'Withdrew')
    expect(template).toHaveDisplayValue('Withdrew')
    await waitFor(() => expect(within(dialog).getByText(/Europe\/Berlin/)).toBeInTheDocument())
    const morning = nextWorkingMorning(new Date(), 'Europe/Berlin')
    expect(within(dialog).getByLabelText('Date and time')).toHaveValue(toZonedLocal(morning, 'Europe/Berlin'))
    expect((within(dialog).getByLabelText('Date and time') as HTMLInputElement).value).toMatch(/T09:00$/)
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Withdrew', note: undefined, email: { template_id: 2, send_at: morning } })
  })

  it('sends no mail when unchecked', async () => {
    const first = renderWithMail()
    await first.user.click(within(first.dialog).getByRole('checkbox', { name: 'Send a rejection email' }))
    await first.user.selectOptions(within(first.dialog).getByRole('combobox', { name: /^Reason/ }), 'Not qualified')
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Reject' }))
    expect(first.onConfirm).toHaveBeenCalledWith({ reason: 'Not qualified', note: undefined, email: undefined })
  })

  it('cannot be checked for an applicant without an address', () => {
    const { dialog } = renderWithMail(false)
    const checkbox = within(dialog).getByRole('checkbox', { name: 'Send a rejection email' })
    expect(checkbox).not.toBeChecked()
    expect(checkbox).toBeDisabled()
    expect(checkbox).toHaveAccessibleDescription('No email address on file')
  })
})
