import { EMPLOYMENT_TYPES, WORKPLACES, type EmploymentType, type Workplace } from '@common/job-labels'
import { searchId } from '@/lib/record-search'

/**
 * The careers pages' URL search params. A route's `validateSearch` ships in the entry script,
 * which every page (the sign-in page first) downloads, so these are checked by hand rather than
 * with the shared zod schema: text is trimmed and bounded, enums must be known values, and
 * anything else is left out (an old or mistyped link shows the whole list).
 */

export type CareersJobsQuery = {
  q?: string
  department?: string
  location?: string
  workplace?: Workplace
  employment_type?: EmploymentType
  page?: number
}

export type CareersSiteSearch = CareersJobsQuery & { company?: string }

export type CareersJobSearch = { company?: string; id?: number }

function text(value: unknown, max: number): string | undefined {
  const trimmed = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
  return trimmed && trimmed.length <= max ? trimmed : undefined
}

function oneOf<Value extends string>(value: unknown, values: readonly Value[]): Value | undefined {
  return values.find((known) => known === value)
}

/** The company's slug as the URL gives it. */
const company = (search: Record<string, unknown>) => text(search.company, 100)

export function careersSiteSearch(search: Record<string, unknown>): CareersSiteSearch {
  const page = searchId(search, 'page')
  const parsed: CareersSiteSearch = {
    company: company(search),
    q: text(search.q, 200),
    department: text(search.department, 100),
    location: text(search.location, 150),
    workplace: oneOf(search.workplace, WORKPLACES),
    employment_type: oneOf(search.employment_type, EMPLOYMENT_TYPES),
    page: page === 1 ? undefined : page,
  }
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined))
}

export function careersJobSearch(search: Record<string, unknown>): CareersJobSearch {
  const parsed: CareersJobSearch = { company: company(search), id: searchId(search, 'id') }
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined))
}

/** The jobs list's query from the site's search: all of it but the company. */
export function jobsQuery({ company: _company, ...query }: CareersSiteSearch): CareersJobsQuery {
  return query
}
