import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Requisition } from '@common/requisitions'
import { stubApi } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import { testRequisition } from '../test-requisition'
import type { PickerSource } from '@/components/RecordPicker'
import { RequisitionForm } from './RequisitionForm'

const api = stubApi()

/** The company's users as the users endpoint would find them by name. */
const USERS = [
  { value: '4', label: 'Sam Park' },
  { value: '9', label: 'Alex Kim' },
]
const MANAGERS: PickerSource = {
  searchKey: (q) => ['users', 'picker', q],
  search: async (q) => ({ options: USERS.filter((user) => user.label.toLowerCase().includes(q.toLowerCase())), more: 0 }),
}

async function renderForm({ requisition, managers = MANAGERS }: { requisition?: Requisition; managers?: PickerSource | null } = {}) {
  const onSaved = vi.fn()
  await renderWithRouter(<RequisitionForm requisition={requisition} departments={['Engineering']} locations={['Berlin']} managers={managers} onSaved={onSaved} cancel={null} />, {
    path: '/job-requisitions/create/',
  })
  await screen.findByRole('textbox', { name: 'Title' })
  return { onSaved, user: userEvent.setup() }
}

/** The field labelled `label`; required fields' labels end in an asterisk, hidden from their accessible names. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input, textarea, select' })

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label))
    await user.click(field(label))
    await user.paste(value)
  }
}

describe('RequisitionForm', () => {
  it('shows the rules the API applies beside their fields before sending anything', async () => {
    const { user } = await renderForm()
    await user.selectOptions(field('Reason'), 'replacement')
    await fill(user, { 'Minimum salary': '120000', 'Maximum salary': '90000', 'Target start date': '2020-01-31' })
    await user.clear(field('Headcount'))
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }))
    expect(await screen.findByText('Enter a title')).toBeInTheDocument()
    expect(field('Title')).toHaveAccessibleDescription('Enter a title')
    expect(field('Department')).toHaveAccessibleDescription('Enter a department')
    expect(field('Headcount')).toHaveAccessibleDescription(expect.stringContaining('Use a whole number'))
    expect(field('Maximum salary')).toHaveAccessibleDescription('The maximum must be at least the minimum')
    expect(field('Replaces')).toHaveAccessibleDescription(expect.stringContaining('Name the person this hire replaces'))
    expect(field('Target start date')).toHaveAccessibleDescription(expect.stringContaining('The target start date cannot be in the past'))
    expect(api.sent).toEqual([])
  })

  it('saves a draft with every field the API takes, the hiring manager by id', async () => {
    const { user, onSaved } = await renderForm()
    const created = testRequisition({ id: 31 })
    api.answer(201, created)
    await fill(user, { Title: 'Backend Engineer', Department: 'Engineering', Location: 'Berlin', 'Minimum salary': '80000', 'Maximum salary': '100000' })
    await user.selectOptions(field('Currency'), 'EUR')
    await user.type(field('Hiring manager'), 'alex')
    // The dropdown's opening transition never finishes in jsdom, so its options count as hidden.
    await user.click(await screen.findByRole('option', { name: 'Alex Kim', hidden: true }, WAIT))
    await user.selectOptions(field('Priority'), 'urgent')
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(created, 'draft'), WAIT)
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/backend/api/requisitions',
        body: {
          title: 'Backend Engineer',
          department: 'Engineering',
          location: 'Berlin',
          employment_type: 'full_time',
          workplace: 'on_site',
          headcount: 1,
          salary_min: 80000,
          salary_max: 100000,
          salary_currency: 'EUR',
          reason: 'new_role',
          replaces: null,
          hiring_manager_id: 9,
          target_start_date: null,
          priority: 'urgent',
          description: '',
        },
      },
    ])
  })

  it('creates, then submits for approval', async () => {
    const { user, onSaved } = await renderForm()
    api.answer(201, testRequisition({ id: 31 }))
    const submitted = testRequisition({ id: 31, status: 'pending' })
    api.answer(200, submitted)
    await fill(user, { Title: 'Backend Engineer', Department: 'Engineering' })
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }))
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(submitted, 'submit'), WAIT)
    expect(api.sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /backend/api/requisitions', 'POST /backend/api/requisitions/31/submit'])
  })

  it('puts the server’s 422 errors beside their fields and keeps the input', async () => {
    const { user, onSaved } = await renderForm()
    api.answer(422, { message: 'The given data was invalid.', errors: { hiring_manager_id: ['Choose a user of your company'], department: ['Use at most 100 characters'] } })
    await fill(user, { Title: 'Backend Engineer', Department: 'Engineering' })
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Choose a user of your company')).toBeInTheDocument()
    expect(field('Hiring manager')).toHaveAccessibleDescription('Choose a user of your company')
    expect(field('Department')).toHaveAccessibleDescription('Use at most 100 characters')
    expect(field('Title')).toHaveValue('Backend Engineer')
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('leaves the hiring manager out for someone who may not list users', async () => {
    await renderForm({ managers: null })
    expect(screen.queryByLabelText(/Hiring manager/)).toBeNull()
  })

  it('sends an edit as the fields it changed and says an approved one may go back for approval', async () => {
    const requisition = testRequisition({ status: 'approved' })
    const { user, onSaved } = await renderForm({ requisition })
    expect(screen.getByText(/A change of headcount, salary, department or employment type sends the requisition back/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save and submit' })).toBeNull()
    api.answer(200, { ...requisition, headcount: 3, status: 'pending' })
    await fill(user, { Headcount: '3' })
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled(), WAIT)
    expect(api.sent).toEqual([{ method: 'PATCH', path: '/backend/api/requisitions/12', body: { headcount: 3 } }])
  })
})
