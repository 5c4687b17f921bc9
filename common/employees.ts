import { z } from 'zod'
import { optionalText } from './field-schemas'
import { activityEntrySchema } from './activity'
import { calendarDateSchema, EMPLOYMENT_TYPES } from './jobs'
import { coercedDatabaseId, databaseId, idParamSchema, listMetaSchema, listQuerySchema } from './list-query'

/**
 * Employees (contract section 14): one source for the server's validation, the OpenAPI
 * document, the app's forms and its typed list search params.
 */

export const EMPLOYEE_STATUSES = ['active', 'on_leave', 'terminated'] as const
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number]

export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = {
  active: 'Active',
  on_leave: 'On leave',
  terminated: 'Terminated',
}

export const EMPLOYEE_LIMITS = {
  name: 150,
  work_email: 254,
  phone: 40,
  job_title: 150,
  department: 100,
  location: 150,
  /** Rows of one CSV import. */
  importRows: 5_000,
  /** Bytes of one CSV import. */
  importBytes: 5 * 1024 * 1024,
} as const

/** Text that may be left out: trimmed, and empty means null. */
const managerId = databaseId('Choose a manager').nullable().meta({ description: 'An employee of the company; a choice that would make a reporting loop is a 422' })

/** The fields a user edits, without the rules that span several of them, nor defaults. */
const employeeFields = {
  name: z.string({ error: 'Enter a name' }).trim().min(1, 'Enter a name').max(EMPLOYEE_LIMITS.name, `Use at most ${EMPLOYEE_LIMITS.name} characters`),
  work_email: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.email({ error: 'Enter an email address like name@example.com' }).max(EMPLOYEE_LIMITS.work_email, `Use at most ${EMPLOYEE_LIMITS.work_email} characters`),
    )
    .meta({ description: 'Unique in the company, ignoring case (409 when taken)' }),
  phone: optionalText(EMPLOYEE_LIMITS.phone),
  job_title: optionalText(EMPLOYEE_LIMITS.job_title),
  department: optionalText(EMPLOYEE_LIMITS.department),
  location: optionalText(EMPLOYEE_LIMITS.location),
  employment_type: z.enum(EMPLOYMENT_TYPES, { error: 'Choose an employment type' }),
  manager_id: managerId,
  start_date: calendarDateSchema.nullable(),
  end_date: calendarDateSchema.nullable(),
  status: z.enum(EMPLOYEE_STATUSES, { error: `Use one of: ${EMPLOYEE_STATUSES.join(', ')}` }),
}

export const employeeFieldsSchema = z.object(employeeFields)
export type EmployeeFields = z.output<typeof employeeFieldsSchema>
export type EmployeeField = keyof EmployeeFields

export interface EmployeeRuleProblem {
  field: EmployeeField
  message: string
}

/** The rules that span fields: the server runs them on the merged record, the form before it sends. */
export function employeeRuleProblems(employee: Pick<EmployeeFields, 'status' | 'start_date' | 'end_date'>): EmployeeRuleProblem[] {
  const problems: EmployeeRuleProblem[] = []
  if (employee.status === 'terminated' && employee.end_date === null) {
    problems.push({ field: 'end_date', message: 'Enter the last day of a terminated employee' })
  }
  if (employee.start_date !== null && employee.end_date !== null && employee.end_date < employee.start_date) {
    problems.push({ field: 'end_date', message: 'The end date cannot be before the start date' })
  }
  return problems
}

export const createEmployeeInputSchema = employeeFieldsSchema.extend({
  phone: employeeFields.phone.default(null),
  job_title: employeeFields.job_title.default(null),
  department: employeeFields.department.default(null),
  location: employeeFields.location.default(null),
  employment_type: employeeFields.employment_type.default('full_time'),
  manager_id: employeeFields.manager_id.default(null),
  start_date: employeeFields.start_date.default(null),
  end_date: employeeFields.end_date.default(null),
  status: employeeFields.status.default('active'),
})

/** Any subset of the fields (no defaults: a default would overwrite stored values on every PATCH). */
export const updateEmployeeInputSchema = employeeFieldsSchema.partial()

const person = z.object({ id: z.number().int(), name: z.string() })

export const employeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  work_email: z.string(),
  phone: z.string().nullable(),
  job_title: z.string().nullable(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  manager: person.nullable(),
  /** `YYYY-MM-DD`. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  /** The applicant this employee was hired as through Staffdesk, or null. */
  applicant_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})

export const EMPLOYEE_SORTS = ['name', 'job_title', 'department', 'location', 'status', 'start_date', 'created_at'] as const
export type EmployeeSortField = (typeof EMPLOYEE_SORTS)[number]
/** By name, unless a search shows its best matches first (listOrder). */
export const EMPLOYEE_DEFAULT_SORT = 'name' satisfies EmployeeSortField | `-${EmployeeSortField}`

/** Contract section 1's list parameters plus the employee list's filters (also the CSV export's). */
export const employeeListQuerySchema = listQuerySchema(EMPLOYEE_SORTS).extend({
  department: z.string().trim().min(1).max(EMPLOYEE_LIMITS.department).optional(),
  location: z.string().trim().min(1).max(EMPLOYEE_LIMITS.location).optional(),
  status: z.enum(EMPLOYEE_STATUSES, { error: `Use one of: ${EMPLOYEE_STATUSES.join(', ')}` }).optional(),
  manager_id: coercedDatabaseId('Use a numeric id').optional(),
})

export const employeeListSchema = z.object({ data: z.array(employeeSchema), meta: listMetaSchema })

/** `GET employees/org-chart`: every employee of the company not terminated, as a node of the reporting tree. */
export const orgChartItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  job_title: z.string().nullable(),
  manager_id: z.number().int().nullable(),
})
export const orgChartSchema = z.object({ data: z.array(orgChartItemSchema) })

/** The history's actions (the entries' `action`), in the timeline's words. */
export const EMPLOYEE_HISTORY_LABELS: Record<string, string> = {
  created: 'Created',
  hired: 'Hired through Staffdesk',
  imported: 'Imported',
  edited: 'Edited',
  deleted: 'Deleted',
}

/** The fields whose changes the history shows (contract section 14), in the timeline's words. */
export const EMPLOYEE_HISTORY_FIELD_LABELS = {
  job_title: 'Job title',
  department: 'Department',
  manager: 'Manager',
  status: 'Status',
} as const

export const employeeHistorySchema = z.object({ data: z.array(activityEntrySchema) })

/**
 * The CSV import's columns, in the template's order (contract section 14, plus `end_date` as an
 * extension: a terminated employee needs one). Only name and work_email are required; a column
 * left out of the file leaves an updated employee's value as it was.
 */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'name',
  'work_email',
  'phone',
  'job_title',
  'department',
  'location',
  'employment_type',
  'manager_email',
  'start_date',
  'status',
  'end_date',
] as const
export type EmployeeImportColumn = (typeof EMPLOYEE_IMPORT_COLUMNS)[number]

/** `POST employees/import?dry_run=true`. */
export const employeeImportQuerySchema = z.object({
  dry_run: z.enum(['true', 'false'], { error: 'Use dry_run=true or false' }).optional(),
})

/** A problem of one row: `row` counts the file's data rows from 1 (the header is row 0). */
export const employeeImportErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
})

/** The preview (dry run), and the body of a refused import's 422 (with `message`). */
export const employeeImportPreviewSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  errors: z.array(employeeImportErrorSchema),
})

/** An import's 201: employees created and updated (matched on work_email). */
export const employeeImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
})

/**
 * `POST applications/{id}/hire`: the start date, and what the job's values would otherwise give;
 * an accepted offer gives the start date, job title and manager the body leaves out.
 * It answers 201 with the created Employee (whose applicant_id links back).
 */
export const hireInputSchema = z.object({
  /** Left out, the application's accepted offer gives it (contract 17); without one it is required (422). */
  start_date: calendarDateSchema.optional(),
  job_title: employeeFields.job_title.optional(),
  department: employeeFields.department.optional(),
  manager_id: managerId.optional(),
  /** Extension of contract 14: the work address, else the applicant's email. */
  work_email: employeeFields.work_email.optional(),
})

export const employeeIdSchema = idParamSchema

export type Employee = z.infer<typeof employeeSchema>
export type EmployeeList = z.infer<typeof employeeListSchema>
export type EmployeeListQuery = z.output<typeof employeeListQuerySchema>
export type CreateEmployeeInput = z.input<typeof createEmployeeInputSchema>
export type UpdateEmployeeInput = z.input<typeof updateEmployeeInputSchema>
export type OrgChartItem = z.infer<typeof orgChartItemSchema>
export type EmployeeImportError = z.infer<typeof employeeImportErrorSchema>
export type EmployeeImportPreview = z.infer<typeof employeeImportPreviewSchema>
export type EmployeeImportResult = z.infer<typeof employeeImportResultSchema>
export type HireInput = z.input<typeof hireInputSchema>
export type HireFields = z.output<typeof hireInputSchema>

/** `POST employees/import`: the multipart field `file`. */
export const employeeImportUploadSchema = z.object({
  file: z.instanceof(File, { error: 'Attach the CSV as the multipart field "file"' }).meta({
    type: 'string',
    format: 'binary',
    description: `A CSV with a header row naming the columns; at most ${EMPLOYEE_LIMITS.importRows.toLocaleString('en-US')} rows`,
  }),
})
