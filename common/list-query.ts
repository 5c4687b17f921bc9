import { z } from 'zod'

/** PostgreSQL `integer` ids: anything larger could only be a typo, and would overflow the query. */
export const MAX_ID = 2_147_483_647

/**
 * A record's id in a JSON body: a whole number from 1 to MAX_ID, else a 422 saying `message`
 * (`required` when it is missing or not a number).
 */
export function databaseId(message: string, required = message) {
  return z.number({ error: required }).int(message).min(1, message).max(MAX_ID, message)
}

/** databaseId read from text: a query string, a multipart field or a path. */
export function coercedDatabaseId(message: string) {
  return z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message)
}

/**
 * `{id}` in a path: a positive whole number. A whole number outside the database's range is
 * answered 404 as any unknown record is (see validate()); other text is a 422.
 */
export const idParamSchema = z.object({ id: coercedDatabaseId('Use a numeric id') })

/** A `{ data, meta }` list's meta (contract section 1). */
export const listMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_capped: z
    .literal(true)
    .optional()
    .meta({ description: 'Present when a search matched more than `total`: matches are counted up to 1,000 (or to the page asked for)' }),
})

export const MAX_PER_PAGE = 100

/**
 * Contract section 1's list parameters, shared by the server's validation and the app's search params: `page`, `per_page` (at most 100), `q` and `sort` (a field,
 * `-` first for descending) from the fields a list allows; each list adds its own filters.
 */
export function listQuerySchema<const Field extends string>(sortable: readonly Field[]) {
  type Sort = Field | `-${Field}`
  const sorts = sortable.flatMap((field) => [field, `-${field}`] as const) as [Sort, ...Sort[]]
  return z.object({
    page: z.coerce.number({ error: 'Use a page number' }).int('Use a whole page number').min(1, 'Pages start at 1').max(MAX_ID, `Use a page number up to ${MAX_ID}`).default(1),
    per_page: z.coerce
      .number({ error: 'Use a number of rows per page' })
      .int('Use a whole number of rows per page')
      .min(1, 'Show at least 1 row per page')
      .max(MAX_PER_PAGE, `Show at most ${MAX_PER_PAGE} rows per page`)
      .default(25),
    q: z.string().trim().max(200, 'Use at most 200 characters').optional(),
    // Absent means "not chosen": see listOrder.
    sort: z.enum(sorts, { error: `Sort by one of: ${sorts.join(', ')}` }).optional(),
  })
}

/**
 * The one rule for a list's order, asked by the server and by the app: the sort the caller chose;
 * without one, the best matches first while searching (null), else the list's default.
 */
export function listOrder<Sort extends string>(query: { q?: string | undefined; sort?: Sort | undefined }, defaultSort: Sort): Sort | null {
  if (query.sort !== undefined) return query.sort
  return query.q ? null : defaultSort
}

/** The sort parameter as a column name and direction. */
export function parseSort<Field extends string>(sort: Field | `-${Field}`): { field: Field; descending: boolean } {
  return sort.startsWith('-') ? { field: sort.slice(1) as Field, descending: true } : { field: sort as Field, descending: false }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/** `q` as a case-insensitive LIKE pattern that matches the text literally. */
export function containsPattern(q: string): string {
  return `%${escapeLike(q)}%`
}

/** `q` as a LIKE pattern for text starting with it literally; a btree index can serve it. */
export function prefixPattern(q: string): string {
  return `${escapeLike(q)}%`
}
