import { NativeSelect } from '@mantine/core'
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  WORKPLACE_LABELS,
  WORKPLACES,
  jobListQuerySchema,
  type JobListQuery,
} from '@common/jobs'
import { filterSelect, labelledOptions, namedOptions } from '@/components/list/filter-options'
import { ListFilters } from '@/components/list/ListFilters'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { clearedFilters, isListFiltered } from '@/lib/list-search'

interface JobFiltersProps {
  query: JobListQuery
  departments: readonly string[]
  onChange: ListSearchChange<JobListQuery>
}

const STATUS_OPTIONS = labelledOptions(JOB_STATUSES, JOB_STATUS_LABELS, 'All statuses')
const WORKPLACE_OPTIONS = labelledOptions(WORKPLACES, WORKPLACE_LABELS, 'All workplaces')
const EMPLOYMENT_TYPE_OPTIONS = labelledOptions(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS, 'All types')

/** The list's search and filters, all cleared. */
export const NO_FILTERS = clearedFilters(jobListQuerySchema)

/** Whether the list is narrowed by a search or a filter. */
export const isFiltered = (query: JobListQuery) => isListFiltered(jobListQuerySchema, query)

/** The list's search box and filters; each change goes to the URL. */
export function JobFilters({ query, departments, onChange }: JobFiltersProps) {
  const select = (key: 'status' | 'department' | 'workplace' | 'employment_type') => filterSelect(query, onChange, key)

  return (
    <ListFilters
      searchLabel="Search jobs"
      searchPlaceholder="Search by title or keyword"
      q={query.q}
      onSearch={(q) => onChange({ q }, { replace: true })}
      filtered={isFiltered(query)}
      onClear={() => onChange(NO_FILTERS)}
    >
      <NativeSelect label="Status" data={STATUS_OPTIONS} {...select('status')} />
      <NativeSelect label="Department" data={namedOptions(departments, query.department, 'All departments')} {...select('department')} />
      <NativeSelect label="Workplace" data={WORKPLACE_OPTIONS} {...select('workplace')} />
      <NativeSelect label="Employment type" data={EMPLOYMENT_TYPE_OPTIONS} {...select('employment_type')} />
    </ListFilters>
  )
}
