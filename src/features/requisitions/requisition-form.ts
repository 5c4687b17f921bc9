import { changedFields } from '@common/changed-fields'
import {
  requisitionFieldsSchema,
  requisitionRuleProblems,
  type Requisition,
  type RequisitionFields,
  type RequisitionPriority,
  type RequisitionReason,
  type UpdateRequisitionInput,
} from '@common/requisitions'
import { emptyRoleForm, roleFormInput, roleFormValues, type RoleFormValues } from '@/components/form/role-form'
import { formCheckErrors } from '@/lib/form-errors'

/** The form's values: the role's, and the requisition's own; the hiring manager's select holds their id as text. */
export interface RequisitionFormValues extends RoleFormValues {
  headcount: number | string
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
  return { ...emptyRoleForm(), headcount: 1, reason: 'new_role', replaces: '', hiring_manager_id: '', target_start_date: '', priority: 'normal', description: '' }
}

export function requisitionFormValues(requisition: Requisition): RequisitionFormValues {
  return {
    ...roleFormValues(requisition),
    headcount: requisition.headcount,
    reason: requisition.reason,
    replaces: requisition.replaces ?? '',
    hiring_manager_id: requisition.hiring_manager ? String(requisition.hiring_manager.id) : '',
    target_start_date: requisition.target_start_date ?? '',
    priority: requisition.priority,
    description: requisition.description,
  }
}

/** The values as the API's fields, before validation: empty inputs become null. */
export function requisitionFormInput(values: RequisitionFormValues) {
  return {
    ...roleFormInput(values),
    headcount: values.headcount === '' ? undefined : Number(values.headcount),
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

/** The errors the server would answer with, found before sending (salary range and currency, whom a replacement replaces, the start date). */
export function requisitionFormErrors(values: RequisitionFormValues, { today, startDateChanged }: RequisitionFormCheck): Partial<Record<RequisitionFormField, string>> {
  return formCheckErrors<RequisitionFormField, RequisitionFields>(requisitionFieldsSchema, requisitionFormInput(values), (fields) =>
    requisitionRuleProblems(fields, today, startDateChanged),
  )
}

/** The fields an edit changed, for a PATCH that leaves the rest as stored. */
export function changedRequisitionFields(requisition: Requisition, fields: RequisitionFields): UpdateRequisitionInput {
  return changedFields({ ...requisition, hiring_manager_id: requisition.hiring_manager?.id ?? null }, fields)
}
