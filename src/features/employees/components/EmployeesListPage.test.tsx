import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { employeeListQuerySchema, type Employee } from '@common/employees'
import { testSession } from '@/components/shell/test-session'
import { parseListSearch } from '@/lib/list-search'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import { EmployeeDetailsPage } from './EmployeePage'
import { EmployeesListPage } from './EmployeesListPage'

const api = stubApi()

const ADA: Employee = {
  id: 7,
  name: 'Ada Lovelace',
  work_email: 'ada@acme.test',
  phone: null,
  job_title: 'Engineer',
  department: 'Engineering',
  location: null,
  employment_type: 'full_time',
  manager: null,
  start_date: null,
  end_date: null,
  status: 'active',
  applicant_id: null,
  created_at: '2026-01-05T09:00:00Z',
  updated_at: '2026-01-05T09:00:00Z',
}

function serve() {
  api.serve((request) => {
    if (request.path === '/backend/api/employees') return [200, { data: [ADA], meta: { page: 1, per_page: 25, total: 1 } }]
    if (request.path === '/backend/api/employees/org-chart') return [200, { data: [] }]
    if (request.path === '/backend/api/settings/lists') return [200, { departments: [], locations: [] }]
    if (request.path === `/backend/api/employees/${ADA.id}/history`) return [200, { data: [] }]
    return [404, { message: 'Not found' }]
  })
}

function clientOn(plan: string) {
  const queryClient = createTestQueryClient()
  const session = testSession()
  session.subscription = { status: 'active', plan, current_period_end: null }
  queryClient.setQueryData(currentUserQueryKey, session)
  return queryClient
}

async function renderList(plan: string) {
  serve()
  await renderWithRouter(<EmployeesListPage title="Employees" query={parseListSearch(employeeListQuerySchema, {})} onQueryChange={() => undefined} />, {
    path: '/employees/',
    queryClient: clientOn(plan),
  })
  await screen.findByRole('link', { name: ADA.name }, WAIT)
  return userEvent.setup()
}

const PLAN_NOTE = 'Your plan does not include employee records; the Business plan does.'

describe('employee actions and the company’s plan', () => {
  it('on a plan with employee records, offers adding, importing, editing and deleting', async () => {
    const user = await renderList('business')
    expect(screen.getByRole('link', { name: 'New employee' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Import CSV' })).toBeInTheDocument()
    expect(screen.queryByText(PLAN_NOTE)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Actions for ${ADA.name}` }))
    expect((await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent)).toEqual(['View', 'Edit', 'Delete'])
  })

  it('on a plan without them, offers only what the server answers (view, export) and says why, with the way to the plans', async () => {
    const user = await renderList('team')
    expect(screen.queryByRole('link', { name: 'New employee' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Import CSV' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument()
    const note = screen.getByText(PLAN_NOTE, { exact: false })
    expect(within(note).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription/pricing/')
    await user.click(screen.getByRole('button', { name: `Actions for ${ADA.name}` }))
    expect((await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent)).toEqual(['View'])
  })

  it('on a person’s page outside the plan, shows the reason where Edit and Delete would be', async () => {
    serve()
    await renderWithRouter(<EmployeeDetailsPage employee={ADA} onDeleted={() => undefined} />, { path: '/employees/view/', queryClient: clientOn('starter') })
    await screen.findByRole('heading', { level: 1, name: ADA.name })
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    expect(screen.getByText(PLAN_NOTE, { exact: false })).toBeInTheDocument()
  })

  it('says nothing of the plan to someone who may only look', async () => {
    serve()
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(currentUserQueryKey, testSession({ employee: ['view'] }))
    await renderWithRouter(<EmployeesListPage title="Employees" query={parseListSearch(employeeListQuerySchema, {})} onQueryChange={() => undefined} />, {
      path: '/employees/',
      queryClient,
    })
    await screen.findByRole('link', { name: ADA.name }, WAIT)
    expect(screen.queryByText(PLAN_NOTE, { exact: false })).not.toBeInTheDocument()
  })
})
