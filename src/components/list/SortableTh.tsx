import { Table, UnstyledButton } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { nextSort, sortDirection } from '@/lib/list-search'
import classes from './List.module.css'

interface SortableThProps<Field extends string> {
  field: Field
  /** The list's sort now: `field` or `-field`. */
  sort: string
  onSort: (sort: Field | `-${Field}`) => void
  children: ReactNode
}

/**
 * A column header that sorts the list: a button named by the column, with the direction on the
 * header cell as `aria-sort` for assistive technology and as an arrow for everyone else.
 */
export function SortableTh<Field extends string>({ field, sort, onSort, children }: SortableThProps<Field>) {
  const direction = sortDirection(sort, field)
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton className={classes.sortButton} data-sorted={direction !== 'none' || undefined} onClick={() => onSort(nextSort(sort, field))}>
        {children}
        <Icon size={14} className={classes.sortIcon} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  )
}
