import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { httpError } from '@/lib/errors'
import { render } from '@/test/render'
import { ConfirmModal } from './ConfirmModal'
import { useConfirmAction } from './use-confirm-action'

function Harness({ act, onDone }: { act: (name: string) => Promise<unknown>; onDone: (name: string) => void }) {
  const confirmation = useConfirmAction<string>({ act, onDone })
  return (
    <>
      <button type="button" onClick={() => confirmation.ask('Nina New')}>
        Deactivate someone
      </button>
      <ConfirmModal
        title={confirmation.subject && `Deactivate ${confirmation.subject}?`}
        confirmLabel="Deactivate"
        danger
        {...confirmation.modal}
      >
        They can no longer sign in.
      </ConfirmModal>
    </>
  )
}

describe('ConfirmModal with useConfirmAction', () => {
  it('names what it acts on, keeps a failure inside the dialog, and closes once the action succeeds', async () => {
    const user = userEvent.setup()
    const act = vi.fn().mockRejectedValueOnce(httpError(409, { message: 'The owner cannot be deactivated' })).mockResolvedValueOnce(undefined)
    const onDone = vi.fn()
    render(<Harness act={act} onDone={onDone} />)

    await user.click(screen.getByRole('button', { name: 'Deactivate someone' }))
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Nina New?' })
    expect(within(dialog).getByText('They can no longer sign in.')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    expect(await within(dialog).findByText('The owner cannot be deactivated')).toBeInTheDocument()
    expect(onDone).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Nina New'))
    expect(act).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deactivate Nina New?' })).toBeNull())
  })
})
