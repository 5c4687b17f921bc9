import { NativeSelect, Select } from '@mantine/core'
import { EMPLOYEE_STATUS_LABELS, EMPLOYEE_STATUSES, employeeListQuerySchema, type EmployeeListQuery } from '@common/employees'
import { filterSelect, labelledOptions, namedOptions } from '@/components/list/filter-options'
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

const STATUS_OPTIONS = labelledOptions(EMPLOYEE_STATUSES, EMPLOYEE_STATUS_LABELS, 'All statuses')

/** The list's search and filters, all cleared. */
export const NO_FILTERS = clearedFilters(employeeListQuerySchema)

/** Whether the list is narrowed by a search or a filter. */
export const isFiltered = (query: EmployeeListQuery) => isListFiltered(employeeListQuerySchema, query)

/** The list's search box and filters; each change goes to the URL. */
export function EmployeeFilters({ query, departments, locations, managers, onChange }: EmployeeFiltersProps) {
  const select = (key: 'status' | 'department' | 'location') => filterSelect(query, onChange, key)
  return (
    <ListFilters
      searchLabel="Search employees"
      searchPlaceholder="Search by name, email or job title"
      q={query.q}
      onSearch={(q) => onChange({ q }, { replace: true })}
      filtered={isFiltered(query)}
      onClear={() => onChange(NO_FILTERS)}
    >
      <NativeSelect label="Department" data={namedOptions(departments, query.department, 'All departments')} {...select('department')} />
      <NativeSelect label="Location" data={namedOptions(locations, query.location, 'All locations')} {...select('location')} />
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
