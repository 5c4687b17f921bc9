import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ResumeUpload } from '@common/resumes'
import { stubApi } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { ReviewForm } from './ReviewForm'

const api = stubApi()

function needsReview(): ResumeUpload {
  return {
    id: 41,
    file_name: 'ada.pdf',
    size: 2048,
    content_type: 'application/pdf',
    status: 'needs_review',
    error: null,
    ocr: false,
    job: null,
    parsed: {
      name: 'Ada Lovelace',
      email: 'ada@exarnple.com',
      phone: null,
      location: 'London',
      headline: 'Analyst',
      links: [],
      skills: ['Mathematics'],
      years_experience: 4,
      education: [{ institution: 'University of London', degree: null, year: 2015 }],
      confidence: { name: 0.97, email: 0.4, location: 0.8, headline: 0.7, skills: 0.9, years_experience: 0.65, education: 0.7 },
    },
    duplicate_of: { applicant_id: 7, name: 'Ada King', reason: 'similar_name' },
    applicant_id: null,
    created_at: '2026-11-24T09:00:00Z',
    updated_at: '2026-11-24T09:00:00Z',
  }
}

describe('Review form', () => {
  it('says which fields are doubtful in words, and puts the server’s field errors beside them', async () => {
    api.answer(422, { message: 'The given data was invalid.', errors: { 'fields.email': ['Enter an email address like name@example.com'] } })
    const onDone = vi.fn()
    await renderWithRouter(<ReviewForm upload={needsReview()} onDone={onDone} />)

    const email = await screen.findByRole('textbox', { name: 'Email' })
    expect(email).toHaveAccessibleDescription('Doubtful: 40% confidence, check it')
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Read with 97% confidence')
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Not found in the resume')

    await userEvent.click(screen.getByRole('button', { name: 'Save as new applicant' }))
    expect(await screen.findByText('Enter an email address like name@example.com')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(/Enter an email address like name@example.com/)
    expect(onDone).not.toHaveBeenCalled()
  })

  it('merges the corrected fields into the applicant it may duplicate, then moves on', async () => {
    api.answer(200, { applicant_id: 7 })
    api.serve(() => [200, { data: [], meta: { page: 1, per_page: 100, total: 0 } }])
    const onDone = vi.fn()
    await renderWithRouter(<ReviewForm upload={needsReview()} onDone={onDone} />)
    const user = userEvent.setup()

    const email = await screen.findByRole('textbox', { name: 'Email' })
    await user.clear(email)
    await user.type(email, 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Merge into Ada King' }))

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce(), { timeout: 10_000 })
    expect(api.sent[0]).toEqual({
      method: 'POST',
      path: '/backend/api/resumes/41/save',
      body: {
        fields: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: null,
          location: 'London',
          headline: 'Analyst',
          links: [],
          skills: ['Mathematics'],
          years_experience: 4,
          education: [{ institution: 'University of London', degree: null, year: 2015 }],
        },
        merge_into: 7,
      },
    })
  })

  it('refuses a missing name in the browser, before sending', async () => {
    await renderWithRouter(<ReviewForm upload={needsReview()} onDone={vi.fn()} />)
    const name = await screen.findByRole('textbox', { name: 'Name' })
    await userEvent.clear(name)
    await userEvent.click(screen.getByRole('button', { name: 'Save as new applicant' }))
    expect(await screen.findByText('Enter a name')).toBeInTheDocument()
    expect(api.sent).toEqual([])
  })
})
