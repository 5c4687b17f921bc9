/**
 * Dates and amounts as the staff app and the public careers pages (and the HTML the server
 * sends for them) write them: one set of formats, English throughout.
 */

const dayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })

/** A calendar date (`YYYY-MM-DD`) as the same day everywhere, whatever the viewer's time zone. */
export function formatDay(day: string | null): string {
  if (!day) return '—'
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date)
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
