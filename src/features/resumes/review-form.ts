import { APPLICANT_LIMITS } from '@common/applicants'
import { resumeReviewFieldsSchema, type ParsedResume, type ResumeReviewFields } from '@common/resumes'
import { isNormalizedError } from '@/lib/errors'

export interface ReviewEducation {
  institution: string
  degree: string
  /** As typed ('' for none). */
  year: string
}

export interface ReviewFormValues {
  name: string
  email: string
  phone: string
  location: string
  headline: string
  /** One address a line. */
  links: string
  skills: string[]
  /** NumberInput's value: '' when empty. */
  years_experience: number | string
  education: ReviewEducation[]
}

/** Every field the form shows, education rows included: a 422 about any of them shows beside it. */
export const REVIEW_FIELDS: readonly string[] = [
  'name',
  'email',
  'phone',
  'location',
  'headline',
  'links',
  'skills',
  'years_experience',
  'education',
  ...Array.from({ length: APPLICANT_LIMITS.education }, (_, index) => ['institution', 'degree', 'year'].map((part) => `education.${index}.${part}`)).flat(),
]

/** What the parser read, as the form starts. */
export function reviewFormValues(parsed: ParsedResume | null): ReviewFormValues {
  return {
    name: parsed?.name ?? '',
    email: parsed?.email ?? '',
    phone: parsed?.phone ?? '',
    location: parsed?.location ?? '',
    headline: parsed?.headline ?? '',
    links: (parsed?.links ?? []).join('\n'),
    skills: parsed?.skills ?? [],
    years_experience: parsed?.years_experience ?? '',
    education: (parsed?.education ?? []).map((entry) => ({ institution: entry.institution, degree: entry.degree ?? '', year: entry.year === null ? '' : String(entry.year) })),
  }
}

const orNull = (text: string) => text.trim() || null

/** The form's values as POST resumes/{id}/save's `fields`: every field, as the reviewer left it. */
export function reviewedFields(values: ReviewFormValues): ResumeReviewFields {
  return {
    name: values.name.trim(),
    email: orNull(values.email),
    phone: orNull(values.phone),
    location: orNull(values.location),
    headline: orNull(values.headline),
    links: values.links
      .split('\n')
      .map((link) => link.trim())
      .filter(Boolean),
    skills: values.skills,
    years_experience: values.years_experience === '' ? null : Number(values.years_experience),
    education: values.education.map((entry) => ({
      institution: entry.institution.trim(),
      degree: orNull(entry.degree),
      year: entry.year.trim() === '' ? null : Number(entry.year),
    })),
  }
}

/**
 * The form's field for an error's path: `education.0.year` as it is, a list's item (`links.2`,
 * `skills.0`) as the list. The server names the paths under `fields.`.
 */
export function reviewFieldOf(path: string): string {
  const field = path.replace(/^fields\./, '')
  return /^(links|skills)\.\d+$/.test(field) ? field.replace(/\.\d+$/, '') : field
}

/** The errors the server would answer with, by the shared schema; one message per field. */
export function reviewFormErrors(values: ReviewFormValues): Record<string, string> {
  const errors: Record<string, string> = {}
  const parsed = resumeReviewFieldsSchema.safeParse(reviewedFields(values))
  if (parsed.success) return errors
  for (const issue of parsed.error.issues) {
    const field = reviewFieldOf(issue.path.map(String).join('.') || 'name')
    errors[field] ??= issue.message
  }
  return errors
}

/** A failed save with its 422 field errors named as the form's fields, so they show beside them. */
export function withFormFieldErrors(failure: unknown): unknown {
  if (!isNormalizedError(failure) || failure.status !== 422) return failure
  const data = failure.data as { errors?: Record<string, unknown> } | null
  if (!data?.errors) return failure
  const errors = Object.fromEntries(Object.entries(data.errors).map(([path, messages]) => [reviewFieldOf(path), messages]))
  return { ...failure, data: { ...data, errors } }
}
