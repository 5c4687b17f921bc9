import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { DueApplicant, PrivacyRequest } from '@common/privacy'
import Toasts from '@/components/feedback/Toasts'
import { testSession } from '@/components/shell/test-session'
import type { Settings } from '@/features/settings/api/settings'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { PrivacySettings } from './PrivacySettings'

const api = stubApi()

const SETTINGS = {
  company_name: 'Acme',
  company_logo: null,
  website: null,
  timezone: 'UTC',
  departments: [],
  locations: [],
  rejection_reasons: ['Other'],
  retention_days: 365,
  careers: { slug: 'acme', public: true, intro: '', brand_color: '#364fc7' },
  consent_text: 'I agree that Acme keeps my application for 365 days.',
  consent_version: 2,
  working_hours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
} satisfies Settings

const DUE: DueApplicant[] = [{ id: 7, name: 'Ana Lima', last_activity_at: '2025-11-20T09:00:00Z', due_at: '2026-12-02T03:00:00Z' }]

const REQUESTS: PrivacyRequest[] = [
  { id: 1, kind: 'erasure', state: 'pending', applicant: { id: 9, name: 'Bo Chen' }, requested_at: '2026-11-27T10:00:00Z', completed_at: null },
  { id: 2, kind: 'export', state: 'completed', applicant: null, requested_at: '2026-11-20T10:00:00Z', completed_at: '2026-11-20T10:00:00Z' },
]

function serve(writes: (request: ServedRequest) => StubAnswer | undefined = () => undefined) {
  api.serve((request) => {
    const written = writes(request)
    if (written) return written
    if (request.method === 'GET' && request.path.endsWith('/settings')) return [200, SETTINGS]
    if (request.method === 'GET' && request.path.endsWith('/privacy/due')) return [200, { data: DUE, meta: { page: 1, per_page: 100, total: DUE.length } }]
    if (request.method === 'GET' && request.path.endsWith('/privacy/requests')) return [200, { data: REQUESTS, meta: { page: 1, per_page: 100, total: 3 } }]
    return [404, { message: `No stub for ${request.method} ${request.path}` }]
  })
}

async function renderPage(permissions?: Parameters<typeof testSession>[0]) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  await renderWithRouter(
    <>
      <PrivacySettings />
      <Toasts />
    </>,
    { path: '/settings/privacy/', queryClient },
  )
  await screen.findByRole('textbox', { name: 'Retention period (days)' })
  return userEvent.setup()
}

const section = (name: string) => within(screen.getByRole('region', { name }))
const writes = () => api.sent.filter((request) => request.method !== 'GET')

describe('Settings → Privacy', () => {
  it('keeps the retention period, checked as the server checks it', async () => {
    serve((request) => (request.method === 'PATCH' ? [200, { ...SETTINGS, ...(request.body as object) }] : undefined))
    const user = await renderPage()
    const retention = section('Retention')
    const days = retention.getByRole('textbox', { name: 'Retention period (days)' })
    expect(days).toHaveValue('365')
    await user.clear(days)
    await user.type(days, '10')
    await user.click(retention.getByRole('button', { name: 'Save retention period' }))
    expect(days).toHaveAccessibleDescription(expect.stringContaining('Keep applicant data at least 30 days'))
    expect(writes()).toEqual([])
    await user.clear(days)
    await user.type(days, '730')
    await user.click(retention.getByRole('button', { name: 'Save retention period' }))
    await waitFor(() => expect(writes()).toEqual([{ method: 'PATCH', path: '/backend/api/settings', body: { retention_days: 730 } }]))
    expect(await screen.findByText('Retention period saved')).toBeInTheDocument()
  })

  it('saves a changed consent text, which the server answers as a new version', async () => {
    serve((request) => (request.method === 'PATCH' ? [200, { ...SETTINGS, ...(request.body as object), consent_version: 3 }] : undefined))
    const user = await renderPage()
    const consent = section('Consent')
    expect(consent.getByText('Version 2')).toBeInTheDocument()
    const text = consent.getByRole('textbox', { name: 'Consent text' })
    await user.clear(text)
    await user.click(consent.getByRole('button', { name: 'Save consent text' }))
    expect(text).toHaveAccessibleDescription(expect.stringContaining('Write the consent text'))
    expect(writes()).toEqual([])
    await user.type(text, '  I agree that Acme keeps my data for a year.  ')
    await user.click(consent.getByRole('button', { name: 'Save consent text' }))
    await waitFor(() => expect(writes()).toEqual([{ method: 'PATCH', path: '/backend/api/settings', body: { consent_text: 'I agree that Acme keeps my data for a year.' } }]))
    expect(await consent.findByText('Version 3')).toBeInTheDocument()
  })

  it('keeps a due applicant for a reason it asks for, and lists the privacy requests', async () => {
    serve((request) => (request.method === 'POST' ? [200, { due_at: '2027-12-02T03:00:00Z' }] : undefined))
    const user = await renderPage()
    const due = section('Due for anonymisation')
    expect(await due.findByRole('link', { name: 'Ana Lima' })).toHaveAttribute('href', '/candidates/view/?id=7')
    await user.click(due.getByRole('button', { name: 'Keep Ana Lima' }))
    const dialog = await screen.findByRole('dialog', { name: 'Keep Ana Lima’s data?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep their data' }))
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Say why their data is kept')
    expect(writes()).toEqual([])
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fits the spring opening')
    await user.click(within(dialog).getByRole('button', { name: 'Keep their data' }))
    await waitFor(() => expect(writes()).toEqual([{ method: 'POST', path: '/backend/api/applicants/7/keep', body: { reason: 'Fits the spring opening' } }]))
    expect(await screen.findByText('Applicant data kept')).toBeInTheDocument()

    const requests = section('Privacy requests')
    expect(requests.getByText(/Erasure/)).toBeInTheDocument()
    expect(requests.getByRole('link', { name: 'Bo Chen' })).toBeInTheDocument()
    expect(requests.getByText('Waiting for the code')).toBeInTheDocument()
    expect(requests.getByText(/Anonymised applicant/)).toBeInTheDocument()
  })

  it('offers Keep only to those who may edit applicants', async () => {
    serve()
    await renderPage({ settings: ['allow'] })
    const due = section('Due for anonymisation')
    expect(await due.findByText('Ana Lima')).toBeInTheDocument()
    expect(due.queryByRole('link', { name: 'Ana Lima' })).toBeNull()
    expect(due.queryByRole('button', { name: /^Keep/ })).toBeNull()
  })
})
