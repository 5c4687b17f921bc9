import type { AccessMap } from '../permissions'

/** Employees (contract section 14 and spec section 6's menu). */
export const EMPLOYEE_ACCESS = {
  /** The Employees List, its org chart, CSV export, an employee's page and history. */
  list: ['employee.view'],
  read: ['employee.view'],
  /** Create one, import a CSV. */
  add: ['employee.add'],
  edit: ['employee.edit'],
  delete: ['employee.delete'],
  /** The menu's Employees section (spec section 6). */
  section: ['employee.view', 'employee.add'],
} as const satisfies AccessMap

/**
 * `POST applications/{id}/hire`: one permission of each list (resume_and_candidates.edit and
 * employee.add). Owners pass.
 */
export const HIRE_ACCESS = {
  applicants: ['resume_and_candidates.edit'],
  employees: ['employee.add'],
} as const satisfies AccessMap
