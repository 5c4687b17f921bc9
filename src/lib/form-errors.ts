import type { ReactNode } from 'react'
import { fieldErrors, toNormalizedError } from './errors'

interface FormWithErrors {
  setErrors: (errors: Record<string, ReactNode>) => void
}

/**
 * Shows a failed submission the way a user can act on it: 422 (and 409) field errors beside the form's
 * own fields, and everything else (other statuses, errors about fields the form lacks) as the
 * text for the form's alert. Returns that text, or null when every error sits beside a field.
 */
export function showServerErrors(form: FormWithErrors, failure: unknown, fields: readonly string[]): string | null {
  const error = toNormalizedError(failure)
  const beside: Record<string, string> = {}
  const elsewhere: string[] = []
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    if (fields.includes(field)) beside[field] = message
    else elsewhere.push(message)
  }
  form.setErrors(beside)
  if (elsewhere.length > 0) return elsewhere.join(' ')
  return Object.keys(beside).length > 0 ? null : error.message
}
