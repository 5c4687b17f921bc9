/** PostgreSQL `integer` ids, as common/list-query.ts's `idParamSchema` allows. */
const MAX_ID = 2_147_483_647

/** The id under `key` when it is a positive whole number, else undefined. */
export function searchId(search: Record<string, unknown>, key: string): number | undefined {
  const value = search[key]
  const id = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined
}

/**
 * `validateSearch` of a record's page (`/jobs/view/?id=12`): the id when it is a positive whole
 * number, else none, and the page says the record was not found. Written without zod because
 * a route's `validateSearch` ships in the entry script.
 */
export function recordSearch(search: Record<string, unknown>): { id?: number } {
  const id = searchId(search, 'id')
  return id === undefined ? {} : { id }
}
