import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import { IconFilterOff } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { ListSearchBox } from './ListSearchBox'

interface ListFiltersProps {
  /** The search box's accessible name: "Search jobs". */
  searchLabel: string
  searchPlaceholder: string
  /** The search in the URL. */
  q: string | undefined
  /** A new search; the caller replaces the history entry (typing is not a step back). */
  onSearch: (q: string | undefined) => void
  /** Whether a search or filter narrows the list: then "Clear filters" shows. */
  filtered: boolean
  onClear: () => void
  /** Beside "Clear filters": the list's own actions (an export); the row then wraps on narrow screens. */
  actions?: ReactNode
  /** How many filters a row of the grid holds on wide screens. */
  columns?: number
  /** The list's filter selects, in a grid below the search box. */
  children: ReactNode
  /** Checkbox filters ("Overdue"), in a row below the selects. */
  toggles?: ReactNode
}

/** A list's filter row: the search box with "Clear filters" beside it, and the filters below. */
export function ListFilters({ searchLabel, searchPlaceholder, q, onSearch, filtered, onClear, actions, columns = 4, children, toggles }: ListFiltersProps) {
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap={actions ? 'wrap' : 'nowrap'}>
        <div style={{ flex: actions ? '1 1 240px' : 1 }}>
          <ListSearchBox label={searchLabel} placeholder={searchPlaceholder} value={q} onSearch={onSearch} />
        </div>
        {filtered && (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
            Clear filters
          </Button>
        )}
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 2, md: columns }} spacing="sm">
        {children}
      </SimpleGrid>
      {toggles && <Group gap="lg">{toggles}</Group>}
    </Stack>
  )
}
