import { EMPLOYEE_STATUS_LABELS, type Employee } from '@common/employees'
import { EMPLOYMENT_TYPE_LABELS } from '@common/jobs'
import { stringify } from 'csv-stringify/sync'

const COLUMNS = ['ID', 'Name', 'Work email', 'Phone', 'Job title', 'Department', 'Location', 'Employment type', 'Manager', 'Start date', 'End date', 'Status']

/**
 * Employees as CSV (contract section 8): a header row, then one row each. escape_formulas puts
 * a `'` before any cell starting with `=`, `+`, `-`, `@`, tab or carriage return.
 */
export function employeesCsv(rows: Employee[]): string {
  return stringify(
    [
      COLUMNS,
      ...rows.map((employee) => [
        employee.id,
        employee.name,
        employee.work_email,
        employee.phone ?? '',
        employee.job_title ?? '',
        employee.department ?? '',
        employee.location ?? '',
        EMPLOYMENT_TYPE_LABELS[employee.employment_type],
        employee.manager?.name ?? '',
        employee.start_date ?? '',
        employee.end_date ?? '',
        EMPLOYEE_STATUS_LABELS[employee.status],
      ]),
    ],
    { escape_formulas: true },
  )
}
