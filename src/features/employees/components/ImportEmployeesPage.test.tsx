import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { stubApi } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import { ImportEmployeesPage } from './ImportEmployeesPage'

const api = stubApi()

const csv = () => new File(['name,work_email\nAda,ada@example.com\n'], 'people.csv', { type: 'text/csv' })

async function renderPage() {
  const onImported = vi.fn()
  await renderWithRouter(<ImportEmployeesPage title="Import Employees" onImported={onImported} />)
  const user = userEvent.setup()
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!
  await user.upload(input, csv())
  return { user, onImported }
}

describe('ImportEmployeesPage', () => {
  it('lists each row’s problems from the dry run and offers no import until the file is fixed', async () => {
    const { user, onImported } = await renderPage()
    api.answer(200, {
      rows: 3,
      valid: 1,
      errors: [
        { row: 2, field: 'start_date', message: 'Use a date like 2026-01-31' },
        { row: 3, field: 'manager_email', message: 'No employee has this email' },
        { row: 3, field: 'work_email', message: 'This email appears twice in the file' },
      ],
    })
    await user.click(screen.getByRole('button', { name: 'Check file' }))
    expect(await screen.findByText('Nothing was imported')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Problems in the file' })
    expect(table).toHaveTextContent('start_date: Use a date like 2026-01-31')
    expect(table).toHaveTextContent('manager_email: No employee has this email')
    expect(screen.getAllByRole('row')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument()
    expect(api.sent).toEqual([expect.objectContaining({ method: 'POST', path: '/backend/api/employees/import' })])
    expect((api.fetchMock.mock.calls[0]?.[0] as Request).url).toContain('dry_run=true')
    expect(onImported).not.toHaveBeenCalled()
  })

  it('imports a checked file once confirmed', async () => {
    const { user, onImported } = await renderPage()
    api.answer(200, { rows: 2, valid: 2, errors: [] })
    await user.click(screen.getByRole('button', { name: 'Check file' }))
    api.answer(201, { created: 1, updated: 1 })
    await user.click(await screen.findByRole('button', { name: 'Import 2 employees' }))
    await vi.waitFor(() => expect(onImported).toHaveBeenCalled(), WAIT)
    expect(api.sent).toHaveLength(2)
    expect((api.fetchMock.mock.calls[1]?.[0] as Request).url).not.toContain('dry_run')
  })
})
