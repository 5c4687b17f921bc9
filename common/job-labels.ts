/**
 * A job's kinds and their labels (contract section 6), without zod: the public careers pages read
 * them in a script that must stay small. `common/jobs.ts` builds its schemas from them.
 */

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'temporary'] as const
export const WORKPLACES = ['on_site', 'hybrid', 'remote'] as const
export const JOB_STATUSES = ['draft', 'published', 'closed'] as const

/** The jobs that take new applicants: the upload page and the dialogs that add applicants to a job offer these, not closed ones. */
export const OPEN_JOB_STATUSES = ['published', 'draft'] as const satisfies readonly (typeof JOB_STATUSES)[number][]

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]
export type Workplace = (typeof WORKPLACES)[number]
export type JobStatus = (typeof JOB_STATUSES)[number]

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
}
export const WORKPLACE_LABELS: Record<Workplace, string> = { on_site: 'On-site', hybrid: 'Hybrid', remote: 'Remote' }
export const JOB_STATUS_LABELS: Record<JobStatus, string> = { draft: 'Draft', published: 'Published', closed: 'Closed' }
