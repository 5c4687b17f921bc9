/** `salary_min` → `salaryMin`: an API field's name as its column's (Drizzle's camelCase keys). */
type ColumnName<Field extends string> = Field extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<ColumnName<Tail>>}` : Field

export type PresentColumns<Fields, Name extends keyof Fields & string> = { [Field in Name as ColumnName<Field>]?: Exclude<Fields[Field], undefined> }

const columnName = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

/**
 * API field names → columns, for the named fields present (an undefined one is left out, so a
 * change writes only what it was given). `names` is the feature's list of stored fields, read from
 * its schema, so nothing else a caller's object holds can reach a column.
 */
export function presentColumns<Fields extends object, Name extends keyof Fields & string>(fields: Fields, names: readonly Name[]): PresentColumns<Fields, Name> {
  const columns: Record<string, unknown> = {}
  for (const name of names) if (fields[name] !== undefined) columns[columnName(name)] = fields[name]
  return columns as PresentColumns<Fields, Name>
}

export type StoredFields<Row, Name extends string> = { [Field in Name]: ColumnName<Field> extends keyof Row ? Row[ColumnName<Field>] : never }

/**
 * Columns → API field names, presentColumns() the other way: a row's stored fields as a record's
 * JSON names them (`salaryMin` → `salary_min`), for the names listed.
 */
export function storedFields<Row extends object, Name extends string>(row: Row, names: readonly Name[]): StoredFields<Row, Name> {
  const record = row as Record<string, unknown>
  return Object.fromEntries(names.map((name) => [name, record[columnName(name)]])) as StoredFields<Row, Name>
}
