import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import type { Session } from '@common/session'
import { stubApi } from '@/test/api'
import { currentUserQueryKey } from './api/current-user'
import { redirectSignedIn, requireActiveSubscription, requireSession } from './guards'

const api = stubApi()

const session = (subscription: Session['subscription']): Session => ({
  user: { id: 1, name: 'Dana', email: 'dana@acme.test', is_owner: true, timezone: null, company_settings: { company_name: 'Acme' } },
  subscription,
  permissions: {},
})
const active = session({ status: 'active', plan: 'team', current_period_end: null })

const holdToken = () => (document.cookie = 'token=abc; path=/')
const tokenCookie = () => document.cookie.split('; ').find((entry) => entry.startsWith('token='))
const redirectTo = (to: string) => expect.objectContaining({ options: expect.objectContaining({ to }) })

afterEach(() => {
  document.cookie = 'token=; path=/; max-age=0'
})

describe('requireSession', () => {
  it('sends a visitor without a token cookie to /login/ without asking the server', async () => {
    await expect(requireSession(new QueryClient())).rejects.toEqual(redirectTo('/login/'))
    expect(api.sent).toEqual([])
  })

  it('loads the current user once and then answers from the query', async () => {
    holdToken()
    const queryClient = new QueryClient()
    api.answer(200, active)
    await expect(requireSession(queryClient)).resolves.toEqual(active)
    await expect(requireSession(queryClient)).resolves.toEqual(active)
    expect(api.sent.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /backend/api/user'])
  })

  it('logs out when the current-user check fails: cookie and cache gone, then /login/', async () => {
    holdToken()
    const queryClient = new QueryClient()
    queryClient.setQueryData(['jobs'], ['cached'])
    api.answer(401, { message: 'Token expired' })
    api.answer(204, null)
    await expect(requireSession(queryClient)).rejects.toEqual(redirectTo('/login/'))
    expect(tokenCookie()).toBeUndefined()
    expect(queryClient.getQueryData(['jobs'])).toBeUndefined()
    await expect.poll(() => api.sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /backend/api/user',
      'POST /backend/api/logout',
    ])
  })
})

describe('a session check cut short by leaving the page', () => {
  afterEach(() => window.dispatchEvent(new PageTransitionEvent('pageshow')))

  it.each([
    ['requireSession', requireSession],
    ['redirectSignedIn', redirectSignedIn],
  ] as const)('keeps the user signed in (%s): no logout, the cookie stays', async (_name, guard) => {
    holdToken()
    const cutShort = api.holdThenFail()
    const checked = guard(new QueryClient())
    await expect.poll(() => api.sent.length).toBe(1)
    // The browser fails the requests it cuts short as a network error while it is still telling
    // the page's pagehide listeners: the failure reaches the guard before this one has heard.
    setTimeout(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
    cutShort()
    await expect(checked).rejects.not.toEqual(expect.objectContaining({ options: expect.anything() }))
    expect(tokenCookie()).toBe('token=abc')
    expect(api.sent.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /backend/api/user'])
  })
})

describe('requireActiveSubscription', () => {
  it.each([
    ['missing', null],
    ['past due', { status: 'past_due', plan: 'team', current_period_end: null }],
    ['canceled', { status: 'canceled', plan: 'team', current_period_end: null }],
  ] as const)('sends a user whose subscription is %s to /subscription/pricing/', async (_label, subscription) => {
    holdToken()
    const queryClient = new QueryClient()
    queryClient.setQueryData(currentUserQueryKey, session(subscription))
    await expect(requireActiveSubscription(queryClient)).rejects.toEqual(redirectTo('/subscription/pricing/'))
  })

  it('lets an active subscription through', async () => {
    holdToken()
    const queryClient = new QueryClient()
    queryClient.setQueryData(currentUserQueryKey, active)
    await expect(requireActiveSubscription(queryClient)).resolves.toEqual(active)
  })
})

describe('redirectSignedIn', () => {
  it('lets a visitor without a token cookie stay, asking nothing of the server', async () => {
    await expect(redirectSignedIn(new QueryClient())).resolves.toBeUndefined()
    expect(api.sent).toEqual([])
  })

  it('sends a signed-in user to /', async () => {
    holdToken()
    api.answer(200, active)
    await expect(redirectSignedIn(new QueryClient())).rejects.toEqual(redirectTo('/'))
  })

  it('drops a refused token and lets the visitor stay', async () => {
    holdToken()
    api.answer(401, { message: 'Token expired' })
    api.answer(204, null)
    await expect(redirectSignedIn(new QueryClient())).resolves.toBeUndefined()
    expect(tokenCookie()).toBeUndefined()
  })
})
