import { employeeFieldsSchema, type Employee, type EmployeeFields } from '@common/employees'
import { eq, getTableColumns } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { fieldError, isUniqueViolation, notFound } from '../../lib/errors'
import { recordActivity, type Actor } from '../../platform/activity/activity-log'
import type { CompanyScope } from '../../db/company-scope'
import { presentColumns } from '../../db/present-columns'
import { employees, type EmployeeRow } from '../../db/schema/employees'
import { lockReportingTreeOutsideImports } from './reporting-tree'

/**
 * Employee records as contract section 14 answers them, and their insert: shared by the
 * employees module and the hire handoff of applications (modules do not import each other).
 */

/** The employees' subject type in the activity log. */
export const EMPLOYEE_SUBJECT = 'employee'

const manager = alias(employees, 'manager')
const { companyId: _companyId, ...employeeColumns } = getTableColumns(employees)
const answerColumns = { ...employeeColumns, managerName: manager.name }

type EmployeeRecord = Omit<EmployeeRow, 'companyId'> & { managerName: string | null }

/** The one mapping from a stored employee to contract section 14's JSON. */
export function toEmployee(row: EmployeeRecord): Employee {
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
export const toEmployeeColumns = (fields: EmployeeChanges) => presentColumns(fields, employeeFieldsSchema.keyof().options)

export function selectEmployees(scope: CompanyScope) {
  return scope.db.select(answerColumns).from(employees).leftJoin(manager, eq(manager.id, employees.managerId)).$dynamic()
}

export async function findEmployee(scope: CompanyScope, id: number): Promise<Employee> {
  const [row] = await selectEmployees(scope).where(scope.where(employees, eq(employees.id, id)))
  if (!row) throw notFound('Employee')
  return toEmployee(row)
}

/**
 * Refuses a manager that is not an employee of the company, or (for an existing employee) one
 * that reports to them already, directly or not: the reporting tree has no loops.
 */
export async function checkManager(scope: CompanyScope, employeeId: number | null, managerId: number): Promise<void> {
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

export const DUPLICATE_EMAIL = 'Another employee already has this work email'

/** Inserts one employee; `action` names the log entry (`created`, `hired`, `imported`). */
export async function insertEmployee(
  scope: CompanyScope,
  fields: EmployeeFields & { applicant_id?: number | null },
  now: Date,
  actor: Actor,
  action = 'created',
): Promise<Employee> {
  if (fields.manager_id !== null) {
    // A new report of someone an import created would keep its undo from deleting them.
    await lockReportingTreeOutsideImports(scope)
    await checkManager(scope, null, fields.manager_id)
  }
  let id: number
  try {
    const [row] = await scope.db
      .insert(employees)
      .values({
        companyId: scope.companyId,
        name: fields.name,
        workEmail: fields.work_email,
        ...toEmployeeColumns(fields),
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
