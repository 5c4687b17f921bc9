import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { stubApi } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { SignupForm } from './SignupForm'
import { WAIT } from '@/test/wait'

const api = stubApi()

async function renderSignup() {
  const onSignedUp = vi.fn()
  await renderWithRouter(<SignupForm onSignedUp={onSignedUp} />, { path: '/signup/' })
  await screen.findByRole('button', { name: 'Create account' })
  return { onSignedUp, user: userEvent.setup() }
}

/** Pastes each value into the field of that label (typing key by key is slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (!value) continue
    await user.click(screen.getByLabelText(label))
    await user.paste(value)
  }
}

const valid = {
  'Company name': 'Acme',
  Name: 'Dana Reyes',
  Email: 'dana@acme.test',
  Password: 'correct horse',
  Confirmation: 'correct horse',
}

describe('SignupForm', () => {
  it('checks the email shape, the password length and the confirmation before calling the server', async () => {
    const { user } = await renderSignup()
    await fill(user, { ...valid, Email: 'dana@', Password: 'short', Confirmation: 'short' })
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Use at least 10 characters')).toBeInTheDocument()
    expect(api.sent).toEqual([])
  })

  it('says so when the confirmation differs, even while another field is wrong', async () => {
    const { user } = await renderSignup()
    await fill(user, { ...valid, 'Company name': '', Confirmation: 'correct horsf' })
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument()
    expect(screen.getByText('Enter your company name')).toBeInTheDocument()
    expect(screen.getByLabelText('Confirmation')).toHaveAccessibleDescription(expect.stringContaining('The passwords do not match'))
  })

  it('sends the account without the confirmation and hands the session on', async () => {
    const { user, onSignedUp } = await renderSignup()
    api.answer(201, { token: 't', user: {}, subscription: null, permissions: {} })
    await fill(user, valid)
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await vi.waitFor(() => expect(onSignedUp).toHaveBeenCalledOnce(), WAIT)
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/backend/api/signup',
        body: { company_name: 'Acme', name: 'Dana Reyes', email: 'dana@acme.test', password: 'correct horse' },
      },
    ])
  })

  it("puts the server's 422 errors beside their fields and keeps what was typed", async () => {
    const { user, onSignedUp } = await renderSignup()
    api.answer(422, {
      message: 'Validation failed',
      errors: { email: ['An account already uses this email'], company_name: ['This name is taken'] },
    })
    await fill(user, valid)
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('An account already uses this email')).toBeInTheDocument()
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription('This name is taken')
    expect(screen.getByLabelText('Email')).toHaveValue('dana@acme.test')
    expect(onSignedUp).not.toHaveBeenCalled()
  })

  it('reports a lost connection in an alert', async () => {
    const { user } = await renderSignup()
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await fill(user, valid)
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch')
  })
})
