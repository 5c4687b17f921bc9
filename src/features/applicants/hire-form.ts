import { hireInputSchema, type HireInput } from '@common/employees'

/** The hire dialog's values: inputs hold text; the manager's select holds their id as text. */
export interface HireFormValues {
  start_date: string
  job_title: string
  department: string
  work_email: string
  manager_id: string
}

export type HireFormField = keyof HireFormValues

export const HIRE_FORM_FIELDS: readonly HireFormField[] = ['start_date', 'job_title', 'department', 'work_email', 'manager_id']

/** What an accepted offer says of the hire (contract 17): its start date, job title and manager. */
export interface AcceptedOffer {
  start_date: string
  job_title: string
  manager: { id: number } | null
}

/**
 * What the dialog starts with: the job's title and department, the rest empty; with an accepted
 * offer, its start date, job title and manager (the server would fill them from it too).
 */
export function hireFormValues(job: { title: string; department: string | null } | undefined, offer?: AcceptedOffer): HireFormValues {
  return {
    start_date: offer?.start_date ?? '',
    job_title: offer?.job_title ?? job?.title ?? '',
    department: job?.department ?? '',
    work_email: '',
    manager_id: offer?.manager ? String(offer.manager.id) : '',
  }
}

/**
 * The values as `POST applications/{id}/hire`'s body. Title and department are sent only when
 * changed from what the dialog started with: left alone, the server takes them from the job (so
 * a job the viewer could not read still gives them). An empty work email means the applicant's.
 */
export function hireFormInput(values: HireFormValues, initial: HireFormValues): HireInput {
  return {
    start_date: values.start_date,
    ...(values.job_title !== initial.job_title && {
      job_title: values.job_title || null,
    }),
    ...(values.department !== initial.department && {
      department: values.department || null,
    }),
    ...(values.work_email.trim() !== '' && { work_email: values.work_email }),
    ...(values.manager_id !== '' && { manager_id: Number(values.manager_id) }),
  }
}

/** The errors the server would answer with, by the shared schema; one message per field. */
export function hireFormErrors(values: HireFormValues, initial: HireFormValues): Partial<Record<HireFormField, string>> {
  if (values.start_date === '') return { start_date: 'Enter the first day of work' }
  const parsed = hireInputSchema.safeParse(hireFormInput(values, initial))
  const errors: Partial<Record<HireFormField, string>> = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path[0] as HireFormField] ??= issue.message
  }
  return errors
}
