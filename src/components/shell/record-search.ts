import { APPLICANT_ACCESS } from '@common/access/applicants'
import { EMPLOYEE_ACCESS } from '@common/access/employees'
import { JOB_ACCESS } from '@common/access/jobs'
import { REQUISITION_ACCESS } from '@common/access/requisitions'
import type { Permission } from '@common/permissions'
import { api, request } from '@/lib/api-client'

/** How many records of each kind the search offers: a glance, the list page holds the rest. */
export const RECORDS_PER_KIND = 5

/** The pause in typing after which the record lists are asked. */
export const RECORD_SEARCH_DEBOUNCE_MS = 250

/** A record the header search found, and the page it opens. */
export interface FoundRecord {
  id: number
  label: string
}

/**
 * A kind of record the header search finds: its list endpoint (searched with its own `q`), the
 * permissions its list and its page need (each list: any one of them), and its page.
 */
export interface RecordKind {
  kind: 'applicants' | 'jobs' | 'requisitions' | 'employees'
  heading: string
  endpoint: string
  permissions: readonly (readonly Permission[])[]
  to: '/candidates/view/' | '/jobs/view/' | '/job-requisitions/view/' | '/employees/view/'
  label: (record: Record<string, unknown>) => string
}

const text = (field: string) => (record: Record<string, unknown>) => String(record[field] ?? '')

export const RECORD_KINDS: readonly RecordKind[] = [
  { kind: 'applicants', heading: 'Applicants', endpoint: 'applicants', permissions: [APPLICANT_ACCESS.list, APPLICANT_ACCESS.read], to: '/candidates/view/', label: text('name') },
  { kind: 'jobs', heading: 'Jobs', endpoint: 'jobs', permissions: [JOB_ACCESS.list, JOB_ACCESS.read], to: '/jobs/view/', label: text('title') },
  {
    kind: 'requisitions',
    heading: 'Requisitions',
    endpoint: 'requisitions',
    permissions: [REQUISITION_ACCESS.list, REQUISITION_ACCESS.read],
    to: '/job-requisitions/view/',
    label: text('title'),
  },
  { kind: 'employees', heading: 'Employees', endpoint: 'employees', permissions: [EMPLOYEE_ACCESS.list, EMPLOYEE_ACCESS.read], to: '/employees/view/', label: text('name') },
]

/** The first records of a kind whose text matches `q`; the request is dropped when `signal` aborts (new input). */
export function searchRecords(kind: RecordKind, q: string, signal: AbortSignal): Promise<FoundRecord[]> {
  return request(() =>
    api.get(kind.endpoint, { searchParams: { page: 1, per_page: RECORDS_PER_KIND, q }, signal }).json<{ data: (Record<string, unknown> & { id: number })[] }>(),
  ).then(({ data }) => data.map((record) => ({ id: record.id, label: kind.label(record) })))
}
