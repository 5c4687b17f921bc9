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
    const job = (id: number, title: string) => ({ id, title, department: 'Operations', location: null, status: 'published' })
    const far = job(4321, 'Lighthouse Keeper')
    api.serve((request) => {
      if (request.method === 'POST') return [201, testApplicant({ id: 8 })]
      // The jobs applicants may be added to, asked of the applicants API (a role without job.view adds them too).
      if (request.path !== '/backend/api/applicants/job-options' || request.query.open !== 'true') return [404, { message: 'Not found' }]
      const options = request.query.q === 'lighthouse' ? [far] : Array.from({ length: 20 }, (_, index) => job(index + 1, `Job ${index + 1}`))
      return [200, { options, more: request.query.q === 'lighthouse' ? 0 : 19_980 }]
    })
    const onAdded = vi.fn()
    await renderWithRouter(<AddApplicantModal opened onClose={vi.fn()} onAdded={onAdded} />)
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ada L.')
    await user.type(screen.getByRole('combobox', { name: 'Job' }), 'lighthouse')
    // The dropdown's opening transition never finishes in jsdom, so its options count as hidden.
    await user.click(await screen.findByRole('option', { name: /^Lighthouse Keeper/, hidden: true }, WAIT))
    await user.click(screen.getByRole('button', { name: 'Add applicant' }))

    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith(8), WAIT)
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([{ method: 'POST', path: '/backend/api/applicants', body: { name: 'Ada L.', job_id: 4321 } }])
  })
})
