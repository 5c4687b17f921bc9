import type { EmploymentType, Workplace } from '@common/jobs'
import {
  requisitionFieldsSchema,
  requisitionRuleProblems,
  type Requisition,
  type RequisitionFields,
  type RequisitionPriority,
  type RequisitionReason,
  type UpdateRequisitionInput,
} from '@common/requisitions'

/** The form's values: inputs hold text; empty number inputs hold '', the hiring manager's select its id as text. */
export interface RequisitionFormValues {
  title: string
  department: string
  location: string
  employment_type: EmploymentType | ''
  workplace: Workplace | ''
  headcount: number | string
  salary_min: number | string
  salary_max: number | string
  salary_currency: string
  reason: RequisitionReason
  replaces: string
  hiring_manager_id: string
  target_start_date: string
  priority: RequisitionPriority
  description: string
}

export type RequisitionFormField = keyof RequisitionFormValues

export const REQUISITION_FORM_FIELDS: readonly RequisitionFormField[] = [
  'title',
  'department',
  'location',
  'employment_type',
  'workplace',
  'headcount',
  'salary_min',
  'salary_max',
  'salary_currency',
  'reason',
  'replaces',
  'hiring_manager_id',
  'target_start_date',
  'priority',
  'description',
]

export function emptyRequisitionForm(): RequisitionFormValues {
  return {
    title: '',
    department: '',
    location: '',
    employment_type: 'full_time',
    workplace: 'on_site',
    headcount: 1,
    salary_min: '',
    salary_max: '',
    salary_currency: 'USD',
    reason: 'new_role',
    replaces: '',
    hiring_manager_id: '',
    target_start_date: '',
    priority: 'normal',
    description: '',
  }
}

export function requisitionFormValues(requisition: Requisition): RequisitionFormValues {
  return {
    title: requisition.title,
    department: requisition.department,
    location: requisition.location ?? '',
    employment_type: requisition.employment_type,
    workplace: requisition.workplace,
    headcount: requisition.headcount,
    salary_min: requisition.salary_min ?? '',
    salary_max: requisition.salary_max ?? '',
    salary_currency: requisition.salary_currency ?? '',
    reason: requisition.reason,
    replaces: requisition.replaces ?? '',
    hiring_manager_id: requisition.hiring_manager ? String(requisition.hiring_manager.id) : '',
    target_start_date: requisition.target_start_date ?? '',
    priority: requisition.priority,
    description: requisition.description,
  }
}

const amount = (value: number | string): number | null => (value === '' ? null : Number(value))

/** The values as the API's fields, before validation: empty inputs become null. */
export function requisitionFormInput(values: RequisitionFormValues) {
  const salaryMin = amount(values.salary_min)
  const salaryMax = amount(values.salary_max)
  return {
    title: values.title,
    department: values.department,
    location: values.location || null,
    employment_type: values.employment_type,
    workplace: values.workplace,
    headcount: values.headcount === '' ? undefined : Number(values.headcount),
    salary_min: salaryMin,
    salary_max: salaryMax,
    // The currency only means something beside an amount; the form preselects one.
    salary_currency: salaryMin === null && salaryMax === null ? null : values.salary_currency || null,
    reason: values.reason,
    // Only a replacement names whom it replaces.
    replaces: values.reason === 'replacement' ? values.replaces || null : null,
    hiring_manager_id: values.hiring_manager_id === '' ? null : Number(values.hiring_manager_id),
    target_start_date: values.target_start_date || null,
    priority: values.priority,
    description: values.description,
  }
}

export interface RequisitionFormCheck {
  /** Today in the browser, `YYYY-MM-DD`. */
  today: string
  /** False when an edit keeps the stored target start date, which may have passed by now. */
  startDateChanged: boolean
}

/**
 * The errors the server would answer with, found before sending: each field by the shared
 * schema, then the rules across fields (salary range and currency, whom a replacement replaces,
 * the start date). One message per field, the field's own first.
 */
export function requisitionFormErrors(
  values: RequisitionFormValues,
  { today, startDateChanged }: RequisitionFormCheck,
): Partial<Record<RequisitionFormField, string>> {
  const input = requisitionFormInput(values)
  const errors: Partial<Record<RequisitionFormField, string>> = {}
  const parsed = requisitionFieldsSchema.safeParse(input)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as RequisitionFormField
      errors[field] ??= issue.message
    }
  }
  // The rules read amounts, currency, reason and date, which the input holds typed.
  const fields = parsed.success ? parsed.data : (input as unknown as RequisitionFields)
  for (const problem of requisitionRuleProblems(fields, today, startDateChanged)) {
    errors[problem.field] ??= problem.message
  }
  return errors
}

/** The fields an edit changed, for a PATCH that leaves the rest as stored. */
export function changedRequisitionFields(requisition: Requisition, fields: RequisitionFields): UpdateRequisitionInput {
  const stored: Record<string, unknown> = { ...requisition, hiring_manager_id: requisition.hiring_manager?.id ?? null }
  const changes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (JSON.stringify(value) !== JSON.stringify(stored[key])) changes[key] = value
  }
  return changes as UpdateRequisitionInput
}
