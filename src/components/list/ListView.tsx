// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/CheckboxCard.css'
import '@mantine/core/styles/CheckboxIndicator.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Table.css'
import { Box, Button, Checkbox, Group, NativeSelect, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconSearchOff } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react'
import type { ListSearchChangeOptions } from './use-list-search'
import { ListPagination } from './ListPagination'
import { ListEmpty, ListError, ListLoading } from './ListStates'
import { SortableTh } from './SortableTh'

/** One page of a list as the API answers it (`{ data, meta }`). */
export interface ListPage<Row> {
  data: readonly Row[]
  meta: { page: number; per_page: number; total: number; total_capped?: true }
}

/** A sort the list understands: a field, or `-field` for descending. */
export type ListSort<Field extends string> = Field | `-${Field}`

export interface ListColumn<Row, Field extends string> {
  header: string
  /** Sorts the list when the header is clicked. */
  sortField?: Field
  cell: (row: Row) => ReactNode
  align?: 'start' | 'end'
  /** A cap on the column's width (long titles wrap instead of crowding the rest). */
  maxWidth?: number
  /** Keeps dates and figures on one line. */
  nowrap?: boolean
}

export interface ListTexts {
  /** Announced while the first page loads: "Loading jobs". */
  loading: string
  /** The title of the error state: "Jobs could not be loaded". */
  error: string
  /** Nothing at all yet: says why and offers the first step (`action`). */
  empty: {
    icon: ReactNode
    title: string
    description: ReactNode
    action?: ReactNode
  }
  /** Nothing fits the search and filters; a "Clear filters" button follows. */
  noMatch: { title: string; description: ReactNode }
}

/** Row selection for bulk actions: a checkbox per row and one for the whole page. */
export interface ListSelection<Row> {
  /** The row's name in its checkbox's label: "Select <name>". */
  rowName: (row: Row) => string
  /** The bulk actions for the selected rows of the page; `clear` empties the selection. */
  actions: (rows: Row[], clear: () => void) => ReactNode
}

interface ListViewProps<Row extends { id: number }, Field extends string> {
  /** The list's query (`useQuery` of one page). */
  list: UseQueryResult<ListPage<Row>>
  columns: readonly ListColumn<Row, Field>[]
  /** What the row offers (its actions menu), in the table's last column. */
  rowActions?: (row: Row) => ReactNode
  /** A row below 768 px, where the table would need sideways scrolling. */
  card: (row: Row) => ReactNode
  texts: ListTexts
  /** The search box and filters above the list. */
  filters: ReactNode
  /** Whether a search or filter narrows the list (then "no match" rather than "empty"). */
  filtered: boolean
  onClearFilters: () => void
  /** The table's (and the cards') accessible name, when the page holds more than one list. */
  label?: string
  /** The order now (`''` when none is chosen, as while searching for the best match). */
  sort?: ListSort<Field> | ''
  /** Left out for a list in one fixed order: no header sorts it, no "Sort by" select shows. */
  onSort?: (sort: ListSort<Field> | undefined) => void
  /** The choices of the "Sort by" select that stands in for the headers below 768 px. */
  sortOptions?: readonly { value: ListSort<Field> | ''; label: string }[]
  page: number
  perPage: number
  onPageChange: (page: number, options?: ListSearchChangeOptions) => void
  onPerPageChange: (perPage: number) => void
  selection?: ListSelection<Row>
  /** Below this width the table scrolls sideways. */
  minWidth?: number
}

/**
 * The body of a list page: filters, then the rows as a table (cards on narrow screens) with
 * their loading, empty, no-match and error states, the bulk action bar and the pagination.
 */
export function ListView<Row extends { id: number }, Field extends string>(props: ListViewProps<Row, Field>) {
  const { list, texts, filtered, onClearFilters, page, perPage, onPageChange } = props
  // Below 768 px each row is a card; the table would need sideways scrolling there.
  const narrow = useMediaQuery('(max-width: 47.99em)', false, {
    getInitialValueInEffect: false,
  })
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set())

  const data = list.data
  const lastPage = data ? Math.max(1, Math.ceil(data.meta.total / data.meta.per_page)) + (data.meta.total_capped ? 1 : 0) : 1
  const pastTheEnd = !list.isPlaceholderData && data !== undefined && data.data.length === 0 && page > lastPage

  // A page beyond the last (after deletions, or from an old link) shows the last one instead.
  const showLastPage = useEffectEvent(() => onPageChange(lastPage, { replace: true }))
  useEffect(() => {
    if (pastTheEnd) showLastPage()
  }, [pastTheEnd, lastPage])

  let body
  if (!data && list.isError) {
    body = <ListError title={texts.error} error={list.error} onRetry={() => void list.refetch()} />
  } else if (!data || pastTheEnd) {
    body = <ListLoading label={texts.loading} />
  } else if (data.data.length === 0) {
    body = filtered ? (
      <ListEmpty
        icon={<IconSearchOff aria-hidden />}
        title={texts.noMatch.title}
        description={texts.noMatch.description}
        action={
          <Button variant="light" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <ListEmpty {...texts.empty} />
    )
  } else {
    // Only rows on this page count: a selection does not follow the user to another page.
    const selected = props.selection ? data.data.filter((row) => selectedIds.has(row.id)) : []
    const rows = {
      ...props,
      rows: data.data,
      selected,
      onSelect: setSelectedIds,
    }
    body = (
      <Stack gap="md">
        {props.selection && selected.length > 0 && (
          <BulkActionBar count={selected.length} onClear={() => setSelectedIds(new Set())}>
            {props.selection.actions(selected, () => setSelectedIds(new Set()))}
          </BulkActionBar>
        )}
        <Box
          aria-busy={list.isFetching}
          style={{
            opacity: list.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
        >
          {narrow ? <ListCards {...rows} /> : <ListTable {...rows} />}
        </Box>
        <ListPagination
          page={page}
          perPage={perPage}
          total={data.meta.total}
          totalCapped={data.meta.total_capped === true}
          onPageChange={onPageChange}
          onPerPageChange={props.onPerPageChange}
        />
      </Stack>
    )
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        {props.filters}
        {narrow && data && data.data.length > 0 && props.onSort && props.sortOptions && (
          <NativeSelect
            label="Sort by"
            data={props.sortOptions}
            value={props.sort}
            onChange={(event) => props.onSort?.((event.currentTarget.value || undefined) as ListSort<Field> | undefined)}
          />
        )}
        {body}
      </Stack>
    </Paper>
  )
}

function BulkActionBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  return (
    <Group
      role="region"
      aria-label="Bulk actions"
      justify="space-between"
      gap="sm"
      p="xs"
      bg="var(--mantine-primary-color-light)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Text size="sm" fw={600} aria-live="polite">
        {count} selected
      </Text>
      <Group gap="xs">
        {children}
        <Button variant="subtle" size="xs" onClick={onClear}>
          Clear selection
        </Button>
      </Group>
    </Group>
  )
}

interface RowsProps<Row extends { id: number }, Field extends string> extends ListViewProps<Row, Field> {
  rows: readonly Row[]
  selected: readonly Row[]
  onSelect: (update: (ids: ReadonlySet<number>) => ReadonlySet<number>) => void
}

/** Adds or removes rows from the selection. */
const toggled = (ids: ReadonlySet<number>, rows: readonly { id: number }[], on: boolean) => {
  const next = new Set(ids)
  for (const row of rows) {
    if (on) next.add(row.id)
    else next.delete(row.id)
  }
  return next
}

function RowCheckbox<Row extends { id: number }, Field extends string>({ row, selection, selected, onSelect }: RowsProps<Row, Field> & { row: Row }) {
  const checked = selected.includes(row)
  return <Checkbox aria-label={`Select ${selection?.rowName(row)}`} checked={checked} onChange={() => onSelect((ids) => toggled(ids, [row], !checked))} />
}

function ListTable<Row extends { id: number }, Field extends string>(props: RowsProps<Row, Field>) {
  const { rows, columns, rowActions, selection, selected, sort, onSort, onSelect } = props
  const all = selected.length === rows.length
  return (
    <Table.ScrollContainer minWidth={props.minWidth ?? 960} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select all on this page"
                  checked={all}
                  indeterminate={selected.length > 0 && !all}
                  onChange={() => onSelect((ids) => toggled(ids, rows, !all))}
                />
              </Table.Th>
            )}
            {columns.map((column) =>
              column.sortField && onSort ? (
                <SortableTh key={column.header} field={column.sortField} sort={sort ?? ''} onSort={onSort}>
                  {column.header}
                </SortableTh>
              ) : (
                <Table.Th key={column.header} ta={column.align}>
                  {column.header}
                </Table.Th>
              ),
            )}
            {rowActions && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {selection && (
                <Table.Td>
                  <RowCheckbox {...props} row={row} />
                </Table.Td>
              )}
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.align} maw={column.maxWidth} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              {rowActions && <Table.Td ta="end">{rowActions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function ListCards<Row extends { id: number }, Field extends string>(props: RowsProps<Row, Field>) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={props.label}>
      {props.rows.map((row) => (
        <Paper component="li" key={row.id} withBorder radius="md" p="sm">
          {props.selection ? (
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <RowCheckbox {...props} row={row} />
              <Box flex={1} miw={0}>
                {props.card(row)}
              </Box>
            </Group>
          ) : (
            props.card(row)
          )}
        </Paper>
      ))}
    </Stack>
  )
}
