import { Hono } from 'hono'
import { z } from 'zod'
import { migrationsApplied } from '../../db/migration-state'
import type { AppEnv } from '../../http/context'
import { ApiError } from '../../http/errors'
import { endpoint } from '../../http/endpoint'

const okSchema = z.object({ status: z.literal('ok') })

/**
 * For a load balancer or an orchestrator: `health` says the process answers (it touches nothing,
 * so a busy database never gets a live process restarted), `ready` that it can serve requests
 * (its database answers and holds this build's migrations).
 */
export const healthRoutes = new Hono<AppEnv>()
  .get(
    '/health',
    endpoint({
      summary: 'Whether the server process answers',
      tag: 'Meta',
      access: 'public',
      success: { status: 200, schema: okSchema },
    }),
    (c) => c.json({ status: 'ok' as const }),
  )
  .get(
    '/ready',
    endpoint({
      summary: 'Whether the server can serve requests: its database answers and is migrated',
      tag: 'Meta',
      access: 'public',
      success: { status: 200, schema: okSchema },
      errors: [503],
    }),
    async (c) => {
      let migrated: boolean
      try {
        migrated = await migrationsApplied(c.var.deps.db)
      } catch (error) {
        c.var.deps.logger.error('readiness check: the database does not answer', { request_id: c.var.requestId, error })
        throw new ApiError(503, 'The database does not answer')
      }
      if (!migrated) throw new ApiError(503, 'The database is not migrated to this version yet')
      return c.json({ status: 'ok' as const })
    },
  )
