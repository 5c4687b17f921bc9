import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_LIMITS, employeeFieldsSchema, employeeRuleProblems, type EmployeeImportError, type EmployeeImportColumn } from '@common/employees'
import { parse } from 'csv-parse/sync'
import { eq, inArray, sql } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { activityLog } from '../../db/schema/activity-log'
import { employees } from '../../db/schema/employees'
import { ApiError, fieldError } from '../../http/errors'
import type { Actor } from '../../platform/activity/activity-log'
import { EMPLOYEE_SUBJECT } from '../../db/employee-records'

/** One row of the file as the columns it names, checked. */
interface ImportRow {
  row: number
  workEmail: string
  managerEmail: string | null | undefined
  /** The columns the file has, as stored values (manager aside). */
  values: Partial<typeof employees.$inferInsert>
}

export interface ImportPlan {
  rows: number
  errors: EmployeeImportError[]
  valid: ImportRow[]
  columns: Set<EmployeeImportColumn>
}

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

/** The CSV's records, header first; a file that is not readable CSV text is a 415 or 422. */
export function readCsv(bytes: Uint8Array): string[][] {
  if (bytes.length > EMPLOYEE_LIMITS.importBytes) throw new ApiError(413, 'Upload a CSV of at most 5 MB')
  // A zero byte never appears in text: this is a binary file whatever its name says.
  if (bytes.includes(0)) throw new ApiError(415, 'Upload a CSV text file; this file is not text')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ApiError(415, 'Upload a CSV saved as UTF-8 text')
  }
  try {
    return parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][]
  } catch (error) {
    throw fieldError(422, 'file', `The file is not readable as CSV: ${(error as Error).message}`)
  }
}

/**
 * Checks every row (contract section 14): the fields' rules, a work address twice in the file,
 * a manager_email naming no employee nor row, and a reporting loop the file would make. Rows
 * count from 1 after the header.
 */
export async function planImport(scope: CompanyScope, records: string[][]): Promise<ImportPlan> {
  const [header, ...body] = records
  if (!header) throw fieldError(422, 'file', 'The file is empty; start it with the header row')
  const names = header.map((name) => name.trim().toLowerCase())
  for (const required of ['name', 'work_email'] as const) {
    if (!names.includes(required)) throw fieldError(422, 'file', `The header row has no ${required} column`)
  }
  if (body.length > EMPLOYEE_LIMITS.importRows) {
    throw fieldError(422, 'file', `Import at most ${EMPLOYEE_LIMITS.importRows.toLocaleString('en-US')} rows at once; this file has ${body.length.toLocaleString('en-US')}`)
  }
  const columns = new Set(EMPLOYEE_IMPORT_COLUMNS.filter((column) => names.includes(column)))
  const errors: EmployeeImportError[] = []
  const checked: (ImportRow & { ok: boolean })[] = []
  const rowOfEmail = new Map<string, number>()

  body.forEach((cells, index) => {
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
    const workEmail = fields.work_email ?? String(input.work_email ?? '').trim().toLowerCase()
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
    const values: Partial<typeof employees.$inferInsert> = {}
    for (const [field, value] of Object.entries(fields)) {
      const column = COLUMN_MAP[field as EmployeeImportColumn]
      if (column) Object.assign(values, { [column]: value })
    }
    checked.push({ row, workEmail, managerEmail, values, ok })
  })

  // Managers: an employee of the company, or a row of this file.
  const wanted = [...new Set(checked.flatMap((row) => (row.managerEmail ? [row.managerEmail] : [])).concat(checked.map((row) => row.workEmail)))]
  const known = new Map<string, { id: number; managerId: number | null }>()
  for (let start = 0; start < wanted.length; start += 1000) {
    const rows = await scope.db
      .select({ id: employees.id, workEmail: employees.workEmail, managerId: employees.managerId })
      .from(employees)
      .where(scope.where(employees, inArray(employees.workEmail, wanted.slice(start, start + 1000))))
    for (const row of rows) known.set(row.workEmail, { id: row.id, managerId: row.managerId })
  }
  for (const row of checked) {
    if (row.managerEmail && !known.has(row.managerEmail) && !rowOfEmail.has(row.managerEmail)) {
      row.ok = false
      errors.push({ row: row.row, field: 'manager_email', message: `No employee or row of this file has the work email ${row.managerEmail}` })
    }
  }
  await refuseLoops(scope, checked, known, errors)
  errors.sort((a, b) => a.row - b.row)
  return { rows: checked.length, errors, valid: checked.filter((row) => row.ok), columns }
}

/** A row whose manager line, with the file's changes, comes back to itself. */
async function refuseLoops(
  scope: CompanyScope,
  rows: (ImportRow & { ok: boolean })[],
  known: Map<string, { id: number; managerId: number | null }>,
  errors: EmployeeImportError[],
): Promise<void> {
  const managerOf = new Map<string, string | null>()
  for (const row of rows) if (row.managerEmail !== undefined) managerOf.set(row.workEmail, row.managerEmail)
  if (managerOf.size === 0) return
  const emailOfId = new Map<number, string>()
  const managerIdOf = new Map<string, number | null>()
  const lookUp = async (email: string): Promise<string | null> => {
    if (managerOf.has(email)) return managerOf.get(email) ?? null
    const stored = known.get(email)
    const managerId = stored ? stored.managerId : managerIdOf.get(email)
    if (managerId === undefined || managerId === null) return null
    let managerEmail = emailOfId.get(managerId)
    if (managerEmail === undefined) {
      const [manager] = await scope.db
        .select({ workEmail: employees.workEmail, managerId: employees.managerId })
        .from(employees)
        .where(scope.where(employees, eq(employees.id, managerId)))
      if (!manager) return null
      managerEmail = manager.workEmail
      emailOfId.set(managerId, managerEmail)
      managerIdOf.set(managerEmail, manager.managerId)
    }
    return managerEmail
  }
  for (const row of rows) {
    if (!row.managerEmail) continue
    const seen = new Set([row.workEmail])
    let next: string | null = row.managerEmail
    while (next !== null && !seen.has(next)) {
      seen.add(next)
      next = await lookUp(next)
    }
    if (next === row.workEmail) {
      row.ok = false
      errors.push({ row: row.row, field: 'manager_email', message: 'This manager would make a reporting loop' })
    }
  }
}

/**
 * The import without dry run: checked again and written in one transaction, all or nothing (a
 * 422 with the rows' errors). Rows matched on work_email update, others create.
 */
export async function importEmployees(
  scope: CompanyScope,
  records: string[][],
  now: Date,
  actor: Actor,
): Promise<{ created: number; updated: number } | { refused: ImportPlan }> {
  return scope.transaction(async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext('employee-managers'), ${tx.companyId})`)
    const plan = await planImport(tx, records)
    // Nothing is written before this, so the transaction has nothing to undo.
    if (plan.errors.length > 0) return { refused: plan }
    const emails = plan.valid.map((row) => row.workEmail)
    const idOf = new Map<string, number>()
    for (let start = 0; start < emails.length; start += 1000) {
      const rows = await tx.db
        .select({ id: employees.id, workEmail: employees.workEmail })
        .from(employees)
        .where(tx.where(employees, inArray(employees.workEmail, emails.slice(start, start + 1000))))
      for (const row of rows) idOf.set(row.workEmail, row.id)
    }
    const fresh = plan.valid.filter((row) => !idOf.has(row.workEmail))
    const existing = plan.valid.filter((row) => idOf.has(row.workEmail))
    const entries: (typeof activityLog.$inferInsert)[] = []
    for (let start = 0; start < fresh.length; start += 500) {
      const inserted = await tx.db
        .insert(employees)
        .values(
          fresh.slice(start, start + 500).map((row) => ({
            ...row.values,
            companyId: tx.companyId,
            name: row.values.name ?? row.workEmail,
            workEmail: row.workEmail,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: employees.id, workEmail: employees.workEmail })
      for (const row of inserted) {
        idOf.set(row.workEmail, row.id)
        entries.push({ companyId: tx.companyId, subjectType: EMPLOYEE_SUBJECT, subjectId: row.id, action: 'imported', actorId: actor?.id ?? null, actorName: actor?.name ?? null, at: now })
      }
    }
    for (const row of existing) {
      const id = idOf.get(row.workEmail) as number
      await tx.db.update(employees).set({ ...row.values, updatedAt: now }).where(tx.where(employees, eq(employees.id, id)))
      entries.push({ companyId: tx.companyId, subjectType: EMPLOYEE_SUBJECT, subjectId: id, action: 'imported', actorId: actor?.id ?? null, actorName: actor?.name ?? null, at: now })
    }
    const managed = plan.valid.filter((row) => row.managerEmail !== undefined)
    const managerIds = new Map<string, number>()
    const missing = [...new Set(managed.flatMap((row) => (row.managerEmail && !idOf.has(row.managerEmail) ? [row.managerEmail] : [])))]
    if (missing.length > 0) {
      const rows = await tx.db
        .select({ id: employees.id, workEmail: employees.workEmail })
        .from(employees)
        .where(tx.where(employees, inArray(employees.workEmail, missing)))
      for (const row of rows) managerIds.set(row.workEmail, row.id)
    }
    for (const row of managed) {
      const managerId = row.managerEmail ? (idOf.get(row.managerEmail) ?? managerIds.get(row.managerEmail) ?? null) : null
      await tx.db.update(employees).set({ managerId }).where(tx.where(employees, eq(employees.id, idOf.get(row.workEmail) as number)))
    }
    for (let start = 0; start < entries.length; start += 1000) await tx.db.insert(activityLog).values(entries.slice(start, start + 1000))
    return { created: fresh.length, updated: existing.length }
  })
}
