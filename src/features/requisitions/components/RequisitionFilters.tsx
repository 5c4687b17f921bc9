import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core'
import { IconFilterOff } from '@tabler/icons-react'
import type { ChangeEvent } from 'react'
import {
  REQUISITION_PRIORITIES,
  REQUISITION_PRIORITY_LABELS,
  REQUISITION_STATUS_LABELS,
  REQUISITION_STATUSES,
  requisitionListQuerySchema,
  type RequisitionListQuery,
} from '@common/requisitions'
import { ListSearchBox } from '@/components/list/ListSearchBox'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { clearedFilters, isListFiltered } from '@/lib/list-search'

interface RequisitionFiltersProps {
  query: RequisitionListQuery
  departments: readonly string[]
  /** Only approvers have requisitions waiting for them. */
  canApprove: boolean
  onChange: ListSearchChange<RequisitionListQuery>
}

const options = <Value extends string>(values: readonly Value[], labels: Record<Value, string>, all: string) => [
  { value: '', label: all },
  ...values.map((value) => ({ value, label: labels[value] })),
]

const STATUS_OPTIONS = options(REQUISITION_STATUSES, REQUISITION_STATUS_LABELS, 'All statuses')
const PRIORITY_OPTIONS = options(REQUISITION_PRIORITIES, REQUISITION_PRIORITY_LABELS, 'All priorities')

/** The list's search and filters, all cleared. */
export const NO_FILTERS = clearedFilters(requisitionListQuerySchema)

/** Whether the list is narrowed by a search or a filter. */
export const isFiltered = (query: RequisitionListQuery) => isListFiltered(requisitionListQuerySchema, query)

/** The list's search box and filters; each change goes to the URL. */
export function RequisitionFilters({ query, departments, canApprove, onChange }: RequisitionFiltersProps) {
  // A department in the URL that the company's list no longer holds still shows as chosen.
  const departmentChoices = query.department && !departments.includes(query.department) ? [query.department, ...departments] : departments
  const select = <Key extends 'status' | 'department' | 'priority'>(key: Key) => ({
    value: query[key] ?? '',
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange({ [key]: event.currentTarget.value || undefined }),
  })
  const flag = (key: 'waiting_for_me' | 'overdue') => ({
    checked: query[key] === 'true',
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [key]: event.currentTarget.checked ? 'true' : undefined }),
  })

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <ListSearchBox
            label="Search requisitions"
            placeholder="Search by title, department or requester"
            value={query.q}
            onSearch={(q) => onChange({ q }, { replace: true })}
          />
        </div>
        {isFiltered(query) && (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NativeSelect label="Status" data={STATUS_OPTIONS} {...select('status')} />
        <NativeSelect
          label="Department"
          data={[{ value: '', label: 'All departments' }, ...departmentChoices.map((department) => ({ value: department, label: department }))]}
          {...select('department')}
        />
        <NativeSelect label="Priority" data={PRIORITY_OPTIONS} {...select('priority')} />
      </SimpleGrid>
      <Group gap="lg">
        {canApprove && <Checkbox label="Waiting for me" {...flag('waiting_for_me')} />}
        <Checkbox label="Overdue" {...flag('overdue')} />
      </Group>
    </Stack>
  )
}
