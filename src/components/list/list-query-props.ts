import { listOrder } from '@common/list-query'
import { clearedFilters, isListFiltered, type ListQuerySchema } from '@/lib/list-search'
import type { ListSort } from './ListView'
import type { ListSearchChange, ListSearchChangeOptions } from './use-list-search'

/** The sort select's value for "no sort chosen" while searching. */
const BEST_MATCH = ''

/** What every list's query holds (contract section 1). */
type ListQuery<Field extends string> = {
  page: number
  per_page: number
  q?: string
  sort?: ListSort<Field>
}

export interface ListOrder<Field extends string> {
  /** The order when none is chosen. */
  defaultSort: ListSort<Field>
  /** The "Sort by" select's choices on narrow screens. */
  options: readonly { value: ListSort<Field>; label: string }[]
  /** A search shows the best matches first (no column sorted then), rather than the default order. */
  bestMatch: boolean
}

/** A list page's props from its route: its title, and its query held in the URL. */
export interface ListPageProps<Query> {
  title: string
  query: Query
  onQueryChange: ListSearchChange<Query>
}

/** Sorting by a field both ways, ascending first: `bothWays('closes_at', 'Closing soonest', 'Closing latest')`. */
export function bothWays<const Field extends string>(field: Field, ascending: string, descending: string) {
  return [
    { value: field, label: ascending },
    { value: `-${field}` as const, label: descending },
  ]
}

/** Sorting by a text field both ways, in the words of every list: "Title, A to Z", "Title, Z to A". */
export const alphabetical = <const Field extends string>(field: Field, name: string) => bothWays(field, `${name}, A to Z`, `${name}, Z to A`)

/** Sorting by when the records were added. */
export const NEWEST_FIRST = { value: '-created_at', label: 'Newest first' } as const
export const OLDEST_FIRST = { value: 'created_at', label: 'Oldest first' } as const

interface ListQueryProps<Field extends string> {
  filtered: boolean
  onClearFilters: () => void
  page: number
  perPage: number
  onPageChange: (page: number, options?: ListSearchChangeOptions) => void
  onPerPageChange: (perPage: number) => void
  sort?: ListSort<Field> | ''
  onSort?: (sort: ListSort<Field> | undefined) => void
  sortOptions?: readonly { value: ListSort<Field> | ''; label: string }[]
}

/**
 * The ListView props of a list held in the URL (`useListSearch`), which every list page wires the
 * same way: whether a search or filter narrows it and clearing them all (from the list's schema),
 * its order (`order`, left out for a list in one fixed order) and its page.
 */
export function listQueryProps<Field extends string = never>(
  schema: ListQuerySchema,
  query: NoInfer<ListQuery<Field>>,
  onQueryChange: NoInfer<ListSearchChange<ListQuery<Field>>>,
  order?: ListOrder<Field>,
): ListQueryProps<Field> {
  const paging = {
    filtered: isListFiltered(schema, query),
    onClearFilters: () => onQueryChange(clearedFilters(schema)),
    page: query.page,
    perPage: query.per_page,
    onPageChange: (page: number, options?: ListSearchChangeOptions) => onQueryChange({ page }, options),
    onPerPageChange: (per_page: number) => onQueryChange({ per_page }),
  }
  if (!order) return paging
  return {
    ...paging,
    sort: listOrder(query, order.defaultSort) ?? (order.bestMatch ? BEST_MATCH : order.defaultSort),
    onSort: (sort) => onQueryChange({ sort }),
    sortOptions: order.bestMatch && query.q ? [{ value: BEST_MATCH, label: 'Best match' }, ...order.options] : order.options,
  }
}
