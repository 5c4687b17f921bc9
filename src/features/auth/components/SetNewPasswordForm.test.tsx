import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { testSession } from '@/components/shell/test-session'
import { stubApi } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { SetNewPasswordForm } from './SetNewPasswordForm'
import { WAIT } from '@/test/wait'

const api = stubApi()

async function submitNewPassword(password: string, confirmation = password) {
  const onPasswordSet = vi.fn()
  await renderWithRouter(<SetNewPasswordForm token="reset-123" onPasswordSet={onPasswordSet} />)
  const user = userEvent.setup()
  await user.click(await screen.findByLabelText('Password'))
  await user.paste(password)
  await user.click(screen.getByLabelText('Confirmation'))
  await user.paste(confirmation)
  await user.click(screen.getByRole('button', { name: 'Set new password' }))
  return onPasswordSet
}

describe('SetNewPasswordForm', () => {
  it('sends the token from the link with the new password and passes on the session it starts', async () => {
    const answer = { message: 'Your password has been set and you are signed in.', ...testSession(), token: 'session-token' }
    api.answer(200, answer)
    const onPasswordSet = await submitNewPassword('correct horse')
    await vi.waitFor(() => expect(onPasswordSet).toHaveBeenCalledWith(answer), WAIT)
    expect(api.sent).toEqual([
      { method: 'POST', path: '/backend/api/set-new-password', body: { token: 'reset-123', password: 'correct horse' } },
    ])
  })

  it('refuses a short or unconfirmed password without calling the server', async () => {
    await submitNewPassword('short', 'shorts')
    expect(await screen.findByText('Use at least 10 characters')).toBeInTheDocument()
    expect(api.sent).toEqual([])
  })

  it('shows a refused token, which has no field of its own, in the alert', async () => {
    api.answer(422, { message: 'Validation failed', errors: { token: ['This reset link has expired.'] } })
    await submitNewPassword('correct horse')
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired.')
  })
})
