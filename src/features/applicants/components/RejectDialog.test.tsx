import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
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
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Withdrew', note: 'Took another offer' })
  })

  it('asks no note when several are rejected at once, where the bulk rejection keeps none', async () => {
    const onConfirm = vi.fn()
    render(<RejectDialog name="3 applicants" reasons={['Withdrew']} withNote={false} busy={false} error={null} onConfirm={onConfirm} onCancel={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Reject 3 applicants' })
    expect(within(dialog).queryByRole('textbox', { name: /^Note/ })).toBeNull()
    const user = userEvent.setup()
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Reason/ }), 'Withdrew')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Withdrew', note: undefined })
  })
})
