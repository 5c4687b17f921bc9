import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from '@common/job-labels'
import type { PublicJob } from '@common/careers'
import { formatDay, formatSalaryRange } from '@/lib/format'

/** A job's where and how in one line: "Engineering · Berlin · Hybrid · Full-time". */
export function jobSummary(job: PublicJob): string {
  return [job.department, job.location, WORKPLACE_LABELS[job.workplace], EMPLOYMENT_TYPE_LABELS[job.employment_type]].filter(Boolean).join(' · ')
}

export const jobSalary = (job: PublicJob) => formatSalaryRange(job.salary_min, job.salary_max, job.salary_currency)

export const jobCloses = (job: PublicJob) => (job.closes_at ? `Apply by ${formatDay(job.closes_at)}` : null)
