import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody } from '@common/session'

export type FieldErrors = Record<string, string[]>

/**
 * An error the client is meant to see: its status and the contract's `{ message, errors? }` body
 * (contract section 1). Anything else thrown reaches the client as a bare 500.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  get body(): ApiErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message }
  }
}

/** A 422 whose message sums up the field errors, so a client showing only `message` still helps. */
export function validationError(errors: FieldErrors): ApiError {
  const messages = Object.values(errors).flat()
  const first = messages[0] ?? 'The data was invalid'
  const more = messages.length - 1
  const message = more > 0 ? `${first} (and ${more} more ${more === 1 ? 'problem' : 'problems'})` : first
  return new ApiError(422, message, errors)
}

/** Throws the contract's 422 naming each field a cross-field rule refuses (common/'s `…RuleProblems`); none, and it returns. */
export function refuseProblems(problems: readonly { field: string; message: string }[]): void {
  if (problems.length === 0) return
  const errors: FieldErrors = {}
  for (const problem of problems) (errors[problem.field] ??= []).push(problem.message)
  throw validationError(errors)
}

/** One field's 422 or 409, e.g. `fieldError(409, 'email', 'This email is already registered')`. */
export function fieldError(status: 409 | 422, field: string, message: string): ApiError {
  return new ApiError(status, message, { [field]: [message] })
}

export const unauthorized = (message = 'Sign in to continue') => new ApiError(401, message)
export const forbidden = (message = 'You do not have permission to do this') => new ApiError(403, message)
/** Another company's record is indistinguishable from a missing one. */
export const notFound = (what = 'Record') => new ApiError(404, `${what} not found`)
export const conflict = (message: string) => new ApiError(409, message)

export function tooManyRequests(message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) })
}

/** The SQLSTATE of a database error, looking through Drizzle's wrapper. */
export function databaseErrorCode(error: unknown): { code: string; constraint?: string } | undefined {
  for (let current = error; current instanceof Error || (typeof current === 'object' && current !== null); ) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}) }
    }
    current = candidate.cause
  }
  return undefined
}

/** True for a unique-constraint violation, optionally of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const dbError = databaseErrorCode(error)
  if (dbError?.code !== '23505') return false
  return constraint === undefined || dbError.constraint === constraint
}
