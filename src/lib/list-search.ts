import type { z } from 'zod'

/**
 * A list's URL search params (contract section 1's page, per_page, q and sort plus the list's
 * filters), validated by the same zod schema the server applies (common/list-query.ts).
 *
 * A route's `validateSearch` runs in the entry script, which zod would outgrow on every page, so
 * list routes declare their params with `listSearchInput` (types only) and the list's own chunk
 * parses them here. Nothing in this file imports zod at run time.
 */

// `any` leaves each list's own field types to the schema it passes in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListQuerySchema = z.ZodObject<any>

/** What a list route's search may hold: any of the list's parameters, each optional. */
export type ListSearch<Query> = Partial<Query>

/** A list route's `validateSearch`: passes the URL's values on, typed, to be parsed by the page. */
export function listSearchInput<Query>() {
  return (search: Record<string, unknown>) => search as ListSearch<Query>
}

/**
 * The list's query from the URL: each parameter checked on its own, and one that fails (a
 * mistyped link, an old bookmark) falls back to its default instead of failing the page. The
 * router reads `?q=123` as a number, so numbers and booleans are read as text first.
 */
export function parseListSearch<Schema extends ListQuerySchema>(schema: Schema, search: Record<string, unknown>): z.output<Schema> {
  const query: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const raw = search[key]
    const value = typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw
    const parsed = field.safeParse(value)
    const fallback = parsed.success ? parsed : field.safeParse(undefined)
    if (fallback.success && fallback.data !== undefined) query[key] = fallback.data
  }
  return query as z.output<Schema>
}

/**
 * The list's query for the URL: what equals its default, or is empty, stays out of it. A flag's
 * `'true'` goes in as the boolean, so the URL reads `?overdue=true` rather than the router's
 * quoted `?overdue=%22true%22`; `parseListSearch` reads it back as text.
 */
export function compactListSearch<Schema extends ListQuerySchema>(schema: Schema, query: z.output<Schema>): ListSearch<z.output<Schema>> {
  const defaults = parseListSearch(schema, {})
  const search: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === defaults[key]) continue
    search[key] = value === 'true' ? true : value === 'false' ? false : value
  }
  return search as ListSearch<z.output<Schema>>
}

/** The list's query as the API's query string (contract section 1), without empty values. */
export function listSearchParams(query: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params[key] = String(value)
  }
  return params
}

export type SortDirection = 'ascending' | 'descending' | 'none'

/** How a column is sorted under `sort` (`field` or `-field`), as `aria-sort` names it. */
export function sortDirection(sort: string, field: string): SortDirection {
  if (sort === field) return 'ascending'
  if (sort === `-${field}`) return 'descending'
  return 'none'
}

/** Clicking a column: ascending first, then the other way round. */
export function nextSort<Field extends string>(sort: string, field: Field): Field | `-${Field}` {
  return sort === field ? `-${field}` : field
}

/** Parameters that choose a page of a list and its order, not which rows it holds. */
const PAGING_PARAMETERS = new Set(['page', 'per_page', 'sort'])

const filterKeys = (schema: ListQuerySchema) => Object.keys(schema.shape).filter((key) => !PAGING_PARAMETERS.has(key))

/** A list's search and filters, all cleared: every parameter of its schema but paging and order, as undefined. */
export function clearedFilters<Schema extends ListQuerySchema>(schema: Schema): { [Key in keyof z.output<Schema>]?: undefined } {
  return Object.fromEntries(filterKeys(schema).map((key) => [key, undefined])) as { [Key in keyof z.output<Schema>]?: undefined }
}

/**
 * Whether a list's query is narrowed by its search or a filter: any parameter of its schema, but
 * paging and order, holding something other than what the schema gives when it is absent. A new
 * filter in the schema counts without touching the page.
 */
export function isListFiltered<Schema extends ListQuerySchema>(schema: Schema, query: Partial<z.output<Schema>>): boolean {
  const shape = schema.shape as Record<string, z.ZodType>
  return filterKeys(schema).some((key) => {
    const value = (query as Record<string, unknown>)[key]
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return false
    const absent = shape[key]?.safeParse(undefined)
    return !(absent?.success && absent.data === value)
  })
}
