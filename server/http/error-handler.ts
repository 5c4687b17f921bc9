import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './context'
import { databaseErrorKind } from '../logger'
import { ApiError, isUniqueViolation } from '../lib/errors'

/**
 * What an unexpected error's log line says: its kind, PostgreSQL's code, and where in our code
 * it was thrown (the stack's frames, without the message on its first line). Never a message:
 * a database error's quotes the statement's parameters, and others may quote the request.
 */
function unexpectedErrorKind(error: Error): Record<string, unknown> {
  const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '))
  return { ...(databaseErrorKind(error) ?? { name: error.name }), ...(frames ? { stack: frames.join('\n') } : {}) }
}

/**
 * The one place errors become answers: the contract's `{ message, errors? }` body. Unexpected
 * errors are logged with the request id, the route and the error's kind, and answered with a
 * generic 500.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof ApiError) return c.json(error.body, error.status, error.headers)
  if (error instanceof HTTPException) {
    // Hono's own: malformed JSON bodies and the like.
    return c.json({ message: error.message || 'The request could not be read' }, error.status)
  }
  if (isUniqueViolation(error)) return c.json({ message: 'This record already exists' }, 409)
  // The route's pattern, not its path: a path holds values (an id, a careers slug).
  c.var.deps.logger.error('unhandled error', {
    request_id: c.var.requestId,
    route: `${c.req.method} ${c.req.routePath}`,
    error_kind: unexpectedErrorKind(error),
  })
  return c.json({ message: 'Something went wrong on our side. Try again in a moment.' }, 500)
}
