// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Pagination.css'
import { Group, NativeSelect, Pagination, Text } from '@mantine/core'

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const

interface ListPaginationProps {
  page: number
  perPage: number
  total: number
  /** The server stopped counting at `total`: more rows match than it says (meta.total_capped). */
  totalCapped?: boolean
  onPageChange: (page: number) => void
  onPerPageChange: (perPage: number) => void
}

const countFormat = new Intl.NumberFormat('en-US')

/** Which rows a page shows, "26–50 of 123" (or "of 1,000+" when the count was capped), for the page a list is on. */
export function pageRange(page: number, perPage: number, total: number, totalCapped = false): string {
  if (total === 0) return '0 of 0'
  const first = Math.min((page - 1) * perPage + 1, total)
  const last = Math.min(page * perPage, total)
  return `${countFormat.format(first)}–${countFormat.format(last)} of ${countFormat.format(total)}${totalCapped ? '+' : ''}`
}

/** Under a list: which rows are shown, page numbers, and how many rows a page holds. */
export function ListPagination({ page, perPage, total, totalCapped = false, onPageChange, onPerPageChange }: ListPaginationProps) {
  // Past a capped count there is at least one more page; asked for it, the server counts further.
  const pages = Math.max(1, Math.ceil(total / perPage)) + (totalCapped ? 1 : 0)
  const perPageChoices = PER_PAGE_OPTIONS.includes(perPage as (typeof PER_PAGE_OPTIONS)[number])
    ? PER_PAGE_OPTIONS
    : [...PER_PAGE_OPTIONS, perPage].sort((a, b) => a - b)

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {pageRange(page, perPage, total, totalCapped)}
      </Text>
      {pages > 1 && (
        <nav aria-label="Pagination">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            size="sm"
            siblings={1}
            boundaries={1}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Previous page' : 'Next page' })}
          />
        </nav>
      )}
      <NativeSelect
        label="Rows per page"
        size="xs"
        value={String(perPage)}
        onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
        data={perPageChoices.map(String)}
        styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { fontWeight: 400 } }}
      />
    </Group>
  )
}
