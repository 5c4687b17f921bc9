import { listOrder, parseSort } from '@common/list-query'
import { asc, count, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core'
import type { CompanyScope, CompanyTable } from './company-scope'

/** A sortable field's column or expression; `nullsLast` keeps empty values at the end in both directions. */
export type SortColumn = SQLWrapper | { by: SQLWrapper; nullsLast: true }

/** The list's sort whitelist: each field the list query accepts → what it orders by. */
export type SortColumns<Field extends string> = Record<Field, SortColumn>

type Sort<Field extends string> = Field | `-${Field}`

/** Contract section 1's list answer. */
export interface ListPage<Item> {
  data: Item[]
  meta: { page: number; per_page: number; total: number }
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
  // The page comes off the sort's index; the count is a second, narrow query.
  const [rows, [counted]] = await Promise.all([
    list.rows
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    scope.db.select({ total: count() }).from(table).where(where),
  ])
  return { data: rows.map(list.toItem), meta: { page: query.page, per_page: query.per_page, total: counted?.total ?? 0 } }
}
