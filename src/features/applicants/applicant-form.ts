import { createApplicantInputSchema, type CreateApplicantInput } from '@common/applicants'

export interface ApplicantFormValues {
  name: string
  email: string
  phone: string
  /** One address a line. */
  links: string
  skills: string[]
  tags: string[]
  /** The job to apply to, as the select's value ('' for none). */
  job_id: string
}

export type ApplicantFormField = keyof ApplicantFormValues

export const EMPTY_APPLICANT: ApplicantFormValues = {
  name: '',
  email: '',
  phone: '',
  links: '',
  skills: [],
  tags: [],
  job_id: '',
}

/** The form's values as POST applicants takes them: empty fields left out. */
export function applicantFormInput(values: ApplicantFormValues): CreateApplicantInput {
  const links = values.links
    .split('\n')
    .map((link) => link.trim())
    .filter(Boolean)
  return {
    name: values.name.trim(),
    ...(values.email.trim() && { email: values.email.trim() }),
    ...(values.phone.trim() && { phone: values.phone.trim() }),
    ...(links.length > 0 && { links }),
    ...(values.skills.length > 0 && { skills: values.skills }),
    ...(values.tags.length > 0 && { tags: values.tags }),
    ...(values.job_id && { job_id: Number(values.job_id) }),
  } as CreateApplicantInput
}

/** The errors the server would answer with, by the shared schema; one message per field. */
export function applicantFormErrors(values: ApplicantFormValues): Partial<Record<ApplicantFormField, string>> {
  const errors: Partial<Record<ApplicantFormField, string>> = {}
  const parsed = createApplicantInputSchema.safeParse(applicantFormInput(values))
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = (issue.path[0] ?? 'name') as ApplicantFormField
      errors[field] ??= issue.message
    }
  }
  return errors
}
