import { NativeSelect } from '@mantine/core'
import type { ChangeEvent } from 'react'
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
import { ListFilters } from '@/components/list/ListFilters'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { clearedFilters, isListFiltered } from '@/lib/list-search'

interface JobFiltersProps {
  query: JobListQuery
  departments: readonly string[]
  onChange: ListSearchChange<JobListQuery>
}

const options = <Value extends string>(values: readonly Value[], labels: Record<Value, string>, all: string) => [
  { value: '', label: all },
  ...values.map((value) => ({ value, label: labels[value] })),
]

const STATUS_OPTIONS = options(JOB_STATUSES, JOB_STATUS_LABELS, 'All statuses')
const WORKPLACE_OPTIONS = options(WORKPLACES, WORKPLACE_LABELS, 'All workplaces')
const EMPLOYMENT_TYPE_OPTIONS = options(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS, 'All types')

/** The list's search and filters, all cleared. */
export const NO_FILTERS = clearedFilters(jobListQuerySchema)

/** Whether the list is narrowed by a search or a filter. */
export const isFiltered = (query: JobListQuery) => isListFiltered(jobListQuerySchema, query)

/** The list's search box and filters; each change goes to the URL. */
export function JobFilters({ query, departments, onChange }: JobFiltersProps) {
  // A department in the URL that no job uses any more still shows as chosen.
  const departmentChoices = query.department && !departments.includes(query.department) ? [query.department, ...departments] : departments
  const select = <Key extends 'status' | 'department' | 'workplace' | 'employment_type'>(key: Key) => ({
    value: query[key] ?? '',
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange({ [key]: event.currentTarget.value || undefined }),
  })

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
      <NativeSelect
        label="Department"
        data={[{ value: '', label: 'All departments' }, ...departmentChoices.map((department) => ({ value: department, label: department }))]}
        {...select('department')}
      />
      <NativeSelect label="Workplace" data={WORKPLACE_OPTIONS} {...select('workplace')} />
      <NativeSelect label="Employment type" data={EMPLOYMENT_TYPE_OPTIONS} {...select('employment_type')} />
    </ListFilters>
  )
}
