import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { stubApi } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import { testApplicant } from '../test-applicant'
import { AddApplicantModal } from './AddApplicantModal'

const api = stubApi()

describe('Add applicant', () => {
  it('offers the known applicant instead of adding a second one when the email is taken', async () => {
    api.serve((request) => {
      if (request.method === 'POST') return [409, { message: 'An applicant with this email already exists', existing_id: 5 }]
      if (request.path === '/backend/api/applicants/5') return [200, testApplicant()]
      return [200, { data: [], meta: { page: 1, per_page: 100, total: 0 } }]
    })
    const onAdded = vi.fn()
    await renderWithRouter(<AddApplicantModal opened onClose={vi.fn()} onAdded={onAdded} />)
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ada L.')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ADA@example.com')
    await user.click(screen.getByRole('button', { name: 'Add applicant' }))

    expect(await screen.findByText('An applicant with this email already exists')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Open Ada Lovelace' })).toHaveAttribute('href', '/candidates/view/?id=5')
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/backend/api/applicants', body: { name: 'Ada L.', email: 'ADA@example.com' } },
    ])
    expect(onAdded).not.toHaveBeenCalled()
  })

  it('applies to a job found by typing its name, beyond the first page of jobs', async () => {
    // The picker reads a job's id and title only.
    const far = { id: 4321, title: 'Lighthouse Keeper' }
    api.serve((request) => {
      if (request.method === 'POST') return [201, testApplicant({ id: 8 })]
      const jobs = request.query.q === 'lighthouse' ? [far] : Array.from({ length: 20 }, (_, index) => ({ id: index + 1, title: `Job ${index + 1}` }))
      return [200, { data: jobs, meta: { page: 1, per_page: 20, total: 20_000 } }]
    })
    const onAdded = vi.fn()
    await renderWithRouter(<AddApplicantModal opened onClose={vi.fn()} onAdded={onAdded} />)
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ada L.')
    await user.type(screen.getByRole('combobox', { name: 'Job' }), 'lighthouse')
    // The dropdown's opening transition never finishes in jsdom, so its options count as hidden.
    await user.click(await screen.findByRole('option', { name: 'Lighthouse Keeper', hidden: true }, WAIT))
    await user.click(screen.getByRole('button', { name: 'Add applicant' }))

    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith(8), WAIT)
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/backend/api/applicants', body: { name: 'Ada L.', job_id: 4321 } },
    ])
  })
})
