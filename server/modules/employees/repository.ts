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
import { count, eq, ne, or, sql, type SQL } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import {
  checkManager,
  DUPLICATE_EMAIL,
  EMPLOYEE_SUBJECT,
  findEmployee,
  insertEmployee,
  type EmployeeChanges,
  selectEmployees, toEmployee, toEmployeeColumns } from './records'
import { lockReportingTreeOutsideImports } from './reporting-tree'
import { listPage, sortOrder, type ListPage, type SortColumns } from '../../db/list-page'
import { employees } from '../../db/schema/employees'
import { conflict, fieldError, isUniqueViolation, notFound } from '../../lib/errors'
import { diffChanges, readHistory, recordActivity, type Actor } from '../../platform/activity/activity-log'

export { findEmployee }

/** The most rows one CSV export holds. */
const EXPORT_LIMIT = 50_000

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

/**
 * Everyone still with the company (active or on leave) as a node of the reporting tree: someone
 * terminated is nobody's report, and those who reported to them show at the top.
 */
export async function readOrgChart(scope: CompanyScope): Promise<OrgChartItem[]> {
  const rows = await scope.db
    .select({ id: employees.id, name: employees.name, job_title: employees.jobTitle, manager_id: employees.managerId })
    .from(employees)
    .where(scope.where(employees, ne(employees.status, 'terminated')))
    .orderBy(sql`lower(${employees.name})`, employees.id)
  return rows
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
    const changes = toEmployeeColumns(decide(stored))
    if (Object.keys(changes).length === 0) return stored
    if (changes.managerId !== undefined && changes.managerId !== null) {
      // Two edits that together would close a loop: the second waits for the first's lock.
      await lockReportingTreeOutsideImports(tx)
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
    // Someone an import is about to make a manager, or whose old manager its undo would put back.
    await lockReportingTreeOutsideImports(tx)
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
