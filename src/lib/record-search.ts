/** PostgreSQL `integer` ids, as common/list-query.ts's `idParamSchema` allows. */
const MAX_ID = 2_147_483_647

/**
 * `validateSearch` of a record's page (`/jobs/view/?id=12`): the id when it is a positive whole
 * number, else none, and the page says the record was not found. Written without zod because
 * a route's `validateSearch` ships in the entry script.
 */
export function recordSearch(search: Record<string, unknown>): { id?: number } {
  const id = typeof search.id === 'string' || typeof search.id === 'number' ? Number(search.id) : Number.NaN
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? { id } : {}
}
