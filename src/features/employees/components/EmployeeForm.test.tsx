import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Employee } from '@common/employees'
import { stubApi } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import { testEmployee } from '../test-employee'
import { EmployeeForm } from './EmployeeForm'

const api = stubApi()

const PEOPLE = [
  { id: 2, name: 'Sam Park', job_title: 'CTO', manager_id: null },
  { id: 7, name: 'Nina Novak', job_title: 'Engineer', manager_id: 2 },
]

async function renderForm(employee?: Employee) {
  const onSaved = vi.fn()
  await renderWithRouter(<EmployeeForm employee={employee} departments={['Engineering']} locations={['Berlin']} people={PEOPLE} onSaved={onSaved} cancel={null} />, {
    path: '/employees/create/',
  })
  await screen.findByRole('textbox', { name: 'Name' })
  return { onSaved, user: userEvent.setup() }
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input, select' })

describe('EmployeeForm', () => {
  it('checks the API rules before sending: a name, a work email, and an end date once terminated', async () => {
    const { user } = await renderForm()
    expect(screen.queryByLabelText(/^End date/)).not.toBeInTheDocument()
    await user.selectOptions(field('Status'), 'terminated')
    expect(field('End date')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add employee' }))
    expect(await screen.findByText('Enter a name')).toBeInTheDocument()
    expect(field('Name')).toHaveAccessibleDescription('Enter a name')
    expect(field('Work email')).toHaveAccessibleDescription(expect.stringContaining('Enter an email address'))
    expect(field('End date')).toHaveAccessibleDescription(expect.stringContaining('Enter the last day of a terminated employee'))
    expect(api.sent).toEqual([])
  })

  it('adds a person with the manager by id', async () => {
    const { user, onSaved } = await renderForm()
    const created = testEmployee({ id: 12 })
    api.answer(201, created)
    for (const [label, value] of Object.entries({ Name: 'Ada Lovelace', 'Work email': 'ada@example.com', 'Job title': 'Engineer' })) {
      await user.click(field(label))
      await user.paste(value)
    }
    await user.type(field('Manager'), 'Sam')
    await user.keyboard('{ArrowDown}{Enter}')
    await user.click(screen.getByRole('button', { name: 'Add employee' }))
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(created, 'save'), WAIT)
    expect(api.sent[0]).toMatchObject({
      method: 'POST',
      path: '/backend/api/employees',
      body: { name: 'Ada Lovelace', work_email: 'ada@example.com', job_title: 'Engineer', manager_id: 2, status: 'active', end_date: null },
    })
  })

  it('puts the refused reporting loop beside the manager field and keeps the values', async () => {
    const { user } = await renderForm(testEmployee({ id: 2, name: 'Sam Park', manager: null }))
    api.answer(422, { message: 'The given data was invalid.', errors: { manager_id: ['Nina Novak reports to Sam Park: choosing them would make a loop'] } })
    await user.type(field('Manager'), 'Nina')
    await user.keyboard('{ArrowDown}{Enter}')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await vi.waitFor(
      () => expect(field('Manager')).toHaveAccessibleDescription(expect.stringContaining('would make a loop')),
      WAIT,
    )
    expect(api.sent[0]).toMatchObject({ method: 'PATCH', path: '/backend/api/employees/2', body: { manager_id: 7 } })
    expect(field('Manager')).toHaveValue('Nina Novak')
  })
})
