import type { SalaryPeriod } from '@common/format'
import type { Offer, OfferStatus } from '@common/offers'
import { formatSalaryRange } from '@/lib/format'
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

export type Band = NonNullable<Offer['band']>

/** "$80,000 – $95,000 a year" (a requisition's budget is yearly), or null without either end. */
export const bandText = (band: Band | null): string | null => (band ? formatSalaryRange(band.min, band.max, band.currency, 'year') : null)

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
