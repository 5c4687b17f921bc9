import {
  employeeFieldsSchema,
  employeeRuleProblems,
  type Employee,
  type EmployeeFields,
  type EmployeeStatus,
  type UpdateEmployeeInput,
} from '@common/employees'
import type { EmploymentType } from '@common/jobs'
import { changedFields } from '@common/changed-fields'
import { formCheckErrors } from '@/lib/form-errors'

/** The form's values: inputs hold text; the manager's select holds their id as text. */
export interface EmployeeFormValues {
  name: string
  work_email: string
  phone: string
  job_title: string
  department: string
  location: string
  employment_type: EmploymentType
  manager_id: string
  start_date: string
  end_date: string
  status: EmployeeStatus
}

export type EmployeeFormField = keyof EmployeeFormValues

export const EMPLOYEE_FORM_FIELDS: readonly EmployeeFormField[] = [
  'name',
  'work_email',
  'phone',
  'job_title',
  'department',
  'location',
  'employment_type',
  'manager_id',
  'start_date',
  'end_date',
  'status',
]

export function emptyEmployeeForm(): EmployeeFormValues {
  return {
    name: '',
    work_email: '',
    phone: '',
    job_title: '',
    department: '',
    location: '',
    employment_type: 'full_time',
    manager_id: '',
    start_date: '',
    end_date: '',
    status: 'active',
  }
}

export function employeeFormValues(employee: Employee): EmployeeFormValues {
  return {
    name: employee.name,
    work_email: employee.work_email,
    phone: employee.phone ?? '',
    job_title: employee.job_title ?? '',
    department: employee.department ?? '',
    location: employee.location ?? '',
    employment_type: employee.employment_type,
    manager_id: employee.manager ? String(employee.manager.id) : '',
    start_date: employee.start_date ?? '',
    end_date: employee.end_date ?? '',
    status: employee.status,
  }
}

/** The values as the API's input, before validation: empty inputs become null. */
export function employeeFormInput(values: EmployeeFormValues) {
  return {
    name: values.name,
    work_email: values.work_email,
    phone: values.phone || null,
    job_title: values.job_title || null,
    department: values.department || null,
    location: values.location || null,
    employment_type: values.employment_type,
    manager_id: values.manager_id === '' ? null : Number(values.manager_id),
    start_date: values.start_date || null,
    // Only someone who has left has an end date.
    end_date: values.status === 'terminated' ? values.end_date || null : null,
    status: values.status,
  }
}

/** The errors the server would answer with, found before sending (a terminated person's end date, and nobody their own manager). */
export function employeeFormErrors(values: EmployeeFormValues, employeeId?: number): Partial<Record<EmployeeFormField, string>> {
  const errors = formCheckErrors<EmployeeFormField, EmployeeFields>(employeeFieldsSchema, employeeFormInput(values), employeeRuleProblems)
  if (employeeId !== undefined && values.manager_id === String(employeeId)) errors.manager_id ??= 'Someone cannot be their own manager'
  return errors
}

/** The fields an edit changed, for a PATCH that leaves the rest as stored. */
export function changedEmployeeFields(employee: Employee, input: EmployeeFields): UpdateEmployeeInput {
  return changedFields({ ...employee, manager_id: employee.manager?.id ?? null }, input)
}
