/**
 * Wall-clock times in the company's time zone (Settings), turned into the UTC instants the API
 * takes and back, with the browser's Intl data: a scheduled mail leaves at 09:00 where the
 * company is, whatever the zone of the person scheduling it.
 */

/** `YYYY-MM-DDTHH:mm`, the value of an `<input type="datetime-local">`. */
export type LocalDateTime = string

const partsFormatters = new Map<string, Intl.DateTimeFormat>()

function partsIn(instant: Date, zone: string) {
  let formatter = partsFormatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partsFormatters.set(zone, formatter)
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]))
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: Date, zone: string): number {
  const parts = partsIn(instant, zone)
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The zone's wall clock at an instant, as `YYYY-MM-DDTHH:mm`. */
export function toZonedLocal(instant: Date | string, zone: string): LocalDateTime {
  const parts = partsIn(new Date(instant), zone)
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`
}

/**
 * The UTC instant (ISO 8601) of a wall-clock time in the zone. A time the clocks skip in spring
 * moves forward by the gap; a time they pass twice in autumn is the first of the two.
 */
export function zonedLocalToUtc(local: LocalDateTime, zone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) throw new RangeError(`Not a local date and time: ${local}`)
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number]
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  // The offset before the wall time, then at the guess: two tries settle every zone's change.
  const before = offsetAt(new Date(wall - 86_400_000), zone)
  let guess = wall - before
  const after = offsetAt(new Date(guess), zone)
  if (after !== before) {
    const second = wall - after
    guess = toZonedLocal(new Date(second), zone) === local ? second : guess
  }
  return new Date(guess).toISOString()
}

const WEEKEND = new Set(['Sat', 'Sun'])
export const WORKING_MORNING = '09:00'

/**
 * When a rejection mail leaves by default: 09:00 on the next Monday to Friday in the company's
 * zone, never the same day, so a candidate is never turned down minutes after applying.
 */
export function nextWorkingMorning(now: Date, zone: string): string {
  const today = partsIn(now, zone)
  // Noon avoids landing on a day the clocks change at midnight.
  let day = new Date(Date.UTC(today.year, today.month - 1, today.day, 12))
  do {
    day = new Date(day.getTime() + 86_400_000)
  } while (WEEKEND.has(day.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' })))
  return zonedLocalToUtc(`${day.toISOString().slice(0, 10)}T${WORKING_MORNING}`, zone)
}

/** The zone's short name at an instant ("CET", "GMT+1"), shown beside a chosen time. */
export function zoneAbbreviation(zone: string, instant: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(instant).find((item) => item.type === 'timeZoneName')
  return part?.value ?? zone
}
