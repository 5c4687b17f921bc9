import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { SubscriptionOverview } from '@common/subscription'
import { Brand } from '@/components/shell/Brand'
import { testSession } from '@/components/shell/test-session'
import Toasts from '@/components/feedback/Toasts'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import type { Settings } from '../api/settings'
import { SettingsPage } from './SettingsPage'


const api = stubApi()

const OLD_LOGO = '/backend/api/uploads/old-logo.png'
const NEW_LOGO = '/backend/api/uploads/new-logo.png'

const SETTINGS: Settings = {
  company_name: 'Acme',
  company_logo: OLD_LOGO,
  website: 'https://acme.example',
  timezone: 'Europe/Berlin',
  departments: ['Engineering', 'Sales'],
  locations: ['Berlin'],
  rejection_reasons: ['Not qualified', 'Other'],
  retention_days: 365,
  working_hours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
  consent_text: 'I agree that Acme keeps my application data.',
  consent_version: 1,
  careers: { slug: 'acme', public: true, intro: '', brand_color: '#364fc7' },
}

const OVERVIEW: SubscriptionOverview = {
  subscription: { status: 'active', plan: 'team', current_period_end: '2026-12-31T12:00:00Z' },
  plan: { id: 'team', name: 'Team', price_monthly: 79, currency: 'USD', seats: 25, features: [] },
  seats: { used: 7, limit: 25 },
  manage_billing: false,
}

/** The page's reads, plus whatever a test answers for its writes. */
function serve(writes: (request: ServedRequest) => StubAnswer | undefined = () => undefined, overview = OVERVIEW) {
  api.serve((request) => {
    const written = writes(request)
    if (written) return written
    if (request.method === 'GET' && request.path.endsWith('/settings')) return [200, SETTINGS]
    if (request.method === 'GET' && request.path.endsWith('/subscription')) return [200, overview]
    return [404, { message: `No stub for ${request.method} ${request.path}` }]
  })
}

async function renderPage() {
  const queryClient = createTestQueryClient()
  const session = testSession()
  session.user.company_settings.company_logo = OLD_LOGO
  queryClient.setQueryData(currentUserQueryKey, session)
  const result = await renderWithRouter(
    <>
      <Brand />
      <SettingsPage />
      <Toasts />
    </>,
    { path: '/settings/', queryClient },
  )
  await screen.findByRole('textbox', { name: /^Company name/ })
  return { ...result, queryClient, user: userEvent.setup() }
}

const section = (name: string) => within(screen.getByRole('region', { name }))
const sidebarLogo = () => screen.getAllByRole('img', { name: 'Acme' })[0]
const logoPreview = () => screen.getByRole('img', { name: 'Acme logo' })
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!
const writes = () => api.sent.filter((request) => request.method !== 'GET')


describe('Company profile', () => {
  it('saves name, website and time zone together and announces it', async () => {
    serve((request) => (request.method === 'PATCH' ? [200, { ...SETTINGS, ...(request.body as object) }] : undefined))
    const { user, queryClient } = await renderPage()
    const profile = section('Company profile')
    expect(profile.getByLabelText('Time zone')).toHaveValue('Europe/Berlin')
    await user.clear(profile.getByRole('textbox', { name: /^Company name/ }))
    await user.type(profile.getByRole('textbox', { name: /^Company name/ }), 'Acme Corp')
    await user.click(profile.getByRole('button', { name: 'Save company profile' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      body: { company_name: 'Acme Corp', website: 'https://acme.example', timezone: 'Europe/Berlin' },
    })
    expect(await screen.findByText('Company profile saved')).toBeInTheDocument()
    expect(queryClient.getQueryData<ReturnType<typeof testSession>>(currentUserQueryKey)?.user.company_settings.company_name).toBe('Acme Corp')
  })

  it('asks for the company name before sending, on the field', async () => {
    serve()
    const { user } = await renderPage()
    const profile = section('Company profile')
    const name = profile.getByRole('textbox', { name: /^Company name/ })
    await user.clear(name)
    await user.click(profile.getByRole('button', { name: 'Save company profile' }))
    expect(name).toHaveAccessibleDescription('Enter your company name')
    await waitFor(() => expect(name).toHaveFocus())
    expect(writes()).toEqual([])
  })

  it('shows the server’s 422 errors beside their fields and keeps what was typed', async () => {
    serve((request) =>
      request.method === 'PATCH'
        ? [422, { message: 'Enter a web address starting with https://', errors: { website: ['Enter a web address starting with https://'], timezone: ['"Mars" is not a time zone'] } }]
        : undefined,
    )
    const { user } = await renderPage()
    const profile = section('Company profile')
    const website = profile.getByRole('textbox', { name: 'Website' })
    await user.clear(website)
    await user.type(website, 'ftp://acme')
    await user.click(profile.getByRole('button', { name: 'Save company profile' }))
    await waitFor(() => expect(website).toHaveAccessibleDescription('Enter a web address starting with https://'))
    expect(profile.getByLabelText('Time zone')).toHaveAccessibleDescription(expect.stringContaining('"Mars" is not a time zone'))
    expect(website).toHaveValue('ftp://acme')
    expect(screen.queryByText('Company profile saved')).not.toBeInTheDocument()
  })

  it('refuses a logo over 2 MB before sending it and keeps the old logo', async () => {
    serve()
    const { user } = await renderPage()
    await user.upload(fileInput(), new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }))
    expect(await section('Company profile').findByRole('alert')).toHaveTextContent('The logo must be at most 2 MB')
    expect(writes()).toEqual([])
    expect(logoPreview()).toHaveAttribute('src', OLD_LOGO)
    expect(sidebarLogo()).toHaveAttribute('src', OLD_LOGO)
  })

  it('shows the server’s refusal of a file that is no image and keeps the old logo', async () => {
    serve((request) =>
      request.method === 'POST' ? [415, { message: 'Upload a PNG, JPEG, WebP or SVG image; this file is none of them' }] : undefined,
    )
    const { user } = await renderPage()
    await user.upload(fileInput(), new File(['just some text'], 'logo.png', { type: 'image/png' }))
    expect(await section('Company profile').findByRole('alert')).toHaveTextContent(
      'Upload a PNG, JPEG, WebP or SVG image; this file is none of them',
    )
    expect(logoPreview()).toHaveAttribute('src', OLD_LOGO)
    expect(sidebarLogo()).toHaveAttribute('src', OLD_LOGO)
  })

  it('shows an uploaded logo in the sidebar at once, from the session cache, without asking for the session again', async () => {
    serve((request) => (request.method === 'POST' ? [200, { company_logo: NEW_LOGO }] : undefined))
    const { user } = await renderPage()
    await user.upload(fileInput(), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }))
    await waitFor(() => expect(sidebarLogo()).toHaveAttribute('src', NEW_LOGO))
    expect(logoPreview()).toHaveAttribute('src', NEW_LOGO)
    expect(api.sent.filter((request) => request.path.endsWith('/user'))).toEqual([])
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/backend/api/settings/logo' })])
  })

  it('removes the logo after confirming, and the sidebar falls back to the Staffdesk logo', async () => {
    serve((request) => (request.method === 'PATCH' ? [200, { ...SETTINGS, company_logo: null }] : undefined))
    const { user } = await renderPage()
    await user.click(section('Company profile').getByRole('button', { name: 'Remove logo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove the company logo?' })
    expect(writes()).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Remove logo' }))
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Acme' })).toBeNull())
    expect(writes()).toEqual([expect.objectContaining({ method: 'PATCH', body: { company_logo: null } })])
    expect(section('Company profile').getByText('No logo yet')).toBeInTheDocument()
  })
})

describe('Departments and locations', () => {
  it('adds, renames, reorders and removes entries, then saves them trimmed', async () => {
    serve((request) => (request.method === 'PATCH' ? [200, { ...SETTINGS, ...(request.body as object) }] : undefined))
    const { user } = await renderPage()
    const lists = section('Departments and locations')
    await user.type(lists.getByRole('textbox', { name: 'New department' }), '  People Ops {Enter}')
    await user.click(lists.getByRole('button', { name: 'Move People Ops up' }))
    await user.click(lists.getByRole('button', { name: 'Remove Engineering' }))
    await user.clear(lists.getByRole('textbox', { name: 'Location 1' }))
    await user.type(lists.getByRole('textbox', { name: 'Location 1' }), 'Berlin HQ ')
    await user.click(lists.getByRole('button', { name: 'Save departments and locations' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toEqual({ departments: ['People Ops', 'Sales'], locations: ['Berlin HQ'] })
    expect(await screen.findByText('Departments and locations saved')).toBeInTheDocument()
  })

  it('refuses a name already in the list (ignoring case) as it is added', async () => {
    serve()
    const { user } = await renderPage()
    const lists = section('Departments and locations')
    const add = lists.getByRole('textbox', { name: 'New department' })
    await user.type(add, 'sales')
    await user.click(lists.getByRole('button', { name: 'Add department' }))
    expect(add).toHaveAccessibleDescription('“Sales” is already in the list')
    expect(lists.getAllByRole('textbox', { name: /^Department \d/ })).toHaveLength(2)
  })

  it('shows the server’s 422 beside the list it is about', async () => {
    serve((request) =>
      request.method === 'PATCH' ? [422, { message: '“Remote” is in the list twice', errors: { locations: ['“Remote” is in the list twice'] } }] : undefined,
    )
    const { user } = await renderPage()
    const lists = section('Departments and locations')
    await user.type(lists.getByRole('textbox', { name: 'New location' }), 'Remote{Enter}')
    await user.click(lists.getByRole('button', { name: 'Save departments and locations' }))
    expect(await lists.findByRole('alert')).toHaveTextContent('“Remote” is in the list twice')
    expect(lists.getByRole('textbox', { name: 'Location 2' })).toHaveValue('Remote')
  })
})

describe('Subscription', () => {
  it('shows the plan, its status, when it renews, the seats used, and a way to change plan', async () => {
    serve()
    await renderPage()
    const subscription = section('Subscription')
    expect(await subscription.findByText('Team')).toBeInTheDocument()
    expect(subscription.getByText('Active')).toBeInTheDocument()
    expect(subscription.getByText('Renews on')).toBeInTheDocument()
    expect(subscription.getByText('December 31, 2026')).toBeInTheDocument()
    expect(subscription.getByText('7 of 25')).toBeInTheDocument()
    expect(subscription.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/subscription/pricing/')
    expect(subscription.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument()
  })

  it('offers Stripe’s portal once Stripe bills the company, and says why when it cannot open', async () => {
    serve((request) => (request.method === 'POST' && request.path.endsWith('/subscription/portal') ? [502, { message: 'The payment service could not be reached.' }] : undefined), {
      ...OVERVIEW,
      manage_billing: true,
    })
    const { user } = await renderPage()
    const subscription = section('Subscription')
    await user.click(await subscription.findByRole('button', { name: 'Manage billing' }))
    expect(await subscription.findByText('The payment service could not be reached.')).toBeInTheDocument()
    expect(writes().map((request) => request.path)).toEqual([expect.stringMatching(/subscription\/portal$/)])
  })

  it('says when a trial ends', async () => {
    serve(undefined, {
      subscription: { status: 'active', plan: 'trial', current_period_end: '2026-03-14T12:00:00Z' },
      plan: { id: 'trial', name: 'Free trial', price_monthly: 0, currency: 'USD', seats: 3, features: [] },
      seats: { used: 2, limit: 3 },
      manage_billing: false,
    })
    await renderPage()
    const subscription = section('Subscription')
    expect(await subscription.findByText('Trial ends on')).toBeInTheDocument()
    expect(subscription.getByText('March 14, 2026')).toBeInTheDocument()
    expect(subscription.getByText('2 of 3')).toBeInTheDocument()
  })
})
