import { listOrder, parseSort } from '@common/list-query'
import { asc, count, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core'
import type { Database } from './client'
import type { CompanyScope, CompanyTable } from './company-scope'

/** A sortable field's column or expression; `nullsLast` keeps empty values at the end in both directions. */
export type SortColumn = SQLWrapper | { by: SQLWrapper; nullsLast: true }

/** The list's sort whitelist: each field the list query accepts → what it orders by. */
export type SortColumns<Field extends string> = Record<Field, SortColumn>

type Sort<Field extends string> = Field | `-${Field}`

/** Contract section 1's list answer; `total_capped` (an extension) when a search's count stopped at the cap. */
export interface ListPage<Item> {
  data: Item[]
  meta: { page: number; per_page: number; total: number; total_capped?: true }
}

/**
 * A search's matches are counted exactly up to this many (or to the page asked for); beyond it
 * the answer says so (`total_capped`) rather than reading every match: a common word matches
 * most rows, and nobody pages through a thousand results.
 */
export const SEARCH_COUNT_CAP = 1_000

/** How far a list's count goes: every row without a search, up to the cap (or the page) with one. */
export function countLimit(query: { page: number; per_page: number; q?: string | undefined }): number | null {
  return query.q ? Math.max(SEARCH_COUNT_CAP, query.page * query.per_page) : null
}

/** The answer's meta for `counted` rows counted up to `limit`. */
export function listMeta(query: { page: number; per_page: number }, counted: number, limit: number | null): ListPage<never>['meta'] {
  const capped = limit !== null && counted > limit
  return { page: query.page, per_page: query.per_page, total: capped ? limit : counted, ...(capped ? { total_capped: true as const } : {}) }
}

/**
 * The ORDER BY of a whitelisted sort: its column, then the id in the same direction, so pages
 * never overlap or skip a row however many rows share a value.
 */
export function sortOrder<Field extends string>(columns: SortColumns<Field>, sort: Sort<Field>, id: PgColumn): SQL[] {
  const { field, descending } = parseSort(sort)
  const column = columns[field]
  const tieBreak = descending ? desc(id) : asc(id)
  if ('nullsLast' in column) return [sql`${column.by} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`, tieBreak]
  return [descending ? desc(column) : asc(column), tieBreak]
}

/**
 * One page of a company's list, and how many rows the whole list has. `rows` selects the
 * answer's columns from `table` (with any joins that do not multiply its rows) as a dynamic
 * query; this adds the company and `where` conditions, the order (the chosen sort, else the
 * default: a list without a ranking keeps it while searching), the page and the count.
 *
 *   return listPage(scope, users, {
 *     rows: scope.db.select(listedColumns).from(users).leftJoin(roles, eq(roles.id, users.roleId)).$dynamic(),
 *     where: [query.active === undefined ? undefined : eq(users.active, query.active === 'true')],
 *     query, sorts: SORT_COLUMNS, defaultSort: USER_DEFAULT_SORT, toItem: toListedUser,
 *   })
 */
export async function listPage<Field extends string, Rows extends PgSelect, Item>(
  scope: CompanyScope,
  table: CompanyTable,
  list: {
    rows: Rows
    where: (SQL | undefined)[]
    query: { page: number; per_page: number; q?: string | undefined; sort?: Sort<Field> | undefined }
    sorts: SortColumns<Field>
    defaultSort: Sort<Field>
    toItem: (row: Rows['_']['result'][number]) => Item
  },
): Promise<ListPage<Item>> {
  const { query } = list
  const where = scope.where(table, ...list.where)
  const order = sortOrder(list.sorts, listOrder(query, list.defaultSort) ?? list.defaultSort, table.id)
  const limit = countLimit(query)
  // The page comes off the sort's index; the count is a second, narrow query.
  const [rows, counted] = await Promise.all([
    list.rows
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    countMatches(scope.db, table, where, limit),
  ])
  return { data: rows.map(list.toItem), meta: listMeta(query, counted, limit) }
}

/**
 * How many rows of `table` match `where`: all of them, or with a `limit` one more than it at most
 * (enough for listMeta to tell the cap was passed), so a common word never has every match read.
 */
export async function countMatches(db: Database, table: CompanyTable, where: SQL | undefined, limit: number | null): Promise<number> {
  const [counted] =
    limit === null
      ? await db.select({ total: count() }).from(table).where(where)
      : await db.select({ total: count() }).from(db.select({ one: sql`1` }).from(table).where(where).limit(limit + 1).as('matching'))
  return counted?.total ?? 0
}
