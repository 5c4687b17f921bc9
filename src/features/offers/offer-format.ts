import { SALARY_PERIOD_LABELS, type Offer, type OfferStatus, type SalaryPeriod } from '@common/offers'
import type { ApprovalOutcome } from '@/components/approval/ApprovalStepper'

export const OFFER_STATUS_COLORS: Record<OfferStatus, string> = {
  draft: 'gray',
  pending_approval: 'blue',
  approved: 'teal',
  rejected: 'red',
  sent: 'indigo',
  accepted: 'green',
  declined: 'orange',
  withdrawn: 'dark',
  expired: 'dark',
}

const amountFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 })

/** "90,000", "42.5": an amount as the letter and the history write it. */
export const formatAmount = (value: number) => amountFormat.format(value)

/** "90,000 USD a year". */
export function salaryText(salary: number, currency: string, period: SalaryPeriod): string {
  return `${formatAmount(salary)} ${currency} ${SALARY_PERIOD_LABELS[period]}`
}

export type Band = NonNullable<Offer['band']>

/** "80,000–95,000 USD a year" (a requisition's budget is yearly), or null without either end. */
export function bandText(band: Band | null): string | null {
  if (!band || (band.min === null && band.max === null)) return null
  const currency = band.currency ? ` ${band.currency}` : ''
  const range =
    band.min !== null && band.max !== null
      ? `${formatAmount(band.min)}–${formatAmount(band.max)}`
      : band.min !== null
        ? `From ${formatAmount(band.min)}`
        : `Up to ${formatAmount(band.max ?? 0)}`
  return `${range}${currency} ${SALARY_PERIOD_LABELS.year}`
}

/**
 * Whether a yearly salary lies outside the band; null when it cannot be said (no salary or band,
 * another currency or period), as the server's `out_of_range` is null then.
 */
export function salaryOutsideBand(salary: number | null, currency: string, period: SalaryPeriod, band: Band | null): boolean | null {
  if (salary === null || !band || (band.min === null && band.max === null)) return null
  if (period !== 'year' || !band.currency || band.currency !== currency.trim().toUpperCase()) return null
  return (band.min !== null && salary < band.min) || (band.max !== null && salary > band.max)
}

/** Where an offer's approval stands, in the approval stepper's words: past approval, it was approved. */
export function offerApprovalOutcome(status: OfferStatus): ApprovalOutcome {
  switch (status) {
    case 'draft':
    case 'pending_approval':
      return 'waiting'
    case 'rejected':
      return 'rejected'
    case 'withdrawn':
      return 'withdrawn'
    default:
      return 'approved'
  }
}
