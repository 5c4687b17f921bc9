import type { EmploymentType, Workplace } from '@common/jobs'

/**
 * The role in a job's or a requisition's form (common/jobs.ts's roleFields and salaryRangeFields):
 * inputs hold text, and empty number inputs hold ''.
 */
export interface RoleFormValues {
  title: string
  department: string
  location: string
  employment_type: EmploymentType | ''
  workplace: Workplace | ''
  salary_min: number | string
  salary_max: number | string
  salary_currency: string
}

/** A role as a job and a requisition answer it. */
interface StoredRole {
  title: string
  department: string
  location: string | null
  employment_type: EmploymentType
  workplace: Workplace
  salary_min: number | null
  salary_max: number | null
  salary_currency: string | null
}

/** A new role: full time, on site, and the currency preselected so that typing an amount is enough. */
export function emptyRoleForm(): RoleFormValues {
  return { title: '', department: '', location: '', employment_type: 'full_time', workplace: 'on_site', salary_min: '', salary_max: '', salary_currency: 'USD' }
}

/** A stored role in the form; `currency` is chosen when it has none (a new job from a requisition keeps the preselected one). */
export function roleFormValues(role: StoredRole, currency = ''): RoleFormValues {
  return {
    title: role.title,
    department: role.department,
    location: role.location ?? '',
    employment_type: role.employment_type,
    workplace: role.workplace,
    salary_min: role.salary_min ?? '',
    salary_max: role.salary_max ?? '',
    salary_currency: role.salary_currency ?? currency,
  }
}

const amount = (value: number | string): number | null => (value === '' ? null : Number(value))

/** The role's values as the API's fields, before validation: empty inputs become null. */
export function roleFormInput(values: RoleFormValues) {
  const salaryMin = amount(values.salary_min)
  const salaryMax = amount(values.salary_max)
  return {
    title: values.title,
    department: values.department,
    location: values.location || null,
    employment_type: values.employment_type,
    workplace: values.workplace,
    salary_min: salaryMin,
    salary_max: salaryMax,
    // The currency only means something beside an amount; the form preselects one.
    salary_currency: salaryMin === null && salaryMax === null ? null : values.salary_currency || null,
  }
}
