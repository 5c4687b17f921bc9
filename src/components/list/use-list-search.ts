import { useCallback, useMemo } from 'react'
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
 */
export function useListSearch<Schema extends ListQuerySchema>(
  schema: Schema,
  search: Record<string, unknown>,
  write: (search: ListSearch<z.output<Schema>>, replace: boolean) => void,
): [z.output<Schema>, ListSearchChange<z.output<Schema>>] {
  const query = useMemo(() => parseListSearch(schema, search), [schema, search])
  const change = useCallback<ListSearchChange<z.output<Schema>>>(
    (next, { replace = false } = {}) => {
      const merged = { ...query, ...next, page: 'page' in next ? next.page : 1 }
      write(compactListSearch(schema, merged), replace)
    },
    [query, schema, write],
  )
  return [query, change]
}
