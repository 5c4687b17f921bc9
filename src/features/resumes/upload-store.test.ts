import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RESUME_LIMITS, type ResumeUpload } from '@common/resumes'
import { httpError, networkError } from '@/lib/errors'
import { createResumeUploads, resumeFileProblem, type UploadDependencies } from './upload-store'

function upload(id: number, status: ResumeUpload['status'], fileName = `resume-${id}.pdf`): ResumeUpload {
  return {
    id,
    file_name: fileName,
    size: 10,
    content_type: 'application/pdf',
    status,
    error: null,
    ocr: false,
    job: null,
    parsed: null,
    duplicate_of: null,
    applicant_id: status === 'saved' ? id + 1000 : null,
    created_at: '2026-11-24T09:00:00Z',
    updated_at: '2026-11-24T09:00:00Z',
  }
}

const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' })

/** An upload function whose calls settle when the test says, with their progress reported. */
function controlledUploads() {
  const calls: { file: File; jobId: number | null; progress: (sent: number) => void; resolve: (value: ResumeUpload) => void; reject: (error: unknown) => void }[] = []
  const send: UploadDependencies['upload'] = (file, { jobId, onProgress }) =>
    new Promise((resolve, reject) => calls.push({ file, jobId, progress: onProgress, resolve, reject }))
  return { calls, send }
}

describe('resumeFileProblem', () => {
  it('refuses what is not a PDF, DOCX or TXT by name, empty files and files over 10 MB', () => {
    expect(resumeFileProblem({ name: 'cv.PDF', size: 10 })).toBeNull()
    expect(resumeFileProblem({ name: 'cv.docx', size: 10 })).toBeNull()
    expect(resumeFileProblem({ name: 'cv.txt', size: RESUME_LIMITS.bytes })).toBeNull()
    expect(resumeFileProblem({ name: 'photo.png', size: 10 })).toBe('Not a PDF, DOCX or TXT file')
    expect(resumeFileProblem({ name: 'cv.pdf', size: 0 })).toBe('The file is empty')
    expect(resumeFileProblem({ name: 'cv.pdf', size: RESUME_LIMITS.bytes + 1 })).toBe('Larger than 10 MB')
  })
})

describe('the upload batch', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends three files at a time with their progress and job, and refuses bad files without sending them', async () => {
    const { calls, send } = controlledUploads()
    const uploads = createResumeUploads({ upload: send, list: vi.fn(), pollMs: 1000 })
    uploads.add([pdf('a.pdf'), pdf('b.pdf'), pdf('photo.png'), pdf('c.pdf'), pdf('d.pdf')], 12)

    const phases = () => uploads.store.getState().items.map((item) => `${item.name}:${item.phase}`)
    expect(phases()).toEqual(['a.pdf:uploading', 'b.pdf:uploading', 'photo.png:refused', 'c.pdf:uploading', 'd.pdf:waiting'])
    expect(calls.map((call) => [call.file.name, call.jobId])).toEqual([
      ['a.pdf', 12],
      ['b.pdf', 12],
      ['c.pdf', 12],
    ])
    expect(uploads.store.getState().items[2]?.error).toBe('Not a PDF, DOCX or TXT file')

    calls[0]?.progress(0.5)
    expect(uploads.store.getState().items[0]?.progress).toBe(0.5)

    calls[0]?.resolve(upload(1, 'queued', 'a.pdf'))
    await vi.advanceTimersByTimeAsync(0)
    expect(phases()).toEqual(['a.pdf:uploaded', 'b.pdf:uploading', 'photo.png:refused', 'c.pdf:uploading', 'd.pdf:uploading'])
    expect(calls[3]?.file.name).toBe('d.pdf')
  })

  it('adds nothing from a drop of more than 200 files, and says so', () => {
    const { calls, send } = controlledUploads()
    const uploads = createResumeUploads({ upload: send, list: vi.fn(), pollMs: 1000 })
    uploads.add(
      Array.from({ length: 201 }, (_, index) => pdf(`${index}.pdf`)),
      null,
    )
    expect(uploads.store.getState().items).toEqual([])
    expect(uploads.store.getState().notice).toBe('201 files were dropped: drop at most 200 at a time. None of them were added.')
    expect(calls).toHaveLength(0)
  })

  it('shows a refusal in the server’s words with no retry, and retries a lost connection', async () => {
    const { calls, send } = controlledUploads()
    const uploads = createResumeUploads({ upload: send, list: vi.fn(), pollMs: 1000 })
    uploads.add([pdf('image.pdf'), pdf('flaky.pdf')], null)
    calls[0]?.reject(httpError(415, { message: 'This file is not a PDF, DOCX or TXT resume.' }))
    calls[1]?.reject(networkError(null))
    await vi.advanceTimersByTimeAsync(0)

    const [refused, failed] = uploads.store.getState().items
    expect(refused).toMatchObject({ phase: 'refused', error: 'This file is not a PDF, DOCX or TXT resume.', retryable: false })
    expect(failed).toMatchObject({ phase: 'failed', error: 'Network error', retryable: true })

    uploads.retry(refused?.key ?? '')
    expect(calls).toHaveLength(2)
    uploads.retry(failed?.key ?? '')
    expect(calls).toHaveLength(3)
    expect(calls[2]?.file.name).toBe('flaky.pdf')
    calls[2]?.resolve(upload(5, 'queued', 'flaky.pdf'))
    await vi.advanceTimersByTimeAsync(0)
    expect(uploads.store.getState().items[1]).toMatchObject({ phase: 'uploaded', error: null })
  })

  it('reads outcomes from the uploads list until each is final, then stops asking', async () => {
    const { calls, send } = controlledUploads()
    const list = vi.fn<UploadDependencies['list']>()
    const uploads = createResumeUploads({ upload: send, list, pollMs: 1000 })
    uploads.add([pdf('a.pdf'), pdf('b.pdf')], null)
    calls[0]?.resolve(upload(1, 'queued', 'a.pdf'))
    calls[1]?.resolve(upload(2, 'queued', 'b.pdf'))
    await vi.advanceTimersByTimeAsync(0)

    list.mockResolvedValueOnce({ data: [upload(2, 'parsing', 'b.pdf'), upload(1, 'saved', 'a.pdf')], meta: { page: 1, per_page: 100, total: 2 } })
    await vi.advanceTimersByTimeAsync(1000)
    expect(list).toHaveBeenCalledWith({ page: 1, per_page: 100 })
    expect(uploads.store.getState().items.map((item) => item.upload?.status)).toEqual(['saved', 'parsing'])

    list.mockResolvedValueOnce({ data: [upload(2, 'needs_review', 'b.pdf'), upload(1, 'saved', 'a.pdf')], meta: { page: 1, per_page: 100, total: 2 } })
    await vi.advanceTimersByTimeAsync(1000)
    expect(uploads.store.getState().items.map((item) => item.upload?.status)).toEqual(['saved', 'needs_review'])

    await vi.advanceTimersByTimeAsync(5000)
    expect(list).toHaveBeenCalledTimes(2)

    uploads.clearFinished()
    expect(uploads.store.getState().items).toEqual([])
  })
})
