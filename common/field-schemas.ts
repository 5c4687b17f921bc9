import { z } from 'zod'

/**
 * Field schemas and rules that several resources' inputs share (jobs, requisitions, employees,
 * applicants), so one wording and one behaviour serve them all.
 */

/** Text that may be left out: blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Use text' })
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null))

/** Text that must be given, `missing` saying what. */
export const requiredText = (max: number, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `Use at most ${max} characters`)

/** A whole amount of money from 0 to `max`, or null. */
export const salaryAmount = (max: number) =>
  z
    .number({ error: 'Use a whole amount' })
    .int('Use a whole amount')
    .min(0, 'Use an amount of 0 or more')
    .max(max, `Use an amount of at most ${max.toLocaleString('en-US')}`)
    .nullable()

/** An ISO 4217 code, upper-cased, or null. */
export const currencyCode = z
  .string({ error: 'Choose a currency' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code, like USD')
  .nullable()

interface SalaryRange {
  salary_min: number | null
  salary_max: number | null
  salary_currency: string | null
}

/** A range's rules: the maximum at least the minimum, and a currency once an amount is given. */
export function salaryRangeProblems(range: SalaryRange): { field: 'salary_max' | 'salary_currency'; message: string }[] {
  const problems: { field: 'salary_max' | 'salary_currency'; message: string }[] = []
  if (range.salary_min !== null && range.salary_max !== null && range.salary_min > range.salary_max) {
    problems.push({ field: 'salary_max', message: 'The maximum must be at least the minimum' })
  }
  if ((range.salary_min !== null || range.salary_max !== null) && range.salary_currency === null) {
    problems.push({ field: 'salary_currency', message: 'Choose the currency of the salary' })
  }
  return problems
}
