import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { migrationsApplied } from '../../db/migration-state'
import type { AppEnv } from '../../http/context'
import { ApiError } from '../../lib/errors'
import { endpointsFor } from '../../http/endpoint'

const endpoint = endpointsFor({ tag: 'Meta', access: 'public' })

const okSchema = z.object({ status: z.literal('ok') })

/**
 * For a load balancer or an orchestrator: `health` says the process and its database answer
 * (contract section 7: one `select 1`), `ready` also that the database holds this build's
 * migrations, so a process started against an older schema gets no traffic.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/health', endpoint({ summary: 'Whether the server and its database answer', success: { schema: okSchema }, errors: [503] }), async (c) => {
    try {
      await c.var.deps.db.execute(sql`select 1`)
    } catch (error) {
      c.var.deps.logger.error('health check: the database does not answer', { request_id: c.var.requestId, error })
      throw new ApiError(503, 'The database does not answer')
    }
    return c.json({ status: 'ok' as const })
  })
  .get('/ready', endpoint({ summary: 'Whether the server can serve requests: its database answers and is migrated', success: { schema: okSchema }, errors: [503] }), async (c) => {
    let migrated: boolean
    try {
      migrated = await migrationsApplied(c.var.deps.db)
    } catch (error) {
      c.var.deps.logger.error('readiness check: the database does not answer', { request_id: c.var.requestId, error })
      throw new ApiError(503, 'The database does not answer')
    }
    if (!migrated) throw new ApiError(503, 'The database is not migrated to this version yet')
    return c.json({ status: 'ok' as const })
  })
