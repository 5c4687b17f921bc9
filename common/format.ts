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

/** How often a salary is paid: an offer's period; a requisition's and a job's band is yearly. */
export const SALARY_PERIODS = ['year', 'month', 'hour'] as const
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = { year: 'a year', month: 'a month', hour: 'an hour' }

/**
 * An amount in its currency, with cents only when there are any ("$90,000", "€25.50"); a code
 * without a symbol shows as the code ("SEK 40,000"), no currency as the number alone.
 */
export function formatMoney(amount: number, currency: string | null): string {
  const digits = Number.isInteger(amount) ? 0 : 2
  const fraction = { minimumFractionDigits: digits, maximumFractionDigits: digits }
  return new Intl.NumberFormat('en', currency ? { style: 'currency', currency, ...fraction } : fraction).format(amount)
}

/** A salary as the offer's page, its letter and its mails write it: "$90,000 a year", "€25.50 an hour". */
export function formatSalary(amount: number, currency: string, period: SalaryPeriod): string {
  return `${formatMoney(amount, currency)} ${SALARY_PERIOD_LABELS[period]}`
}

/**
 * "$90,000 – $120,000", "From €50,000", "Up to £40,000", or null without either end; with a
 * period, followed by it ("$80,000 – $95,000 a year").
 */
export function formatSalaryRange(min: number | null, max: number | null, currency: string | null, period?: SalaryPeriod): string | null {
  const range =
    min !== null && max !== null
      ? min === max
        ? formatMoney(min, currency)
        : `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`
      : min !== null
        ? `From ${formatMoney(min, currency)}`
        : max !== null
          ? `Up to ${formatMoney(max, currency)}`
          : null
  return range === null || period === undefined ? range : `${range} ${SALARY_PERIOD_LABELS[period]}`
}
