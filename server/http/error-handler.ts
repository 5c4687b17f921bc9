import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './context'
import { ApiError, isUniqueViolation } from './errors'

/**
 * The one place errors become answers: the contract's `{ message, errors? }` body. Unexpected
 * errors are logged with the request id and answered with a generic 500.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof ApiError) return c.json(error.body, error.status, error.headers)
  if (error instanceof HTTPException) {
    // Hono's own: malformed JSON bodies and the like.
    return c.json({ message: error.message || 'The request could not be read' }, error.status)
  }
  if (isUniqueViolation(error)) return c.json({ message: 'This record already exists' }, 409)
  c.var.deps.logger.error('unhandled error', { request_id: c.var.requestId, path: c.req.path, error })
  return c.json({ message: 'Something went wrong on our side. Try again in a moment.' }, 500)
}
