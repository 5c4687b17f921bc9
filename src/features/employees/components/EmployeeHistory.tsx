import { useQuery } from '@tanstack/react-query'
import { EMPLOYEE_HISTORY_FIELD_LABELS, EMPLOYEE_HISTORY_LABELS, EMPLOYEE_STATUS_LABELS, type EmployeeStatus } from '@common/employees'
import { EMPLOYMENT_TYPE_LABELS, type EmploymentType } from '@common/jobs'
import { HistorySection } from '@/components/record/HistorySection'
import { formatDay } from '@/lib/format'
import { employeeHistoryQueryOptions } from '../api/employees'

const FIELD_LABELS: Record<string, string> = { ...EMPLOYEE_HISTORY_FIELD_LABELS, manager_id: 'Manager', end_date: 'End date', start_date: 'Start date' }

function employeeValue(field: string, value: unknown): string | undefined {
  if (field === 'manager' && typeof value === 'object' && value !== null && 'name' in value) return String(value.name)
  if (typeof value !== 'string') return undefined
  if (field === 'status') return EMPLOYEE_STATUS_LABELS[value as EmployeeStatus]
  if (field === 'employment_type') return EMPLOYMENT_TYPE_LABELS[value as EmploymentType]
  if (field === 'start_date' || field === 'end_date') return formatDay(value)
  return undefined
}

/** Changes of title, department, manager and status: who and when. Left out while it loads or fails. */
export function EmployeeHistory({ id }: { id: number }) {
  const history = useQuery(employeeHistoryQueryOptions(id))
  return <HistorySection headingId="employee-history" entries={history.data} actionLabels={EMPLOYEE_HISTORY_LABELS} fieldLabels={FIELD_LABELS} formatValue={employeeValue} />
}
