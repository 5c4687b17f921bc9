import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Interview, InterviewerOption } from '@common/interviews'
import Toasts from '@/components/feedback/Toasts'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { ScheduleInterviewModal } from './ScheduleInterviewModal'

const api = stubApi()

const PEOPLE: InterviewerOption[] = [
  { id: 51, name: 'Priya Patel', email: 'priya@acme.test', timezone: 'Asia/Kolkata', conflicts: [] },
  {
    id: 52,
    name: 'Max Müller',
    email: 'max@acme.test',
    timezone: 'Europe/Berlin',
    conflicts: [{ interview_id: 900, title: 'Onsite with Sam Lee', starts_at: '2030-03-04T10:00:00Z', ends_at: '2030-03-04T11:00:00Z' }],
  },
]

const INTERVIEW: Interview = {
  id: 70,
  application: { id: 31, applicant: { id: 3, name: 'Ana Lima' }, job: { id: 8, title: 'Backend Engineer' } },
  kit: null,
  title: 'Technical interview',
  starts_at: '2030-03-04T10:30:00Z',
  ends_at: '2030-03-04T11:15:00Z',
  timezone: 'UTC',
  location: null,
  video_url: null,
  interviewers: [{ id: 51, name: 'Priya Patel', scorecard: 'none' }],
  status: 'scheduled',
  sequence: 0,
  created_by: { id: 1, name: 'Dana Reyes' },
  created_at: '2030-01-01T00:00:00Z',
  updated_at: '2030-01-01T00:00:00Z',
}

/** The dialog's reads (no kits, the two people with Max busy when a window is asked), and `writes` for the rest. */
function serve(writes: (request: ServedRequest) => StubAnswer) {
  api.serve((request) => {
    if (request.method === 'GET' && request.path.endsWith('/interview-kits')) return [200, { data: [] }]
    if (request.method === 'GET' && request.path.endsWith('/interviewers')) {
      const windowed = Boolean(request.query.starts_at)
      return [200, { data: PEOPLE.map((person) => ({ ...person, conflicts: windowed ? person.conflicts : [] })), more: false }]
    }
    return writes(request)
  })
}

async function renderDialog(interview?: Interview) {
  const onClose = vi.fn()
  await renderWithRouter(
    <>
      <ScheduleInterviewModal application={{ id: 31, job: { id: 8, title: 'Backend Engineer' } }} applicantName="Ana Lima" interview={interview} zone="UTC" onClose={onClose} />
      <Toasts />
    </>,
  )
  const dialog = within(await screen.findByRole('dialog'))
  return { onClose, dialog, user: userEvent.setup() }
}

const writes = () => api.sent.filter((request) => request.method !== 'GET')

describe('scheduling an interview', () => {
  it('asks for the date, the start and a panel before sending', async () => {
    serve(() => [500, null])
    const { dialog, user } = await renderDialog()
    await user.click(dialog.getByRole('button', { name: 'Schedule interview' }))
    expect(await dialog.findByLabelText(/^Date/)).toHaveAccessibleDescription(/Choose a date/)
    expect(dialog.getByLabelText(/^Start time/)).toHaveAccessibleDescription(/Choose a start time/)
    expect(dialog.getByText('Choose at least one interviewer')).toBeInTheDocument()
    expect(writes()).toEqual([])
  })

  it('shows who is busy then, names the clash the server finds, and schedules anyway when asked', async () => {
    serve((request) =>
      (request.body as { allow_conflicts?: boolean }).allow_conflicts
        ? [201, INTERVIEW]
        : [409, { message: 'Some of the panel already have an interview at that time.', conflicts: [{ user: { id: 52, name: 'Max Müller' }, interview_id: 900 }] }],
    )
    const { dialog, user, onClose } = await renderDialog()
    await user.type(dialog.getByLabelText(/^Date/), '2030-03-04')
    await user.type(dialog.getByLabelText(/^Start time/), '10:30')
    expect(await dialog.findByText('Busy 10:00–11:00 (Onsite with Sam Lee)')).toBeInTheDocument()
    expect(dialog.getByText(/16:00 in Asia\/Kolkata/)).toBeInTheDocument()
    await user.click(dialog.getByRole('checkbox', { name: 'Priya Patel' }))
    await user.click(dialog.getByRole('checkbox', { name: 'Max Müller' }))
    await user.click(dialog.getByRole('button', { name: 'Schedule interview' }))
    expect(await dialog.findByText('Max Müller has another interview at that time')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    await user.click(dialog.getByRole('button', { name: 'Schedule anyway' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(writes().map((request) => request.body)).toEqual([
      {
        application_id: 31,
        kit_id: null,
        title: '',
        starts_at: '2030-03-04T10:30:00.000Z',
        ends_at: '2030-03-04T11:30:00.000Z',
        timezone: 'UTC',
        location: '',
        video_url: '',
        interviewer_ids: [51, 52],
        notify_candidate: true,
      },
      expect.objectContaining({ interviewer_ids: [51, 52], allow_conflicts: true }),
    ])
  })

  it('shows a 422 about the times beside the start, and one about the link beside it', async () => {
    serve(() => [422, { message: 'The given data was invalid.', errors: { starts_at: ['Choose a time in the future'], video_url: ['Enter a link starting with https://'] } }])
    const { dialog, user } = await renderDialog(INTERVIEW)
    expect(dialog.getByLabelText(/^Start time/)).toHaveValue('10:30')
    await user.click(dialog.getByRole('button', { name: 'Reschedule' }))
    expect(await dialog.findByLabelText(/^Start time/)).toHaveAccessibleDescription(/Choose a time in the future/)
    expect(dialog.getByRole('textbox', { name: 'Video link' })).toHaveAccessibleDescription('Enter a link starting with https://')
    expect(writes()[0]).toMatchObject({ method: 'PATCH', path: '/backend/api/interviews/70', body: { starts_at: '2030-03-04T10:30:00.000Z', interviewer_ids: [51] } })
  })
})
