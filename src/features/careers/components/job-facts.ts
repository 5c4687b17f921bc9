import type { PublicJob } from '@common/careers'
import { formatDay, formatSalaryRange } from '@/lib/format'

export const jobSalary = (job: PublicJob) => formatSalaryRange(job.salary_min, job.salary_max, job.salary_currency)

export const jobCloses = (job: PublicJob) => (job.closes_at ? `Apply by ${formatDay(job.closes_at)}` : null)
