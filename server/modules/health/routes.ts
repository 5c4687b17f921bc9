import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../http/context'
import { ApiError } from '../../http/errors'
import { endpoint } from '../../http/endpoint'

export const healthRoutes = new Hono<AppEnv>().get(
  '/health',
  endpoint({
    summary: 'Whether the server and its database answer',
    tag: 'Meta',
    access: 'public',
    success: { status: 200, schema: z.object({ status: z.literal('ok') }) },
    errors: [503],
  }),
  async (c) => {
    try {
      await c.var.deps.db.execute(sql`select 1`)
    } catch (error) {
      c.var.deps.logger.error('health check: the database does not answer', { request_id: c.var.requestId, error })
      throw new ApiError(503, 'The database does not answer')
    }
    return c.json({ status: 'ok' as const })
  },
)
