import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { ApiError } from '../../http/errors'

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  try {
    await c.var.deps.db.execute(sql`select 1`)
  } catch (error) {
    c.var.deps.logger.error('health check: the database does not answer', { request_id: c.var.requestId, error })
    throw new ApiError(503, 'The database does not answer')
  }
  return c.json({ status: 'ok' as const })
})
