import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { ValidationTargets } from 'hono'
import { validator as documentedValidator } from 'hono-openapi'
import { validator } from 'hono/validator'
import { z } from 'zod'
import { storableText, storableValue } from '../lib/storable-text'
import { notFound, validationError, type FieldErrors } from '../lib/errors'

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

/** Deeper than any schema of ours reaches; a body nested further is refused before it is walked. */
const MAX_DEPTH = 32

/**
 * A request part with every text in it storable in PostgreSQL (see storableText): strings,
 * object keys and uploaded files' names. Hono hands a form over as an object without a
 * prototype, which storableValue would leave as it is, so objects are walked here.
 */
export function storableRequestPart(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) throw validationError({ body: ['The data is nested too deeply'] })
  if (value instanceof File) {
    const name = storableText(value.name)
    return name === value.name ? value : new File([value], name, { type: value.type, lastModified: value.lastModified })
  }
  if (Array.isArray(value)) return value.map((item: unknown) => storableRequestPart(item, depth + 1))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key), storableRequestPart(item, depth + 1)]))
  }
  return storableValue(value)
}

/**
 * Whether a path parameter refused is a whole number (an id of 0, -1 or past the database's
 * range): no record has it, so it is answered 404 as any unknown record, where other text is a
 * 422. One rule for every path id (contract section 1 allows either).
 */
function refusesWholeNumber(params: unknown, issues: readonly StandardSchemaV1.Issue[]): boolean {
  return issues.some((issue) => {
    const key = issue.path?.[0]
    const name = typeof key === 'object' ? key.key : key
    const text = name === undefined ? undefined : (params as Record<PropertyKey, unknown>)[name]
    return typeof text === 'string' && /^[-+]?\d+$/.test(text)
  })
}

/**
 * Validates a request part with a zod schema; a failure becomes the contract's 422 with field
 * errors. Every text is made storable first (U+0000 dropped, a lone surrogate replaced), as
 * contract section 1 chooses over refusing it: the schema sees, and the handler gets, what
 * PostgreSQL can hold. GET `openapi.json` documents the same schema: hono-openapi's validator
 * carries it, and its description is moved onto the middleware that does the work.
 */
export function validate<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(target: Target, schema: Schema) {
  const documented = documentedValidator(target, schema)
  const middleware = validator(target, async (value) => {
    const clean = storableRequestPart(value)
    const result = await schema['~standard'].validate(clean)
    if (result.issues) {
      if (target === 'param' && refusesWholeNumber(clean, result.issues)) throw notFound()
      throw validationError(fieldErrors(result.issues))
    }
    return result.value as StandardSchemaV1.InferOutput<Schema>
  })
  for (const key of Object.getOwnPropertySymbols(documented)) Object.assign(middleware, { [key]: (documented as never)[key] })
  return middleware as unknown as typeof documented
}
