import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { z } from 'zod'
import { compactListSearch, parseListSearch, type ListQuerySchema, type ListSearch } from '@/lib/list-search'

export interface ListSearchChangeOptions {
  /** Replace the history entry instead of adding one (typing in the search box). */
  replace?: boolean
}

export type ListSearchChange<Query> = (change: Partial<Query>, options?: ListSearchChangeOptions) => void

/**
 * A list page's query held in the URL: `search` is what the route read from it, `write` puts a
 * new one there (the route's `navigate`). Any change but a page turn starts again at page 1,
 * and defaults stay out of the URL so links stay short.
 *
 * A change builds on the one before it even when the router has not shown that one yet: the URL
 * changes a render or more after `write`, and a filter changed meanwhile (a kind of record, then
 * at once a date) used to start again from the old URL and drop the first change.
 */
export function useListSearch<Schema extends ListQuerySchema>(
  schema: Schema,
  search: Record<string, unknown>,
  write: (search: ListSearch<z.output<Schema>>, replace: boolean) => void,
): [z.output<Schema>, ListSearchChange<z.output<Schema>>] {
  const query = useMemo(() => parseListSearch(schema, search), [schema, search])
  /** The query as last written, until the router shows it (or another, as Back does). */
  const latest = useRef(query)
  useEffect(() => {
    latest.current = query
  }, [query])
  const change = useCallback<ListSearchChange<z.output<Schema>>>(
    (next, { replace = false } = {}) => {
      const merged = { ...latest.current, ...next, page: 'page' in next ? next.page : 1 }
      latest.current = merged
      write(compactListSearch(schema, merged), replace)
    },
    [schema, write],
  )
  return [query, change]
}
