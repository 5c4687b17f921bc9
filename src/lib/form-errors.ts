import type { ReactNode } from 'react'
import type { z } from 'zod'
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

/**
 * The errors the server would answer with, found before sending: each field by the shared schema,
 * then the rules across fields (common/'s `…RuleProblems`), which read the parsed fields, or the
 * input as it stands while a field does not parse. One message per field, the field's own first.
 */
export function formCheckErrors<Field extends string, Fields>(
  schema: z.ZodType<Fields>,
  input: unknown,
  ruleProblems: (fields: Fields) => readonly { field: string; message: string }[],
): Partial<Record<Field, string>> {
  const errors: Record<string, string> = {}
  const parsed = schema.safeParse(input)
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
  for (const problem of ruleProblems(parsed.success ? parsed.data : (input as Fields))) errors[problem.field] ??= problem.message
  return errors as Partial<Record<Field, string>>
}
