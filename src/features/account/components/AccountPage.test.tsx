import { screen, waitForElementToBeRemoved, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Account } from '@common/account'
import type { Session } from '@common/session'
import Toasts from '@/components/feedback/Toasts'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { AccountPage } from './AccountPage'

const api = stubApi()

const ACCOUNT: Account = { name: 'Dana Reyes', email: 'dana@acme.test', other_sessions: 2, timezone: null }

/** The API as the page sees it: GET account from `account`, and whatever `answers` says for the rest. */
function serveAccount(account: Account, answers: (request: ServedRequest) => StubAnswer | undefined = () => undefined) {
  api.serve((request) => {
    const answer = answers(request)
    if (answer) return answer
    if (request.method === 'GET' && request.path === '/backend/api/account') return [200, account]
    return [404, { message: `No stub for ${request.method} ${request.path}` }]
  })
}

async function renderPage() {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession())
  const result = await renderWithRouter(
    <>
      <AccountPage title="My account" />
      <Toasts />
    </>,
    { path: '/account/', queryClient },
  )
  await screen.findByRole('heading', { level: 1, name: 'My account' })
  await screen.findByLabelText('Name')
  return { ...result, queryClient, user: userEvent.setup() }
}

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement
const sentTo = (method: string, path: string) => api.sent.filter((request) => request.method === method && request.path === `/backend/api/${path}`)

async function replaceText(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(screen.getByLabelText(label))
  await user.click(screen.getByLabelText(label))
  if (value) await user.paste(value)
}

describe('My account', () => {
  it('shows the name, the email and how many other sessions are signed in', async () => {
    serveAccount(ACCOUNT)
    await renderPage()
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Reyes')
    expect(within(section('Profile')).getByText('dana@acme.test')).toBeInTheDocument()
    expect(within(section('Sessions')).getByText('2 other sessions are signed in.')).toBeInTheDocument()
  })

  describe('name', () => {
    it('saves the new name, shows it in the session (the header) and confirms with a notice', async () => {
      serveAccount(ACCOUNT, (request) =>
        request.method === 'PATCH' ? [200, { ...ACCOUNT, name: (request.body as { name: string }).name.trim() }] : undefined,
      )
      const { user, queryClient } = await renderPage()
      await replaceText(user, 'Name', ' Dana R. Reyes ')
      await user.click(screen.getByRole('button', { name: 'Save' }))
      expect(await screen.findByText('Name saved')).toBeInTheDocument()
      expect(sentTo('PATCH', 'account').map((request) => request.body)).toEqual([{ name: 'Dana R. Reyes' }])
      expect(queryClient.getQueryData<Session>(currentUserQueryKey)?.user.name).toBe('Dana R. Reyes')
      expect(screen.getByLabelText('Name')).toHaveValue('Dana R. Reyes')
    })

    it('asks for a name before sending an empty one', async () => {
      serveAccount(ACCOUNT)
      const { user } = await renderPage()
      await replaceText(user, 'Name', '   ')
      await user.click(screen.getByRole('button', { name: 'Save' }))
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name')
      await vi.waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus())
      expect(sentTo('PATCH', 'account')).toEqual([])
    })

    it('asks before leaving an unsaved name, not once it is saved, and again after the next change', async () => {
      serveAccount(ACCOUNT, (request) => (request.method === 'PATCH' ? [200, { ...ACCOUNT, name: 'Dana R. Reyes' }] : undefined))
      const { user, router } = await renderPage()
      await replaceText(user, 'Name', 'Dana R. Reyes')
      void router.navigate({ to: '/' })
      const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
      await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }))
      await waitForElementToBeRemoved(dialog)
      expect(router.state.location.pathname).toBe('/account/')

      await user.click(screen.getByRole('button', { name: 'Save' }))
      expect(await screen.findByText('Name saved')).toBeInTheDocument()
      await user.type(screen.getByLabelText('Name'), ' Jr')
      void router.navigate({ to: '/' })
      expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument()

      await replaceText(user, 'Name', 'Dana R. Reyes')
      await user.click(screen.getByRole('button', { name: 'Stay on this page' }))
      await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull())
      await router.navigate({ to: '/' })
      expect(router.state.location.pathname).toBe('/')
    })

    it('shows the server’s 422 beside the field and keeps what was typed', async () => {
      serveAccount(ACCOUNT, (request) =>
        request.method === 'PATCH' ? [422, { message: 'That name is taken', errors: { name: ['That name is taken'] } }] : undefined,
      )
      const { user } = await renderPage()
      await replaceText(user, 'Name', 'Someone Else')
      await user.click(screen.getByRole('button', { name: 'Save' }))
      expect(await screen.findByText('That name is taken')).toBeInTheDocument()
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('That name is taken')
      expect(screen.getByLabelText('Name')).toHaveValue('Someone Else')
    })

    it('sends once, however often Save is pressed while saving', async () => {
      serveAccount(ACCOUNT)
      const { user } = await renderPage()
      const release = api.hold()
      await replaceText(user, 'Name', 'Dana Reyes-Smith')
      await user.click(screen.getByRole('button', { name: 'Save' }))
      await user.click(screen.getByRole('button', { name: 'Save' }))
      await user.type(screen.getByLabelText('Name'), '{Enter}')
      release(200, { ...ACCOUNT, name: 'Dana Reyes-Smith' })
      expect(await screen.findByText('Name saved')).toBeInTheDocument()
      expect(sentTo('PATCH', 'account')).toHaveLength(1)
    })
  })

  describe('password', () => {
    async function fillPasswords(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirmation = next) {
      await replaceText(user, 'Current password', current)
      await replaceText(user, 'New password', next)
      await replaceText(user, 'Confirm new password', confirmation)
      await user.click(screen.getByRole('button', { name: 'Change password' }))
    }

    it('checks the new password and its confirmation before sending', async () => {
      serveAccount(ACCOUNT)
      const { user } = await renderPage()
      await fillPasswords(user, '', 'short', 'other')
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password')
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('Use at least 10 characters'))
      await fillPasswords(user, 'old password', 'a long new password', 'a long new passwort')
      expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(expect.stringContaining('The passwords do not match'))
      expect(sentTo('POST', 'account/password')).toEqual([])
    })

    it('shows a wrong current password beside its field and keeps every value', async () => {
      const wrong = 'The current password is incorrect'
      serveAccount(ACCOUNT, (request) =>
        request.path.endsWith('/account/password') ? [422, { message: wrong, errors: { current_password: [wrong] } }] : undefined,
      )
      const { user } = await renderPage()
      await fillPasswords(user, 'not my password', 'a long new password')
      expect(await screen.findByText(wrong)).toBeInTheDocument()
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(wrong)
      expect(screen.getByLabelText('Current password')).toHaveValue('not my password')
      expect(screen.getByLabelText('New password')).toHaveValue('a long new password')
      expect(screen.getByLabelText('Confirm new password')).toHaveValue('a long new password')
    })

    it('sends the current and new password (never the confirmation), clears the form and confirms', async () => {
      let account = ACCOUNT
      serveAccount(ACCOUNT, (request) => {
        if (!request.path.endsWith('/account/password')) return request.method === 'GET' ? [200, account] : undefined
        account = { ...ACCOUNT, other_sessions: 0 }
        return [200, { message: 'Your password has been changed. Your other sessions have been signed out.' }]
      })
      const { user } = await renderPage()
      await fillPasswords(user, 'my old password', 'a long new password')
      expect(await screen.findByText('Password changed')).toBeInTheDocument()
      expect(screen.getByText('Your password has been changed. Your other sessions have been signed out.')).toBeInTheDocument()
      expect(sentTo('POST', 'account/password').map((request) => request.body)).toEqual([
        { current_password: 'my old password', password: 'a long new password' },
      ])
      expect(screen.getByLabelText('Current password')).toHaveValue('')
      expect(screen.getByLabelText('New password')).toHaveValue('')
      expect(await within(section('Sessions')).findByText('No other session is signed in.')).toBeInTheDocument()
    })
  })

  describe('other sessions', () => {
    it('signs them out, says how many, and counts again', async () => {
      let account = ACCOUNT
      serveAccount(ACCOUNT, (request) => {
        if (request.method === 'GET') return [200, account]
        if (!request.path.endsWith('/account/sign-out-others')) return undefined
        account = { ...ACCOUNT, other_sessions: 0 }
        return [200, { signed_out: 2 }]
      })
      const { user } = await renderPage()
      await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }))
      expect(await screen.findByText('2 sessions were signed out.')).toBeInTheDocument()
      expect(await within(section('Sessions')).findByText('No other session is signed in.')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled()
      expect(sentTo('POST', 'account/sign-out-others')).toHaveLength(1)
    })

    it('speaks of one other session in the singular', async () => {
      serveAccount({ ...ACCOUNT, other_sessions: 1 })
      await renderPage()
      expect(screen.getByText('1 other session is signed in.')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Sign out other sessions' })).toBeEnabled()
    })
  })

  describe('time zone', () => {
    it('follows the company’s zone until one is chosen, and saves following it as null into the session', async () => {
      serveAccount(ACCOUNT, (request) => {
        if (request.method === 'GET' && request.path === '/backend/api/settings/lists') return [200, { departments: [], locations: [], rejection_reasons: [], timezone: 'Europe/Berlin' }]
        return request.method === 'PATCH' ? [200, { ...ACCOUNT, timezone: null }] : undefined
      })
      const { user, queryClient } = await renderPage()
      queryClient.setQueryData<Session>(currentUserQueryKey, (session) => session && { ...session, user: { ...session.user, timezone: 'Asia/Kolkata' } })
      const zone = within(section('Time zone')).getByLabelText('Time zone')
      await vi.waitFor(() => expect(zone).toHaveValue('The company’s (Europe/Berlin)'))
      await user.click(screen.getByRole('button', { name: 'Save time zone' }))
      expect(await screen.findByText('Time zone saved')).toBeInTheDocument()
      expect(sentTo('PATCH', 'account').map((request) => request.body)).toEqual([{ timezone: null }])
      expect(queryClient.getQueryData<Session>(currentUserQueryKey)?.user.timezone).toBeNull()
    })
  })
})
