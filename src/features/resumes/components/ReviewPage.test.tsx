import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ResumeUpload } from '@common/resumes'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import { ReviewPage } from './ReviewPage'

const api = stubApi()

function upload(id: number): ResumeUpload {
  return {
    id,
    file_name: `resume-${id}.txt`,
    size: 2048,
    content_type: 'text/plain',
    status: 'needs_review',
    error: null,
    ocr: false,
    job: null,
    parsed: null,
    duplicate_of: null,
    applicant_id: null,
    created_at: '2026-11-24T09:00:00Z',
    updated_at: '2026-11-24T09:00:00Z',
  }
}

/** 150 uploads waiting for review, newest (highest id) first, as the list endpoint pages them. */
const QUEUE = Array.from({ length: 150 }, (_, index) => upload(2000 - index))

function resumesServer(request: ServedRequest): StubAnswer {
  if (request.path === '/backend/api/resumes') {
    const page = Number(request.query.page)
    const perPage = Number(request.query.per_page)
    return [200, { data: QUEUE.slice((page - 1) * perPage, page * perPage), meta: { page, per_page: perPage, total: QUEUE.length } }]
  }
  const one = /\/resumes\/(\d+)$/.exec(request.path)
  if (one) return [200, upload(Number(one[1]))]
  return [200, { text: '' }]
}

describe('Review queue', () => {
  it('reaches the 101st upload waiting for review: its place in the queue, and Next from the 100th', async () => {
    api.serve(resumesServer)
    const hundredth = QUEUE[99]?.id ?? 0
    const { router } = await renderWithRouter(<ReviewPage id={hundredth} title="Review" />, { path: `/resumes/review/?id=${hundredth}` })
    expect(await screen.findByText('100 of 150 waiting for review', undefined, WAIT)).toBeInTheDocument()
    const next = screen.getByRole('button', { name: 'Next' })
    await waitFor(() => expect(next).toBeEnabled(), WAIT)
    await userEvent.click(next)
    await waitFor(() => expect(router.state.location.search).toEqual({ id: QUEUE[100]?.id }), WAIT)
  })

  it('places an upload beyond the first 100 when it is opened directly', async () => {
    api.serve(resumesServer)
    const id = QUEUE[120]?.id ?? 0
    await renderWithRouter(<ReviewPage id={id} title="Review" />, { path: `/resumes/review/?id=${id}` })
    expect(await screen.findByText('121 of 150 waiting for review', undefined, WAIT)).toBeInTheDocument()
  })
})
