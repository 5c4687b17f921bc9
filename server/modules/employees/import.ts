import { EMPLOYEE_LIMITS, type EmployeeImportError } from '@common/employees'
import { eq, inArray, sql } from 'drizzle-orm'
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { CompanyScope } from '../../db/company-scope'
import { activityLog } from '../../db/schema/activity-log'
import { employees } from '../../db/schema/employees'
import { ApiError, fieldError } from '../../lib/errors'
import { workerModuleUrl } from '../../lib/module-url'
import { TurnBudget } from '../../lib/turn-budget'
import type { Actor } from '../../platform/activity/activity-log'
import { runInWorkerThread } from '../../platform/tasks/worker-thread'
import { valuesOf, type CheckedRow, type ImportFile, type ImportFileRefusal } from './import-file'
import { EMPLOYEE_SUBJECT } from './records'
import { claimTreeForImport, lockReportingTree, releaseImportClaim, renewImportClaim } from './reporting-tree'

export interface ImportPlan {
  rows: number
  errors: EmployeeImportError[]
  valid: CheckedRow[]
  /** The company's employees the file names (as rows or managers), by work email. */
  known: Map<string, { id: number; managerId: number | null }>
}

/**
 * How long checking the file against the database may hold the event loop before other requests
 * get a turn (issue 29: the target is that no request waits more than ~50 ms on an import, and a
 * turn of the embedded database's statements comes on top of this).
 */
const TURN_BUDGET_MS = 5

/** Bytes of the upload copied out per turn of the event loop: copying the 5 MB in one go held other requests for 100-200 ms. */
const READ_CHUNK_BYTES = 256 * 1024

/** Work emails looked up per query: on the embedded database 250 held it ~9 ms a query, 100 about 4 ms. */
const LOOKUP_CHUNK = 100

/** The thread that decodes, parses and checks the file (import-file.ts). */
const FILE_CHECKER = workerModuleUrl('./import-file.ts', import.meta.url)

/**
 * The uploaded CSV's rows, each checked on its own; a file that is not readable CSV text is a 415
 * or 422. Decoding, parsing and the fields' checks run in a worker thread (issue 29: on the event
 * loop they held every other request for 100-700 ms); the bytes are copied out of the upload a
 * slice a turn, then moved to the thread, not copied again.
 */
export async function readImportFile(file: Blob): Promise<ImportFile> {
  if (file.size > EMPLOYEE_LIMITS.importBytes) throw new ApiError(413, 'Upload a CSV of at most 5 MB')
  const bytes = new Uint8Array(file.size)
  for (let start = 0; start < file.size; start += READ_CHUNK_BYTES) {
    bytes.set(new Uint8Array(await file.slice(start, start + READ_CHUNK_BYTES).arrayBuffer()), start)
    await nextTurn()
  }
  const checked = await runInWorkerThread<ImportFile | ImportFileRefusal>(FILE_CHECKER, 'checkImportFile', bytes, { transfer: [bytes.buffer] })
  if (!('refused' in checked)) return checked
  const { status, message } = checked.refused
  throw status === 415 ? new ApiError(415, message) : fieldError(422, 'file', message)
}

/**
 * Checks every row (contract section 14): the file's own checks (import-file.ts), then a
 * manager_email naming no employee nor row, and a reporting loop the file would make.
 */
export async function planImport(scope: CompanyScope, file: ImportFile): Promise<ImportPlan> {
  const errors = [...file.errors]
  const checked = file.rows
  const inFile = new Set(checked.map((row) => row.workEmail))
  const budget = new TurnBudget(TURN_BUDGET_MS)

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
    if (row.managerEmail && !known.has(row.managerEmail) && !inFile.has(row.managerEmail)) {
      row.ok = false
      errors.push({ row: row.row, field: 'manager_email', message: `No employee or row of this file has the work email ${row.managerEmail}` })
    }
  }
  await refuseLoops(scope, checked, known, errors, budget)
  errors.sort((a, b) => a.row - b.row)
  return { rows: checked.length, errors, valid: checked.filter((row) => row.ok), known }
}

/** A row whose manager line, with the file's changes, comes back to itself. */
async function refuseLoops(
  scope: CompanyScope,
  rows: CheckedRow[],
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
 * On the embedded database a batch's statements run in the event loop's turn, and on either
 * database drizzle builds a batch's statement there (500 rows of 12 columns: 40-150 ms): a batch
 * of 20 ms with at most 500 rows missed issue 29's 50 ms, and 10 ms with 100 rows met it only
 * just (a request waited 45-80 ms on a quiet machine); 5 ms and 50 rows brought it to 24-42 ms in
 * three quiet runs of four and 52 ms in one (docs/performance.md), for about a tenth more time on
 * the whole import.
 */
const BATCH_TARGET_MS = 5
const BATCH_ROWS = { first: 10, max: 50 }

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
export async function importEmployees(scope: CompanyScope, file: ImportFile, now: Date, actor: Actor): Promise<{ created: number; updated: number } | { refused: ImportPlan }> {
  // Held from before the checks to after the last batch or the undo: no other request changes
  // the reporting tree meanwhile, so the loop check still holds when the managers are written.
  await claimTreeForImport(scope, now)
  try {
    return await checkAndWrite(scope, file, now, actor)
  } finally {
    await releaseImportClaim(scope)
  }
}

async function checkAndWrite(scope: CompanyScope, file: ImportFile, now: Date, actor: Actor): Promise<{ created: number; updated: number } | { refused: ImportPlan }> {
  const plan = await planImport(scope, file)
  if (plan.errors.length > 0) return { refused: plan }
  const idOf = new Map([...plan.known].map(([email, stored]) => [email, stored.id]))
  const fresh = plan.valid.filter((row) => !idOf.has(row.workEmail))
  const existing = plan.valid.filter((row) => idOf.has(row.workEmail))
  /** The manager's id when it is known now: null for none, undefined for a row not yet inserted or no manager column. */
  const managerIdOf = (row: CheckedRow) => (row.managerEmail === null ? null : row.managerEmail === undefined ? undefined : idOf.get(row.managerEmail))
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
    const waitingForManager: CheckedRow[] = []
    const size = new BatchSize()
    for (let start = 0; start < fresh.length;) {
      const batch = fresh.slice(start, start + size.rows)
      start += batch.length
      const values = batch.map((row) => {
        const managerId = managerIdOf(row)
        if (managerId === undefined && row.managerEmail) waitingForManager.push(row)
        const stored = valuesOf(row)
        return {
          ...stored,
          companyId: scope.companyId,
          name: stored.name ?? row.workEmail,
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
    const changes: Change[] = []
    const budget = new TurnBudget(TURN_BUDGET_MS)
    for (const row of existing) {
      await budget.spend()
      const managerId = managerIdOf(row)
      const stored = valuesOf(row)
      changes.push({ id: idOf.get(row.workEmail) as number, values: managerId === undefined ? stored : { ...stored, managerId } })
    }
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
