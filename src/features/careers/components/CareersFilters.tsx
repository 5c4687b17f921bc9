import { NativeSelect } from '@mantine/core'
import type { ChangeEvent } from 'react'
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, WORKPLACE_LABELS, WORKPLACES } from '@common/job-labels'
import { ListFilters } from '@/components/list/ListFilters'
import type { CareersJobsQuery } from '../careers-search'

type FilterKey = 'department' | 'location' | 'workplace' | 'employment_type'

const choices = (values: readonly string[], all: string, labels?: Record<string, string>) => [
  { value: '', label: all },
  ...values.map((value) => ({ value, label: labels?.[value] ?? value })),
]

/** The jobs list's search and filters, all cleared. */
export const NO_CAREERS_FILTERS: CareersJobsQuery = { q: undefined, department: undefined, location: undefined, workplace: undefined, employment_type: undefined }

export const isCareersFiltered = (query: CareersJobsQuery) =>
  Boolean(query.q || query.department || query.location || query.workplace || query.employment_type)

interface CareersFiltersProps {
  query: CareersJobsQuery
  departments: readonly string[]
  locations: readonly string[]
  /** A change; `replace` while typing in the search box. */
  onChange: (change: CareersJobsQuery, replace?: boolean) => void
}

/** "Search jobs" and the department, location, workplace and type filters; each change goes to the URL. */
export function CareersFilters({ query, departments, locations, onChange }: CareersFiltersProps) {
  // A value in the URL the company no longer uses still shows as chosen.
  const known = (values: readonly string[], chosen: string | undefined) => (chosen && !values.includes(chosen) ? [chosen, ...values] : values)
  const select = (key: FilterKey) => ({
    value: query[key] ?? '',
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange({ [key]: event.currentTarget.value || undefined }),
  })
  return (
    <ListFilters
      searchLabel="Search jobs"
      searchPlaceholder="Search by title or keyword"
      q={query.q}
      onSearch={(q) => onChange({ q }, true)}
      filtered={isCareersFiltered(query)}
      onClear={() => onChange(NO_CAREERS_FILTERS)}
    >
      <NativeSelect label="Department" data={choices(known(departments, query.department), 'All departments')} {...select('department')} />
      <NativeSelect label="Location" data={choices(known(locations, query.location), 'All locations')} {...select('location')} />
      <NativeSelect label="Workplace" data={choices(WORKPLACES, 'All workplaces', WORKPLACE_LABELS)} {...select('workplace')} />
      <NativeSelect label="Employment type" data={choices(EMPLOYMENT_TYPES, 'All types', EMPLOYMENT_TYPE_LABELS)} {...select('employment_type')} />
    </ListFilters>
  )
}
