/**
 * How the app writes dates, times and amounts, in one place so every module shows them alike.
 * English formats throughout, as the rest of the interface.
 */

const dayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })
const timestampDayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })
const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/** A calendar date (`YYYY-MM-DD`) as the same day everywhere, whatever the viewer's time zone. */
export function formatDay(day: string | null): string {
  if (!day) return '—'
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date)
}

/** A timestamp's date in the viewer's time zone. */
export function formatTimestampDay(timestamp: string): string {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime()) ? timestamp : timestampDayFormat.format(date)
}

/** A timestamp's date and time in the viewer's time zone: "Jan 15, 2026, 9:30 AM". */
export function formatDateTime(timestamp: string): string {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime()) ? timestamp : dateTimeFormat.format(date)
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** How long ago a timestamp was, in its largest whole unit: "3 days ago", "yesterday", "just now". */
export function formatRelative(timestamp: string, now: Date = new Date()): string {
  const date = new Date(timestamp)
  if (Number.isNaN(date.getTime())) return timestamp
  const seconds = (date.getTime() - now.getTime()) / 1000
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.trunc(seconds / size), unit)
  }
  return 'just now'
}

/** Today's date in the browser, `YYYY-MM-DD`, for date rules and date pickers. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** An amount in its currency; a code without a symbol shows as the code ("SEK 40,000"). */
export function formatMoney(amount: number, currency: string | null): string {
  if (!currency) return new Intl.NumberFormat('en').format(amount)
  return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
}

/** "$90,000 – $120,000", "From €50,000", "Up to £40,000", or null without either end. */
export function formatSalaryRange(min: number | null, max: number | null, currency: string | null): string | null {
  if (min !== null && max !== null) return min === max ? formatMoney(min, currency) : `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`
  if (min !== null) return `From ${formatMoney(min, currency)}`
  if (max !== null) return `Up to ${formatMoney(max, currency)}`
  return null
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
