import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_LIMITS, employeeFieldsSchema, employeeRuleProblems, type EmployeeImportError, type EmployeeImportColumn } from '@common/employees'
import { parse } from 'csv-parse'
import { eq, inArray, sql } from 'drizzle-orm'
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { CompanyScope } from '../../db/company-scope'
import { activityLog } from '../../db/schema/activity-log'
import { employees } from '../../db/schema/employees'
import { ApiError, fieldError } from '../../lib/errors'
import { TurnBudget } from '../../lib/turn-budget'
import type { Actor } from '../../platform/activity/activity-log'
import { EMPLOYEE_SUBJECT } from './records'
import { claimTreeForImport, lockReportingTree, releaseImportClaim, renewImportClaim } from './reporting-tree'

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
  /** The company's employees the file names (as rows or managers), by work email. */
  known: Map<string, { id: number; managerId: number | null }>
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

/**
 * How long reading and checking the file may hold the event loop before other requests get a turn
 * (issue 29: the target is that no request waits more than ~50 ms on an import, and a turn of the
 * embedded database's statements comes on top of this).
 */
const TURN_BUDGET_MS = 5

/**
 * Bytes decoded and parsed between looks at the budget: 16 KB of CSV took 10-28 ms on a cold
 * server, past the budget on its own; 4 KB stays well inside it.
 */
const PARSE_CHUNK_BYTES = 4 * 1024

/** Work emails looked up per query: on the embedded database 250 held it ~9 ms a query, 100 about 4 ms. */
const LOOKUP_CHUNK = 100

/**
 * The CSV's records, header first; a file that is not readable CSV text is a 415 or 422. The file
 * is read, decoded and parsed a slice at a time, a turn of the event loop each: copying the 5 MB
 * out in one go held other requests for 100-200 ms on its own.
 */
export async function readCsv(file: Blob): Promise<string[][]> {
  if (file.size > EMPLOYEE_LIMITS.importBytes) throw new ApiError(413, 'Upload a CSV of at most 5 MB')
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const records: string[][] = []
  let failure: Error | undefined
  const parser = parse({ bom: true, skip_empty_lines: true, relax_column_count: true, trim: true })
  parser.on('data', (record: string[]) => records.push(record))
  parser.on('error', (error: Error) => (failure ??= error))
  const ended = new Promise<void>((resolve) => parser.on('end', resolve).on('error', () => resolve()))
  const budget = new TurnBudget(TURN_BUDGET_MS)
  for (let start = 0; start <= file.size; start += PARSE_CHUNK_BYTES) {
    const bytes = new Uint8Array(await file.slice(start, start + PARSE_CHUNK_BYTES).arrayBuffer())
    // A zero byte never appears in text: this is a binary file whatever its name says.
    if (bytes.includes(0)) throw new ApiError(415, 'Upload a CSV text file; this file is not text')
    let text: string
    try {
      text = decoder.decode(bytes, { stream: start + PARSE_CHUNK_BYTES < file.size })
    } catch {
      throw new ApiError(415, 'Upload a CSV saved as UTF-8 text')
    }
    // Past a CSV error the rest is still decoded: a file that is not UTF-8 or not text is a 415 wherever that shows.
    if (!failure && text) {
      // Waiting for the chunk's callback keeps chunks from queueing up in the stream, where they
      // would all be parsed in one go once its reader caught up.
      await new Promise<void>((resolve) => parser.write(text, () => resolve()))
    }
    await budget.spend()
  }
  if (!failure) parser.end()
  await ended
  if (failure) throw fieldError(422, 'file', `The file is not readable as CSV: ${failure.message}`)
  return records
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
  const budget = new TurnBudget(TURN_BUDGET_MS)

  for (const [index, cells] of body.entries()) {
    await budget.spend()
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
    const values: Partial<typeof employees.$inferInsert> = {}
    for (const [field, value] of Object.entries(fields)) {
      const column = COLUMN_MAP[field as EmployeeImportColumn]
      if (column) Object.assign(values, { [column]: value })
    }
    checked.push({ row, workEmail, managerEmail, values, ok })
  }

  // Managers: an employee of the company, or a row of this file.
  const wanted = [...new Set(checked.flatMap((row) => (row.managerEmail ? [row.managerEmail] : [])).concat(checked.map((row) => row.workEmail)))]
  const known = new Map<string, { id: number; managerId: number | null }>()
  // A hundred addresses a query, each in a turn of its own: the embedded database answers in the
  // turn that asks, so back-to-back lookups held the event loop for all of them at once (~180 ms).
  for (let start = 0; start < wanted.length; start += LOOKUP_CHUNK) {
    await budget.yield()
    const rows = await scope.db
      .select({ id: employees.id, workEmail: employees.workEmail, managerId: employees.managerId })
      .from(employees)
      .where(scope.where(employees, inArray(employees.workEmail, wanted.slice(start, start + LOOKUP_CHUNK))))
    for (const row of rows) known.set(row.workEmail, { id: row.id, managerId: row.managerId })
  }
  for (const row of checked) {
    if (row.managerEmail && !known.has(row.managerEmail) && !rowOfEmail.has(row.managerEmail)) {
      row.ok = false
      errors.push({ row: row.row, field: 'manager_email', message: `No employee or row of this file has the work email ${row.managerEmail}` })
    }
  }
  await refuseLoops(scope, checked, known, errors, budget)
  errors.sort((a, b) => a.row - b.row)
  return { rows: checked.length, errors, valid: checked.filter((row) => row.ok), columns, known }
}

/** A row whose manager line, with the file's changes, comes back to itself. */
async function refuseLoops(
  scope: CompanyScope,
  rows: (ImportRow & { ok: boolean })[],
  known: Map<string, { id: number; managerId: number | null }>,
  errors: EmployeeImportError[],
  budget: TurnBudget,
): Promise<void> {
  const managerOf = new Map<string, string | null>()
  for (const row of rows) if (row.managerEmail !== undefined) managerOf.set(row.workEmail, row.managerEmail)
  if (managerOf.size === 0) return
  const emailOfId = new Map<number, string>()
  const managerIdOf = new Map<string, number | null>()
  /** The next manager up from `email`, from the file or what was read before; a number is a manager's id still to read. */
  const managerAbove = (email: string): string | null | number => {
    if (managerOf.has(email)) return managerOf.get(email) ?? null
    const stored = known.get(email)
    const managerId = stored ? stored.managerId : managerIdOf.get(email)
    if (managerId === undefined || managerId === null) return null
    return emailOfId.get(managerId) ?? managerId
  }
  const readManager = async (managerId: number): Promise<string | null> => {
    await budget.spend()
    const [manager] = await scope.db
      .select({ workEmail: employees.workEmail, managerId: employees.managerId })
      .from(employees)
      .where(scope.where(employees, eq(employees.id, managerId)))
    if (!manager) return null
    emailOfId.set(managerId, manager.workEmail)
    managerIdOf.set(manager.workEmail, manager.managerId)
    return manager.workEmail
  }
  for (const row of rows) {
    await budget.spend()
    if (!row.managerEmail) continue
    const seen = new Set([row.workEmail])
    let next: string | null = row.managerEmail
    while (next !== null && !seen.has(next)) {
      seen.add(next)
      const above = managerAbove(next)
      // Awaited only to read a manager from the database: a chain of 1,000 in the file is walked for each of its rows, and a
      // microtask a step made that half a million turns of the promise queue.
      next = typeof above === 'number' ? await readManager(above) : above
    }
    if (next === row.workEmail) {
      row.ok = false
      errors.push({ row: row.row, field: 'manager_email', message: 'This manager would make a reporting loop' })
    }
  }
}

/** An update-able column's name and SQL type, for the batched UPDATE below. */
const UPDATE_COLUMNS: Partial<Record<keyof typeof employees.$inferInsert, [column: string, type: string]>> = {
  name: ['name', 'text'],
  workEmail: ['work_email', 'text'],
  phone: ['phone', 'text'],
  jobTitle: ['job_title', 'text'],
  department: ['department', 'text'],
  location: ['location', 'text'],
  employmentType: ['employment_type', 'job_employment_type'],
  startDate: ['start_date', 'date'],
  endDate: ['end_date', 'date'],
  status: ['status', 'employee_status'],
  managerId: ['manager_id', 'integer'],
}

/**
 * How long one batch of the import may hold the database. On the embedded database a transaction
 * holds it (one connection) from its first statement to its commit, so every other request waits
 * for it; the whole 5 MB file in one transaction was ~12 s (issue 29). A row's cost varies ten
 * times over (its text feeds two trigram indexes), so batches are sized by time, not by count.
 */
const BATCH_TARGET_MS = 20
const BATCH_ROWS = { first: 10, max: 500 }

/** Rows for the next batch, from how long the last one took per row. */
class BatchSize {
  rows = BATCH_ROWS.first

  took(rows: number, ms: number): void {
    const perRow = Math.max(ms, 0.1) / Math.max(rows, 1)
    this.rows = Math.max(1, Math.min(BATCH_ROWS.max, Math.floor(BATCH_TARGET_MS / perRow)))
  }
}

/** One changed employee: its id and the columns it takes. */
interface Change {
  id: number
  values: Partial<typeof employees.$inferInsert>
}

/** What the import has written so far, to take back if a later batch fails. */
interface Written {
  created: number[]
  /** The updated employees' columns as they were before the import. */
  before: Change[]
  entries: number[]
}

/**
 * Sets each employee's values in one UPDATE per group of rows changing the same columns (rows
 * travel as one JSON parameter, read back with jsonb_to_recordset), instead of one UPDATE a row.
 */
async function updateEmployees(tx: CompanyScope, changes: Change[], now: Date): Promise<void> {
  const groups = new Map<string, Change[]>()
  for (const change of changes) {
    // Drizzle's set() skips undefined values; so does this.
    const key = changedFields(change).sort().join(',')
    groups.set(key, [...(groups.get(key) ?? []), change])
  }
  for (const [key, group] of groups) {
    const fields = key ? (key.split(',') as (keyof typeof UPDATE_COLUMNS)[]) : []
    const columns = fields.map((field) => UPDATE_COLUMNS[field] as [string, string])
    const assignments = sql.join([sql`updated_at = ${now}`, ...columns.map(([column]) => sql.raw(`${column} = v.${column}`))], sql`, `)
    const definitions = sql.raw(['id integer', ...columns.map(([column, type]) => `${column} ${type}`)].join(', '))
    const rows = group.map((change) => {
      const row: Record<string, unknown> = { id: change.id }
      fields.forEach((field, index) => (row[(columns[index] as [string, string])[0]] = change.values[field]))
      return row
    })
    await tx.db.execute(sql`
      UPDATE employees SET ${assignments}
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(${definitions})
      WHERE employees.company_id = ${tx.companyId} AND employees.id = v.id
    `)
  }
}

const changedFields = (change: Change) =>
  (Object.keys(change.values) as (keyof Change['values'])[]).filter((field) => change.values[field] !== undefined && field in UPDATE_COLUMNS)

/** The changed columns of these employees as they are now, locked until the transaction ends: what undoing the change writes back. */
async function columnsBefore(tx: CompanyScope, changes: Change[]): Promise<Change[]> {
  const ids = changes.map((change) => change.id)
  const stored = await tx.db
    .select()
    .from(employees)
    .where(tx.where(employees, inArray(employees.id, ids)))
    .for('update')
  const byId = new Map(stored.map((row) => [row.id, row]))
  return changes.flatMap((change) => {
    const row = byId.get(change.id)
    if (!row) return []
    return [{ id: change.id, values: Object.fromEntries(changedFields(change).map((field) => [field, row[field as keyof typeof row]])) }]
  })
}

/**
 * Runs `work` on `rows` in a short transaction holding the lock every change of managers takes
 * (repository.ts), and sizes the next batch by the time it held the database.
 */
async function inBatch<T>(scope: CompanyScope, size: BatchSize, rows: number, work: (tx: CompanyScope) => Promise<T>): Promise<T> {
  // The embedded database runs on the event loop, and a free one starts a transaction at once: without
  // this turn, batch after batch would run in one macrotask and no request would even be read meanwhile.
  await nextTurn()
  return scope.transaction(async (tx) => {
    const started = performance.now()
    await lockReportingTree(tx)
    await renewImportClaim(tx)
    const result = await work(tx)
    size.took(rows, performance.now() - started)
    return result
  })
}

/**
 * The import without dry run, all or nothing (contract section 14): every row is checked before
 * anything is written (a 422 with the rows' errors), then the rows are written a batch at a
 * time (about BATCH_TARGET_MS each), each batch its own short transaction, so that other requests go between batches instead
 * of waiting for the whole file. Rows matched on work_email update, others create: new people
 * are inserted with their manager when it already works here, then updates and the managers of
 * the rest are set, once every row has its id.
 *
 * While it runs, other requests may see the people of the batches written so far, and may not
 * change the reporting tree (reporting-tree.ts: a 409 for them, and for a second import). If a
 * batch fails (another request took a work email meanwhile: a 409), the batches written before it
 * are taken back: the people created are deleted, the people updated get their columns back.
 */
export async function importEmployees(scope: CompanyScope, records: string[][], now: Date, actor: Actor): Promise<{ created: number; updated: number } | { refused: ImportPlan }> {
  // Held from before the checks to after the last batch or the undo: no other request changes
  // the reporting tree meanwhile, so the loop check still holds when the managers are written.
  await claimTreeForImport(scope, now)
  try {
    return await checkAndWrite(scope, records, now, actor)
  } finally {
    await releaseImportClaim(scope)
  }
}

async function checkAndWrite(scope: CompanyScope, records: string[][], now: Date, actor: Actor): Promise<{ created: number; updated: number } | { refused: ImportPlan }> {
  const plan = await planImport(scope, records)
  if (plan.errors.length > 0) return { refused: plan }
  const idOf = new Map([...plan.known].map(([email, stored]) => [email, stored.id]))
  const fresh = plan.valid.filter((row) => !idOf.has(row.workEmail))
  const existing = plan.valid.filter((row) => idOf.has(row.workEmail))
  /** The manager's id when it is known now: null for none, undefined for a row not yet inserted or no manager column. */
  const managerIdOf = (row: ImportRow) => (row.managerEmail === null ? null : row.managerEmail === undefined ? undefined : idOf.get(row.managerEmail))
  const entry = (subjectId: number) => ({
    companyId: scope.companyId,
    subjectType: EMPLOYEE_SUBJECT,
    subjectId,
    action: 'imported',
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    at: now,
  })
  const written: Written = { created: [], before: [], entries: [] }
  const recordEntries = async (tx: CompanyScope, ids: number[]) => {
    if (ids.length === 0) return
    const inserted = await tx.db.insert(activityLog).values(ids.map(entry)).returning({ id: activityLog.id })
    written.entries.push(...inserted.map((row) => row.id))
  }
  try {
    const waitingForManager: ImportRow[] = []
    const size = new BatchSize()
    for (let start = 0; start < fresh.length;) {
      const batch = fresh.slice(start, start + size.rows)
      start += batch.length
      const values = batch.map((row) => {
        const managerId = managerIdOf(row)
        if (managerId === undefined && row.managerEmail) waitingForManager.push(row)
        return {
          ...row.values,
          companyId: scope.companyId,
          name: row.values.name ?? row.workEmail,
          workEmail: row.workEmail,
          managerId: managerId ?? null,
          createdAt: now,
          updatedAt: now,
        }
      })
      const inserted = await inBatch(scope, size, batch.length, async (tx) => {
        const rows = await tx.db.insert(employees).values(values).returning({ id: employees.id, workEmail: employees.workEmail })
        await recordEntries(
          tx,
          rows.map((row) => row.id),
        )
        return rows
      })
      // Counted once the batch is committed: a batch that rolled back has nothing to take back.
      for (const row of inserted) {
        idOf.set(row.workEmail, row.id)
        written.created.push(row.id)
      }
    }
    // Every row now has its id, so every manager named by the file resolves.
    const changes: Change[] = existing.map((row) => {
      const managerId = managerIdOf(row)
      return { id: idOf.get(row.workEmail) as number, values: managerId === undefined ? row.values : { ...row.values, managerId } }
    })
    for (const row of waitingForManager) changes.push({ id: idOf.get(row.workEmail) as number, values: { managerId: idOf.get(row.managerEmail as string) as number } })
    const updatedIds = new Set(existing.map((row) => idOf.get(row.workEmail) as number))
    for (let start = 0; start < changes.length;) {
      const batch = changes.slice(start, start + size.rows)
      start += batch.length
      const before = await inBatch(scope, size, batch.length, async (tx) => {
        const stored = await columnsBefore(
          tx,
          batch.filter((change) => updatedIds.has(change.id)),
        )
        await updateEmployees(tx, batch, now)
        await recordEntries(
          tx,
          batch.flatMap((change) => (updatedIds.has(change.id) ? [change.id] : [])),
        )
        return stored
      })
      written.before.push(...before)
    }
    return { created: fresh.length, updated: existing.length }
  } catch (error) {
    await takeBack(scope, written, now)
    throw error
  }
}

/** Undoes the batches an import wrote before one failed, in one transaction (a failure here is logged by the caller's error). */
async function takeBack(scope: CompanyScope, written: Written, now: Date): Promise<void> {
  await inBatch(scope, new BatchSize(), written.created.length + written.before.length, async (tx) => {
    // The updated first: some may report to people the import created.
    await updateEmployees(tx, written.before, now)
    if (written.created.length > 0) {
      // Whoever reports to someone created, themselves created or not (a claim that lapsed let another
      // request add a report): left without a manager rather than the undo failing on them.
      await tx.db
        .update(employees)
        .set({ managerId: null })
        .where(tx.where(employees, inArray(employees.managerId, written.created)))
      await tx.db.delete(employees).where(tx.where(employees, inArray(employees.id, written.created)))
    }
    if (written.entries.length > 0) await tx.db.delete(activityLog).where(tx.where(activityLog, inArray(activityLog.id, written.entries)))
  })
}
