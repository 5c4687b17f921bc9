import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { applicantListQuerySchema, type ApplicantListQuery, type ListedApplicant } from '@common/applicants'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { parseListSearch } from '@/lib/list-search'
import { stubApi } from '@/test/api'
import { testTemplate } from '@/test/messages'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { TEST_STAGES, testListedApplicant } from '../test-applicant'
import { ApplicantsListPage } from './ApplicantsListPage'

const api = stubApi()

const ada = testListedApplicant({ snippet: { text: 'Streams with Kafka daily', marks: [[13, 18]] } })
const grace = testListedApplicant({
  id: 6,
  name: 'Grace Hopper',
  snippet: null,
  applications: [
    {
      id: 30,
      job: { id: 7, title: 'Senior Engineer' },
      stage: { id: 1, name: 'Applied', kind: 'applied' },
      status: 'active',
      updated_at: '2026-01-11T09:00:00Z',
    },
  ],
})

const SENIOR_ENGINEER = { id: 7, title: 'Senior Engineer', department: 'Engineering', location: 'Lisbon', status: 'published' }
const DATA_ANALYST = { id: 8, title: 'Data Analyst', department: 'Finance', location: null, status: 'draft' }

/** The addresses the page asked for, with their query strings. */
const askedUrls = () => api.fetchMock.mock.calls.map(([input]) => new URL((input as Request).url))

function serve(applicants: ListedApplicant[]) {
  api.serve((request) => {
    if (request.path === '/backend/api/applicants') return [200, { data: applicants, meta: { page: 1, per_page: 25, total: applicants.length } }]
    if (request.path === '/backend/api/settings/pipeline-stages') return [200, { data: TEST_STAGES }]
    if (request.path === '/backend/api/settings/lists') return [200, { departments: [], locations: [], rejection_reasons: ['Not qualified', 'Withdrew'], timezone: 'UTC' }]
    if (request.path === '/backend/api/email-templates') return [200, { data: [testTemplate({ id: 11, name: 'Withdrew' })] }]
    if (request.path.endsWith('/bulk')) return [200, { affected: 2 }]
    if (request.path === '/backend/api/jobs/7') return [200, { id: 7, title: 'Senior Engineer', department: 'Engineering' }]
    // The open jobs (open=true) hold one nobody applied to yet.
    if (request.path === '/backend/api/applicants/job-options')
      return [200, { options: request.query.open === 'true' ? [DATA_ANALYST, SENIOR_ENGINEER] : [SENIOR_ENGINEER], more: 0 }]
    if (request.path.endsWith('/hire')) return [201, { id: 90, name: 'Hired', start_date: '2027-03-01' }]
    return [200, { data: [], meta: { page: 1, per_page: 100, total: 0 } }]
  })
}

function Harness() {
  const [query, setQuery] = useState<ApplicantListQuery>(() => parseListSearch(applicantListQuerySchema, { q: 'kafka' }))
  return <ApplicantsListPage title="Applicants List" query={query} onQueryChange={(change) => setQuery((current) => ({ ...current, ...change }))} />
}

async function renderList(permissions?: Record<string, string[]>) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  await renderWithRouter(<Harness />, { path: '/candidates/', queryClient })
  return userEvent.setup()
}

describe('Applicants List', () => {
  it('shows why a row matched the search, with the matched word marked', async () => {
    serve([ada, grace])
    await renderList()
    const row = (await screen.findByRole('link', { name: 'Ada Lovelace' })).closest('tr')
    expect(row).not.toBeNull()
    expect(within(row as HTMLElement).getByText('Kafka').tagName).toBe('MARK')
  })

  it('moves, rejects and tags the selected applicants from the bulk bar', async () => {
    serve([ada, grace])
    const user = await renderList()
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }))
    const bar = screen.getByRole('region', { name: 'Bulk actions' })
    expect(within(bar).getByText('2 selected')).toBeInTheDocument()

    await user.click(within(bar).getByRole('button', { name: 'Move to stage' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Interview', hidden: true }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull())
    expect(api.sent.find((request) => request.path === '/backend/api/applications/bulk')?.body).toEqual({ ids: [31, 30], action: 'move', stage_id: 3 })

    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }))
    await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 application' })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Withdrew')
    // Ada has an address: the rejection mail is offered and checked, the reason's template chosen.
    expect(within(dialog).getByRole('checkbox', { name: 'Send a rejection email' })).toBeChecked()
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Rejection template' })).toHaveDisplayValue('Withdrew'))
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.sent.filter((request) => request.path === '/backend/api/applications/bulk').at(-1)?.body).toEqual({
      ids: [31],
      action: 'reject',
      reason: 'Withdrew',
      email: { template_id: 11, send_at: expect.stringMatching(/T09:00:00\.000Z$/) },
    })

    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }))
    await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Tag' }))
    const tagDialog = await screen.findByRole('dialog', { name: 'Tag applicants' })
    await user.type(within(tagDialog).getByRole('textbox', { name: 'Tag' }), 'shortlist')
    await user.click(within(tagDialog).getByRole('button', { name: 'Add tag' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.sent.find((request) => request.path === '/backend/api/applicants/bulk')?.body).toEqual({ ids: [5, 6], action: 'tag', tag: 'shortlist' })
  })

  it('hires the selected applicants one after another when they are moved to Hired', async () => {
    serve([ada, grace])
    const user = await renderList()
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }))
    await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Move to stage' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Hired', hidden: true }))

    for (const [name, id, step] of [
      ['Ada Lovelace', 31, '1 of 2'],
      ['Grace Hopper', 30, '2 of 2'],
    ] as const) {
      const dialog = await screen.findByRole('dialog', { name: `Hire ${name}` })
      expect(within(dialog).getByText(new RegExp(`^${step}: `))).toBeInTheDocument()
      await user.type(await within(dialog).findByLabelText(/Start date/), '2027-03-01')
      await user.click(within(dialog).getByRole('button', { name: 'Hire' }))
      await waitFor(() => expect(api.sent.some((request) => request.path === `/backend/api/applications/${id}/hire`)).toBe(true))
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.sent.some((request) => request.path === '/backend/api/applications/bulk')).toBe(false)
  })

  it('lets a role that may read applicants but not jobs filter by job, its choices asked of the applicants API', async () => {
    serve([ada, grace])
    const user = await renderList({ resume_and_candidates: ['view'] })
    const field = await screen.findByRole('combobox', { name: 'Job' })
    await user.type(field, 'sen')
    await user.click(await screen.findByRole('option', { name: /^Senior Engineer/, hidden: true }, { timeout: 3000 }))
    expect(field).toHaveValue('Senior Engineer')
    // The list is asked again for that job's applicants.
    await waitFor(() => expect(askedUrls().some((url) => url.pathname === '/backend/api/applicants' && url.searchParams.get('job_id') === '7')).toBe(true))
    // The choices come from the applicants API (typing may be quicker than its pause, so the first page can already hold the job).
    expect(askedUrls().some((url) => url.pathname === '/backend/api/applicants/job-options')).toBe(true)
    // The jobs list, which this role may not read, is never asked.
    expect(api.sent.filter((request) => request.path.startsWith('/backend/api/jobs'))).toEqual([])
  })

  it('lets a role that may add applicants but not read jobs pick a job to add them to, in Add applicant and Add to job alike', async () => {
    serve([ada, grace])
    const user = await renderList({ resume_and_candidates: ['view', 'add', 'edit'] })
    await user.click(await screen.findByRole('button', { name: 'Add applicant' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add applicant' })
    await user.click(within(dialog).getByRole('combobox', { name: 'Job' }))
    expect(await screen.findByRole('option', { name: 'Data Analyst Finance · Draft', hidden: true }, { timeout: 3000 })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add applicant' })).toBeNull())

    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }))
    await user.click(screen.getByRole('button', { name: 'Add to job' }))
    const adding = await screen.findByRole('dialog', { name: 'Add to a job' })
    await user.click(within(adding).getByRole('combobox', { name: 'Job' }))
    await user.click(await screen.findByRole('option', { name: 'Data Analyst Finance · Draft', hidden: true }, { timeout: 3000 }))
    await user.click(within(adding).getByRole('button', { name: 'Add to job' }))
    await waitFor(() =>
      expect(api.sent.filter((request) => request.path.endsWith('/bulk'))).toEqual([
        { method: 'POST', path: '/backend/api/applicants/bulk', body: { ids: [5], action: 'add_to_job', job_id: 8 } },
      ]),
    )
    // Both pickers ask the applicants API for the open jobs; the jobs list, which this role may not read, is never asked.
    expect(askedUrls().some((url) => url.pathname === '/backend/api/applicants/job-options' && url.searchParams.get('open') === 'true')).toBe(true)
    expect(api.sent.filter((request) => request.path.startsWith('/backend/api/jobs'))).toEqual([])
  })

  it('offers a viewer the export but no move, reject or tag', async () => {
    serve([ada, grace])
    const user = await renderList({ resume_and_candidates: ['view'] })
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }))
    const bar = screen.getByRole('region', { name: 'Bulk actions' })
    expect(within(bar).getByRole('button', { name: 'Export selection' })).toBeInTheDocument()
    for (const name of ['Move to stage', 'Reject', 'Tag', 'Add to job']) expect(within(bar).queryByRole('button', { name })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add applicant' })).toBeNull()
  })
})
