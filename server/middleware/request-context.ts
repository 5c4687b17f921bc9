import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppDeps, AppEnv } from '../http/context'

const INCOMING_ID = /^[\w.-]{8,64}$/

/**
 * First in the chain: the request id (a caller's X-Request-Id is kept when it looks sane),
 * the dependencies in `c.var.deps`, the security headers, and one log line per request. The
 * log has the path without its query string, which may carry a set-password token.
 */
export function requestContext(deps: AppDeps, headers: readonly [string, string][]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const incoming = c.req.header('x-request-id')
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID()
    c.set('deps', deps)
    c.set('requestId', requestId)
    await next()
    const responseHeaders = c.res.headers
    responseHeaders.set('X-Request-Id', requestId)
    for (const [name, value] of headers) if (!responseHeaders.has(name)) responseHeaders.set(name, value)
    deps.logger.info('request', {
      request_id: requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
    })
  }
}
