import { NativeSelect, Select } from '@mantine/core'
import type { ChangeEvent } from 'react'
import { EMPLOYEE_STATUS_LABELS, EMPLOYEE_STATUSES, employeeListQuerySchema, type EmployeeListQuery } from '@common/employees'
import { ListFilters } from '@/components/list/ListFilters'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { clearedFilters, isListFiltered } from '@/lib/list-search'

interface EmployeeFiltersProps {
  query: EmployeeListQuery
  departments: readonly string[]
  locations: readonly string[]
  /** Everyone someone reports to, by name. */
  managers: readonly { id: number; name: string }[]
  onChange: ListSearchChange<EmployeeListQuery>
}

const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...EMPLOYEE_STATUSES.map((value) => ({ value, label: EMPLOYEE_STATUS_LABELS[value] }))]

/** The list's search and filters, all cleared. */
export const NO_FILTERS = clearedFilters(employeeListQuerySchema)

/** Whether the list is narrowed by a search or a filter. */
export const isFiltered = (query: EmployeeListQuery) => isListFiltered(employeeListQuerySchema, query)

/** A name in the URL that the company's list no longer holds still shows as chosen. */
const withChosen = (names: readonly string[], chosen: string | undefined, all: string) => [
  { value: '', label: all },
  ...(chosen && !names.includes(chosen) ? [chosen, ...names] : names).map((name) => ({ value: name, label: name })),
]

/** The list's search box and filters; each change goes to the URL. */
export function EmployeeFilters({ query, departments, locations, managers, onChange }: EmployeeFiltersProps) {
  const select = <Key extends 'status' | 'department' | 'location'>(key: Key) => ({
    value: query[key] ?? '',
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange({ [key]: event.currentTarget.value || undefined }),
  })
  return (
    <ListFilters
      searchLabel="Search employees"
      searchPlaceholder="Search by name, email or job title"
      q={query.q}
      onSearch={(q) => onChange({ q }, { replace: true })}
      filtered={isFiltered(query)}
      onClear={() => onChange(NO_FILTERS)}
    >
      <NativeSelect label="Department" data={withChosen(departments, query.department, 'All departments')} {...select('department')} />
      <NativeSelect label="Location" data={withChosen(locations, query.location, 'All locations')} {...select('location')} />
      <NativeSelect label="Status" data={STATUS_OPTIONS} {...select('status')} />
      <Select
        label="Manager"
        placeholder="Anyone"
        searchable
        clearable
        limit={50}
        nothingFoundMessage="No one by that name"
        data={managers.map(({ id, name }) => ({ value: String(id), label: name }))}
        value={query.manager_id === undefined ? null : String(query.manager_id)}
        onChange={(value) => onChange({ manager_id: value === null ? undefined : Number(value) })}
      />
    </ListFilters>
  )
}
