import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_LIMITS, employeeFieldsSchema, employeeRuleProblems, type EmployeeImportColumn, type EmployeeImportError } from '@common/employees'
import { parse } from 'csv-parse/sync'
import type { employees } from '../../db/schema/employees'

/**
 * Everything the import checks without the database: decoding, parsing and each row's fields.
 * It runs in a worker thread (import.ts), so it must stay free of the database and of anything
 * the server holds: its input and answer cross by structured clone.
 */

/** One row of the file as the columns it names, checked. */
export interface CheckedRow {
  /** Counts the file's data rows from 1 (the header is row 0). */
  row: number
  workEmail: string
  managerEmail: string | null | undefined
  /**
   * The columns the file has, as stored values (manager aside), in JSON: one string crosses back
   * from the thread as a copy of its bytes, where an object's fields are rebuilt one by one on the
   * event loop (5,000 rows of 1 KB held it 50-300 ms); the import parses a batch's rows as it writes them.
   */
  valuesJson: string
  /** No problem of its own; the database's checks (managers, loops) may still refuse it. */
  ok: boolean
}

export interface ImportFile {
  rows: CheckedRow[]
  errors: EmployeeImportError[]
  columns: EmployeeImportColumn[]
}

/** Why the file is refused as a whole: 415 (not UTF-8 text) or 422 (not readable CSV, a wrong header, too many rows). */
export interface ImportFileRefusal {
  refused: { status: 415 | 422; message: string }
}

type StoredValues = Partial<typeof employees.$inferInsert>

const rowSchema = employeeFieldsSchema.omit({ manager_id: true }).partial()

/** The column → the schema's field it fills (all but manager_email share a name). */
const COLUMN_MAP: Partial<Record<EmployeeImportColumn, keyof typeof employees.$inferInsert>> = {
  name: 'name',
  work_email: 'workEmail',
  phone: 'phone',
  job_title: 'jobTitle',
  department: 'department',
  location: 'location',
  employment_type: 'employmentType',
  start_date: 'startDate',
  end_date: 'endDate',
  status: 'status',
}

/** A row's stored values, from the JSON it crossed back in. */
export const valuesOf = (row: CheckedRow): StoredValues => JSON.parse(row.valuesJson) as StoredValues

const refuse = (status: 415 | 422, message: string): ImportFileRefusal => ({ refused: { status, message } })

/**
 * The file's rows with each one's own problems (contract section 14): the fields' rules, a work
 * address twice in the file, an employee named as their own manager. What needs the company's
 * employees (managers, reporting loops) is left to planImport.
 */
export function checkImportFile(bytes: Uint8Array): ImportFile | ImportFileRefusal {
  // A zero byte never appears in text: this is a binary file whatever its name says.
  if (bytes.includes(0)) return refuse(415, 'Upload a CSV text file; this file is not text')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return refuse(415, 'Upload a CSV saved as UTF-8 text')
  }
  let records: string[][]
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true })
  } catch (error) {
    return refuse(422, `The file is not readable as CSV: ${error instanceof Error ? error.message : String(error)}`)
  }
  return checkImportRecords(records)
}

/** The parsed CSV's records, header first, checked as checkImportFile does. */
export function checkImportRecords(records: string[][]): ImportFile | ImportFileRefusal {
  const [header, ...body] = records
  if (!header) return refuse(422, 'The file is empty; start it with the header row')
  const names = header.map((name) => name.trim().toLowerCase())
  for (const required of ['name', 'work_email'] as const) {
    if (!names.includes(required)) return refuse(422, `The header row has no ${required} column`)
  }
  if (body.length > EMPLOYEE_LIMITS.importRows) {
    return refuse(422, `Import at most ${EMPLOYEE_LIMITS.importRows.toLocaleString('en-US')} rows at once; this file has ${body.length.toLocaleString('en-US')}`)
  }
  const columns = EMPLOYEE_IMPORT_COLUMNS.filter((column) => names.includes(column))
  const errors: EmployeeImportError[] = []
  const rowOfEmail = new Map<string, number>()
  const rows = body.map((cells, index): CheckedRow => {
    const row = index + 1
    const cell = (column: EmployeeImportColumn) => {
      const at = names.indexOf(column)
      return at < 0 ? undefined : (cells[at] ?? '')
    }
    const input: Record<string, unknown> = {}
    for (const column of columns) {
      if (column === 'manager_email') continue
      const value = cell(column) ?? ''
      input[column] = value === '' && (column === 'start_date' || column === 'end_date') ? null : value
    }
    if (input.employment_type === '') delete input.employment_type
    if (input.status === '') delete input.status
    const parsed = rowSchema.safeParse(input)
    let ok = true
    const fail = (field: string, message: string) => {
      ok = false
      errors.push({ row, field, message })
    }
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fail(String(issue.path[0] ?? 'row'), issue.message)
    }
    const fields = parsed.success ? parsed.data : {}
    const workEmail =
      fields.work_email ??
      String(input.work_email ?? '')
        .trim()
        .toLowerCase()
    if (parsed.success) {
      for (const problem of employeeRuleProblems({ status: fields.status ?? 'active', start_date: fields.start_date ?? null, end_date: fields.end_date ?? null })) {
        fail(problem.field, problem.message)
      }
    }
    const earlier = rowOfEmail.get(workEmail)
    if (workEmail && earlier !== undefined) fail('work_email', `This work email is also on row ${earlier}`)
    else if (workEmail) rowOfEmail.set(workEmail, row)
    const managerCell = cell('manager_email')
    const managerEmail = managerCell === undefined ? undefined : managerCell.trim().toLowerCase() || null
    if (managerEmail && managerEmail === workEmail) fail('manager_email', 'An employee cannot be their own manager')
    const values: StoredValues = {}
    for (const [field, value] of Object.entries(fields)) {
      const column = COLUMN_MAP[field as EmployeeImportColumn]
      if (column) Object.assign(values, { [column]: value })
    }
    return { row, workEmail, managerEmail, valuesJson: JSON.stringify(values), ok }
  })
  return { rows, errors, columns }
}
