import { useQuery } from '@tanstack/react-query'
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS, type EmploymentType, type Workplace } from '@common/jobs'
import {
  REQUISITION_HISTORY_LABELS,
  REQUISITION_PRIORITY_LABELS,
  REQUISITION_REASON_LABELS,
  REQUISITION_STATUS_LABELS,
  type RequisitionPriority,
  type RequisitionReason,
  type RequisitionStatus,
} from '@common/requisitions'
import { HistorySection } from '@/components/record/HistorySection'
import { formatDay } from '@/lib/format'
import { requisitionHistoryQueryOptions } from '../api/requisitions'

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  department: 'Department',
  location: 'Location',
  employment_type: 'Employment type',
  workplace: 'Workplace',
  headcount: 'Headcount',
  salary_min: 'Minimum salary',
  salary_max: 'Maximum salary',
  salary_currency: 'Currency',
  reason: 'Reason',
  replaces: 'Replaces',
  hiring_manager_id: 'Hiring manager',
  hiring_manager: 'Hiring manager',
  target_start_date: 'Target start date',
  priority: 'Priority',
  description: 'Description',
  status: 'Status',
  step: 'Approval step',
}

/** Stored values in the words the requisition's page uses. */
function requisitionValue(field: string, value: unknown): string | undefined {
  if (field === 'hiring_manager' && typeof value === 'object' && value !== null && 'name' in value) return String(value.name)
  if (typeof value !== 'string') return undefined
  if (field === 'status') return REQUISITION_STATUS_LABELS[value as RequisitionStatus]
  if (field === 'priority') return REQUISITION_PRIORITY_LABELS[value as RequisitionPriority]
  if (field === 'reason') return REQUISITION_REASON_LABELS[value as RequisitionReason]
  if (field === 'workplace') return WORKPLACE_LABELS[value as Workplace]
  if (field === 'employment_type') return EMPLOYMENT_TYPE_LABELS[value as EmploymentType]
  if (field === 'target_start_date') return formatDay(value)
  // A description's whole text would drown the history: its start tells which version it was.
  if (field === 'description' && value.length > 60) return `${value.slice(0, 60)}…`
  return undefined
}

/**
 * Every event of the requisition: who, when, at which approval step, the comment, and for edits
 * the fields before and after. Left out while it loads and when it cannot be read.
 */
export function RequisitionHistory({ id }: { id: number }) {
  const history = useQuery(requisitionHistoryQueryOptions(id))
  return (
    <HistorySection
      headingId="requisition-history"
      entries={history.data}
      actionLabels={REQUISITION_HISTORY_LABELS}
      fieldLabels={FIELD_LABELS}
      formatValue={requisitionValue}
      titleDetail={(entry) => (entry.step ? `step ${entry.step}` : undefined)}
    />
  )
}
