import {
  jobFieldsSchema,
  jobRuleProblems,
  type EmploymentType,
  type Job,
  type JobFields,
  type JobStatus,
  type UpdateJobInput,
  type Workplace,
} from '@common/jobs'
import type { Requisition } from '@common/requisitions'

/** The form's values: inputs hold text, and empty number inputs hold ''. */
export interface JobFormValues {
  title: string
  department: string
  location: string
  employment_type: EmploymentType | ''
  workplace: Workplace | ''
  openings: number | string
  salary_min: number | string
  salary_max: number | string
  salary_currency: string
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
  return {
    title: '',
    department: '',
    location: '',
    employment_type: 'full_time',
    workplace: 'on_site',
    openings: 1,
    salary_min: '',
    salary_max: '',
    salary_currency: 'USD',
    description: '',
    skills: [],
    closes_at: '',
  }
}

export function jobFormValues(job: Job): JobFormValues {
  return {
    title: job.title,
    department: job.department,
    location: job.location ?? '',
    employment_type: job.employment_type,
    workplace: job.workplace,
    openings: job.openings,
    salary_min: job.salary_min ?? '',
    salary_max: job.salary_max ?? '',
    salary_currency: job.salary_currency ?? '',
    description: job.description,
    skills: job.skills,
    closes_at: job.closes_at ?? '',
  }
}

/**
 * A new job for an approved requisition: what the requisition already says. Its first job takes
 * the whole headcount; a further one starts at 1 (the jobs share the headcount).
 */
export function jobFormFromRequisition(requisition: Requisition): JobFormValues {
  return {
    ...emptyJobForm(),
    title: requisition.title,
    department: requisition.department,
    location: requisition.location ?? '',
    employment_type: requisition.employment_type,
    workplace: requisition.workplace,
    openings: requisition.job_ids.length === 0 ? requisition.headcount : 1,
    salary_min: requisition.salary_min ?? '',
    salary_max: requisition.salary_max ?? '',
    salary_currency: requisition.salary_currency ?? 'USD',
    description: requisition.description,
  }
}

const amount = (value: number | string): number | null => (value === '' ? null : Number(value))

/** The values as the API's fields, before validation: empty inputs become null. */
export function jobFormInput(values: JobFormValues) {
  const salaryMin = amount(values.salary_min)
  const salaryMax = amount(values.salary_max)
  return {
    title: values.title,
    department: values.department,
    location: values.location || null,
    employment_type: values.employment_type,
    workplace: values.workplace,
    openings: values.openings === '' ? undefined : Number(values.openings),
    salary_min: salaryMin,
    salary_max: salaryMax,
    // The currency only means something beside an amount; the form preselects one.
    salary_currency: salaryMin === null && salaryMax === null ? null : values.salary_currency || null,
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
 * The errors the server would answer with, found before sending: each field by the shared
 * schema, then the rules across fields (salary range and currency, closing date, description
 * of a published job). One message per field, the field's own first.
 */
export function jobFormErrors(values: JobFormValues, { status, today, closesAtChanged }: JobFormCheck): Partial<Record<JobFormField, string>> {
  const input = jobFormInput(values)
  const errors: Partial<Record<JobFormField, string>> = {}
  const parsed = jobFieldsSchema.safeParse(input)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as JobFormField
      errors[field] ??= issue.message
    }
  }
  // The rules read only amounts, currency, date and description, which the input holds typed.
  const fields = parsed.success ? parsed.data : (input as unknown as JobFields)
  for (const problem of jobRuleProblems({ ...fields, status }, today, closesAtChanged)) {
    if (problem.field === 'status') continue
    errors[problem.field] ??= problem.message
  }
  return errors
}

/** The fields an edit changed, for a PATCH that leaves the rest as stored. */
export function changedJobFields(job: Job, fields: JobFields): UpdateJobInput {
  const changes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (JSON.stringify(value) !== JSON.stringify(job[key as keyof Job])) changes[key] = value
  }
  return changes as UpdateJobInput
}
