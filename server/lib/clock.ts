/** Where "now" comes from, so tests can move time forward past an expiry or a rate-limit window. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export const HOUR_MS = 60 * 60 * 1000
export const DAY_MS = 24 * HOUR_MS

/** The calendar date (`YYYY-MM-DD`) at `now` in an IANA time zone; UTC's when the zone is unknown. */
export function calendarDateIn(now: Date, timeZone: string): string {
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  } catch {
    return now.toISOString().slice(0, 10)
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}
