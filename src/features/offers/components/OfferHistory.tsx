import { useQuery } from '@tanstack/react-query'
import { EMPLOYMENT_TYPE_LABELS, type EmploymentType } from '@common/job-labels'
import { SALARY_PERIOD_LABELS, type SalaryPeriod } from '@common/format'
import { OFFER_HISTORY_LABELS, OFFER_STATUS_LABELS, type OfferHistoryEntry, type OfferStatus } from '@common/offers'
import { HistorySection } from '@/components/record/HistorySection'
import { useCompanyTimeZone } from '@/features/messages/api/time-zone'
import { formatDateTime, formatDay, formatMoney } from '@/lib/format'
import { offerHistoryQueryOptions } from '../api/offers'

const FIELD_LABELS: Record<string, string> = {
  template_id: 'Letter template',
  job_title: 'Job title',
  employment_type: 'Employment type',
  start_date: 'Start date',
  salary: 'Salary',
  salary_currency: 'Currency',
  salary_period: 'Pay period',
  bonus: 'Bonus',
  equity: 'Equity',
  manager_id: 'Manager',
  manager: 'Manager',
  expires_at: 'Expires',
  status: 'Status',
  step: 'Approval step',
}

/** Stored values in the words the offer's page uses: "Salary: 90,000 → 99,000"; an expiry in the company's `zone`, as the page gives it. */
export function offerValue(field: string, value: unknown, zone: string): string | undefined {
  if (field === 'manager' && typeof value === 'object' && value !== null && 'name' in value) return String(value.name)
  if ((field === 'salary' || field === 'bonus') && typeof value === 'number') return formatMoney(value, null)
  if (typeof value !== 'string') return undefined
  if (field === 'status') return OFFER_STATUS_LABELS[value as OfferStatus]
  if (field === 'employment_type') return EMPLOYMENT_TYPE_LABELS[value as EmploymentType]
  if (field === 'salary_period') return SALARY_PERIOD_LABELS[value as SalaryPeriod]
  if (field === 'start_date') return formatDay(value)
  if (field === 'expires_at') return formatDateTime(value, zone)
  return undefined
}

const fieldList = new Intl.ListFormat('en', { type: 'conjunction' })

/**
 * What an entry's title adds: its approval step, and for a restarted approval why ("salary and
 * start date changed"); the edit just before it holds their before and after.
 */
export function offerEntryDetail(entry: OfferHistoryEntry): string | undefined {
  const fields = entry.action === 'restarted' && Array.isArray(entry.fields) ? entry.fields.filter((field): field is string => typeof field === 'string') : []
  const why = fields.length > 0 ? `${fieldList.format(fields.map((field) => (FIELD_LABELS[field] ?? field).toLowerCase()))} changed` : undefined
  return [entry.step ? `step ${entry.step}` : undefined, why].filter((part) => part !== undefined).join(' · ') || undefined
}

/** Every event of the offer: who, when, at which approval step, the comment, and for edits the fields before and after. */
export function OfferHistory({ id }: { id: number }) {
  const history = useQuery(offerHistoryQueryOptions(id))
  const zone = useCompanyTimeZone()
  return (
    <HistorySection
      headingId="offer-history"
      entries={history.data}
      actionLabels={OFFER_HISTORY_LABELS}
      fieldLabels={{ ...FIELD_LABELS, expires_at: `Expires (${zone})` }}
      formatValue={(field, value) => offerValue(field, value, zone)}
      titleDetail={offerEntryDetail}
    />
  )
}
