import { timingSafeEqual } from 'node:crypto'
import type { Handler, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { AppEnv } from '../../http/context'
import type { Metrics } from './metrics'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Times every request into `metrics`, labelled with the pattern of the route that answered
 * (`/backend/api/jobs/:id`; `/*` for the app's pages and for what nothing matched).
 */
export function requestMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER'
    metrics.observeRequest(method, routePath(c) || '/*', c.res.status, (performance.now() - started) / 1000)
  }
}

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)]
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * GET /metrics in Prometheus' text format, for a caller with `Authorization: Bearer <token>`.
 * Without a token configured the endpoint does not exist (404), so an installation that never
 * set one exposes nothing.
 */
export function metricsEndpoint(metrics: Metrics | undefined, token: string | undefined): Handler<AppEnv> {
  return async (c) => {
    if (!metrics || !token) return c.json({ message: 'Not found' }, 404)
    const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
    if (!sameSecret(given, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"')
      return c.json({ message: 'A valid metrics token is required' }, 401)
    }
    c.header('Content-Type', metrics.registry.contentType)
    c.header('Cache-Control', 'no-store')
    return c.body(await metrics.registry.metrics())
  }
}
