import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AuditEntry } from '@common/privacy'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { auditQuerySchema, type AuditQuery } from '../audit-search'
import { AuditLog } from './AuditLog'

const api = stubApi()

const ENTRIES: AuditEntry[] = [
  {
    at: '2026-11-20T09:00:00Z',
    actor: { id: 2, name: 'Nina Park' },
    subject_type: 'job',
    subject_id: 8,
    action: 'edited',
    changes: { title: ['Backend dev', 'Backend Engineer'] },
    comment: null,
  },
  { at: '2026-11-10T09:00:00Z', actor: null, subject_type: 'resume_upload', subject_id: 4, action: 'discarded', changes: {}, comment: 'Duplicate' },
]

function serve() {
  api.serve((request) => {
    if (request.path.endsWith('/audit/subject-types')) return [200, { data: ['job', 'resume_upload'] }]
    if (request.path.endsWith('/audit')) return [200, { data: ENTRIES, meta: { page: 1, per_page: 25, total: 2 } }]
    if (request.path.endsWith('/audit/export')) return [200, 'at,actor\n']
    return [200, { data: [], meta: { page: 1, per_page: 20, total: 0 } }]
  })
}

async function renderLog(query: Partial<AuditQuery> = {}) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession())
  const onQueryChange = vi.fn()
  await renderWithRouter(<AuditLog query={auditQuerySchema.parse(query)} onQueryChange={onQueryChange} />, { path: '/settings/audit-log/', queryClient })
  await screen.findByText('Nina Park')
  return { onQueryChange, user: userEvent.setup() }
}

describe('Settings → Audit log', () => {
  it('shows who did what to which record, with each change before and after', async () => {
    serve()
    await renderLog()
    const table = screen.getByRole('table', { name: 'Audit log' })
    expect(within(table).getByRole('link', { name: 'Job #8' })).toHaveAttribute('href', '/jobs/view/?id=8')
    expect(within(table).getByText('title:').parentElement).toHaveTextContent('title: Backend dev → Backend Engineer')
    // Work Staffdesk did itself has no person; a kind of record without a page of its own is named, not linked.
    expect(within(table).getByText('Staffdesk')).toBeInTheDocument()
    expect(table).toHaveTextContent('discarded · Resume upload #4')
    expect(within(table).queryByRole('link', { name: 'Resume upload #4' })).toBeNull()
    expect(within(table).getByText('“Duplicate”')).toBeInTheDocument()
  })

  it('narrows by kind of record and dates through the address, and exports with the same filters', async () => {
    serve()
    const { onQueryChange, user } = await renderLog({ from: '2026-11-01' })
    await waitFor(() => expect(screen.getByRole('option', { name: 'Resume upload' })).toBeInTheDocument())
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of record' }), 'resume_upload')
    expect(onQueryChange).toHaveBeenLastCalledWith({ subject_type: 'resume_upload' })
    await user.clear(screen.getByLabelText('From'))
    expect(onQueryChange).toHaveBeenLastCalledWith({ from: undefined })

    URL.createObjectURL = vi.fn(() => 'blob:audit')
    URL.revokeObjectURL = vi.fn()
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(api.sent.some((request) => request.path.endsWith('/audit/export'))).toBe(true))
    const exported = api.fetchMock.mock.calls.map(([input]) => new URL((input as Request).url)).find((url) => url.pathname.endsWith('/audit/export'))
    expect(Object.fromEntries(exported?.searchParams ?? [])).toEqual({ from: '2026-11-01' })
  })
})
