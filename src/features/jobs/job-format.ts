import type { JobStatus } from '@common/jobs'

export const JOB_STATUS_COLORS: Record<JobStatus, string> = { draft: 'gray', published: 'teal', closed: 'orange' }

/** The status move a job's action button offers (contract: draft → published → closed → published). */
export interface JobStatusAction {
  label: 'Publish' | 'Close' | 'Reopen'
  to: JobStatus
  /** What the notification says once it is done. */
  done: string
}

export const JOB_STATUS_ACTIONS: Record<JobStatus, JobStatusAction> = {
  draft: { label: 'Publish', to: 'published', done: 'published' },
  published: { label: 'Close', to: 'closed', done: 'closed' },
  closed: { label: 'Reopen', to: 'published', done: 'reopened' },
}
