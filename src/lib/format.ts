/**
 * How the app writes dates, times and amounts, in one place so every module shows them alike.
 * English formats throughout, as the rest of the interface.
 */

export { formatDay, formatMoney, formatSalary, formatSalaryRange } from '@common/format'

const timestampDayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })
const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/** A timestamp's date in the viewer's time zone. */
export function formatTimestampDay(timestamp: string): string {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime()) ? timestamp : timestampDayFormat.format(date)
}

/**
 * A timestamp's date and time in the viewer's time zone, or in `zone` (the company's, which the
 * page then names, as interviews do): "Jan 15, 2026, 9:30 AM".
 */
export function formatDateTime(timestamp: string, zone?: string): string {
  const date = new Date(timestamp)
  if (Number.isNaN(date.getTime())) return timestamp
  return zone === undefined ? dateTimeFormat.format(date) : new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(date)
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** Calendar days from `now`'s date to `date`'s in the browser's zone (rounded: a day of a clock change is 23 or 25 hours). */
function calendarDaysBetween(now: Date, date: Date): number {
  const midnight = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime()
  return Math.round((midnight(date) - midnight(now)) / (24 * 3600 * 1000))
}

/**
 * How long ago a timestamp was, in its largest whole unit: "3 days ago", "yesterday", "just now".
 * Days count the calendar's: 46 hours ago, two dates back, is "2 days ago", not "yesterday" beside
 * an event of the same date that is.
 */
export function formatRelative(timestamp: string, now: Date = new Date()): string {
  const date = new Date(timestamp)
  if (Number.isNaN(date.getTime())) return timestamp
  const seconds = (date.getTime() - now.getTime()) / 1000
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(unit === 'day' ? calendarDaysBetween(now, date) : Math.trunc(seconds / size), unit)
  }
  return 'just now'
}

/** Today's date in the browser, `YYYY-MM-DD`, for date rules and date pickers. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** A file's size in the largest fitting unit: "812 B", "96 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** A count with its noun: "1 hire", "3 hires" (`many` defaults to the noun with an s). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}
