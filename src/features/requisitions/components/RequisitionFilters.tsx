import { Checkbox, NativeSelect } from '@mantine/core'
import {
  REQUISITION_PRIORITIES,
  REQUISITION_PRIORITY_LABELS,
  REQUISITION_STATUS_LABELS,
  REQUISITION_STATUSES,
  requisitionListQuerySchema,
  type RequisitionListQuery,
} from '@common/requisitions'
import { filterFlag, filterSelect, labelledOptions, namedOptions } from '@/components/list/filter-options'
import { ListFilters } from '@/components/list/ListFilters'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { clearedFilters, isListFiltered } from '@/lib/list-search'

interface RequisitionFiltersProps {
  query: RequisitionListQuery
  departments: readonly string[]
  /** Only approvers have requisitions waiting for them. */
  canApprove: boolean
  onChange: ListSearchChange<RequisitionListQuery>
}

const STATUS_OPTIONS = labelledOptions(REQUISITION_STATUSES, REQUISITION_STATUS_LABELS, 'All statuses')
const PRIORITY_OPTIONS = labelledOptions(REQUISITION_PRIORITIES, REQUISITION_PRIORITY_LABELS, 'All priorities')

/** The list's search and filters, all cleared. */
export const NO_FILTERS = clearedFilters(requisitionListQuerySchema)

/** Whether the list is narrowed by a search or a filter. */
export const isFiltered = (query: RequisitionListQuery) => isListFiltered(requisitionListQuerySchema, query)

/** The list's search box and filters; each change goes to the URL. */
export function RequisitionFilters({ query, departments, canApprove, onChange }: RequisitionFiltersProps) {
  const select = (key: 'status' | 'department' | 'priority') => filterSelect(query, onChange, key)
  const flag = (key: 'waiting_for_me' | 'overdue') => filterFlag(query, onChange, key)

  return (
    <ListFilters
      searchLabel="Search requisitions"
      searchPlaceholder="Search by title, department or requester"
      q={query.q}
      onSearch={(q) => onChange({ q }, { replace: true })}
      filtered={isFiltered(query)}
      onClear={() => onChange(NO_FILTERS)}
      columns={3}
      toggles={
        <>
          {canApprove && <Checkbox label="Waiting for me" {...flag('waiting_for_me')} />}
          <Checkbox label="Overdue" {...flag('overdue')} />
        </>
      }
    >
      <NativeSelect label="Status" data={STATUS_OPTIONS} {...select('status')} />
      <NativeSelect label="Department" data={namedOptions(departments, query.department, 'All departments')} {...select('department')} />
      <NativeSelect label="Priority" data={PRIORITY_OPTIONS} {...select('priority')} />
    </ListFilters>
  )
}
