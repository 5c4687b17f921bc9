import type { Job, JobStatus } from '@common/jobs'

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

const dayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })
const timestampFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })

/** A calendar date (`YYYY-MM-DD`) as the same day everywhere, whatever the viewer's time zone. */
export function formatDay(day: string | null): string {
  if (!day) return '—'
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date)
}

/** A timestamp's date in the viewer's time zone. */
export function formatTimestampDay(timestamp: string): string {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime()) ? timestamp : timestampFormat.format(date)
}

/** An amount in its currency; a code without a symbol shows as the code ("SEK 40,000"). */
function money(amount: number, currency: string | null): string {
  if (!currency) return new Intl.NumberFormat('en').format(amount)
  return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
}

/** "$90,000 – $120,000", "From €50,000", "Up to £40,000", or null without a salary. */
export function formatSalary(job: Pick<Job, 'salary_min' | 'salary_max' | 'salary_currency'>): string | null {
  const { salary_min: min, salary_max: max, salary_currency: currency } = job
  if (min !== null && max !== null) return min === max ? money(min, currency) : `${money(min, currency)} – ${money(max, currency)}`
  if (min !== null) return `From ${money(min, currency)}`
  if (max !== null) return `Up to ${money(max, currency)}`
  return null
}

/** Today's date in the browser, `YYYY-MM-DD`, for the closing-date rule and the date picker. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
