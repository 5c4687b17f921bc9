/**
 * An interview's time as people read it (contract 16: times in the reader's zone, with its name):
 * the staff pages, Home and the careers slot picker write them alike. English formats, as the
 * rest of the interface; any zone the browser's Intl data knows, else the browser's own.
 */

/** The browser's own zone (the viewer's). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(key: string, options: Intl.DateTimeFormatOptions, zone: string): Intl.DateTimeFormat {
  const id = `${key}|${zone}`
  let format = formatters.get(id)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone })
    } catch {
      // An unknown zone name: the viewer's clock rather than no time at all.
      format = new Intl.DateTimeFormat('en-GB', options)
    }
    formatters.set(id, format)
  }
  return format
}

const valid = (date: Date) => !Number.isNaN(date.getTime())

/** "Tue 2 Mar 2027, 10:00–11:00" in `zone` (a range across midnight names both days). */
export function formatTimeRange(startsAt: string, endsAt: string, zone: string): string {
  const starts = new Date(startsAt)
  const ends = new Date(endsAt)
  if (!valid(starts) || !valid(ends)) return `${startsAt} – ${endsAt}`
  return formatter(
    'range',
    {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    },
    zone,
  ).formatRange(starts, ends)
}

/** "Tuesday 2 March" in `zone`: a day's heading among slots. */
export function formatDayHeading(instant: string, zone: string): string {
  const date = new Date(instant)
  return valid(date) ? formatter('day', { weekday: 'long', day: 'numeric', month: 'long' }, zone).format(date) : instant
}

/** "10:00" in `zone`. */
export function formatClock(instant: string, zone: string): string {
  const date = new Date(instant)
  return valid(date) ? formatter('clock', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, zone).format(date) : instant
}

/** The calendar day in `zone` as `YYYY-MM-DD`: slots group by it. */
export function dayKey(instant: string, zone: string): string {
  const date = new Date(instant)
  return valid(date) ? formatter('key', { year: 'numeric', month: '2-digit', day: '2-digit' }, zone).format(date).split('/').reverse().join('-') : instant
}

/** The zone's name for people: "Europe/Berlin (CET)", "UTC". */
export function zoneName(zone: string, instant: string): string {
  const date = new Date(instant)
  const part = valid(date)
    ? formatter('zone', { timeZoneName: 'short' }, zone)
        .formatToParts(date)
        .find((item) => item.type === 'timeZoneName')?.value
    : undefined
  const readable = zone.replaceAll('_', ' ')
  return part && part !== zone ? `${readable} (${part})` : readable
}
