import { changedFields } from '@common/changed-fields'
import { jobFieldsSchema, jobRuleProblems, type Job, type JobFields, type JobStatus, type UpdateJobInput } from '@common/jobs'
import type { Requisition } from '@common/requisitions'
import { emptyRoleForm, roleFormInput, roleFormValues, type RoleFormValues } from '@/components/form/role-form'
import { formCheckErrors } from '@/lib/form-errors'

/** The form's values: the role's, and the job's own. */
export interface JobFormValues extends RoleFormValues {
  openings: number | string
  description: string
  skills: string[]
  closes_at: string
}

export type JobFormField = keyof JobFormValues

export const JOB_FORM_FIELDS: readonly JobFormField[] = [
  'title',
  'department',
  'location',
  'employment_type',
  'workplace',
  'openings',
  'salary_min',
  'salary_max',
  'salary_currency',
  'description',
  'skills',
  'closes_at',
]

export function emptyJobForm(): JobFormValues {
  return { ...emptyRoleForm(), openings: 1, description: '', skills: [], closes_at: '' }
}

export function jobFormValues(job: Job): JobFormValues {
  return { ...roleFormValues(job), openings: job.openings, description: job.description, skills: job.skills, closes_at: job.closes_at ?? '' }
}

/**
 * A new job for an approved requisition: what the requisition already says. Its first job takes
 * the whole headcount; a further one starts at 1 (the jobs share the headcount).
 */
export function jobFormFromRequisition(requisition: Requisition): JobFormValues {
  return {
    ...emptyJobForm(),
    ...roleFormValues(requisition, emptyRoleForm().salary_currency),
    openings: requisition.job_ids.length === 0 ? requisition.headcount : 1,
    description: requisition.description,
  }
}

/** The values as the API's fields, before validation: empty inputs become null. */
export function jobFormInput(values: JobFormValues) {
  return {
    ...roleFormInput(values),
    openings: values.openings === '' ? undefined : Number(values.openings),
    description: values.description,
    // A comma typed or pasted as part of a tag still separates skills.
    skills: values.skills.flatMap((skill) => skill.split(',')).map((skill) => skill.trim()).filter(Boolean),
    closes_at: values.closes_at || null,
  }
}

export interface JobFormCheck {
  /** The status the job will have once saved: rules differ for a published job. */
  status: JobStatus
  /** Today in the browser, `YYYY-MM-DD`. */
  today: string
  /** False when an edit keeps the stored closing date, which may be past by now. */
  closesAtChanged: boolean
}

/**
 * The errors the server would answer with, found before sending (salary range and currency,
 * closing date, description of a published job). The status is not the form's to fix.
 */
export function jobFormErrors(values: JobFormValues, { status, today, closesAtChanged }: JobFormCheck): Partial<Record<JobFormField, string>> {
  return formCheckErrors<JobFormField, JobFields>(jobFieldsSchema, jobFormInput(values), (fields) =>
    jobRuleProblems({ ...fields, status }, today, closesAtChanged).filter((problem) => problem.field !== 'status'),
  )
}

/** The fields an edit changed, for a PATCH that leaves the rest as stored. */
export function changedJobFields(job: Job, fields: JobFields): UpdateJobInput {
  return changedFields(job, fields)
}
