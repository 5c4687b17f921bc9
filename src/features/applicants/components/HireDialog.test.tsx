import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Employee } from '@common/employees'
import Toasts from '@/components/feedback/Toasts'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { HireDialog, type HireTarget } from './HireDialog'

const api = stubApi()

const TARGET: HireTarget = { id: 31, name: 'Ada Lovelace', job: { id: 7, title: 'Senior Engineer' } }

const HIRED: Employee = {
  id: 90,
  name: 'Ada Lovelace',
  work_email: 'ada@example.com',
  phone: null,
  job_title: 'Senior Engineer',
  department: 'Engineering',
  location: 'London',
  employment_type: 'full_time',
  manager: null,
  start_date: '2027-03-01',
  end_date: null,
  status: 'active',
  applicant_id: 5,
  created_at: '2026-11-24T09:00:00Z',
  updated_at: '2026-11-24T09:00:00Z',
}

/** The job, the application's offers (none unless given) and the people to choose a manager from; `hire` answers the POST. */
function serve(hire: (request: ServedRequest) => StubAnswer, offers: unknown[] = []) {
  api.serve((request) => {
    if (request.path.endsWith('/jobs/7')) return [200, { id: 7, title: 'Senior Engineer', department: 'Engineering' }]
    if (request.path.endsWith('/offers')) {
      const mine = request.query.application_id === '31' ? offers : []
      return [200, { data: mine, meta: { page: 1, per_page: 20, total: mine.length } }]
    }
    if (request.path.endsWith('/employees/org-chart')) return [200, { data: [{ id: 3, name: 'Grace Hopper', job_title: 'CTO', manager_id: null }] }]
    return hire(request)
  })
}

const hireRequests = () => api.sent.filter((request) => request.method === 'POST')

async function renderDialog(permissions?: Record<string, string[]>) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  const onHired = vi.fn()
  const onCancel = vi.fn()
  function Harness() {
    const [target, setTarget] = useState<HireTarget | null>(TARGET)
    return (
      <>
        <HireDialog
          target={target}
          onHired={(employee) => {
            onHired(employee)
            setTarget(null)
          }}
          onCancel={() => {
            onCancel()
            setTarget(null)
          }}
        />
        <Toasts />
      </>
    )
  }
  await renderWithRouter(<Harness />, { path: '/candidates/view/', queryClient })
  const dialog = await screen.findByRole('dialog', { name: 'Hire Ada Lovelace' })
  await within(dialog).findByLabelText(/Start date/)
  return { dialog, onHired, onCancel, user: userEvent.setup() }
}

describe('the hire dialog', () => {
  it('starts from the job, asks for the start date before sending, and links to the new employee', async () => {
    serve(() => [201, HIRED])
    const { dialog, onHired, user } = await renderDialog()
    expect(within(dialog).getByLabelText('Job title')).toHaveValue('Senior Engineer')
    expect(within(dialog).getByLabelText('Department')).toHaveValue('Engineering')

    await user.click(within(dialog).getByRole('button', { name: 'Hire' }))
    expect(within(dialog).getByLabelText(/Start date/)).toHaveAccessibleDescription('Enter the first day of work')
    expect(hireRequests()).toEqual([])

    await user.type(within(dialog).getByLabelText(/Start date/), '2027-03-01')
    await user.type(within(dialog).getByLabelText('Work email'), 'ada@acme.test')
    await user.click(within(dialog).getByRole('button', { name: 'Hire' }))

    await waitFor(() => expect(onHired).toHaveBeenCalledWith(HIRED))
    // Title and department left as the job has them: the server takes them from the job.
    expect(hireRequests()).toEqual([{ method: 'POST', path: '/backend/api/applications/31/hire', body: { start_date: '2027-03-01', work_email: 'ada@acme.test' } }])
    const notice = (await screen.findByText('Ada Lovelace hired')).closest('.mantine-Notification-root') as HTMLElement
    expect(within(notice).getByRole('link', { name: 'Open employee' })).toHaveAttribute('href', '/employees/view/?id=90')
  })

  it('starts from the accepted offer: its start date, title and manager, which the server would fill too', async () => {
    const withdrawn = { id: 4, status: 'withdrawn', start_date: '2027-01-04', job_title: 'Engineer', manager: null }
    const accepted = { id: 5, status: 'accepted', start_date: '2027-02-01', job_title: 'Staff Engineer', manager: { id: 3, name: 'Grace Hopper' } }
    serve(() => [201, HIRED], [accepted, withdrawn])
    const { dialog, user } = await renderDialog()
    expect(within(dialog).getByLabelText(/Start date/)).toHaveValue('2027-02-01')
    expect(within(dialog).getByLabelText('Job title')).toHaveValue('Staff Engineer')
    await waitFor(() => expect(within(dialog).getByLabelText(/Manager/)).toHaveValue('Grace Hopper'))
    expect(dialog).toHaveTextContent('come from the accepted offer')

    await user.click(within(dialog).getByRole('button', { name: 'Hire' }))
    await waitFor(() => expect(hireRequests()).toEqual([{ method: 'POST', path: '/backend/api/applications/31/hire', body: { start_date: '2027-02-01', manager_id: 3 } }]))
  })

  it('says when the hire filled the job’s requisition and leads to closing its open jobs', async () => {
    api.serve((request) => {
      if (request.path.endsWith('/jobs/7')) return [200, { id: 7, title: 'Senior Engineer', department: 'Engineering', status: 'published', requisition_id: 12 }]
      if (request.path.endsWith('/jobs/8')) return [200, { id: 8, title: 'Senior Engineer (Remote)', status: 'closed', requisition_id: 12 }]
      if (request.path.endsWith('/requisitions/12')) return [200, { id: 12, title: 'Two engineers', status: 'filled', job_ids: [7, 8] }]
      if (request.path.endsWith('/employees/org-chart')) return [200, { data: [] }]
      if (request.path.endsWith('/offers')) return [200, { data: [], meta: { page: 1, per_page: 20, total: 0 } }]
      return [201, HIRED]
    })
    const { dialog, user } = await renderDialog()
    await user.type(within(dialog).getByLabelText(/Start date/), '2027-03-01')
    await user.click(within(dialog).getByRole('button', { name: 'Hire' }))
    const notice = (await screen.findByText('“Two engineers” is filled')).closest('.mantine-Notification-root') as HTMLElement
    expect(notice).toHaveTextContent('“Senior Engineer” still takes applications.')
    expect(within(notice).getByRole('link', { name: 'Close open jobs' })).toHaveAttribute('href', '/job-requisitions/view/?id=12')
  })

  it('sends a changed title and a chosen manager', async () => {
    serve(() => [201, HIRED])
    const { dialog, onHired, user } = await renderDialog()
    await user.type(within(dialog).getByLabelText(/Start date/), '2027-03-01')
    await user.clear(within(dialog).getByLabelText('Job title'))
    await user.type(within(dialog).getByLabelText('Job title'), 'Staff Engineer')
    await waitFor(() => expect(api.sent.some((request) => request.path.endsWith('/employees/org-chart'))).toBe(true))
    await user.type(within(dialog).getByLabelText(/Manager/), 'Grace')
    await user.keyboard('{ArrowDown}{Enter}')
    await user.click(within(dialog).getByRole('button', { name: 'Hire' }))
    await waitFor(() => expect(onHired).toHaveBeenCalled())
    expect(hireRequests()[0]?.body).toEqual({ start_date: '2027-03-01', job_title: 'Staff Engineer', manager_id: 3 })
  })

  it('puts the server’s field errors beside their fields and keeps the dialog open', async () => {
    serve(() => [422, { message: 'The hire is not valid', errors: { work_email: ['The applicant has no email address; enter their work email'] } }])
    const { dialog, onHired, user } = await renderDialog()
    await user.type(within(dialog).getByLabelText(/Start date/), '2027-03-01')
    await user.click(within(dialog).getByRole('button', { name: 'Hire' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Work email')).toHaveAccessibleDescription(expect.stringContaining('The applicant has no email address; enter their work email')),
    )
    expect(onHired).not.toHaveBeenCalled()
    expect(within(dialog).getByLabelText(/Start date/)).toHaveValue('2027-03-01')
  })

  it('says plainly when the applicant was already hired', async () => {
    serve(() => [409, { message: 'This application is hired; it can no longer be hired' }])
    const { dialog, user } = await renderDialog()
    await user.type(within(dialog).getByLabelText(/Start date/), '2027-03-01')
    await user.click(within(dialog).getByRole('button', { name: 'Hire' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ada Lovelace is already hired for Senior Engineer; nothing was changed.')
  })

  it('brings a refusal into view and focus: a plan’s limit shows where the user is looking, not above the fold of the dialog', async () => {
    serve(() => [402, { message: 'Your plan does not include employee records. Upgrade to Team to hire into Staffdesk.' }])
    const scrolled: Element[] = []
    const scrollIntoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this)
    })
    const { dialog, user } = await renderDialog()
    await user.type(within(dialog).getByLabelText(/Start date/), '2027-03-01')
    await user.click(within(dialog).getByRole('button', { name: 'Hire' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Your plan does not include employee records.')
    await waitFor(() => expect(alert).toHaveFocus())
    expect(scrolled).toContain(alert)
    scrollIntoView.mockRestore()
  })

  it('sends nothing when cancelled', async () => {
    serve(() => [201, HIRED])
    const { dialog, onCancel, user } = await renderDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalled()
    expect(hireRequests()).toEqual([])
  })

  it('leaves out the manager for someone who may not see the employees', async () => {
    serve(() => [201, HIRED])
    const { dialog } = await renderDialog({ resume_and_candidates: ['edit'], employee: ['add'], job: ['view'] })
    expect(within(dialog).queryByLabelText(/Manager/)).toBeNull()
    expect(api.sent.some((request) => request.path.endsWith('/employees/org-chart'))).toBe(false)
  })
})
