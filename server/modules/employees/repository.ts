import type { ActivityEntry } from '@common/activity'
import {
  EMPLOYEE_DEFAULT_SORT,
  type Employee,
  type EmployeeFields,
  type EmployeeListQuery,
  type EmployeeSortField,
  type OrgChartItem,
} from '@common/employees'
import { containsPattern, listOrder, prefixPattern } from '@common/list-query'
import { count, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CompanyScope } from '../../db/company-scope'
import { listPage, sortOrder, type ListPage, type SortColumns } from '../../db/list-page'
import { employees, type EmployeeRow } from '../../db/schema/employees'
import { conflict, fieldError, isUniqueViolation, notFound } from '../../http/errors'
import { diffChanges, readHistory, recordActivity, type Actor } from '../../platform/activity/activity-log'

/** The employees' subject type in the activity log. */
export const EMPLOYEE_SUBJECT = 'employee'

/** The most rows one CSV export holds. */
const EXPORT_LIMIT = 50_000

const manager = alias(employees, 'manager')
const { companyId: _companyId, ...employeeColumns } = getTableColumns(employees)
const answerColumns = { ...employeeColumns, managerName: manager.name }

type EmployeeRecord = Omit<EmployeeRow, 'companyId'> & { managerName: string | null }

/** The one mapping from a stored employee to contract section 14's JSON. */
function toEmployee(row: EmployeeRecord): Employee {
  return {
    id: row.id,
    name: row.name,
    work_email: row.workEmail,
    phone: row.phone,
    job_title: row.jobTitle,
    department: row.department,
    location: row.location,
    employment_type: row.employmentType,
    manager: row.managerId === null ? null : { id: row.managerId, name: row.managerName ?? '' },
    start_date: row.startDate,
    end_date: row.endDate,
    status: row.status,
    applicant_id: row.applicantId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export type EmployeeChanges = Partial<EmployeeFields>

/** API field names → columns, for the fields present. */
function toColumns(fields: EmployeeChanges) {
  return {
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.work_email !== undefined ? { workEmail: fields.work_email } : {}),
    ...(fields.phone !== undefined ? { phone: fields.phone } : {}),
    ...(fields.job_title !== undefined ? { jobTitle: fields.job_title } : {}),
    ...(fields.department !== undefined ? { department: fields.department } : {}),
    ...(fields.location !== undefined ? { location: fields.location } : {}),
    ...(fields.employment_type !== undefined ? { employmentType: fields.employment_type } : {}),
    ...(fields.manager_id !== undefined ? { managerId: fields.manager_id } : {}),
    ...(fields.start_date !== undefined ? { startDate: fields.start_date } : {}),
    ...(fields.end_date !== undefined ? { endDate: fields.end_date } : {}),
    ...(fields.status !== undefined ? { status: fields.status } : {}),
  }
}

const SORT_COLUMNS: SortColumns<EmployeeSortField> = {
  name: sql`lower(${employees.name})`,
  job_title: { by: sql`lower(${employees.jobTitle})`, nullsLast: true },
  department: { by: employees.department, nullsLast: true },
  location: { by: employees.location, nullsLast: true },
  status: employees.status,
  start_date: { by: employees.startDate, nullsLast: true },
  created_at: employees.createdAt,
}

/** The list's filters and search: `q` finds a name by the start of any word, a work address by its start, or a job title containing it. */
function listFilters(query: EmployeeListQuery): (SQL | undefined)[] {
  const q = query.q ? query.q.toLowerCase() : undefined
  return [
    query.department === undefined ? undefined : eq(employees.department, query.department),
    query.location === undefined ? undefined : eq(employees.location, query.location),
    query.status === undefined ? undefined : eq(employees.status, query.status),
    query.manager_id === undefined ? undefined : eq(employees.managerId, query.manager_id),
    q === undefined
      ? undefined
      : or(
          sql`lower(${employees.name}) like ${prefixPattern(q)}`,
          sql`lower(${employees.name}) like ${`% ${prefixPattern(q)}`}`,
          sql`${employees.workEmail} like ${prefixPattern(q)}`,
          sql`lower(${employees.jobTitle}) like ${containsPattern(q)}`,
        ),
  ]
}

function selectEmployees(scope: CompanyScope) {
  return scope.db.select(answerColumns).from(employees).leftJoin(manager, eq(manager.id, employees.managerId)).$dynamic()
}

export async function listEmployees(scope: CompanyScope, query: EmployeeListQuery): Promise<ListPage<Employee>> {
  return listPage(scope, employees, {
    rows: selectEmployees(scope),
    where: listFilters(query),
    query: { ...query, sort: listOrder(query, EMPLOYEE_DEFAULT_SORT) ?? EMPLOYEE_DEFAULT_SORT },
    sorts: SORT_COLUMNS,
    defaultSort: EMPLOYEE_DEFAULT_SORT,
    toItem: toEmployee,
  })
}

/** The list's filters and order without paging, for the CSV export. */
export async function exportEmployees(scope: CompanyScope, query: EmployeeListQuery): Promise<Employee[]> {
  const rows = await selectEmployees(scope)
    .where(scope.where(employees, ...listFilters(query)))
    .orderBy(...sortOrder(SORT_COLUMNS, listOrder(query, EMPLOYEE_DEFAULT_SORT) ?? EMPLOYEE_DEFAULT_SORT, employees.id))
    .limit(EXPORT_LIMIT)
  return rows.map(toEmployee)
}

export async function findEmployee(scope: CompanyScope, id: number): Promise<Employee> {
  const [row] = await selectEmployees(scope).where(scope.where(employees, eq(employees.id, id)))
  if (!row) throw notFound('Employee')
  return toEmployee(row)
}

/** Every employee as a node of the reporting tree. */
export async function readOrgChart(scope: CompanyScope): Promise<OrgChartItem[]> {
  const rows = await scope.db
    .select({ id: employees.id, name: employees.name, job_title: employees.jobTitle, manager_id: employees.managerId })
    .from(employees)
    .where(scope.where(employees))
    .orderBy(sql`lower(${employees.name})`, employees.id)
  return rows
}

/**
 * Refuses a manager that is not an employee of the company, or (for an existing employee) one
 * that reports to them already, directly or not: the reporting tree has no loops.
 */
async function checkManager(scope: CompanyScope, employeeId: number | null, managerId: number): Promise<void> {
  if (employeeId === managerId) throw fieldError(422, 'manager_id', 'An employee cannot be their own manager')
  const ids: number[] = []
  let next: number | null = managerId
  // Walk up from the manager: the tree has no loops, so the walk ends at the top.
  while (next !== null && !ids.includes(next)) {
    const [row] = await scope.db
      .select({ managerId: employees.managerId })
      .from(employees)
      .where(scope.where(employees, eq(employees.id, next)))
    if (!row) break
    ids.push(next)
    next = row.managerId
  }
  if (ids.length === 0) throw fieldError(422, 'manager_id', 'Choose a manager among your company’s employees')
  if (employeeId !== null && ids.includes(employeeId)) {
    throw fieldError(422, 'manager_id', 'This manager reports to this employee already; choose someone else so the reporting line has no loop')
  }
}

const DUPLICATE_EMAIL = 'Another employee already has this work email'

/** Inserts one employee; `action` names the log entry (`created`, `hired`, `imported`). */
export async function insertEmployee(
  scope: CompanyScope,
  fields: EmployeeFields & { applicant_id?: number | null },
  now: Date,
  actor: Actor,
  action = 'created',
): Promise<Employee> {
  if (fields.manager_id !== null) await checkManager(scope, null, fields.manager_id)
  let id: number
  try {
    const [row] = await scope.db
      .insert(employees)
      .values({
        companyId: scope.companyId,
        name: fields.name,
        workEmail: fields.work_email,
        ...toColumns(fields),
        applicantId: fields.applicant_id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: employees.id })
    if (!row) throw new Error('The employee was not created')
    id = row.id
  } catch (error) {
    if (isUniqueViolation(error, 'employees_company_email_idx')) throw fieldError(409, 'work_email', DUPLICATE_EMAIL)
    throw error
  }
  await recordActivity(scope, { subjectType: EMPLOYEE_SUBJECT, subjectId: id, action, actor }, now)
  return findEmployee(scope, id)
}

export async function createEmployee(scope: CompanyScope, fields: EmployeeFields, now: Date, actor: Actor): Promise<Employee> {
  return scope.transaction((tx) => insertEmployee(tx, fields, now, actor))
}

/** The fields an edit's history entry lists. */
const HISTORY_FIELDS = ['name', 'work_email', 'phone', 'job_title', 'department', 'location', 'employment_type', 'manager', 'start_date', 'end_date', 'status'] as const

/**
 * Applies the changes `decide` makes from the stored employee, which it may refuse by throwing.
 * The employee stays locked from reading to writing. Nothing to change leaves updated_at as it was.
 */
export async function updateEmployee(
  scope: CompanyScope,
  id: number,
  decide: (stored: Employee) => EmployeeChanges,
  now: Date,
  actor: Actor,
): Promise<Employee> {
  return scope.transaction(async (tx) => {
    const [locked] = await tx.db
      .select({ id: employees.id })
      .from(employees)
      .where(tx.where(employees, eq(employees.id, id)))
      .for('update')
    if (!locked) throw notFound('Employee')
    const stored = await findEmployee(tx, id)
    const changes = toColumns(decide(stored))
    if (Object.keys(changes).length === 0) return stored
    if (changes.managerId !== undefined && changes.managerId !== null) {
      // Two edits that together would close a loop: the second waits for the first's lock.
      await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext('employee-managers'), ${tx.companyId})`)
      await checkManager(tx, id, changes.managerId)
    }
    try {
      await tx.db
        .update(employees)
        .set({ ...changes, updatedAt: now })
        .where(tx.where(employees, eq(employees.id, id)))
    } catch (error) {
      if (isUniqueViolation(error, 'employees_company_email_idx')) throw fieldError(409, 'work_email', DUPLICATE_EMAIL)
      throw error
    }
    const updated = await findEmployee(tx, id)
    const edited = diffChanges(stored, updated, HISTORY_FIELDS)
    if (Object.keys(edited).length > 0) {
      await recordActivity(tx, { subjectType: EMPLOYEE_SUBJECT, subjectId: id, action: 'edited', actor, changes: edited }, now)
    }
    return updated
  })
}

/** Deletes an employee nobody reports to (else a 409). */
export async function deleteEmployee(scope: CompanyScope, id: number, now: Date, actor: Actor): Promise<void> {
  await scope.transaction(async (tx) => {
    const [reports] = await tx.db
      .select({ total: count() })
      .from(employees)
      .where(tx.where(employees, eq(employees.managerId, id)))
    const total = reports?.total ?? 0
    if (total > 0) {
      throw conflict(`${total} ${total === 1 ? 'person reports' : 'people report'} to this employee; give them another manager first`)
    }
    await tx.remove(employees, id, 'Employee')
    await recordActivity(tx, { subjectType: EMPLOYEE_SUBJECT, subjectId: id, action: 'deleted', actor }, now)
  })
}

/** The employee's activity log, oldest first; another company's employee is a 404. */
export async function readEmployeeHistory(scope: CompanyScope, id: number): Promise<ActivityEntry[]> {
  await scope.find(employees, id, 'Employee')
  return readHistory(scope, EMPLOYEE_SUBJECT, id)
}
