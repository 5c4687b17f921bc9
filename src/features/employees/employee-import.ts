import { EMPLOYEE_IMPORT_COLUMNS, type EmployeeImportError, type EmployeeImportPreview } from '@common/employees'
import { isNormalizedError } from '@/lib/errors'

/** The template: the columns the import reads, and one example row to overwrite. */
export function importTemplate(): string {
  const example = ['Ada Lovelace', 'ada@example.com', '+1 555 0100', 'Engineer', 'Engineering', 'London', 'full_time', 'grace@example.com', '2026-01-15', 'active']
  return `${EMPLOYEE_IMPORT_COLUMNS.join(',')}\n${example.join(',')}\n`
}

/** A refused import's 422 carries the preview's row errors; anything else is not about rows. */
export function importRowErrors(failure: unknown): EmployeeImportError[] | null {
  if (!isNormalizedError(failure) || failure.status !== 422) return null
  const data = failure.data as Partial<EmployeeImportPreview> | null
  return Array.isArray(data?.errors) ? data.errors : null
}

/** The errors of each row together, rows in order, for the preview's table. */
export function errorsByRow(errors: readonly EmployeeImportError[]): { row: number; problems: EmployeeImportError[] }[] {
  const rows = new Map<number, EmployeeImportError[]>()
  for (const error of errors) rows.set(error.row, [...(rows.get(error.row) ?? []), error])
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([row, problems]) => ({ row, problems }))
}
