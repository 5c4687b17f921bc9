import { createStore, type StoreApi } from 'zustand/vanilla'
import { isFinalResumeStatus, RESUME_LIMITS, type ResumeList, type ResumeListQuery, type ResumeUpload } from '@common/resumes'
import { failureText, isNormalizedError, type NormalizedError } from '@/lib/errors'
import { createTaskQueue } from './task-queue'

/**
 * The files dropped on Upload Resumes in this tab: each one's upload, then its outcome. Kept
 * outside React so uploads go on, and outcomes keep arriving, while the user is on other pages;
 * a reload forgets the batch (Recent uploads shows what the server has).
 */

/** Where a file is: checked and waiting, being sent, sent (the server decides the rest), or not sent. */
export type UploadPhase = 'waiting' | 'uploading' | 'uploaded' | 'refused' | 'failed'

export interface UploadItem {
  /** This tab's own id for the row. */
  key: string
  name: string
  size: number
  phase: UploadPhase
  /** The share sent, 0 to 1. */
  progress: number
  /** The server's upload once sent, kept up to date until its outcome is final. */
  upload: ResumeUpload | null
  /** Why the file was refused (by the browser or the server) or could not be sent. */
  error: string | null
  /** Whether sending again may help: a lost connection or a server failure, not a refusal. */
  retryable: boolean
}

export interface UploadState {
  items: UploadItem[]
  /** About the last drop as a whole (too many files), or null. */
  notice: string | null
}

/** Uploads sent at once: enough to keep the line busy, few enough to keep the page responsive. */
export const UPLOAD_CONCURRENCY = 3

/** Statuses the server uses to refuse a file (too large, not a resume, empty): sending it again cannot help. */
const REFUSALS = new Set([413, 415, 422])

const RESUME_EXTENSIONS = ['.pdf', '.docx', '.txt']

/** What the file picker offers: the resume types by extension and by MIME type. */
export const RESUME_FILE_ACCEPT = [...RESUME_EXTENSIONS, 'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain'].join(',')

function formatLimit(bytes: number): string {
  return `${bytes / 1024 / 1024} MB`
}

/**
 * Why the browser refuses a file before sending it, or null. By name only: browsers often give no
 * type for a DOCX. The server reads the bytes and refuses anything else (a PNG named `.pdf`).
 */
export function resumeFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase()
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'Not a PDF, DOCX or TXT file'
  if (file.size === 0) return 'The file is empty'
  if (file.size > RESUME_LIMITS.bytes) return `Larger than ${formatLimit(RESUME_LIMITS.bytes)}`
  return null
}

export function tooManyFilesNotice(count: number): string {
  return `${count} files were dropped: drop at most ${RESUME_LIMITS.filesPerBatch} at a time. None of them were added.`
}

export interface UploadDependencies {
  upload: (file: File, options: { jobId: number | null; onProgress: (sent: number) => void }) => Promise<ResumeUpload>
  /** One page of the company's uploads, newest first. */
  list: (query: ResumeListQuery) => Promise<ResumeList>
  /** How long to wait between two looks at outcomes. */
  pollMs: number
}

/** Pages of the list read at most on each look for outcomes: uploads older than that wait for the next look. */
const POLL_PAGES = 3
const POLL_PAGE_SIZE = 100

/**
 * A batch store: `add` checks and queues files, `retry` sends a failed one again, `clear` drops
 * finished rows. Outcomes are read from the list of uploads (a few pages, not one request per file).
 */
export function createResumeUploads(dependencies: UploadDependencies) {
  const store: StoreApi<UploadState> = createStore<UploadState>(() => ({ items: [], notice: null }))
  const queue = createTaskQueue(UPLOAD_CONCURRENCY)
  const files = new Map<string, { file: File; jobId: number | null }>()
  let counter = 0
  let pollTimer: ReturnType<typeof setTimeout> | null = null

  const update = (key: string, change: Partial<UploadItem>) =>
    store.setState((state) => ({ items: state.items.map((item) => (item.key === key ? { ...item, ...change } : item)) }))

  const awaitingOutcome = (item: UploadItem) => item.phase === 'uploaded' && item.upload !== null && !isFinalResumeStatus(item.upload.status)

  async function send(key: string) {
    const entry = files.get(key)
    if (!entry) return
    update(key, { phase: 'uploading', progress: 0, error: null, retryable: false })
    try {
      const upload = await dependencies.upload(entry.file, { jobId: entry.jobId, onProgress: (progress) => update(key, { progress }) })
      // The file is the server's now: nothing to send again.
      files.delete(key)
      update(key, { phase: 'uploaded', progress: 1, upload })
      schedulePoll()
    } catch (failure) {
      const error: NormalizedError | null = isNormalizedError(failure) ? failure : null
      const refused = error?.status != null && REFUSALS.has(error.status)
      if (refused) files.delete(key)
      update(key, { phase: refused ? 'refused' : 'failed', error: failureText(failure), retryable: !refused })
    }
  }

  async function poll() {
    pollTimer = null
    const pending = new Map(store.getState().items.filter(awaitingOutcome).map((item) => [item.upload?.id as number, item.key]))
    if (pending.size === 0) return
    const oldest = Math.min(...pending.keys())
    const found = new Map<string, ResumeUpload>()
    try {
      for (let page = 1; page <= POLL_PAGES && pending.size > 0; page += 1) {
        const list = await dependencies.list({ page, per_page: POLL_PAGE_SIZE })
        for (const upload of list.data) {
          const key = pending.get(upload.id)
          if (key === undefined) continue
          found.set(key, upload)
          pending.delete(upload.id)
        }
        // Newest first: once the page reaches past the oldest upload waiting, later pages hold none.
        const reachedOldest = list.data.some((upload) => upload.id <= oldest)
        if (reachedOldest || page * POLL_PAGE_SIZE >= list.meta.total) break
      }
    } catch {
      // A failed look is tried again at the next one.
    }
    if (found.size > 0) store.setState((state) => ({ items: state.items.map((item) => (found.has(item.key) ? { ...item, upload: found.get(item.key) ?? null } : item)) }))
    schedulePoll()
  }

  function schedulePoll() {
    if (pollTimer !== null || !store.getState().items.some(awaitingOutcome)) return
    pollTimer = setTimeout(() => void poll(), dependencies.pollMs)
  }

  function queueSend(key: string) {
    queue.push(() => send(key))
  }

  return {
    store,
    /** Checks each file, queues those that pass; more than a batch's worth adds nothing and says so. */
    add(dropped: readonly File[], jobId: number | null) {
      if (dropped.length > RESUME_LIMITS.filesPerBatch) {
        store.setState({ notice: tooManyFilesNotice(dropped.length) })
        return
      }
      const added: UploadItem[] = dropped.map((file) => {
        counter += 1
        const key = `upload-${counter}`
        const problem = resumeFileProblem(file)
        if (!problem) files.set(key, { file, jobId })
        return {
          key,
          name: file.name,
          size: file.size,
          phase: problem ? 'refused' : 'waiting',
          progress: 0,
          upload: null,
          error: problem,
          retryable: false,
        }
      })
      store.setState((state) => ({ notice: null, items: [...added, ...state.items] }))
      for (const item of added) if (item.phase === 'waiting') queueSend(item.key)
    },
    retry(key: string) {
      const item = store.getState().items.find((candidate) => candidate.key === key)
      if (!item?.retryable || !files.has(key)) return
      update(key, { phase: 'waiting', error: null, retryable: false, progress: 0 })
      queueSend(key)
    },
    /** Leaves only the files still on their way (waiting, sending, or waiting for an outcome). */
    clearFinished() {
      store.setState((state) => {
        const items = state.items.filter((item) => item.phase === 'waiting' || item.phase === 'uploading' || awaitingOutcome(item))
        for (const key of files.keys()) if (!items.some((item) => item.key === key)) files.delete(key)
        return { items, notice: null }
      })
    },
  }
}

export type ResumeUploads = ReturnType<typeof createResumeUploads>
