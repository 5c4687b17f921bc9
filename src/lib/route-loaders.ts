import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { parseListSearch, type ListQuerySchema } from './list-search'

/**
 * Route loaders: each starts its page's queries (also on hovering a link to the page) without
 * waiting for them, so the page shows its skeleton at once and reads the same queries. They ship
 * with their page, not in the entry (the router plugin splits `loader` with the component).
 */

// Any query's options (`jobQueryOptions(12)`): each page starts queries of its own types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PageQuery = FetchQueryOptions<any, any, any, any>

interface LoaderArguments<Deps> {
  context: { queryClient: QueryClient }
  deps: Deps
}

/** A page's loader that needs nothing from the URL. */
export function prefetchPage(queries: () => PageQuery[]) {
  return ({ context }: { context: { queryClient: QueryClient } }) => {
    for (const query of queries()) void context.queryClient.prefetchQuery(query)
  }
}

/** A record page's loader: the record's queries when the URL names one (else the page says it was not found). */
export function prefetchRecord(queries: (id: number) => PageQuery[]) {
  return ({ context, deps }: LoaderArguments<{ id?: number }>) => {
    if (deps.id === undefined) return
    for (const query of queries(deps.id)) void context.queryClient.prefetchQuery(query)
  }
}

/** A list page's loader: the page of the list the URL asks for, parsed with the list's schema as the page parses it. */
export function prefetchList<Schema extends ListQuerySchema>(schema: Schema, list: (query: z.output<Schema>) => PageQuery) {
  return ({ context, deps }: LoaderArguments<Record<string, unknown>>) => {
    void context.queryClient.prefetchQuery(list(parseListSearch(schema, deps)))
  }
}
