import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { stubApi } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { LoginForm } from './LoginForm'
import { WAIT } from '@/test/wait'

const api = stubApi()

async function renderLogin(notice?: string) {
  const onSignedIn = vi.fn()
  await renderWithRouter(<LoginForm onSignedIn={onSignedIn} notice={notice} />, { path: '/login/' })
  await screen.findByRole('button', { name: 'Sign in' })
  return { onSignedIn, user: userEvent.setup() }
}

describe('LoginForm', () => {
  it('asks for both fields before calling the server', async () => {
    const { user } = await renderLogin()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Enter your email')).toBeInTheDocument()
    expect(screen.getByText('Enter your password')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(api.sent).toEqual([])
  })

  it('only requires the fields to be filled (the server judges the rest)', async () => {
    const { user, onSignedIn } = await renderLogin()
    api.answer(200, { token: 't', user: {}, subscription: null, permissions: {} })
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    await user.type(screen.getByLabelText('Password'), 'x')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ token: 't' })), WAIT)
    expect(api.sent).toEqual([{ method: 'POST', path: '/backend/api/login', body: { email: 'not-an-email', password: 'x' } }])
  })

  it("shows the server's 422 field errors beside the fields", async () => {
    const { user, onSignedIn } = await renderLogin()
    api.answer(422, { message: 'Validation failed', errors: { email: ['No account uses this email'] } })
    await user.type(screen.getByLabelText('Email'), 'dana@acme.test')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('No account uses this email')).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('No account uses this email')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it("shows any other failure in an alert with the server's message", async () => {
    const { user } = await renderLogin()
    api.answer(401, { message: 'Email or password is incorrect' })
    await user.type(screen.getByLabelText('Email'), 'dana@acme.test')
    await user.type(screen.getByLabelText('Password'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect')
  })

  it('keeps the button busy while signing in, so a second submit sends nothing', async () => {
    const { user } = await renderLogin()
    const release = api.hold()
    await user.type(screen.getByLabelText('Email'), 'dana@acme.test')
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}')
    const button = screen.getByRole('button', { name: 'Sign in' })
    await vi.waitFor(() => expect(button).toBeDisabled(), WAIT)
    await user.click(button)
    await user.type(screen.getByLabelText('Password'), '{Enter}')
    expect(api.fetchMock).toHaveBeenCalledTimes(1)
    release(401, { message: 'Email or password is incorrect' })
    await vi.waitFor(() => expect(button).toBeEnabled(), WAIT)
  })

  it('shows the note handed over by the previous step', async () => {
    await renderLogin('Your password has been changed.')
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.')
  })
})
