import { useQuery } from '@tanstack/react-query'
import { EMPLOYMENT_TYPE_LABELS, JOB_STATUS_LABELS, WORKPLACE_LABELS, type EmploymentType, type JobStatus, type Workplace } from '@common/jobs'
import { HistorySection } from '@/components/record/HistorySection'
import { formatDay } from '@/lib/format'
import { jobHistoryQueryOptions } from '../api/jobs'

const ACTION_LABELS: Record<string, string> = {
  created: 'Created',
  updated: 'Edited',
  published: 'Published',
  closed: 'Closed',
  reopened: 'Reopened',
}

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  department: 'Department',
  location: 'Location',
  employment_type: 'Employment type',
  workplace: 'Workplace',
  openings: 'Openings',
  salary_min: 'Minimum salary',
  salary_max: 'Maximum salary',
  salary_currency: 'Currency',
  description: 'Description',
  skills: 'Skills',
  status: 'Status',
  closes_at: 'Closing date',
  requisition_id: 'Requisition',
}

/** Stored values in the words the job's page uses. */
function jobValue(field: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (field === 'status') return JOB_STATUS_LABELS[value as JobStatus]
  if (field === 'workplace') return WORKPLACE_LABELS[value as Workplace]
  if (field === 'employment_type') return EMPLOYMENT_TYPE_LABELS[value as EmploymentType]
  if (field === 'closes_at') return formatDay(value)
  // A description's whole text would drown the history: its start tells which version it was.
  if (field === 'description' && value.length > 60) return `${value.slice(0, 60)}…`
  return undefined
}

/**
 * The job's history: who created, edited, published or closed it, and when. Left out while it
 * loads and when it cannot be read; the rest of the page does not depend on it.
 */
export function JobHistory({ id }: { id: number }) {
  const history = useQuery(jobHistoryQueryOptions(id))
  return <HistorySection headingId="job-history" entries={history.data} actionLabels={ACTION_LABELS} fieldLabels={FIELD_LABELS} formatValue={jobValue} />
}
