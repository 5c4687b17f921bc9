import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { ValidationTargets } from 'hono'
import { validator } from 'hono-openapi'
import { z } from 'zod'
import { validationError, type FieldErrors } from './errors'

// A missing field reads "This field is required" rather than zod's type report. Messages a
// schema sets itself still win: zod consults this map last.
z.config({
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'This field is required' : undefined),
})

function pathKey(path: StandardSchemaV1.Issue['path']): string {
  const keys = (path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment))
  return keys.length > 0 ? keys.join('.') : 'body'
}

/** Issues → the contract's `errors`: field path (e.g. `email`, `permissions.job`) → messages. */
export function fieldErrors(issues: readonly StandardSchemaV1.Issue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = pathKey(issue.path)
    const messages = (errors[key] ??= [])
    if (!messages.includes(issue.message)) messages.push(issue.message)
  }
  return errors
}

/**
 * Validates a request part with a zod schema; a failure becomes the contract's 422 with field
 * errors. Built on hono-openapi's validator, so GET `openapi.json` documents the same schema.
 */
export function validate<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(target: Target, schema: Schema) {
  return validator(target, schema, (result) => {
    if (!result.success) throw validationError(fieldErrors(result.error))
  })
}
